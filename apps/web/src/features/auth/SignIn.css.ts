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

export const helpList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const helpLabel = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });

export const command = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontSize: vars.fontSize.sm,
});

export const center = style({ display: 'flex', justifyContent: 'center' });
