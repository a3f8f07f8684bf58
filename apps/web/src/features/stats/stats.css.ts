import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { boldText, column, wrapRow } from '../../components/layout.css';
export { tableWrap } from '../../components/layout.css';

export const view = column.lg;

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const control = style({ minWidth: 180, flex: '1 1 180px', maxWidth: 280 });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const figureTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = boldText.xl;

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chart = style({ width: '100%', minHeight: 220, overflow: 'hidden' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: vars.radius.sm,
});
export const swatchSuccess = style([swatch, { background: vars.tone.success.solid }]);
export const swatchFailed = style([swatch, { background: vars.tone.error.solid }]);
export const swatchStopped = style([swatch, { background: vars.tone.neutral.solid }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.md,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
// At 375 px the five columns fit without scrolling sideways.
globalStyle(`${table} th, ${table} td`, {
  '@media': { 'screen and (max-width: 600px)': { padding: `${vars.space.sm} ${vars.space.xs}` } },
});
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceMuted,
});
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: vars.fontWeight.bold });

export const sectionHeader = style([wrapRow.md, { justifyContent: 'space-between' }]);

export const tableNote = style([note, { padding: `0 ${vars.space.md} ${vars.space.sm}` }]);

export const sectionTitle = boldText.lg;
