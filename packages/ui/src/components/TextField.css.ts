// Styles of TextField (internal: classes are used by the components, not exported by the package).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { inputBox } from './shared.css';

/** The input or textarea. */
export const input = style([
  inputBox,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    lineHeight: vars.lineHeight.tight,
    selectors: { '&::placeholder': { color: vars.color.textMuted } },
  },
]);

/** Extra rules of the multiline variant. */
export const textarea = style({
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
  fontFamily: 'inherit',
});

/** Monospace variant (scripts, JSON). */
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
