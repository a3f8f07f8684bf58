import {
  KIND_CSI,
  KIND_STRING,
  MAX_SEQUENCE,
  SKIP_NONE,
  continueSkip,
  eraseMode,
  scan,
  scanEscape,
  skipResult,
  skipStateOf,
  textEnd,
} from './escape';
import { applySgr, applyOsc } from './sgr';
import { DEFAULT_STYLE, INITIAL_ANSI_STATE, styleEquals } from './style';
import { EMPTY_ANSI_LINE, FIRST_RUN, lineOf, lineSpans, singleRun } from './line';
import type { AnsiLine, AnsiSpan, AnsiState, AnsiStyle } from './types';

/**
 * A streaming parser: push chunks of task output as they arrive, get back the lines they completed.
 * Chunks may split a line, a UTF-16 pair or an escape sequence anywhere.
 */
export interface AnsiParser {
  /**
   * Parses a chunk and returns the lines it completed (each ended by LF; `\r\n` counts as one line
   * end). Text after the last LF stays pending until more input or {@link AnsiParser.flush}.
   * Never throws on any input.
   */
  push(chunk: string): AnsiLine[];
  /**
   * Ends the input: returns the pending partial line (if it has text) and drops an unfinished escape
   * sequence. The style carries on, so the parser can continue with the next log.
   */
  flush(): AnsiLine[];
  /** The current state (style at the cursor), to resume with {@link parseLine} or a new parser. */
  readonly state: AnsiState;
  /** Forgets the pending line and sequence, and restarts at `state` (default: no style). */
  reset(state?: AnsiState): void;
}

/** Options of {@link createAnsiParser}. */
export interface AnsiParserOptions {
  /** Start in this state, e.g. the one returned for the previous log line. */
  state?: AnsiState;
}

interface MutableSpan {
  text: string;
  style: AnsiStyle;
}

/** The C0 controls other than tab, LF, CR and ESC, and DEL, one string each. */
const RARE_CONTROLS: readonly string[] = [
  ...Array.from({ length: 0x20 }, (_, c) => c).filter(
    (c) => c !== 9 && c !== 10 && c !== 13 && c !== 27,
  ),
  0x7f,
].map((c) => String.fromCharCode(c));

/**
 * @internal Whether `s` holds a C0 control other than tab, LF, CR and ESC, or DEL. For long
 * inputs one native `indexOf` per control is several times faster than a loop over the characters.
 */
export function hasRareControl(s: string): boolean {
  for (const control of RARE_CONTROLS) if (s.indexOf(control) >= 0) return true;
  return false;
}

/**
 * The first C0 control other than tab and ESC, or DEL, in `s`; `s.length` when there is none.
 */
function lineControlAt(s: string): number {
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (((c + 1) & 0x7f) <= 0x20 && c < 0x80 && c !== 9 && c !== 27) return i;
  }
  return n;
}

function indexOrEnd(s: string, ch: string, from: number, n: number): number {
  const at = s.indexOf(ch, from);
  return at < 0 ? n : at;
}

function pushMerge(out: MutableSpan[], text: string, style: AnsiStyle): void {
  if (text.length === 0) return;
  const last = out[out.length - 1];
  if (last !== undefined && styleEquals(last.style, style)) last.text += text;
  else out.push({ text, style });
}

/** Slots of the SGR cache (a power of two). */
const SGR_SLOTS = 64;
/**
 * Longest parameters cached, in characters: shorter strings are copies, longer slices could keep a
 * whole (large) chunk alive.
 */
const MAX_CACHED_SGR = 12;
/** Parameters (`0…`) of the cached SGR sequences, by slot. */
const sgrKeys: string[] = Array.from({ length: SGR_SLOTS }, () => '');
/** The style each cached sequence gives. */
const sgrStyles: AnsiStyle[] = Array.from({ length: SGR_SLOTS }, () => DEFAULT_STYLE);

/**
 * {@link applySgr} for parameters `s[ps..pe)` (digits and `;`, at most {@link MAX_CACHED_SGR})
 * that start with `0` in a style without link: the result then depends on the parameters alone
 * (the leading reset clears colours and attributes), so it is cached by them. Logs repeat a few
 * such sequences, like Ansible's `ESC[0;32m`.
 * @param hash - a hash of the parameters (equal parameters give equal hashes).
 */
