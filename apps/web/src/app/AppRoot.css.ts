import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

export const center = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
});

export const errorBox = style({
  width: 420,
  maxWidth: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const errorTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', gap: vars.space.sm });
