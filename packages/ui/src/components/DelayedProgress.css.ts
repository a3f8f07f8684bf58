import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const spinnerSize = styleVariants({
  sm: { width: vars.size.icon, height: vars.size.icon },
  md: { width: vars.size.controlSmall, height: vars.size.controlSmall },
  lg: { width: vars.size.control, height: vars.size.control },
});

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const bar = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: vars.space.xs,
  overflow: 'hidden',
  background: vars.color.surfaceSelected,
});

export const barFill = style({
  position: 'absolute',
  inset: 0,
  width: '40%',
  background: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3.6s' } },
});

export const center = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
});