function resetSgr(s: string, ps: number, pe: number, hash: number, style: AnsiStyle): AnsiStyle {
  const slot = hash & (SGR_SLOTS - 1);
  const key = sgrKeys[slot] as string;
  if (key.length === pe - ps && s.startsWith(key, ps)) return sgrStyles[slot] as AnsiStyle;
  const result = applySgr(s, ps, pe, style);
  sgrKeys[slot] = s.slice(ps, pe);
  sgrStyles[slot] = result;
  return result;
}

/** The style after the last {@link scanLine} call. */
let fastStyle: AnsiStyle = DEFAULT_STYLE;
/**
 * The first ESC at or after the end of the range of the last {@link scanLine} call (`s.length`
 * when none), or -1 when unknown (an escape ran to the range's end).
 */
let scanNextEsc = -1;
/** Scratch run styles and starts of {@link scanLine} (only the first ones of a call are live). */
const runStyles: AnsiStyle[] = [];
const runStarts: number[] = [];
/** Scratch text pieces of {@link scanLine} (cleared after each call). */
const pieces: string[] = [];

/** @internal The scratch text pieces of {@link scanLine}, for tests (all cleared between calls). */
export function scanPieces(): readonly string[] {
  return pieces;
}

/**
 * @internal The single-pass path for one line `s[start..end)` that needs no cursor movement: the
 * caller checked that it holds no C0 control other than tab and ESC, and no DEL. Escape sequences,
 * SGR, OSC 8 and erase-in-line are handled exactly as the engine does; `indexOf` jumps from escape
 * to escape, text runs are sliced straight from `s`, adjacent runs of equal style merged.
 * @param firstEsc - the first ESC at or after `start` (-1 or `s.length` when none).
 * @returns the line; the style after it in `fastStyle`.
 */
export function scanLine(
  s: string,
  start: number,
  end: number,
  from: AnsiStyle,
  firstEsc: number,
): AnsiLine {
  let style = from;
  /** Closed runs in the scratch arrays. */
  let count = 0;
  /**
   * The line's text is `npieces` slices of `s`: the first in `text`, all of them in `pieces` when
   * there are more (joined at the end into one flat string, not a chain of concatenations).
   * `length` is their total length; the open run starts at `openStart`, in `openStyle`.
   */
  let text = '';
  let npieces = 0;
  let length = 0;
  let openStyle = from;
  let openStart = 0;
  let runStart = start;
  let i = firstEsc < 0 ? s.length : firstEsc;
  // Each turn appends the text run before the escape at `i` (or the line's last run, once `i`
  // reaches the end), then applies that escape.
  for (;;) {
    const runEnd = i < end ? i : end;
    if (runEnd > runStart) {
      const run = runStart === 0 && runEnd === s.length ? s : s.slice(runStart, runEnd);
      if (length === 0) openStyle = style;
      else if (openStyle !== style && !styleEquals(openStyle, style)) {
        runStyles[count] = openStyle;
        runStarts[count++] = openStart;
        openStart = length;
        openStyle = style;
      }
      if (npieces === 0) text = run;
      else {
        if (npieces === 1) pieces[0] = text;
        pieces[npieces] = run;
      }
      npieces++;
      length += run.length;
    }
    if (i >= end) break;
    let e = -1;
    if (i + 1 < end && s.charCodeAt(i + 1) === 0x5b) {
      // The usual SGR (`ESC [` digits and `;` then `m`) in one loop; anything else is scanned
      // by the shared grammar below.
      let j = i + 2;
      let d = 0;
      let hash = 0;
      while (j < end) {
        d = s.charCodeAt(j);
        if ((d >= 0x30 && d <= 0x39) || d === 0x3b) {
          hash = (hash * 31 + d) | 0;
          j++;
        } else break;
      }
      if (j < end && d === 0x6d && j - i - 2 <= MAX_SEQUENCE) {
        style =
          style.link === null && s.charCodeAt(i + 2) === 0x30 && j - i - 2 <= MAX_CACHED_SGR
            ? resetSgr(s, i + 2, j, hash, style)
            : applySgr(s, i + 2, j, style);
        e = j + 1;
      }
    }
    if (e < 0) {
      e = scanEscape(s, i, end);
      if (e < 0) {
        // Unfinished at the end of the line: dropped, as the engine drops it at the line end.
        runStart = end;
        i = -1;
        break;
      }
      const kind = scan.kind;
      if (kind === KIND_CSI) {
        const ps = scan.paramStart;
        const pe = scan.paramEnd;
        if (pe - ps <= MAX_SEQUENCE && !scan.intermediates) {
          if (scan.final === 0x6d) style = applySgr(s, ps, pe, style);
          else if (scan.final === 0x4b && eraseMode(s, ps, pe) === 2) {
            // The cursor is always at the end here, so only 1K/2K (clear the line) matter.
            count = 0;
            text = '';
            if (npieces > 1) pieces.fill('', 0, npieces);
            npieces = 0;
            length = 0;
            openStart = 0;
          }
        }
      } else if (kind === KIND_STRING && scan.osc) {
        if (scan.paramEnd - scan.paramStart <= MAX_SEQUENCE) {
          style = applyOsc(s, scan.paramStart, scan.paramEnd, style);
        }
      }
    }
    runStart = e;
    if (e >= end) {
      i = -1;
      break;
    }
    i = s.indexOf('\x1b', e);
    if (i < 0) i = s.length;
  }
  scanNextEsc = i;
  fastStyle = style;
  if (length === 0) return EMPTY_ANSI_LINE;
  if (npieces > 1) {
    text = pieces.slice(0, npieces).join('');
    // Keep no slice alive here: it may pin a whole (large) chunk.
    pieces.fill('', 0, npieces);
  }
  if (count === 0) return { text, styles: singleRun(openStyle), starts: FIRST_RUN };
  if (count === 1) {
    return { text, styles: [runStyles[0] as AnsiStyle, openStyle], starts: [0, openStart] };
  }
  runStyles[count] = openStyle;
  runStarts[count++] = openStart;
  return { text, styles: runStyles.slice(0, count), starts: runStarts.slice(0, count) };
}

