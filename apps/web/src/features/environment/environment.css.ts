import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';
import { column } from '../../components/layout.css';

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const modes = style({ display: 'flex', gap: vars.space.xs });

export const rows = column.sm;

/**
 * A row of fields on a grid of `columns` (fewer, `narrow`, on phones), aligned on their bottoms
 * (the inputs line up whatever their labels).
 */
const fieldRow = (columns: string, narrow: string) =>
  style({
    display: 'grid',
    gridTemplateColumns: columns,
    gap: vars.space.sm,
    alignItems: 'end',
    '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: narrow } },
  });

export const row = fieldRow('1fr 1fr auto', '1fr auto');

export const secretRow = fieldRow('1fr 110px 1fr auto', '1fr 1fr');
