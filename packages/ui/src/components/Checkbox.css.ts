import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({ display: 'flex', width: '14px', height: '14px' });

export const label = style({ cursor: 'pointer', userSelect: 'none' });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const icon = style({ width: '100%', height: '100%' });
