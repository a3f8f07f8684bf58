// Styles of Alert (internal: classes are used by the components, not exported by the package).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: `${vars.borderWidth.accent} solid`,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const tone = styleVariants({
  error: {
    background: vars.tone.error.surface,
    color: vars.tone.error.text,
    borderColor: vars.tone.error.solid,
  },
  warning: {
    background: vars.tone.warning.surface,
    color: vars.tone.warning.text,
    borderColor: vars.tone.warning.solid,
  },
  info: {
    background: vars.tone.info.surface,
    color: vars.tone.info.text,
    borderColor: vars.tone.info.solid,
  },
  success: {
    background: vars.tone.success.surface,
    color: vars.tone.success.text,
    borderColor: vars.tone.success.solid,
  },
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  marginTop: vars.space.xxs,
});

export const text = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const action = style({ marginLeft: 'auto', alignSelf: 'center' });
