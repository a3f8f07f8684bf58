/**
 * A colour as data, never CSS. `palette` is an index into the 256-colour xterm palette: 0-7 are the
 * standard colours (SGR 30-37 / 40-47), 8-15 the bright ones (SGR 90-97 / 100-107), 16-255 the
 * 6x6x6 cube and grey ramp (SGR 38;5;n / 48;5;n). `rgb` is a truecolour value (SGR 38;2;r;g;b), each
 * channel 0-255. The React side maps palette 0-15 to theme tokens that read well in light and dark.
 */
export type AnsiColor =
  | { readonly kind: 'palette'; readonly index: number }
  | { readonly kind: 'rgb'; readonly r: number; readonly g: number; readonly b: number };

/**
 * The graphic rendition of a span. Objects are immutable and shared: many spans point at the same
 * style object, so compare with {@link styleEquals} (or by identity as a fast path), never mutate.
 */
export interface AnsiStyle {
  /** Foreground colour; `null` is the theme's default text colour (SGR 39). */
  readonly fg: AnsiColor | null;
  /** Background colour; `null` is no background (SGR 49). */
  readonly bg: AnsiColor | null;
  /** SGR 1, cleared by 22 or 0. */
  readonly bold: boolean;
  /** SGR 2, cleared by 22 or 0. */
  readonly dim: boolean;
  /** SGR 3, cleared by 23 or 0. */
  readonly italic: boolean;
  /** SGR 4 (and 21, 4:1-4:5), cleared by 24, 4:0 or 0. */
  readonly underline: boolean;
  /** SGR 7, cleared by 27 or 0. The renderer swaps fg and bg. */
  readonly inverse: boolean;
  /**
   * Target of an OSC 8 hyperlink, only ever an `http:` or `https:` URL (at most 2,048 characters);
   * `null` outside a link. Render it as a link with `rel="noopener noreferrer"`, never as HTML.
   */
  readonly link: string | null;
}

/**
 * A run of text with one style, as {@link lineSpans} gives it. `text` is never empty and contains
 * no control characters except tab.
 */
export interface AnsiSpan {
  readonly text: string;
  readonly style: AnsiStyle;
}

/**
 * One parsed output line: its visible text and the style of each run of it.
 *
 * Run `k` covers `text.slice(starts[k], starts[k + 1] ?? text.length)` in `styles[k]`. `styles` and
 * `starts` have the same length (the number of runs); `starts[0]` is 0; adjacent runs always differ
 * in style, so a line without escapes is a single run, and an empty line has no run. Offsets count
 * UTF-16 code units. The arrays of single-run lines are shared between lines (frozen), so treat
 * every line as immutable. Use {@link lineSpans} for `{ text, style }` spans.
 */
export interface AnsiLine {
  /**
   * What a person sees: escapes removed, overwrites applied; equal to `strip` of the input line.
   * No control characters except tab (and LF where {@link parseLine} was given a line holding one).
   */
  readonly text: string;
  /** The style of each run, in order. */
  readonly styles: readonly AnsiStyle[];
  /** Where each run starts in `text` (UTF-16 offsets, ascending, the first is 0). */
  readonly starts: readonly number[];
}

/**
 * The state a parser carries from one line to the next: the current style (colours, attributes and
 * open hyperlink). Immutable; pass the `state` returned by {@link parseLine} into the next call.
 */
export interface AnsiState {
  readonly style: AnsiStyle;
}
