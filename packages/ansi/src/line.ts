import { SINGLE_RUN, styleEquals } from './style';
import type { AnsiLine, AnsiSpan, AnsiStyle } from './types';

const NO_RUNS: readonly never[] = Object.freeze([]);

/** @internal `starts` of every single-run line. */
export const FIRST_RUN: readonly number[] = Object.freeze([0]);

/** A line without text: no runs. Every empty line a parser returns is this object. */
export const EMPTY_ANSI_LINE: AnsiLine = Object.freeze({
  text: '',
  styles: NO_RUNS,
  starts: NO_RUNS,
});

/** One frozen `[style]` array per style not built here (styles built here carry theirs). */
const singles = new WeakMap<AnsiStyle, readonly AnsiStyle[]>();

/** @internal The shared `styles` array of a single-run line in `style`. */
export function singleRun(style: AnsiStyle): readonly AnsiStyle[] {
  const own = (style as { [SINGLE_RUN]?: readonly AnsiStyle[] })[SINGLE_RUN];
  if (own !== undefined) return own;
  let run = singles.get(style);
  if (run === undefined) {
    run = Object.freeze([style]);
    singles.set(style, run);
  }
  return run;
}

/**
 * @internal A line from spans (texts non-empty, adjacent styles may be equal: they are merged).
 * @param count - how many of `spans` to take.
 */
export function lineOf(spans: readonly AnsiSpan[], count = spans.length): AnsiLine {
  if (count === 0) return EMPTY_ANSI_LINE;
  const first = spans[0] as AnsiSpan;
  if (count === 1) return { text: first.text, styles: singleRun(first.style), starts: FIRST_RUN };
  let text = first.text;
  const styles: AnsiStyle[] = [first.style];
  const starts: number[] = [0];
  for (let k = 1; k < count; k++) {
    const span = spans[k] as AnsiSpan;
    if (!styleEquals(styles[styles.length - 1] as AnsiStyle, span.style)) {
      styles.push(span.style);
      starts.push(text.length);
    }
    text += span.text;
  }
  if (styles.length === 1) return { text, styles: singleRun(first.style), starts: FIRST_RUN };
  return { text, styles, starts };
}

/**
 * The runs of a line as `{ text, style }` spans, in order (text sliced from `line.text`). An empty
 * line gives `[]`.
 *
 * @example
 * for (const { text, style } of lineSpans(parseLine(record.output, state).line)) render(text, style);
 */
export function lineSpans(line: AnsiLine): AnsiSpan[] {
  const { text, styles, starts } = line;
  const n = styles.length;
  if (n === 1) return [{ text, style: styles[0] as AnsiStyle }];
  const spans: AnsiSpan[] = [];
  for (let k = 0; k < n; k++) {
    spans.push({
      text: text.slice(starts[k] as number, k + 1 < n ? (starts[k + 1] as number) : text.length),
      style: styles[k] as AnsiStyle,
    });
  }
  return spans;
}
