import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

export const wrap = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const scroll = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const tr = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const td = style({ padding: `${vars.space.sm} ${vars.space.md}`, verticalAlign: 'middle' });

export const emptyCell = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const range = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginRight: vars.space.sm,
});
