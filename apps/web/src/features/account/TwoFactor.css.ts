import { style } from '@vanilla-extract/css';
import { lightTokens, vars } from '@semaphore-console/ui';
import { bareList, column, wrapRow } from '../../components/layout.css';

// Two-factor sign-in in Edit account and its setup dialog (newer §N3).

/** The Two-factor sign-in part of Edit account, under the account's fields. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/** A heading of the section or of a setup step. */
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** A paragraph of explanation. */
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** The status badge and its explanation on one line (wrapping on narrow screens). */
export const status = wrapRow.sm;

/** The numbered steps of the setup. */
export const steps = style([column.lg, bareList]);

/** One step: heading, text, content. */
export const step = style([column.sm, { minWidth: 0 }]);

/**
 * The QR code: dark on the light theme's surface in both themes (a scanner needs a light quiet
 * zone around it), drawn pixel for pixel and scaled down on narrow screens.
 */
export const qr = style({
  display: 'block',
  width: '192px',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1',
  padding: vars.space.sm,
  background: lightTokens.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  imageRendering: 'pixelated',
});

/** A value to copy (the key, the link, the recovery code) with its copy button. */
export const copyRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
});

/** The label above a value to copy. */
export const valueLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A value to copy, in the code font; long values wrap anywhere. */
export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/** The recovery code: larger, on the warning tone, so it is not missed. */
export const recovery = style([
  value,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.fontSize.lg,
    letterSpacing: '0.05em',
    color: vars.tone.warning.text,
    background: vars.tone.warning.surface,
    border: `1px solid ${vars.tone.warning.solid}`,
    borderRadius: vars.radius.md,
  },
]);
