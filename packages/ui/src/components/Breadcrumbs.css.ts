// Styles of Breadcrumbs (internal: classes are used by the components, not exported by the package).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  minWidth: 0,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

export const separator = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
});

// The current page (often a server name, which may be very long) on one line, cut with an
// ellipsis: the page's heading below shows it whole.
export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

globalStyle(`${item} a`, {
  color: vars.color.link,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});
globalStyle(`${item} a:hover`, { textDecoration: 'underline' });
globalStyle(`${separator} svg`, { width: '100%', height: '100%' });
