import { style } from '@vanilla-extract/css';

/**
 * A name in a list: wraps anywhere (a name without spaces cannot widen the table and push the row
 * actions off-screen) and shows at most three lines; the full name is the cell's tooltip.
 */
export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  minWidth: '8ch',
});

/** A column that never wraps (dates, short codes): the name column takes the room instead. */
export const noWrap = style({ whiteSpace: 'nowrap' });
