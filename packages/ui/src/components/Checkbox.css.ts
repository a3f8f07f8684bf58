// Styles of Checkbox (internal: classes are used by the components, not exported by the package).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { toggleStates } from './shared.css';

export { toggleLabel as label, toggleRow as row } from './shared.css';

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    ...toggleStates,
  },
});

export const indicator = style({
  display: 'flex',
  width: vars.size.checkboxMark,
  height: vars.size.checkboxMark,
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const icon = style({ width: '100%', height: '100%' });
