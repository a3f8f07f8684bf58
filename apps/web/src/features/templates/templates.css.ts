import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { bareList, boldText, column, wrapRow } from '../../components/layout.css';
export { tableWrap } from '../../components/layout.css';

/** Page frame of the template screens. */
export const page = style([
  column.lg,
  {
    padding: vars.space.xl,
    maxWidth: '1200px',
    '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
  },
]);

/** Title row: heading on the left, actions on the right; wraps on narrow screens. */
export const header = style([wrapRow.md, { justifyContent: 'space-between' }]);

export const title = style([boldText.xxl, { overflowWrap: 'anywhere' }]);

export const actions = wrapRow.sm;

/** The view tabs (links). */
export const tabs = style([wrapRow.xs, { borderBottom: `1px solid ${vars.color.border}` }]);

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: 'transparent',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  borderRadius: 0,
  marginBottom: '-1px',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-current="page"]': { color: vars.color.link, borderBottomColor: vars.color.link },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filter = style({ minWidth: '200px', flex: '0 1 320px' });

export const table = style({
  width: '100%',
  // Between the stacking width (600 px, see the ui's stacked table) and 640 px the table scrolls
  // sideways instead of breaking names into letters.
  '@media': { '(min-width: 601px)': { minWidth: '640px' } },
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

globalStyle(`${table} th`, {
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });

export const expandedCell = style({ background: vars.color.surfaceMuted });

export const nested = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${nested} td, ${nested} th`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: 'none',
  background: 'transparent',
});

// Below 600 px (the stacked tables' width, ui's NARROW_TABLE) a last task is one wrapped line:
// number, status, version, time and author side by side, its message on a line of its own.
const narrow = 'screen and (max-width: 600px)';
globalStyle(`${nested}, ${nested} > tbody`, {
  '@media': { [narrow]: { display: 'block' } },
});
globalStyle(`${nested} > tbody > tr`, {
  '@media': {
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.sm,
      padding: `${vars.space.xs} 0`,
    },
  },
});
globalStyle(`${nested} > tbody > tr > td`, {
  '@media': { [narrow]: { display: 'block', padding: 0 } },
});
globalStyle(`${nested} > tbody > tr > td:last-child`, {
  '@media': { [narrow]: { flex: '1 1 100%', overflowWrap: 'anywhere' } },
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const linkButton = style([
  link,
  {
    background: 'none',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
    font: 'inherit',
  },
]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actionCell = style({ whiteSpace: 'nowrap', textAlign: 'right' });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const breadcrumb = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: 'grid',
  // Two columns still fit at 375 px, so the facts do not push the task list a screen down.
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const section = column.md;

export const sectionTitle = boldText.lg;

export const notice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const viewRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-over="true"]': { outline: `2px dashed ${vars.color.focusRing}` },
    '&[data-editing="true"]': { background: vars.color.surfaceSelected },
  },
});

export const dragHandle = style({
  cursor: 'grab',
  color: vars.color.textMuted,
  alignSelf: 'center',
  display: 'flex',
});

export const grow = style({ flex: 1, minWidth: 0 });

export const stack = column.sm;

export const form = style([column.lg, { maxWidth: '880px' }]);

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.md,
});

export const fieldset = style([
  column.md,
  {
    margin: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    minWidth: 0,
  },
]);

export const issueList = style({ margin: 0, paddingLeft: vars.space.lg });

export const chips = style([bareList, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const inline = style([wrapRow.sm, { alignItems: 'flex-end' }]);

export const card = style([
  column.sm,
  {
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
  },
]);

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const errorText = style({
  margin: 0,
  color: vars.tone.error.text,
  fontSize: vars.fontSize.sm,
});

/** The template's description above its facts (template detail). */
export const description = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A list without bullets or indent (survey variables in the facts). */
export const plainList = bareList;

/** The last run: task link, status badge and start time on one line. */
export const lastRun = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A rendered markdown description (newer §N6): text colours of the theme, wrapped code. */
export const markdown = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});
globalStyle(`${markdown} > :first-child`, { marginTop: 0 });
globalStyle(`${markdown} > :last-child`, { marginBottom: 0 });
globalStyle(`${markdown} a`, { color: vars.color.link });
globalStyle(`${markdown} pre, ${markdown} code`, {
  fontFamily: vars.font.mono,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
globalStyle(`${markdown} pre`, { padding: vars.space.sm, overflowX: 'auto' });
globalStyle(`${markdown} table`, { borderCollapse: 'collapse' });
globalStyle(`${markdown} th, ${markdown} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
});
