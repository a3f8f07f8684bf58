import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { bareList, column, wrapRow } from '../../components/layout.css';

/** The editor's body: fields stacked. */
export const form = column.md;

/** A group of timing choices (months, weekdays, days, hours, minutes). */
export const choices = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  padding: 0,
  marginBottom: vars.space.xs,
});

export const choiceGrid = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

/** One choice: a toggle button (`aria-pressed`). */
export const choice = style({
  minWidth: '2.75rem',
  minHeight: '2rem',
  padding: `0 ${vars.space.xs}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

/** The live preview: description and next runs. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const previewTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});

export const runs = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ color: vars.color.textMuted });

/** The expanded row: the template's last tasks. */
export const taskList = style([column.xs, bareList]);

export const taskRow = wrapRow.sm;

/** A link-looking button that opens a task (`?t=`). */
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
  },
});

export const link = style({ color: vars.color.link });

/** A cron pattern in the table: one line, monospace. */
export const cron = style({ whiteSpace: 'nowrap', fontFamily: vars.font.mono });

/** The cron column: the pattern over its description. */
export const cronCell = style({ display: 'flex', flexDirection: 'column', gap: 2 });
