import { vars } from '@semaphore-console/ui';
import { style } from '@vanilla-extract/css';

export const plan = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginRight: 'auto',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const add = style({ color: vars.tone.success.text });
export const change = style({ color: vars.tone.warning.text });
export const destroy = style({ color: vars.tone.error.text });
