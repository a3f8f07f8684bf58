import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

// The help dialog's styles, apart from the sign-in form's (SignIn.css.ts): the dialog loads on
// demand, and the form's styles stay in the sign-in screen's chunk alone.

export const helpList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const helpLabel = style({ fontWeight: vars.fontWeight.bold });

export const helpHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.xs,
});

/** A command line: never broken mid-word (`--login` stays whole); scrolls sideways instead. */
export const command = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre',
  overflowX: 'auto',
  fontSize: vars.fontSize.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
