// Styles of Avatar (internal: classes are used by the components, not exported by the package).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  color: vars.avatar.text,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'none',
  textTransform: 'uppercase',
});

export const size = styleVariants({
  sm: { width: vars.size.controlSmall, height: vars.size.controlSmall, fontSize: vars.fontSize.xs },
  md: { width: vars.size.avatar, height: vars.size.avatar, fontSize: vars.fontSize.sm },
  lg: { width: vars.size.control, height: vars.size.control, fontSize: vars.fontSize.md },
});

export const color = styleVariants({
  red: { background: vars.avatar.red },
  blue: { background: vars.avatar.blue },
  orange: { background: vars.avatar.orange },
  green: { background: vars.avatar.green },
  purple: { background: vars.avatar.purple },
  gray: { background: vars.avatar.gray },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({ lineHeight: 1 });