/**
 * @internal {@link scanLine} for a whole line that may hold anything.
 * @returns the line (the style after it in `fastStyle`), or `null` when it needs the general
 * engine: a control other than tab, ESC and a final CR (a no-op there), or DEL.
 */
export function fastLine(line: string, from: AnsiStyle): AnsiLine | null {
  const end = lineControlAt(line);
  if (end < line.length) {
    if (end !== line.length - 1 || line.charCodeAt(end) !== 13) return null;
  }
  return scanLine(line, 0, end, from, line.indexOf('\x1b'));
}

/** @internal The parser engine behind {@link createAnsiParser} and {@link parseLine}. */
export class Engine implements AnsiParser {
  style: AnsiStyle;
  /** Scratch spans of the current line; only the first `count` are live. */
  private spans: MutableSpan[] = [];
  private count = 0;
  private lineLen = 0;
  private col = 0;
  private pending = '';
  private skip = SKIP_NONE;
  private out: AnsiLine[] = [];

  /**
   * @param fast - whether long chunks may use {@link fastLine} (tests turn it off to compare the
   * two paths).
   */
  constructor(
    state: AnsiState = INITIAL_ANSI_STATE,
    private readonly fast = true,
  ) {
    this.style = state.style;
  }

  get state(): AnsiState {
    return { style: this.style };
  }

  reset(state: AnsiState = INITIAL_ANSI_STATE): void {
    this.style = state.style;
    this.spans = [];
    this.count = 0;
    this.lineLen = 0;
    this.col = 0;
    this.pending = '';
    this.skip = SKIP_NONE;
    this.out = [];
  }

  push(chunk: string): AnsiLine[] {
    this.feed(chunk);
    const out = this.out;
    this.out = [];
    return out;
  }

  flush(): AnsiLine[] {
    this.pending = '';
    this.skip = SKIP_NONE;
    if (this.lineLen > 0) this.endLine();
    else {
      this.col = 0;
    }
    const out = this.out;
    this.out = [];
    return out;
  }

  /** @internal One complete line from `style`, for {@link parseLine}. */
  parseOne(line: string, style: AnsiStyle): AnsiLine {
    this.style = style;
    this.count = 0;
    this.lineLen = 0;
    this.col = 0;
    this.pending = '';
    this.skip = SKIP_NONE;
    this.feed(line);
    this.pending = '';
    this.skip = SKIP_NONE;
    const count = this.count;
    this.count = 0;
    this.lineLen = 0;
    this.col = 0;
    if (this.out.length === 0) return lineOf(this.spans, count);
    // LF inside the "line": join the parts, keeping each LF at the end of its part.
    const spans: AnsiSpan[] = [];
    for (const part of this.out) {
      for (const span of lineSpans(part)) spans.push(span);
      const last = spans[spans.length - 1];
      if (last !== undefined)
        spans[spans.length - 1] = { text: last.text + '\n', style: last.style };
      else spans.push({ text: '\n', style: this.style });
    }
    this.out = [];
    for (let k = 0; k < count; k++) spans.push(this.spans[k] as MutableSpan);
    return lineOf(spans);
  }

