import { vars } from '@semaphore-console/ui';
import { style } from '@vanilla-extract/css';
import { column, wrapRow } from './layout.css';

export const bar = style([column.sm, { marginBottom: vars.space.md }]);

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const search = style({ flex: '1 1 16rem', minWidth: '12rem' });

export const select = style({ flex: '0 1 12rem', minWidth: '9rem' });

export const statuses = wrapRow.xs;

export const statusTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  marginRight: vars.space.xs,
});

export const count = style({
  marginLeft: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
