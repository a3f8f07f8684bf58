// Styles of Dialog (internal: classes are used by the components, not exported by the package).
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { panelHeader, panelTitle } from './shared.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.dialog,
  maxWidth: `calc(100vw - ${vars.space.xxl})`,
  maxHeight: `calc(100vh - ${vars.space.xxl})`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

/** Marker class of the fullscreen state; its rules below outweigh a width given by the app's className. */
export const fullscreen = style({});

globalStyle(`${content}${fullscreen}`, {
  top: 0,
  left: 0,
  transform: 'none',
  width: '100vw',
  maxWidth: '100vw',
  height: '100vh',
  maxHeight: '100vh',
  borderRadius: 0,
});

export const form = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

export const header = style([
  panelHeader,
  { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}` },
]);

export const title = style([
  panelTitle,
  { minWidth: 0, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' },
]);

export const description = style({
  padding: `0 ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
