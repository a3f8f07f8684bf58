// Styles of Menu (internal: classes are used by the components, not exported by the package).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { popoverItem } from './shared.css';

/** Marker of destructive items; the rule below outweighs the item's inherited colour. */
export const danger = style({});

globalStyle(`${popoverItem}${danger}`, { color: vars.tone.error.text });

export const itemIcon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
});

export const indicator = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
  marginLeft: 'auto',
});

export const indicatorSlot = style({
  marginLeft: 'auto',
  display: 'inline-flex',
  width: vars.size.icon,
});

export const separator = style({
  height: vars.borderWidth.thin,
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${itemIcon} svg, ${indicator} svg, ${indicatorSlot} svg`, {
  width: '100%',
  height: '100%',
});