  private feed(chunk: string): void {
    let s = chunk;
    if (this.pending.length > 0) {
      s = this.pending + chunk;
      this.pending = '';
    }
    const n = s.length;
    let i = 0;
    if (this.skip !== SKIP_NONE) {
      i = continueSkip(this.skip, s, n);
      this.skip = skipResult.state;
      if (i >= n) return;
    }
    let runStart = i;
    // Fast path: without rare controls, the only specials are ESC, LF and CR, found natively.
    // Short inputs (single log lines) are cheaper with the per-character loop.
    const simple = n >= 256 && !hasRareControl(s);
    let nextEsc = -1;
    let nextLf = -1;
    let nextCr = -1;
    /** Lines up to this index take the general path (the fast one gave up on them). */
    let generalUntil = -1;
    while (i < n) {
      if (simple) {
        if (i > generalUntil && this.lineLen === 0 && this.count === 0 && this.fast) {
          // At a line start: try the single-pass path on the whole line.
          if (nextLf < i) nextLf = indexOrEnd(s, '\n', i, n);
          if (nextCr < i) nextCr = indexOrEnd(s, '\r', i, n);
          if (nextLf >= n) generalUntil = n;
          else if (nextCr < nextLf - 1) generalUntil = nextLf;
          else {
            // No rare control in `s` (simple), no CR but maybe a final one: one pass.
            if (nextEsc < i) nextEsc = indexOrEnd(s, '\x1b', i, n);
            const line = scanLine(s, i, nextCr < nextLf ? nextCr : nextLf, this.style, nextEsc);
            this.style = fastStyle;
            this.out.push(line);
            this.col = 0;
            nextEsc = scanNextEsc;
            i = nextLf + 1;
            runStart = i;
            continue;
          }
        }
        if (nextEsc < i) nextEsc = indexOrEnd(s, '\x1b', i, n);
        if (nextLf < i) nextLf = indexOrEnd(s, '\n', i, n);
        if (nextCr < i) nextCr = indexOrEnd(s, '\r', i, n);
        i =
          nextEsc < nextLf
            ? nextEsc < nextCr
              ? nextEsc
              : nextCr
            : nextLf < nextCr
              ? nextLf
              : nextCr;
      } else i = textEnd(s, i, n);
      if (i >= n) break;
      const c = s.charCodeAt(i);
      if (i > runStart) this.write(s.slice(runStart, i));
      if (c === 27) {
        const end = scanEscape(s, i, n);
        if (end < 0) {
          if (n - i > MAX_SEQUENCE) this.skip = skipStateOf(s, i, n);
          else this.pending = s.slice(i);
          return;
        }
        if (scan.kind === KIND_CSI) this.csi(s);
        else if (scan.kind === KIND_STRING && scan.osc) {
          if (scan.paramEnd - scan.paramStart <= MAX_SEQUENCE) {
            this.style = applyOsc(s, scan.paramStart, scan.paramEnd, this.style);
          }
        }
        i = end;
        runStart = i;
        continue;
      }
      if (c === 10) this.endLine();
      else if (c === 13) this.col = 0;
      else if (c === 8) {
        if (this.col > 0) this.col--;
      }
      i++;
      runStart = i;
    }
    if (runStart < n) this.write(runStart === 0 ? s : s.slice(runStart, n));
  }

  private csi(s: string): void {
    const ps = scan.paramStart;
    const pe = scan.paramEnd;
    if (pe - ps > MAX_SEQUENCE) return;
    if (scan.final === 0x6d) {
      if (!scan.intermediates) this.style = applySgr(s, ps, pe, this.style);
    } else if (scan.final === 0x4b) {
      const mode = eraseMode(s, ps, pe);
      if (mode === 0) this.truncate(this.col);
      else if (mode === 2) {
        this.count = 0;
        this.lineLen = 0;
        this.col = 0;
      }
    }
  }

  private endLine(): void {
    // Exact-size arrays: a line keeps no spare capacity.
    this.out.push(lineOf(this.spans, this.count));
    this.count = 0;
    this.lineLen = 0;
    this.col = 0;
  }

