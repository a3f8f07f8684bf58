// Styles of Table (internal: classes are used by the components, not exported by the package).
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

// The scroll container: at 375 px the table scrolls sideways instead of squeezing.
export const scroll = style({
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  // break-word (not anywhere) keeps words whole in the min-content width, so a narrow
  // screen scrolls the table sideways instead of splitting "#100" into "#1/00".
  overflowWrap: 'break-word',
  '@media': {
    // Narrow screens: the table scrolls sideways instead of wrapping every word onto its own line.
    '(max-width: 600px)': { minWidth: vars.size.tableCellMinNarrow },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const expandCell = style({
  width: vars.size.control,
  '@media': { '(max-width: 600px)': { minWidth: 0 } },
  padding: `0 0 0 ${vars.space.xs}`,
});

export const detailCell = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const messageCell = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const range = style({ marginRight: vars.space.sm, whiteSpace: 'nowrap' });

globalStyle(`${table} tbody tr:last-child > td`, { borderBottom: 'none' });
globalStyle(`${scroll} + ${footer}`, {
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const toolbarStart = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginRight: 'auto',
});
