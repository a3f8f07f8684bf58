import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

/** Links in the table (task, project). */
export const link = style({ color: vars.color.link });

/**
 * The stop button holds its visually hidden text: positioned, so that text stays inside the
 * table's scroll region instead of widening the page at 375 px.
 */
export const stopButton = style({ position: 'relative' });
