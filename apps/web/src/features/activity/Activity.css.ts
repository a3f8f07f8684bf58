import { style } from '@vanilla-extract/css';

/**
 * An event's description: one run of text, its task link among its words. A stacked table cell
 * (narrow screens) lays its children out as flex items; in this span the link and the words around
 * it wrap as one sentence, beside the cell's label.
 */
export const sentence = style({ flex: '1 1 0', minWidth: 0 });
