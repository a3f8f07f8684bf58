/**
 * The times of a block of log lines stored as numbers (spec core §2, task log dialog): a line's
 * RFC 3339 `time` (API §1.4: `YYYY-MM-DD`, `T` or a space, `hh:mm:ss`, 0-9 fractional digits, `Z`
 * or a numeric offset) is kept as its second (relative to the block's earliest), the digits of its
 * fraction as one integer, and a format code (digit count, separator, zone) shared by the block
 * when every line has the same one. {@link unpackTime} writes the same text back, character for
 * character. A time in any other form (Go's zero time `0001-01-01…`, a leap second, an empty
 * string when the server left the key out) is kept as it was written.
 *
 * Why: as text joined per block a time is about 25 bytes of the V8 heap per line; packed it is
 * 2-9 bytes of typed array (lines of one hour with milliseconds: 2 bytes of second and 2 of
 * fraction; Go's nanoseconds: 4 of fraction).
 */
export interface PackedTimes {
  /** Number of lines. */
  readonly length: number;
  /** The earliest packed line's second (`Date.UTC` of its written date and time, in s). */
  readonly base: number;
  /** Each line's second less `base` (s). */
  readonly seconds: Uint8Array | Uint16Array | Int32Array;
  /** Each line's fractional digits as an integer (`.050` → 50; its format code says 3 digits). */
  readonly fractions: Uint8Array | Uint16Array | Int32Array;
  /** Each line's format code, or the one code of every line. */
  readonly formats: Int32Array | number;
  /** Times kept as written, by line (0-based in the block); `undefined` when none. */
  readonly verbatim: Map<number, string> | undefined;
}

const DIGIT_0 = 48;
/**
 * A format code's bits: fraction digits 0-3, separator 4-5 (index in {@link SEPARATORS}), zone
 * 6-7, and for an offset its sign (8, set for `-`), hours (9-15) and minutes (16-22).
 */
const SEPARATORS = ['T', 't', ' '];
const ZONE_Z = 0;
const ZONE_LOWER_Z = 1;
const ZONE_OFFSET = 2;
/** A code that no time has: the time is verbatim. */
const VERBATIM = -1;
/** The largest second difference kept in a block (s): about 68 years. */
const MAX_SPAN = 0x7fffffff;

/** Scratch arrays reused by {@link packTimes} (grown to the largest block packed). */
let scratchSeconds = new Float64Array(0);
let scratchFractions = new Int32Array(0);
let scratchFormats = new Int32Array(0);

function digits(s: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const d = s.charCodeAt(i) - DIGIT_0;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS[month - 1] as number;
}

/**
 * The second of `s`'s written date and time (`Date.UTC`, s), or `NaN` when its first 19
 * characters are not a date and time that {@link unpackTime} writes back the same (years
 * 1000-9999, no leap second).
 */
function secondOf(s: string): number {
  if (s.length < 19) return Number.NaN;
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(13) !== 58)
    return Number.NaN;
  if (s.charCodeAt(16) !== 58) return Number.NaN;
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
    return Number.NaN;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59)
    return Number.NaN;
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
}

/** The fraction that {@link formatOf} read last (its digits as an integer). */
let fractionRead = 0;

/**
 * The format code of `s` after its date and time (its fraction's digits in {@link fractionRead}),
 * or {@link VERBATIM} when {@link unpackTime} could not write it back.
 */
function formatOf(s: string): number {
  const sep = s.charCodeAt(10);
  const separator = sep === 84 ? 0 : sep === 116 ? 1 : sep === 32 ? 2 : -1;
  if (separator === -1) return VERBATIM;
  let at = 19;
  let count = 0;
  let value = 0;
  if (s.charCodeAt(at) === 46) {
    at++;
    for (let d = s.charCodeAt(at) - DIGIT_0; d >= 0 && d <= 9; d = s.charCodeAt(at) - DIGIT_0) {
      value = value * 10 + d;
      count++;
      at++;
    }
    if (count === 0 || count > 9) return VERBATIM;
  }
  fractionRead = value;
  const rest = s.length - at;
  const zone = s.charCodeAt(at);
  const code = count | (separator << 4);
  if (rest === 1 && zone === 90) return code | (ZONE_Z << 6);
  if (rest === 1 && zone === 122) return code | (ZONE_LOWER_Z << 6);
  if (rest !== 6 || (zone !== 43 && zone !== 45) || s.charCodeAt(at + 3) !== 58) return VERBATIM;
  const hours = digits(s, at + 1, 2);
  const minutes = digits(s, at + 4, 2);
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return VERBATIM;
  return code | (ZONE_OFFSET << 6) | ((zone === 45 ? 1 : 0) << 8) | (hours << 9) | (minutes << 16);
}

/** The first `length` of `values` (0 to `max`) in the smallest typed array that holds them. */
function narrow(values: Int32Array, length: number, max: number) {
  const array =
    max <= 0xff
      ? new Uint8Array(length)
      : max <= 0xffff
        ? new Uint16Array(length)
        : new Int32Array(length);
  for (let i = 0; i < length; i++) array[i] = values[i] as number;
  return array;
}

/**
 * Packs times `from` to `from + count` (exclusive) of `times` (RFC 3339 as the server wrote them,
 * API §1.4). O(count), no string made but the verbatim ones kept.
 */
