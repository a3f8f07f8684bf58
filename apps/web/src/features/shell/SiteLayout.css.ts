import { style } from '@vanilla-extract/css';
import { vars } from '@semaphore-console/ui';

export const frame = style({
  minHeight: '100vh',
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const main = style({ flex: 1, minWidth: 0 });
