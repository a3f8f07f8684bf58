// Styles of Snackbar (internal: classes are used by the components, not exported by the package).
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.sm}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const viewport = style({
  position: 'fixed',
  top: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(${vars.size.snackbarMaxWidth}, calc(100vw - ${vars.space.xl}))`,
  margin: 0,
  padding: `${vars.space.lg} 0 0`,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
});

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  borderLeft: `${vars.borderWidth.accent} solid`,
  pointerEvents: 'auto',
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
});

export const tone = styleVariants({
  success: {
    background: vars.tone.success.surface,
    color: vars.tone.success.text,
    borderColor: vars.tone.success.solid,
  },
  error: {
    background: vars.tone.error.surface,
    color: vars.tone.error.text,
    borderColor: vars.tone.error.solid,
  },
  info: {
    background: vars.tone.info.surface,
    color: vars.tone.info.text,
    borderColor: vars.tone.info.solid,
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});
