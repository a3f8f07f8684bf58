import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { column } from '../../components/layout.css';

/** The row actions. */
export const actions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });

/** A command or token: monospaced, wrapped, scrollable on narrow screens. */
export const code = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  overflowX: 'auto',
});

/** One snippet: its title and copy button on a line, the code below. */
export const snippet = column.xs;

export const snippetHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The PRO banner's link. */
export const link = style({ color: vars.color.link });
