import { paletteToRgb, type AnsiColor, type AnsiStyle } from '@semaphore-console/ansi';
import type { CSSProperties } from 'react';
import * as s from './LogViewer.css';

/** How one ANSI style is drawn: theme classes plus inline colours for 256-colour and truecolour. */
export interface RenderedStyle {
  /** Space-separated class names (may be empty). */
  className: string;
  /** Inline colours for palette indices 16-255 and RGB; `undefined` when none. */
  style: CSSProperties | undefined;
}

const cache = new WeakMap<AnsiStyle, RenderedStyle>();

function cssColor(color: AnsiColor): string {
  if (color.kind === 'rgb') return `rgb(${color.r}, ${color.g}, ${color.b})`;
  const { r, g, b } = paletteToRgb(color.index);
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Maps an ANSI style to what the log viewer renders. Palette colours 0-15 become classes bound to
 * the ui theme's terminal tokens (`vars.log.ansi.*`), so they stay readable in light and dark
 * themes; 16-255 and truecolour are inline `rgb()` values; inverse swaps foreground and background
 * (the log's own colours when none is set). Results are cached per style object (the ansi package
 * shares style objects), so a render costs one WeakMap lookup per span.
 */
export function renderStyle(style: AnsiStyle): RenderedStyle {
  const cached = cache.get(style);
  if (cached) return cached;
  const classes: string[] = [];
  let inline: CSSProperties | undefined;
  const fgColor = style.inverse ? style.bg : style.fg;
  const bgColor = style.inverse ? style.fg : style.bg;
  if (fgColor) {
    if (fgColor.kind === 'palette' && fgColor.index < 16) classes.push(s.fg[fgColor.index] ?? '');
    else inline = { ...inline, color: cssColor(fgColor) };
  } else if (style.inverse) classes.push(s.inverseDefaultFg);
  if (bgColor) {
    if (bgColor.kind === 'palette' && bgColor.index < 16) classes.push(s.bg[bgColor.index] ?? '');
    else inline = { ...inline, backgroundColor: cssColor(bgColor) };
  } else if (style.inverse) classes.push(s.inverseDefaultBg);
  if (style.bold) classes.push(s.bold);
  if (style.dim) classes.push(s.dim);
  if (style.italic) classes.push(s.italic);
  if (style.underline) classes.push(s.underline);
  const result: RenderedStyle = { className: classes.join(' '), style: inline };
  cache.set(style, result);
  return result;
}
