import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

// The code step's own styles (newer §N3): it is loaded only when needed, and importing the sign-in
// form's styles would move them out of the sign-in page's chunk into a chunk of their own.

/** The step's column, like the sign-in form's. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The step's heading, under the page title. */
export const subtitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  margin: 0,
});

/** A paragraph of the step. */
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

export const center = style({ display: 'flex', justifyContent: 'center' });

/** "Use a recovery code" / "Use the authenticator app": a button that reads as a link. */
export const switchLink = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  ':hover': { textDecorationThickness: '2px' },
  ':focus-visible': {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: 2,
    borderRadius: vars.radius.sm,
  },
});
