// Styles of Select (internal: classes are used by the components, not exported by the package).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { inputBox } from './shared.css';

export const trigger = style([
  inputBox,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
  },
]);

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
