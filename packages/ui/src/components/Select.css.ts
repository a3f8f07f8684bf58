// Styles of Select (internal: classes are used by the components, not exported by the package).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
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
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
});

export const content = style({
  maxHeight: 'var(--radix-select-content-available-height)',
  minWidth: 'var(--radix-select-trigger-width)',
});

export const item = style({ paddingRight: vars.space.xl, position: 'relative' });

export const itemIndicator = style({
  position: 'absolute',
  right: vars.space.sm,
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
});

globalStyle(`${icon} svg, ${itemIndicator} svg`, { width: '100%', height: '100%' });
