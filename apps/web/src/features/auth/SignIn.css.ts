import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingTop: '12vh',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  background: vars.color.background,
});

/** The form is 300 px wide (spec core §2). */
export const form = style({
  width: 300,
  maxWidth: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  marginBottom: vars.space.sm,
});

export const divider = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The help entry under the form: it reads and looks like a link (it opens the help dialog). */
export const helpLink = style({
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

export const center = style({ display: 'flex', justifyContent: 'center' });
