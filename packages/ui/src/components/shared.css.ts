// Styles shared by several components (internal: not exported by the package).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A label/input/hint/error column. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** Label above a control. */
export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** Hint under a control. */
export const fieldHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** "*" after the label of a required field. */
export const fieldRequired = style({ color: vars.tone.error.text, marginLeft: vars.space.xxs });

/** The focus ring of a control reached by keyboard (a `selectors` entry). */
const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
} as const;

/**
 * The box of a text input and of a select trigger: border, surface, text, the focus ring, and
 * the disabled and invalid looks.
 */
export const inputBox = style({
  width: '100%',
  minHeight: vars.size.control,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: 0 },
    '&:disabled': {
      color: vars.color.disabled,
      background: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
    '&[aria-invalid="true"]': { borderColor: vars.tone.error.solid },
  },
});

/** A checkbox or switch with its label on the right. */
export const toggleRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

/** The label beside a checkbox or switch. */
export const toggleLabel = style({ cursor: 'pointer', userSelect: 'none' });

/** The focus ring and the disabled look of a checkbox box or a switch track (`selectors`). */
export const toggleStates = {
  '&:focus-visible': { ...focusRing, outlineOffset: vars.borderWidth.thick },
  '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
} as const;

/** Error under a control. */
export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.tone.error.text });

/** Floating surface of menus, selects and popovers. */
export const popover = style({
  minWidth: vars.size.menuMinWidth,
  maxHeight: 'var(--radix-dropdown-menu-content-available-height, 70vh)',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.menu,
});

/** One row of a menu or select list. */
export const popoverItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  // Items rendered as links (MenuItem asChild) look like the other items.
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // The keyboard's current item: a tinted background and the focus ring's colour (3:1 against
    // the surface in both themes), not a hover tint alone.
    '&[data-highlighted]': {
      background: vars.color.surfaceSelected,
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
    },
    '&[data-disabled]': { color: vars.color.disabled, cursor: 'default' },
  },
});

/** The header row of a dialog or sheet: the title, then its actions (each sets its padding). */
export const panelHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The title in a dialog's or sheet's header: takes the free width. */
export const panelTitle = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
