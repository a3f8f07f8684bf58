import {
  BOLD,
  DEFAULT_STYLE,
  DIM,
  INVERSE,
  ITALIC,
  UNDERLINE,
  makeStyle,
  palette,
  styleFlags,
} from './style';
import type { AnsiColor, AnsiStyle } from './types';

/** Maximum SGR values read from one sequence; the rest are ignored. */
const MAX_VALUES = 64;
/** Parameter values; -1 is an empty parameter (means 0 for codes, invalid for colour channels). */
const values = new Int32Array(MAX_VALUES);
/** Group of each value: colon-separated values share a group, `;` starts a new one. */
const groups = new Int32Array(MAX_VALUES);

/**
 * Reads the SGR parameters `s[ps..pe)` into `values`/`groups`.
 * @returns the number of values, or -1 when the parameters are malformed (private markers).
 */
function readParams(s: string, ps: number, pe: number): number {
  let count = 0;
  let group = 0;
  let value = -1;
  for (let j = ps; j < pe; j++) {
    const c = s.charCodeAt(j);
    if (c >= 0x30 && c <= 0x39) {
      value = value < 0 ? c - 0x30 : Math.min(value * 10 + (c - 0x30), 0xffff);
    } else if (c === 0x3b || c === 0x3a) {
      if (count < MAX_VALUES) {
        values[count] = value;
        groups[count] = group;
        count++;
      }
      value = -1;
      if (c === 0x3b) group++;
    } else return -1;
  }
  if (count < MAX_VALUES) {
    values[count] = value;
    groups[count] = group;
    count++;
  }
  return count;
}

function channel(v: number | undefined): number {
  return v === undefined || v < 0 || v > 255 ? -1 : v;
}

/**
 * Reads an extended colour (after 38/48/58) from values[k..end): `5;n` or `2;r;g;b`, or in a colon
 * group `5:n`, `2:r:g:b`, `2:cs:r:g:b`. Sets `ext.color` (null when invalid) and `ext.next`.
 */
const ext: { color: AnsiColor | null | undefined; next: number } = { color: undefined, next: 0 };

function readExtended(k: number, end: number, colon: boolean): void {
  const mode = values[k];
  if (mode === 5) {
    const idx = channel(values[k + 1]);
    ext.color = k + 1 < end && idx >= 0 ? palette(idx) : null;
    ext.next = Math.min(k + 2, end);
    return;
  }
  if (mode === 2) {
    let a = k + 1;
    if (colon && end - a >= 4) a++; // colour-space id: 38:2:cs:r:g:b
    const r = channel(values[a]);
    const g = channel(values[a + 1]);
    const b = channel(values[a + 2]);
    ext.color = a + 2 < end && r >= 0 && g >= 0 && b >= 0 ? { kind: 'rgb', r, g, b } : null;
    ext.next = Math.min(a + 3, end);
    return;
  }
  ext.color = null;
  ext.next = colon ? end : Math.min(k + 1, end);
}

/**
 * {@link applySgr} in one pass for the usual parameters: `;`-separated codes (at most
 * {@link MAX_VALUES}) without extended colours.
 * @returns the new style, or `null` when the general reader must decide (colons, 38/48/58,
 * anything but digits and `;`, too many values); nothing is changed then.
 */
function applySimpleSgr(s: string, ps: number, pe: number, style: AnsiStyle): AnsiStyle | null {
  let fg = style.fg;
  let bg = style.bg;
  let flags = styleFlags(style);
  let code = 0;
  let values = 1;
  for (let j = ps; j <= pe; j++) {
    const c = j < pe ? s.charCodeAt(j) : 0x3b;
    if (c >= 0x30 && c <= 0x39) {
      code = Math.min(code * 10 + (c - 0x30), 0xffff);
      continue;
    }
    if (c !== 0x3b) return null;
    if (code === 0) {
      fg = null;
      bg = null;
      flags = 0;
    } else if (code === 1) flags |= BOLD;
    else if (code === 2) flags |= DIM;
    else if (code === 3) flags |= ITALIC;
    else if (code === 4 || code === 21) flags |= UNDERLINE;
    else if (code === 7) flags |= INVERSE;
    else if (code === 22) flags &= ~(BOLD | DIM);
    else if (code === 23) flags &= ~ITALIC;
    else if (code === 24) flags &= ~UNDERLINE;
    else if (code === 27) flags &= ~INVERSE;
    else if (code >= 30 && code <= 37) fg = palette(code - 30);
    else if (code === 38 || code === 48 || code === 58) return null;
    else if (code === 39) fg = null;
    else if (code >= 40 && code <= 47) bg = palette(code - 40);
    else if (code === 49) bg = null;
    else if (code >= 90 && code <= 97) fg = palette(code - 82);
    else if (code >= 100 && code <= 107) bg = palette(code - 92);
    code = 0;
    if (j < pe && ++values > MAX_VALUES) return null;
  }
  return makeStyle(fg, bg, flags, style.link, style);
}

