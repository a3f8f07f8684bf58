import { vars } from '@semaphore-console/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

/** One look per status kind: the icon carries the tone colour, the label stays body text. */
export const badge = styleVariants({
  success: [base, { color: vars.tone.success.text }],
  error: [base, { color: vars.tone.error.text }],
  pending: [base, { color: vars.color.text }],
});

export const icon = styleVariants({
  success: { color: vars.tone.success.solid },
  error: { color: vars.tone.error.solid },
  pending: { color: vars.tone.pending.solid },
});
