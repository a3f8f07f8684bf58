import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { column, wrapRow } from './layout.css';

/** A resource screen's padding (spec resources §2 lists). */
export const page = style({
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
});

export const header = style([wrapRow.sm, { minHeight: vars.size.control }]);

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  // At least 12rem on its line: on a narrow screen the header's buttons wrap below the title
  // instead of squeezing it to a letter a line.
  flex: '1 1 12rem',
  minWidth: 0,
  // A server name as the title (detail screens) may be one very long word.
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

/** A dialog form's fields, stacked. */
export const fields = column.md;

export const muted = style({ color: vars.color.textMuted });