  private write(text: string): void {
    const style = this.style;
    const len = text.length;
    if (this.col === this.lineLen) {
      const count = this.count;
      const last = count > 0 ? (this.spans[count - 1] as MutableSpan) : undefined;
      if (last !== undefined && (last.style === style || styleEquals(last.style, style))) {
        last.text += text;
      } else {
        this.spans[count] = { text, style };
        this.count = count + 1;
      }
      this.lineLen += len;
      this.col += len;
      return;
    }
    // Overwrite after a carriage return or backspace.
    const start = this.col;
    const end = start + len;
    const out: MutableSpan[] = [];
    let pos = 0;
    let inserted = false;
    for (let k = 0; k < this.count; k++) {
      const span = this.spans[k] as MutableSpan;
      const spanEnd = pos + span.text.length;
      if (spanEnd <= start) pushMerge(out, span.text, span.style);
      else {
        if (pos < start) pushMerge(out, span.text.slice(0, start - pos), span.style);
        if (!inserted) {
          pushMerge(out, text, style);
          inserted = true;
        }
        if (spanEnd > end) pushMerge(out, span.text.slice(Math.max(end, pos) - pos), span.style);
      }
      pos = spanEnd;
    }
    if (!inserted) pushMerge(out, text, style);
    this.spans = out;
    this.count = out.length;
    if (end > this.lineLen) this.lineLen = end;
    this.col = end;
  }

  private truncate(at: number): void {
    if (at >= this.lineLen) return;
    const out: MutableSpan[] = [];
    let pos = 0;
    for (let k = 0; k < this.count; k++) {
      const span = this.spans[k] as MutableSpan;
      if (pos >= at) break;
      const spanEnd = pos + span.text.length;
      pushMerge(out, spanEnd <= at ? span.text : span.text.slice(0, at - pos), span.style);
      pos = spanEnd;
    }
    this.spans = out;
    this.count = out.length;
    this.lineLen = at;
  }
}

/**
 * Creates a streaming parser for task output (spec core §2, task log dialog).
 *
 * Handles SGR 0-7, 21-24, 27, 30-49, 90-97, 100-107 with 256-colour (`38;5;n`) and truecolour
 * (`38;2;r;g;b`, also the `:` forms) colours; OSC 8 hyperlinks (http/https only); carriage return
 * and backspace overwrite; erase in line (`CSI K`: 0 truncates at the cursor, 1 and 2 clear the
 * line). Every other escape, cursor and erase sequence, and C0 control except tab, is removed.
 * Malformed sequences are dropped, never thrown. Columns count UTF-16 code units.
 *
 * @example
 * const parser = createAnsiParser();
 * for (const line of parser.push('\x1b[32mok: [web1]\x1b[0m\n')) render(line);
 */
export function createAnsiParser(options: AnsiParserOptions = {}): AnsiParser {
  return new Engine(options.state);
}

/**
 * Parses a whole input at once.
 * @returns every line, including the last one when it has text (a final LF adds no empty line).
 */
export function parseAnsi(input: string, state?: AnsiState): AnsiLine[] {
  const engine = new Engine(state);
  const lines = engine.push(input);
  for (const line of engine.flush()) lines.push(line);
  return lines;
}

const shared = new Engine();

/**
 * Parses one log line (e.g. one `TaskOutput.output` record), carrying the style between lines.
 * An unfinished escape at the end of the line is dropped. A line should not contain LF; if it
 * does, the parts are joined and each LF is kept as `\n` at the end of its part.
 *
 * @param line - the raw output line.
 * @param state - the state returned for the previous line (default: no style).
 * @returns the parsed line and the state to pass with the next line (the same object when
 * unchanged).
 */
export function parseLine(
  line: string,
  state: AnsiState = INITIAL_ANSI_STATE,
): { line: AnsiLine; state: AnsiState } {
  const from = state.style;
  let parsed = fastLine(line, from);
  let style = fastStyle;
  if (parsed === null) {
    parsed = shared.parseOne(line, from);
    style = shared.style;
  }
  return { line: parsed, state: style === from ? state : { style } };
}

/**
 * @internal {@link parseAnsi} and {@link parseLine} without the single-pass line path, for tests
 * that compare both paths.
 */
export const general = {
  parseAnsi(input: string, state?: AnsiState): AnsiLine[] {
    const engine = new Engine(state, false);
    const lines = engine.push(input);
    for (const line of engine.flush()) lines.push(line);
    return lines;
  },
  parseLine(line: string, state: AnsiState = INITIAL_ANSI_STATE): AnsiLine {
    return new Engine(state, false).parseOne(line, state.style);
  },
};
