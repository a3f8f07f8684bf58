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
