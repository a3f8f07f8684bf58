import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

// The layout shapes screens share; a screen's own style module names them for its parts
// (`export const actions = wrapRow.sm`) or adds to them (`style([column.sm, { minWidth: 0 }])`).

const gaps = {
  xs: vars.space.xs,
  sm: vars.space.sm,
  md: vars.space.md,
  lg: vars.space.lg,
};

/**
 * A row of items (buttons, badges, fields) centred on its line, wrapping onto more lines on narrow
 * screens; keyed by the gap between items (`xs` to `lg`, the theme's spaces).
 */
export const wrapRow = styleVariants(gaps, (gap) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap,
}));

/** Items one under another; keyed by the gap between them (`xs` to `lg`, the theme's spaces). */
export const column = styleVariants(gaps, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
}));

/**
 * Bold text in the theme's text colour without margin (headings, key figures); keyed by its font
 * size (`md` to `xxl`, the theme's sizes).
 */
export const boldText = styleVariants(
  {
    md: vars.fontSize.md,
    lg: vars.fontSize.lg,
    xl: vars.fontSize.xl,
    xxl: vars.fontSize.xxl,
  },
  (fontSize) => ({ margin: 0, fontSize, fontWeight: vars.fontWeight.bold, color: vars.color.text }),
);

/** A list without bullets, margin or padding (its items lay themselves out). */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A table's frame: bordered surface that scrolls a wide table sideways on phones. */
export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
