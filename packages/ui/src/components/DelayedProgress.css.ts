// Styles of DelayedProgress (internal: classes are used by the components, not exported by the package).
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

/** With reduced motion asked for, an endless animation of `duration` runs three times slower. */
const slowerWhenReducedMotion = (duration: string) => ({
  '(prefers-reduced-motion: reduce)': { animationDuration: `calc(${duration} * 3)` },
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
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} ${vars.duration.spin} linear infinite`,
  '@media': slowerWhenReducedMotion(vars.duration.spin),
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
  animation: `${slide} ${vars.duration.sweep} ease-in-out infinite`,
  '@media': slowerWhenReducedMotion(vars.duration.sweep),
});

export const center = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
});
