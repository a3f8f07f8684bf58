// Styles of EmptyState (internal: classes are used by the components, not exported by the package).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'inline-flex',
  width: vars.size.control,
  height: vars.size.control,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const description = style({ maxWidth: vars.size.textMeasure, fontSize: vars.fontSize.md });

export const action = style({ marginTop: vars.space.sm });

globalStyle(`${icon} svg`, { width: '100%', height: '100%' });
