import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

/** The page: one centred column, like the sign-in page. */
export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingTop: '12vh',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
});

export const card = style({
  width: 440,
  maxWidth: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