/**
 * Applies the SGR parameters `s[ps..pe)` to `style`. Unknown codes are ignored; a malformed
 * parameter list leaves the style unchanged.
 * @internal
 */
export function applySgr(s: string, ps: number, pe: number, style: AnsiStyle): AnsiStyle {
  // Fast path for the most common sequences, ESC[m and ESC[0m.
  if (pe === ps || (pe === ps + 1 && s.charCodeAt(ps) === 0x30)) {
    return style.link === null ? DEFAULT_STYLE : makeStyle(null, null, 0, style.link, style);
  }
  return applySimpleSgr(s, ps, pe, style) ?? applyAnySgr(s, ps, pe, style);
}

/**
 * @internal {@link applySgr} through the general parameter reader only (colons, extended
 * colours, value limit); tests compare it with the one-pass reader.
 */
export function applyAnySgr(s: string, ps: number, pe: number, style: AnsiStyle): AnsiStyle {
  const count = readParams(s, ps, pe);
  if (count < 0) return style;
  let fg = style.fg;
  let bg = style.bg;
  let flags = styleFlags(style);
  let k = 0;
  while (k < count) {
    const group = groups[k] as number;
    let groupEnd = k + 1;
    while (groupEnd < count && groups[groupEnd] === group) groupEnd++;
    const colon = groupEnd - k > 1;
    let code = values[k] as number;
    if (code < 0) code = 0;
    if (code === 38 || code === 48 || code === 58) {
      // Semicolon form consumes the following groups; colon form stays inside its group.
      readExtended(k + 1, colon ? groupEnd : count, colon);
      if (ext.color !== null && ext.color !== undefined) {
        if (code === 38) fg = ext.color;
        else if (code === 48) bg = ext.color;
      }
      k = colon ? groupEnd : ext.next;
      continue;
    }
    if (code === 0) {
      fg = null;
      bg = null;
      flags = 0;
    } else if (code === 1) flags |= BOLD;
    else if (code === 2) flags |= DIM;
    else if (code === 3) flags |= ITALIC;
    else if (code === 4) {
      const sub = colon ? (values[k + 1] as number) : 1;
      if (sub === 0) flags &= ~UNDERLINE;
      else flags |= UNDERLINE;
    } else if (code === 7) flags |= INVERSE;
    else if (code === 21) flags |= UNDERLINE;
    else if (code === 22) flags &= ~(BOLD | DIM);
    else if (code === 23) flags &= ~ITALIC;
    else if (code === 24) flags &= ~UNDERLINE;
    else if (code === 27) flags &= ~INVERSE;
    else if (code >= 30 && code <= 37) fg = palette(code - 30);
    else if (code === 39) fg = null;
    else if (code >= 40 && code <= 47) bg = palette(code - 40);
    else if (code === 49) bg = null;
    else if (code >= 90 && code <= 97) fg = palette(code - 82);
    else if (code >= 100 && code <= 107) bg = palette(code - 92);
    k = groupEnd;
  }
  return makeStyle(fg, bg, flags, style.link, style);
}

/** Longest hyperlink target kept, in UTF-16 units. */
export const MAX_LINK = 2048;

/**
 * Applies an OSC payload `s[ps..pe)`. Only OSC 8 (`8;params;uri`) matters: a valid `http:` or
 * `https:` URI opens a link, anything else (empty, other schemes, too long, unparsable) closes it.
 * @internal
 */
export function applyOsc(s: string, ps: number, pe: number, style: AnsiStyle): AnsiStyle {
  if (pe - ps < 2 || s.charCodeAt(ps) !== 0x38 || s.charCodeAt(ps + 1) !== 0x3b) return style;
  const sep = s.indexOf(';', ps + 2);
  if (sep < 0 || sep >= pe) return style;
  const uri = s.slice(sep + 1, pe);
  let link: string | null = null;
  if (uri.length > 0 && uri.length <= MAX_LINK && /^https?:/i.test(uri)) {
    try {
      const url = new URL(uri);
      if (url.protocol === 'http:' || url.protocol === 'https:') link = url.href;
    } catch {
      link = null;
    }
  }
  if (link === style.link) return style;
  return makeStyle(style.fg, style.bg, styleFlags(style), link, style);
}
