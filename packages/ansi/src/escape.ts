/**
 * @internal The ECMA-48 escape sequence scanner shared by the parser and {@link strip}: one grammar,
 * so both drop exactly the same bytes.
 *
 * - `ESC [` params (0x30-0x3f) intermediates (0x20-0x2f) final (0x40-0x7e): CSI.
 * - `ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` ... `BEL` or `ESC \`: OSC and other strings.
 * - `ESC` intermediates (0x20-0x2f)* final (0x30-0x7e): two-character and nF escapes.
 * - Anything else is malformed: the bytes scanned so far are dropped and the offending character
 *   is processed as ordinary input (so a line feed inside a broken sequence still ends the line).
 */

/** Sequences (or their parameters) longer than this many UTF-16 units are dropped without effect. */
export const MAX_SEQUENCE = 4096;

export const KIND_MALFORMED = 0;
export const KIND_CSI = 1;
export const KIND_STRING = 2;
export const KIND_ESC = 3;

/** Result of the last {@link scanEscape} call (reused to avoid allocation). */
export const scan = {
  kind: KIND_MALFORMED,
  /** CSI: parameter bytes [paramStart, paramEnd); STRING: the payload. */
  paramStart: 0,
  paramEnd: 0,
  /** CSI final byte. */
  final: 0,
  /** CSI had intermediate bytes. */
  intermediates: false,
  /** STRING: it was an OSC (`ESC ]`). */
  osc: false,
};

function isStringIntroducer(c: number): boolean {
  // ] P X ^ _
  return c === 0x5d || c === 0x50 || c === 0x58 || c === 0x5e || c === 0x5f;
}

/** The index of the first character of `s` from `j` on (before `n`) outside `lo`..`hi`. */
function skipRange(s: string, j: number, n: number, lo: number, hi: number): number {
  while (j < n) {
    const c = s.charCodeAt(j);
    if (c < lo || c > hi) break;
    j++;
  }
  return j;
}

/**
 * Scans the escape sequence starting at `s[i]` (which is ESC).
 * @returns the index just past the sequence (or past the dropped malformed prefix), or -1 when the
 * sequence is not complete before `n`.
 */
export function scanEscape(s: string, i: number, n: number): number {
  if (i + 1 >= n) return -1;
  let c = s.charCodeAt(i + 1);
  if (c === 0x5b) {
    const pe = skipRange(s, i + 2, n, 0x30, 0x3f);
    const j = skipRange(s, pe, n, 0x20, 0x2f);
    if (j >= n) return -1;
    c = s.charCodeAt(j);
    if (c >= 0x40 && c <= 0x7e) {
      scan.kind = KIND_CSI;
      scan.paramStart = i + 2;
      scan.paramEnd = pe;
      scan.final = c;
      scan.intermediates = j > pe;
      return j + 1;
    }
    scan.kind = KIND_MALFORMED;
    return j;
  }
  if (isStringIntroducer(c)) {
    const osc = c === 0x5d;
    let j = i + 2;
    while (j < n) {
      c = s.charCodeAt(j);
      if (c === 0x07) {
        scan.kind = KIND_STRING;
        scan.osc = osc;
        scan.paramStart = i + 2;
        scan.paramEnd = j;
        return j + 1;
      }
      if (c === 0x1b) {
        if (j + 1 >= n) return -1;
        if (s.charCodeAt(j + 1) === 0x5c) {
          scan.kind = KIND_STRING;
          scan.osc = osc;
          scan.paramStart = i + 2;
          scan.paramEnd = j;
          return j + 2;
        }
        scan.kind = KIND_MALFORMED;
        return j;
      }
      if (c === 0x0a) {
        scan.kind = KIND_MALFORMED;
        return j;
      }
      j++;
    }
    return -1;
  }
  if (c >= 0x20 && c <= 0x2f) {
    const j = skipRange(s, i + 2, n, 0x20, 0x2f);
    if (j >= n) return -1;
    c = s.charCodeAt(j);
    if (c >= 0x30 && c <= 0x7e) {
      scan.kind = KIND_ESC;
      return j + 1;
    }
    scan.kind = KIND_MALFORMED;
    return j;
  }
  if (c >= 0x30 && c <= 0x7e) {
    scan.kind = KIND_ESC;
    return i + 2;
  }
  scan.kind = KIND_MALFORMED;
  return i + 1;
}

/** Skip states for over-long sequences cut by a chunk boundary. */
export const SKIP_NONE = 0;
export const SKIP_STRING = 1;
export const SKIP_CSI_PARAMS = 2;
export const SKIP_CSI_INTERMEDIATES = 3;
export const SKIP_ESC_INTERMEDIATES = 4;

/**
 * The skip state for an incomplete sequence `s[i..n)` that is too long to carry over.
 */
export function skipStateOf(s: string, i: number, n: number): number {
  const c = s.charCodeAt(i + 1);
  if (isStringIntroducer(c)) return SKIP_STRING;
  if (c === 0x5b) {
    let j = i + 2;
    while (j < n) {
      const d = s.charCodeAt(j);
      if (d >= 0x30 && d <= 0x3f) j++;
      else return SKIP_CSI_INTERMEDIATES;
    }
    return SKIP_CSI_PARAMS;
  }
  return SKIP_ESC_INTERMEDIATES;
}

/**
 * Continues skipping an over-long sequence in a new chunk, with the same grammar as
 * {@link scanEscape}. Sets `skipResult` to the state after `s` (SKIP_NONE when the sequence ended).
 * @returns the index where ordinary processing resumes.
 */
export function continueSkip(state: number, s: string, n: number): number {
  let j = 0;
  let st = state;
  while (j < n) {
    const c = s.charCodeAt(j);
    if (st === SKIP_STRING) {
      if (c === 0x07) {
        skipResult.state = SKIP_NONE;
        return j + 1;
      }
      if (c === 0x1b || c === 0x0a) {
        // ESC ends the string: `ESC \` is then dropped as a two-character escape, like scanEscape.
        skipResult.state = SKIP_NONE;
        return j;
      }
      j++;
      continue;
    }
    if (st === SKIP_CSI_PARAMS && c >= 0x30 && c <= 0x3f) {
      j++;
      continue;
    }
    if (c >= 0x20 && c <= 0x2f) {
      if (st === SKIP_CSI_PARAMS) st = SKIP_CSI_INTERMEDIATES;
      j++;
      continue;
    }
    const lo = st === SKIP_ESC_INTERMEDIATES ? 0x30 : 0x40;
    skipResult.state = SKIP_NONE;
    return c >= lo && c <= 0x7e ? j + 1 : j;
  }
  skipResult.state = st;
  return n;
}

export const skipResult = { state: SKIP_NONE };

/**
 * The erase-in-line mode of a CSI `K` sequence: 0 erases to the end of the line, 1 and 2 the whole
 * line (the log keeps no blank cells); -1 when the sequence is not a plain EL.
 */
export function eraseMode(s: string, ps: number, pe: number): number {
  if (scan.intermediates) return -1;
  if (pe === ps) return 0;
  if (pe - ps !== 1) return -1;
  const c = s.charCodeAt(ps);
  if (c === 0x30) return 0;
  if (c === 0x31 || c === 0x32) return 2;
  return -1;
}

/**
 * @internal The index of the first character at or after `i` that is not text (a C0 control other
 * than tab, or DEL), or `n`.
 */
export function textEnd(s: string, i: number, n: number): number {
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c > 31) {
      if (c === 127) return i;
    } else if (c !== 9) return i;
    i++;
  }
  return n;
}
