import type { AnsiColor, AnsiState, AnsiStyle } from './types';

const PALETTE: readonly AnsiColor[] = Array.from({ length: 256 }, (_, index) =>
  Object.freeze({ kind: 'palette' as const, index }),
);

/**
 * The shared immutable palette colour for an xterm index.
 * @param index - 0-255; other values throw a `RangeError`.
 */
export function paletteColor(index: number): AnsiColor {
  const color = PALETTE[index];
  if (color === undefined || !Number.isInteger(index)) {
    throw new RangeError(`palette index must be an integer 0-255, got ${index}`);
  }
  return color;
}

/** @internal The palette colour without checks (index already 0-255). */
export function palette(index: number): AnsiColor {
  return PALETTE[index] as AnsiColor;
}

/** Bits of the boolean attributes, used for interning. */
export const BOLD = 1;
export const DIM = 2;
export const ITALIC = 4;
export const UNDERLINE = 8;
export const INVERSE = 16;

/**
 * Interned styles without link or truecolour: `interned[flags * 257 + fgKey][bgKey]` (keys from
 * {@link colorKey}). Array lookups, no hashing.
 */
const interned: (AnsiStyle[] | null)[] = Array.from({ length: 32 * 257 }, () => null);

function colorKey(color: AnsiColor | null): number {
  if (color === null) return 0;
  return color.kind === 'palette' ? color.index + 1 : -1;
}

/**
 * @internal A hidden (non-enumerable) property of every style this package builds: the frozen
 * `[style]` array that single-run lines share as their `styles`.
 */
export const SINGLE_RUN: unique symbol = Symbol('singleRun');

function build(
  fg: AnsiColor | null,
  bg: AnsiColor | null,
  flags: number,
  link: string | null,
): AnsiStyle {
  const style: AnsiStyle = {
    fg,
    bg,
    bold: (flags & BOLD) !== 0,
    dim: (flags & DIM) !== 0,
    italic: (flags & ITALIC) !== 0,
    underline: (flags & UNDERLINE) !== 0,
    inverse: (flags & INVERSE) !== 0,
    link,
  };
  Object.defineProperty(style, SINGLE_RUN, { value: Object.freeze([style]) });
  return Object.freeze(style);
}

/**
 * @internal Returns a style with these values, sharing one object per combination of palette
 * colours and flags (no allocation after the first use); truecolour or linked styles reuse `prev`
 * when equal and are allocated otherwise.
 */
export function makeStyle(
  fg: AnsiColor | null,
  bg: AnsiColor | null,
  flags: number,
  link: string | null,
  prev: AnsiStyle,
): AnsiStyle {
  const fk = colorKey(fg);
  const bk = colorKey(bg);
  if (link === null && fk >= 0 && bk >= 0) {
    let row = interned[flags * 257 + fk] as AnsiStyle[] | null;
    if (row === null) {
      row = [];
      interned[flags * 257 + fk] = row;
    }
    let style = row[bk];
    if (style === undefined) {
      style = build(fg, bg, flags, null);
      row[bk] = style;
    }
    return style;
  }
  if (
    prev.link === link &&
    styleFlags(prev) === flags &&
    colorEquals(prev.fg, fg) &&
    colorEquals(prev.bg, bg)
  ) {
    return prev;
  }
  return build(fg, bg, flags, link);
}

/** @internal The attribute bits of a style. */
export function styleFlags(s: AnsiStyle): number {
  return (
    (s.bold ? BOLD : 0) |
    (s.dim ? DIM : 0) |
    (s.italic ? ITALIC : 0) |
    (s.underline ? UNDERLINE : 0) |
    (s.inverse ? INVERSE : 0)
  );
}

/** Whether two colours are the same (`null` equals `null`). */
export function colorEquals(a: AnsiColor | null, b: AnsiColor | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.kind !== b.kind) return false;
  if (a.kind === 'palette') return a.index === (b as { index: number }).index;
  const c = b as { r: number; g: number; b: number };
  return a.r === c.r && a.g === c.g && a.b === c.b;
}

/** Whether two styles render the same (identity is checked first, so shared styles are O(1)). */
export function styleEquals(a: AnsiStyle, b: AnsiStyle): boolean {
  return (
    a === b ||
    (a.link === b.link &&
      a.bold === b.bold &&
      a.dim === b.dim &&
      a.italic === b.italic &&
      a.underline === b.underline &&
      a.inverse === b.inverse &&
      colorEquals(a.fg, b.fg) &&
      colorEquals(a.bg, b.bg))
  );
}

/** The style of text before any escape sequence: default colours, no attributes, no link. */
export const DEFAULT_STYLE: AnsiStyle = makeStyle(null, null, 0, null, build(null, null, 0, null));

/** The state at the start of a log: {@link DEFAULT_STYLE}. */
export const INITIAL_ANSI_STATE: AnsiState = Object.freeze({ style: DEFAULT_STYLE });

const CUBE = [0, 95, 135, 175, 215, 255];
const BASE16: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [205, 0, 0],
  [0, 205, 0],
  [205, 205, 0],
  [0, 0, 238],
  [205, 0, 205],
  [0, 205, 205],
  [229, 229, 229],
  [127, 127, 127],
  [255, 0, 0],
  [0, 255, 0],
  [255, 255, 0],
  [92, 92, 255],
  [255, 0, 255],
  [0, 255, 255],
  [255, 255, 255],
];

/**
 * The xterm RGB value of a palette index, for renderers that have no theme token for it. Indices
 * 0-15 return xterm's defaults (themes usually override them); 16-231 the 6x6x6 cube; 232-255 the
 * grey ramp.
 * @param index - 0-255; other values throw a `RangeError`.
 * @returns channels 0-255.
 */
export function paletteToRgb(index: number): { r: number; g: number; b: number } {
  if (!Number.isInteger(index) || index < 0 || index > 255) {
    throw new RangeError(`palette index must be an integer 0-255, got ${index}`);
  }
  if (index < 16) {
    const [r, g, b] = BASE16[index] as readonly [number, number, number];
    return { r, g, b };
  }
  if (index < 232) {
    const i = index - 16;
    return {
      r: CUBE[Math.floor(i / 36)] as number,
      g: CUBE[Math.floor(i / 6) % 6] as number,
      b: CUBE[i % 6] as number,
    };
  }
  const v = 8 + (index - 232) * 10;
  return { r: v, g: v, b: v };
}
