// Styles of TextField (internal: classes are used by the components, not exported by the package).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The input or textarea. */
export const input = style({
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
    '&:disabled': {
      color: vars.color.disabled,
      background: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
    '&[aria-invalid="true"]': { borderColor: vars.tone.error.solid },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** Extra rules of the multiline variant. */
export const textarea = style({
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
  fontFamily: 'inherit',
});

/** Monospace variant (scripts, JSON). */
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** "*" after the label of a required field. */
export const requiredMark = style({ color: vars.tone.error.text, marginLeft: vars.space.xxs });
