import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { bareList, column, wrapRow } from '../../components/layout.css';

/** Links in tables and the breadcrumb. */
export const link = style({ color: vars.color.link });

/** The row actions. */
export const actions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });

/** A section: heading row, then content. */
export const section = column.sm;

export const sectionHead = wrapRow.sm;

/** The alias list. */
export const aliasList = style([column.xs, bareList]);

/** One alias: its address (wraps on narrow screens), copy and delete. */
export const alias = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const aliasUrl = style({
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
});

export const muted = style({ color: vars.color.textMuted });
