import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { column } from './layout.css';

export const field = column.xs;

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const loading = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.tone.error.solid });

/** The `*` of a required editor (as on the ui TextField). */
export const requiredMark = style({ color: vars.tone.error.text, marginLeft: vars.space.xxs });
