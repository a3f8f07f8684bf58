import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

export const taskCell = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });
export const taskId = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** The paging footer (newer §N5): what is loaded, then "Load older"; wraps at 375 px. */
export const paging = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
export const pagingText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
