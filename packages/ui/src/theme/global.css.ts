import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

// A small reset and the base typography; imported once by the package entry.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('svg', { flexShrink: 0 });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.link });

globalStyle('code, pre, kbd, samp', { fontFamily: vars.font.mono });

globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
});

globalStyle('::selection', { background: vars.color.surfaceSelected, color: vars.color.text });
