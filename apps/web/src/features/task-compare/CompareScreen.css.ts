import { vars } from '@semaphore-console/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { boldText, wrapRow } from '../../components/layout.css';
export { tableWrap } from '../../components/layout.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minHeight: 0,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
});

export const title = boldText.xxl;

export const sectionTitle = boldText.lg;

export const muted = style({ color: vars.color.textMuted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  tableLayout: 'fixed',
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

globalStyle(`${table} thead th`, {
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const nameCol = style({ width: '22%' });

export const differs = style({
  background: vars.tone.warning.surface,
  color: vars.tone.warning.text,
});

export const marker = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid currentColor`,
  fontSize: vars.fontSize.xs,
});

export const diffBar = wrapRow.sm;

export const diffBox = style({
  height: '60vh',
  minHeight: '16rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.log.background,
  color: vars.log.foreground,
  fontFamily: vars.font.mono,
  fontSize: '13px',
  lineHeight: '20px',
  contain: 'strict',
});

export const canvas = style({ position: 'relative', width: '100%', minWidth: 'max-content' });

/** A line of the virtualised canvas: placed by its `top`, one line-height (20px) tall. */
const line = style({ position: 'absolute', left: 0, height: '20px' });

export const row = style([
  line,
  {
    minWidth: '100%',
    display: 'flex',
    whiteSpace: 'pre',
    paddingRight: vars.space.sm,
  },
]);

export const rowKind = styleVariants({
  same: {},
  removed: { background: vars.tone.error.surface, color: vars.tone.error.text },
  added: { background: vars.tone.success.surface, color: vars.tone.success.text },
});

export const num = style({
  flex: '0 0 auto',
  width: '7ch',
  paddingRight: vars.space.sm,
  textAlign: 'right',
  color: vars.log.muted,
  userSelect: 'none',
});

export const sign = style({ flex: '0 0 auto', width: '2ch', userSelect: 'none' });

export const gap = style([
  line,
  {
    width: '100%',
    padding: `0 ${vars.space.md}`,
    border: 'none',
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    ':hover': { color: vars.color.text },
  },
]);

export const current = style({ boxShadow: `inset 3px 0 0 ${vars.color.focusRing}` });
