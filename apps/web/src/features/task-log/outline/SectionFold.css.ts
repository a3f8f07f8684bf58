import { vars } from '@semaphore-console/ui';
import { style } from '@vanilla-extract/css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: '18px',
  height: '18px',
  marginRight: vars.space.xxs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.log.muted,
  cursor: 'pointer',
  ':hover': { color: vars.log.foreground, background: vars.log.selection },
});

export const duration = style({
  flex: '0 0 auto',
  marginLeft: 'auto',
  paddingLeft: vars.space.md,
  color: vars.log.muted,
  userSelect: 'none',
});
