// Styles of Tabs (internal: classes are used by the components, not exported by the package).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  height: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  marginBottom: `calc(-1 * ${vars.borderWidth.thin})`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-state="active"]': { color: vars.color.link, borderBottomColor: vars.color.primary },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    '&[data-disabled]': { color: vars.color.disabled, cursor: 'not-allowed' },
  },
});

export const content = style({
  paddingTop: vars.space.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
});
