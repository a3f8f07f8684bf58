import { vars } from '@semaphore-console/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const dialog = style({ alignSelf: 'flex-start' });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const input = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
    },
  },
});

export const list = style({
  maxHeight: 'min(60vh, 26rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

globalStyle(`${list} [cmdk-group-heading]`, {
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    // The keyboard's current option: tint and the focus ring's colour (visible in both themes).
    '&[data-selected="true"]': {
      background: vars.color.surfaceSelected,
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    '&[data-disabled="true"]': { color: vars.color.disabled, cursor: 'default' },
  },
});

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({ padding: vars.space.md, color: vars.color.textMuted, margin: 0 });

export const kbd = style({
  display: 'inline-block',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const keys = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });

export const shortcuts = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${shortcuts} th, ${shortcuts} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
