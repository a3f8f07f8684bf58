import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

// A screen's padding, header row and title: shared with the resource lists (components/).
export { page, header, title } from '../../components/ResourceList.css';
import { column } from '../../components/layout.css';

export const muted = style({ color: vars.color.textMuted });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 560,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.lg } },
});

export const form = column.lg;

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.textMuted,
});

export const emptyTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const dangerZone = style({ borderColor: vars.tone.error.solid });

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
  },
});