export function packTimes(times: readonly string[], from: number, count: number): PackedTimes {
  if (scratchSeconds.length < count) {
    scratchSeconds = new Float64Array(count);
    scratchFractions = new Int32Array(count);
    scratchFormats = new Int32Array(count);
  }
  let verbatim: Map<number, string> | undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let maxFraction = 0;
  let sharedFormat: number | undefined;
  let mixed = false;
  let previous = '';
  let previousSecond = Number.NaN;
  for (let j = 0; j < count; j++) {
    const s = times[from + j] as string;
    // Lines of the same second (most of them) share their date and time: read once.
    const second =
      previous.length >= 19 && s.length >= 19 && sameSecond(s, previous)
        ? previousSecond
        : secondOf(s);
    const format = Number.isNaN(second) ? VERBATIM : formatOf(s);
    if (
      format === VERBATIM ||
      ((second < min || second > max) && Math.max(max, second) - Math.min(min, second) > MAX_SPAN)
    ) {
      (verbatim ??= new Map()).set(j, s);
      scratchSeconds[j] = Number.NaN;
      scratchFractions[j] = 0;
      scratchFormats[j] = 0;
      continue;
    }
    previous = s;
    previousSecond = second;
    scratchSeconds[j] = second;
    scratchFractions[j] = fractionRead;
    scratchFormats[j] = format;
    if (second < min) min = second;
    if (second > max) max = second;
    if (fractionRead > maxFraction) maxFraction = fractionRead;
    if (sharedFormat === undefined) sharedFormat = format;
    else if (format !== sharedFormat) mixed = true;
  }
  const base = Number.isFinite(min) ? min : 0;
  const seconds =
    max - base <= 0xff
      ? new Uint8Array(count)
      : max - base <= 0xffff
        ? new Uint16Array(count)
        : new Int32Array(count);
  for (let j = 0; j < count; j++) {
    const second = scratchSeconds[j] as number;
    // A verbatim line's second is never read (0).
    if (!Number.isNaN(second)) seconds[j] = second - base;
  }
  return {
    length: count,
    base,
    seconds,
    fractions: narrow(scratchFractions, count, maxFraction),
    // A verbatim line's format (0) is never read: the map is.
    formats: mixed ? scratchFormats.slice(0, count) : (sharedFormat ?? 0),
    verbatim,
  };
}

/** Whether `a` and `b` have the same first 19 characters (date and time to the second). */
function sameSecond(a: string, b: string): boolean {
  for (let i = 18; i >= 0; i--) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/** The last date and time {@link unpackTime} wrote (lines of one second are read in a row). */
let lastSecond = Number.NaN;
let lastDateTime = '';

/**
 * Time `j` (0-based) of `packed`, written as it was packed; `undefined` out of range.
 */
export function unpackTime(packed: PackedTimes, j: number): string | undefined {
  if (!(j >= 0 && j < packed.length)) return undefined;
  const kept = packed.verbatim?.get(j);
  if (kept !== undefined) return kept;
  const second = packed.base + (packed.seconds[j] as number);
  if (second !== lastSecond) {
    lastSecond = second;
    lastDateTime = new Date(second * 1000).toISOString().slice(0, 19);
  }
  const format =
    typeof packed.formats === 'number' ? packed.formats : (packed.formats[j] as number);
  const separator = (format >> 4) & 3;
  let text = separator === 0 ? lastDateTime : lastDateTime.replace('T', SEPARATORS[separator]!);
  const count = format & 15;
  if (count > 0) text += `.${String(packed.fractions[j]).padStart(count, '0')}`;
  const zone = (format >> 6) & 3;
  if (zone === ZONE_Z) return `${text}Z`;
  if (zone === ZONE_LOWER_Z) return `${text}z`;
  const hours = String((format >> 9) & 127).padStart(2, '0');
  const minutes = String((format >> 16) & 127).padStart(2, '0');
  return `${text}${(format >> 8) & 1 ? '-' : '+'}${hours}:${minutes}`;
}

/**
 * Time `j` (0-based) of `packed` in epoch ms, as `Date.parse` reads the text {@link unpackTime}
 * writes (fractions beyond milliseconds truncated), without making that text; `NaN` out of range
 * or when `Date.parse` cannot read it.
 */
export function packedTimeMs(packed: PackedTimes, j: number): number {
  if (!(j >= 0 && j < packed.length)) return Number.NaN;
  const kept = packed.verbatim?.get(j);
  if (kept !== undefined) return Date.parse(kept);
  const format =
    typeof packed.formats === 'number' ? packed.formats : (packed.formats[j] as number);
  const count = format & 15;
  const fraction = packed.fractions[j] as number;
  const ms = count >= 3 ? Math.floor(fraction / 10 ** (count - 3)) : fraction * 10 ** (3 - count);
  let at = (packed.base + (packed.seconds[j] as number)) * 1000 + ms;
  if (((format >> 6) & 3) === ZONE_OFFSET) {
    const offset = (((format >> 9) & 127) * 60 + ((format >> 16) & 127)) * 60_000;
    at += (format >> 8) & 1 ? offset : -offset;
  }
  return at;
}
