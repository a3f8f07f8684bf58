import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '36px',
  height: '20px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transform: 'translateX(2px)',
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(18px)', background: vars.color.onPrimary },
  },
});

export const label = style({ cursor: 'pointer', userSelect: 'none' });
