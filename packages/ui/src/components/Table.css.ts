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

// The scroll container: a wide table between the stacking width and its own width scrolls
// sideways inside it (below 600 px the rows stack, see `stacked`).
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

/** Below this width a table's rows stack (see {@link stacked}). */
const NARROW_TABLE = '(max-width: 600px)';

/**
 * Narrow screens (375 px): each row becomes a stacked card instead of a table that scrolls
 * sideways, so the columns an operator acts on (name, status, actions) stay on screen. The first
 * cell is the row's title; every other cell shows its column name from `data-label`. The header
 * row stays in the accessibility tree (visually hidden), so the table keeps its semantics.
 */
export const stacked = style({});

globalStyle(`${stacked} thead`, {
  '@media': {
    [NARROW_TABLE]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${stacked}, ${stacked} > tbody`, {
  '@media': { [NARROW_TABLE]: { display: 'block', width: '100%', minWidth: 0 } },
});
// A row: the unlabelled cells (expand button, title) share the first line, each labelled cell
// takes a line of its own.
globalStyle(`${stacked} > tbody > tr`, {
  '@media': {
    [NARROW_TABLE]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${stacked} > tbody > tr:last-child`, {
  '@media': { [NARROW_TABLE]: { borderBottom: 'none' } },
});
globalStyle(`${stacked} > tbody > tr > td`, {
  '@media': {
    [NARROW_TABLE]: {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: vars.space.sm,
      minWidth: 0,
      width: 'auto',
      padding: `${vars.space.xxs} 0`,
      border: 'none',
      textAlign: 'start',
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${stacked} > tbody > tr > td:not([data-label])`, {
  '@media': { [NARROW_TABLE]: { flex: '1 1 0' } },
});
globalStyle(`${stacked} > tbody > tr > td[data-label]`, {
  '@media': { [NARROW_TABLE]: { flex: '1 1 100%' } },
});
/** A cell that keeps its own width in a stacked row (an expand button). */
export const stackedFixed = style({});
globalStyle(`${stacked} > tbody > tr > td${stackedFixed}`, {
  '@media': { [NARROW_TABLE]: { flex: '0 0 auto' } },
});
globalStyle(`${stacked} > tbody > tr > td:empty`, {
  '@media': { [NARROW_TABLE]: { display: 'none' } },
});
globalStyle(`${stacked} > tbody > tr > td[data-label]::before`, {
  '@media': {
    [NARROW_TABLE]: {
      content: 'attr(data-label)',
      flex: '0 0 35%',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});
