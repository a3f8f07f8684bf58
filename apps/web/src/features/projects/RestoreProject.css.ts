import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { column } from '../../components/layout.css';

export const field = column.xs;
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const required = style({ color: vars.tone.error.solid, marginLeft: vars.space.xxs });
export const error = style({ color: vars.tone.error.solid, fontSize: vars.fontSize.sm });
export const file = style({
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
