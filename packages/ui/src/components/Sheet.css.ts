// Styles of Sheet (internal: classes are used by the components, not exported by the package).
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { panelHeader, panelTitle } from './shared.css';

const fromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const fromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

export const content = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.drawer,
  maxWidth: `calc(100vw - ${vars.space.xxl})`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const side = styleVariants({
  left: { left: 0, animation: `${fromLeft} ${vars.duration.normal} ease-out` },
  right: { right: 0, animation: `${fromRight} ${vars.duration.normal} ease-out` },
});

export const header = style([
  panelHeader,
  { padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}` },
]);

export const title = panelTitle;

export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto' });
