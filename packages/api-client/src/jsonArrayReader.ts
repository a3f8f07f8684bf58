/**
 * An incremental reader of a JSON array from text chunks: feed it a streamed answer body as it
 * arrives and it hands back the elements completed so far, so a long answer (a task's stored
 * output, API §6.12) is parsed while it downloads instead of after.
 *
 * It only finds where elements end: strings are skipped with native `indexOf` jumps and the few
 * structural characters between them are looked at one by one. The elements themselves are parsed
 * by `JSON.parse`, many at a time, so every value is exactly what `JSON.parse` of the whole body
 * gives.
 *
 * With `skip`, the first elements are only counted, never parsed: a re-read of a long answer
 * whose start is known already (a task's output after the lines held, API §7.5) costs a scan of
 * its text, not a parse of every element.
 */
/** How many `}` {@link JsonArrayReader} tries as an element end before it scans the characters. */
const GUESSES = 3;

export class JsonArrayReader {
  /** Unparsed text: from the start of the first element not yet returned. */
  #text = '';
  /** Scan position in {@link JsonArrayReader.#text}. */
  #pos = 0;
  /** Nesting depth at the scan position: 0 before the array, 1 between its elements. */
  #depth = 0;
  #inString = false;
  /** End (exclusive) in the text of the last element known to be complete; 0 when none. */
  #complete = 0;
  /** The first non-blank character decided: an array (`[`), or something else. */
  #kind: 'unknown' | 'array' | 'other' = 'unknown';
  #closed = false;
  /** No element taken yet: the text still starts with the array's `[`. */
  #first = true;
  /** Elements still to skip (counted, not parsed). */
  #skip: number;
  /** End (exclusive) in the text of the last skipped element; 0 when none since the last cut. */
  #skipped = 0;
  /** `"key"` of the `skipKey` option; `null` without it. */
  #skipKey: string | null;

  /**
   * @param options.skip - how many leading elements to drop unparsed (default 0). They are still
   * checked for balanced brackets and strings, not for valid JSON.
   * @param options.skipKey - a key that every element, an object, holds once at its top level
   * (and no nested object holds): the skipped elements are then counted by the occurrences of
   * `"key"` followed by `:` (found with native `indexOf` jumps), and only the last skipped one is
   * scanned character by character, to find its end. A `"` inside a string is always escaped, so
   * an unescaped `"key"` followed by `:` is a key wherever it is. The elements counted this way
   * are not checked at all. Ignored when it holds a `"` or a `\`.
   */
  constructor(options: { skip?: number; skipKey?: string } = {}) {
    this.#skip = Math.max(0, Math.floor(options.skip ?? 0));
    const key = options.skipKey;
    this.#skipKey = key && !/["\\]/.test(key) ? `"${key}"` : null;
  }

  /** Whether the body is an array; `false` for another value (read whole by {@link JsonArrayReader.end}). */
  get isArray(): boolean {
    return this.#kind !== 'other';
  }

  /** Whether anything but whitespace has been read. */
  get hasContent(): boolean {
    return this.#kind !== 'unknown';
  }

  /**
   * Whether the array's closing `]` has been read (followed by blanks only, so far): every
   * element has been returned by {@link JsonArrayReader.push} and none will follow, before the
   * input's end is known. {@link JsonArrayReader.end} still checks what comes after.
   */
  get complete(): boolean {
    if (this.#kind !== 'array') return false;
    if (this.#closed) return this.#complete === 0 && BLANKS.test(this.#text.slice(this.#pos));
    // After a guessed batch the text left is not scanned: the array ends when it holds its `]`.
    return this.#pos === 0 && this.#skip === 0 && !this.#first && ARRAY_END.test(this.#text);
  }

  /**
   * Takes the next chunk of text and returns the elements it completed (possibly none).
   * @throws {SyntaxError} when the text completed so far is not valid JSON.
   */
  push(chunk: string): unknown[] {
    if (this.#kind === 'unknown') this.#decideKind(chunk);
    if (this.#kind === 'array' && this.#pos === 0 && !this.#closed && this.#skip === 0) {
      // Tried before the chunk joins the unread text: that text is then never copied whole (a
      // look at a joined string's characters flattens it), only once, by the parse.
      const elements = this.#guess(this.#text, chunk);
      if (elements !== null) return elements;
    }
    this.#text = this.#text.length === 0 ? chunk : this.#text + chunk;
    if (this.#kind === 'other') return [];
    this.#scan();
    this.#dropSkipped();
    const elements = this.#take();
    if (elements.length > 0 && !this.#closed && this.#skip === 0) {
      // Back to "between elements", where the next push can guess again (the partial element
      // after the cut is looked at again then).
      this.#pos = 0;
      this.#depth = 1;
      this.#inString = false;
    }
    return elements;
  }

  /**
   * The array's last `count` elements, when `chunk` (the next text, not pushed yet) ends the
   * array, found from its end without parsing what comes before them; the reader's state is left
   * as it was (push the chunk next: its elements, these included, are returned then, in order).
   * A viewer can show the end of a long answer that arrives at once before parsing the whole.
   *
   * Needs the `skipKey` option: the elements of the unread text and the chunk are counted by
   * their key's occurrences (as skipped ones are), and the element before the last `count` is
   * scanned from its key to its end, where the last ones begin; `JSON.parse` reads those (so they
   * are what a parse of the whole gives).
   * @returns the elements and `before`, how many elements of the unread text and the chunk come
   * before them (on the `skipKey` contract: every element holds the key once at its top level);
   * `null` without `skipKey`, while elements are skipped, when the chunk does not end with the
   * array's `]`, when it holds `2 × count` elements or fewer (the end of a short answer is parsed
   * as fast whole), or when the text there does not parse as `count` elements.
   */
  peekLast(chunk: string, count: number): { elements: unknown[]; before: number } | null {
    const key = this.#peekKey(count);
    if (key === null) return null;
    // The array's `]` follows its last element's `}`: a chunk cut after a `]` inside a string
    // seldom looks so, and a look that fails costs the parse of the last elements, not a count.
    if (!endsArray(chunk)) return null;
    // The unread text is at most a partial element: joined, a key cut between the two counts once.
    const text = this.#text.length === 0 ? chunk : this.#text + chunk;
    const elements = lastElements(text, key, count);
    if (!Array.isArray(elements)) return null;
    const total = countKeys(text, key);
    if (total <= 2 * count) return null;
    return { elements, before: total - count };
  }

  /**
   * {@link JsonArrayReader.peekLast} over text held unread: `chunks`, the answer's text from its
   * start (the reader has taken none of it), whose last chunks end the array, and `keys`, how
   * many times the `skipKey` is a key in them (a {@link KeyCounter} they were added to). Only the
   * last chunks are looked at (as many as hold the last `count + 1` elements): an answer held
   * whole while it downloads shows its end without a scan of the whole.
   * @returns as {@link JsonArrayReader.peekLast}; `null` too when the reader has taken text.
   */
  peekLastHeld(
    chunks: readonly string[],
    keys: number,
    count: number,
  ): { elements: unknown[]; before: number } | null {
    const key = this.#peekKey(count);
    if (key === null || this.#kind !== 'unknown' || keys <= 2 * count) return null;
    let tail = '';
    let next = chunks.length;
    for (let want = HELD_TAIL_CHARS; ; want = 2 * tail.length) {
      while (next > 0 && tail.length < want) tail = chunks[--next] + tail;
      if (want === HELD_TAIL_CHARS && !endsArray(tail)) return null;
      const elements = lastElements(tail, key, count);
      if (elements === null || (elements === SHORT && next === 0)) return null;
      if (elements !== SHORT) return { elements, before: keys - count };
    }
  }

  /**
   * A counter of the `skipKey`'s uses as a key, for {@link JsonArrayReader.peekLastHeld};
   * `null` without the option.
   */
  keyCounter(): KeyCounter | null {
    return this.#skipKey === null ? null : new KeyCounter(this.#skipKey);
  }

  /** `"key"` when the last elements can be peeked at (the `skipKey` option, nothing skipped). */
  #peekKey(count: number): string | null {
    if (count < 1 || this.#skip > 0 || this.#closed || this.#kind === 'other') return null;
    return this.#skipKey;
  }

  /**
   * Decides from the first non-blank character whether the body is an array, before anything is
   * scanned: an answer that arrives in one chunk (a small task output) then takes the fast path
   * ({@link JsonArrayReader.#guess}) instead of the character scan.
   */
  #decideKind(chunk: string): void {
    // Until then the unread text holds only blanks: the chunk's first other character decides.
    let pos = 0;
    while (pos < chunk.length && isBlank(chunk.charCodeAt(pos))) pos++;
    if (pos === chunk.length) return;
    this.#kind = chunk.charCodeAt(pos) === 0x5b ? 'array' : 'other';
  }

  /**
   * The fast path, between elements (nothing scanned since the last batch): guesses that one of
   * the last few `}` of `tail` ends an element and lets `JSON.parse` check it. A parse of
   * `[` + the unread text (`head` + `tail`) up to there + `]` succeeds only when the cut is
   * outside every string with the brackets balanced, that is, right after an element (the text
   * starts at one), so a wrong guess costs a failed parse and the character scan then decides.
   * @param head - the unread text before `tail` (a partial element, or blanks: short).
   * @param tail - the new chunk.
   * @returns the elements before the cut (the text after it is kept), or `null` when no guess held.
   */
  #guess(head: string, tail: string): unknown[] | null {
    const offset = head.length;
    const start = this.#bodyStart(offset + tail.length, head, tail);
    let cut = tail.lastIndexOf('}');
    for (let attempt = 0; attempt < GUESSES && cut >= 0 && offset + cut >= start; attempt++) {
      try {
        const body =
          start >= offset
            ? tail.slice(start - offset, cut + 1)
            : head.slice(start) + tail.slice(0, cut + 1);
        const elements = JSON.parse(`[${body}]`) as unknown[];
        this.#text = tail.slice(cut + 1);
        this.#first = false;
        this.#depth = 1;
        return elements;
      } catch {
        cut = tail.lastIndexOf('}', cut - 1);
      }
    }
    return null;
  }

  /**
   * Where the unread elements begin in the text: after the array's `[` (first batch) or after the
   * `,` that follows the previous batch, and blanks. Does not change the state.
   * @param end - look no further than this index.
   * @param text - the unread text (default: all of it)...
   * @param more - ...and the text that follows it (a chunk not joined yet).
   */
  #bodyStart(end: number, text = this.#text, more = ''): number {
    const at = (i: number) =>
      i < text.length ? text.charCodeAt(i) : more.charCodeAt(i - text.length);
    let start = 0;
    while (start < end && isBlank(at(start))) start++;
    if (this.#first)
      start++; // the `[`
    else if (start < end && at(start) === 0x2c) start++;
    while (start < end && isBlank(at(start))) start++;
    return start;
  }

  /**
   * Ends the input.
   * @returns for an array, its remaining elements; for another value, `{ value }` with the whole
   * body parsed.
   * @throws {SyntaxError} when the body is not one complete JSON value.
   */
  end(): { elements: unknown[] } | { value: unknown } {
    if (this.#kind !== 'array') return { value: JSON.parse(this.#text) as unknown };
    // After guessed batches the tail (with the closing `]`) is still to be scanned.
    if (!this.#closed) this.#scan();
    if (!this.#closed) throw new SyntaxError('Unexpected end of JSON input');
    this.#dropSkipped();
    const elements = this.#take();
    if (this.#text.slice(this.#pos).trim() !== '') {
      throw new SyntaxError('Unexpected text after the JSON array');
    }
    return { elements };
  }

  /** Advances the scan over the text, recording where complete elements end. */
  #scan(): void {
    const text = this.#text;
    const n = text.length;
    let pos = this.#pos;
    let depth = this.#depth;
    while (pos < n && !this.#closed) {
      if (this.#inString) {
        const quote = closingQuote(text, pos);
        if (quote < 0) {
          pos = n;
          break;
        }
        pos = quote + 1;
        this.#inString = false;
        continue;
      }
      if (depth === 1 && this.#skip > 1 && this.#skipKey !== null) {
        // Between elements with more than one to skip: count them by their key.
        const key = this.#keyJump(text, pos);
        if (key >= 0) {
          // Inside the last element counted, outside its strings: scanned on to its end.
          pos = key;
          depth = 2;
          continue;
        }
      }
      const c = text.charCodeAt(pos);
      if (this.#kind === 'unknown') {
        if (isBlank(c)) {
          pos++;
          continue;
        }
        if (c !== 0x5b) {
          this.#kind = 'other';
          break;
        }
        this.#kind = 'array';
      }
      if (c === 0x22) this.#inString = true;
      else if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) {
        depth--;
        if (depth === 1) this.#elementEnd(pos + 1);
        else if (depth === 0) {
          // The array's `]`: a last primitive element ends here.
          this.#closed = true;
          this.#markPrimitiveEnd(pos);
        } else if (depth < 0) throw new SyntaxError(`Unexpected '${text[pos]}' in JSON`);
      } else if (c === 0x2c && depth === 1) this.#markPrimitiveEnd(pos);
      pos++;
    }
    this.#pos = pos;
    this.#depth = depth;
  }

  /**
   * From `from`, between elements, finds the next occurrences of the skip key used as a key, at
   * most as many as elements are left to skip. With two or more, the elements before the last one
   * found are skipped: they end before its key.
   * @returns the position of the last key found (its opening `"`), or -1 when fewer than two were
   * found (the scan goes on character by character).
   */
  #keyJump(text: string, from: number): number {
    const needle = this.#skipKey as string;
    let found = 0;
    let last = -1;
    let at = from;
    while (found < this.#skip) {
      const key = text.indexOf(needle, at);
      if (key < 0) break;
      at = key + needle.length;
      const isKey = keyAt(text, key, needle.length);
      // Not known yet whether a `:` follows: looked at again with more text.
      if (isKey === undefined) break;
      if (!isKey) continue;
      found++;
      last = key;
    }
    if (found < 2) return -1;
    this.#skip -= found - 1;
    // The text before the last key holds only skipped elements (and the `{` of its own).
    this.#skipped = last;
    return last;
  }

  /** An element ends at `end` (exclusive): skipped while elements are to be skipped, else complete. */
  #elementEnd(end: number): void {
    if (this.#skip > 0) {
      this.#skip--;
      this.#skipped = end;
    } else {
      this.#complete = end;
    }
  }

  /** At depth 1, a `,` or the closing `]` at `at` ends a primitive element written before it. */
  #markPrimitiveEnd(at: number): void {
    if (/[^\s,[]/.test(this.#text.slice(Math.max(this.#complete, this.#skipped), at))) {
      this.#elementEnd(at);
    }
  }

  /** Drops the text of the elements skipped so far (it is never parsed). */
  #dropSkipped(): void {
    const end = this.#skipped;
    if (end === 0) return;
    this.#text = this.#text.slice(end);
    this.#pos -= end;
    if (this.#complete > 0) this.#complete -= end;
    this.#skipped = 0;
    // The array's `[` went with the first skipped element: what follows starts with `,` or `]`.
    this.#first = false;
  }

  /** Parses and drops the complete elements from the text. */
  #take(): unknown[] {
    const end = this.#complete;
    if (end === 0) return [];
    const text = this.#text;
    const start = this.#bodyStart(end);
    this.#first = false;
    const body = text.slice(start, end);
    this.#text = text.slice(end);
    this.#pos -= end;
    this.#complete = 0;
    if (body.trim() === '') return [];
    return JSON.parse(`[${body}]`) as unknown[];
  }
}

/** The text after an array's last element: its `]` between blanks. */
const ARRAY_END = /^[ \t\n\r]*\][ \t\n\r]*$/;
/** Blanks only (or nothing). */
const BLANKS = /^[ \t\n\r]*$/;

/**
 * Whether the `"key"` of `length` characters at `at` in `text` is a key: its `"` is not escaped
 * (an escaped one, after an odd run of backslashes, is inside a string) and a `:` follows it,
 * blanks between (a string value equal to the key is followed by `,` or `}`). `undefined` when
 * the text ends before that is known.
 */
function keyAt(text: string, at: number, length: number): boolean | undefined {
  const colon = keyColon(text, at, length);
  return colon === UNKNOWN ? undefined : colon >= 0;
}

/** {@link keyColon}: the text ends before the `:` (or what is there instead). */
const UNKNOWN = -2;

/**
 * The index of the `:` after the `"key"` of `length` characters at `at` in `text` when it is a
 * key ({@link keyAt}); -1 when it is not, {@link UNKNOWN} when the text ends first.
 */
function keyColon(text: string, at: number, length: number): number {
  let backslashes = 0;
  for (let k = at - 1; text.charCodeAt(k) === 0x5c; k--) backslashes++;
  if (backslashes % 2 === 1) return -1;
  let colon = at + length;
  while (colon < text.length && isBlank(text.charCodeAt(colon))) colon++;
  if (colon === text.length) return UNKNOWN;
  return text.charCodeAt(colon) === 0x3a ? colon : -1;
}

/**
 * How many times `key` (quoted) is a key in `text` ({@link keyAt}) with its `:` at `from` or
 * after. Found with native `indexOf` jumps (a regular expression paid tens of ms on its first
 * runs in a page).
 */
function countKeys(text: string, key: string, from = 0): number {
  let count = 0;
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + key.length)) {
    if (keyColon(text, at, key.length) >= from) count++;
  }
  return count;
}

/** The index of the first `"` from `from` on that is not escaped (ends a string); -1: none. */
function closingQuote(text: string, from: number): number {
  for (let quote = text.indexOf('"', from); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === 0x5c; k--) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return -1;
}

/**
 * The end (exclusive) of the array element that `from` is inside, at its top level and outside
 * its strings (after one of its keys): the index after the bracket that closes it; -1 when the
 * text ends first.
 */
function elementEnd(text: string, from: number): number {
  let depth = 1;
  for (let pos = from; pos < text.length; pos++) {
    const c = text.charCodeAt(pos);
    if (c === 0x22) {
      pos = closingQuote(text, pos + 1);
      if (pos < 0) return -1;
    } else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth === 0) return pos + 1;
    }
  }
  return -1;
}

/** JSON whitespace: space, tab, LF, CR. */
function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** How many characters {@link JsonArrayReader.peekLastHeld} looks at first (doubled while short). */
const HELD_TAIL_CHARS = 64 * 1024;

/** {@link lastElements}: the text holds fewer than `count + 1` keys. */
const SHORT = 'short';

/**
 * The last `count` elements of `text`, which ends with an array's `]` (blanks after it), parsed
 * from after the element before them: that one is found from its `key` (the `count + 1`-th from
 * the end) and scanned to its end. `SHORT` when the text holds fewer keys; `null` when the text
 * there does not parse as `count` elements.
 */
function lastElements(text: string, key: string, count: number): unknown[] | typeof SHORT | null {
  let end = text.length;
  while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
  // The key of the element before the last `count`, from the end.
  let at = end;
  for (let found = 0; found <= count;) {
    at = text.lastIndexOf(key, at - 1);
    if (at < 0) return SHORT;
    if (keyAt(text, at, key.length)) found++;
  }
  const cut = elementEnd(text, at + key.length);
  if (cut < 0) return null;
  let comma = cut;
  while (comma < end && isBlank(text.charCodeAt(comma))) comma++;
  if (text.charCodeAt(comma) !== 0x2c) return null;
  let elements: unknown;
  try {
    elements = JSON.parse(`[${text.slice(comma + 1, end)}`);
  } catch {
    return null;
  }
  return Array.isArray(elements) && elements.length === count ? elements : null;
}

/**
 * Whether `text` ends with `}` and `]`, blanks between and after: an array of objects ends so,
 * and a chunk cut after a `]` inside a string (a log line) seldom does.
 */
export function endsArray(text: string): boolean {
  let end = text.length;
  while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
  if (end === 0 || text.charCodeAt(end - 1) !== 0x5d) return false;
  end--;
  while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
  return end > 0 && text.charCodeAt(end - 1) === 0x7d;
}

/**
 * Counts the uses of a `"key"` as a key ({@link keyAt}) in a text added chunk by chunk, as a
 * count over the joined text would: a key cut between two chunks counts once, when its `:` comes
 * (each chunk is scanned after the last {@link KEY_COUNT_OVERLAP} characters of the one before;
 * a key with more blanks than that before its `:`, which no JSON writer emits, would be missed).
 * Made by {@link JsonArrayReader.keyCounter}.
 */
export class KeyCounter {
  readonly #key: string;
  #tail = '';
  /** The uses counted so far. */
  count = 0;

  constructor(key: string) {
    this.#key = key;
  }

  /** Counts the uses that `chunk` (the next text) completes. */
  add(chunk: string): void {
    const from = this.#tail.length;
    const text = from === 0 ? chunk : this.#tail + chunk;
    this.count += countKeys(text, this.#key, from);
    this.#tail = text.slice(-KEY_COUNT_OVERLAP);
  }
}

/** The characters of a chunk that {@link KeyCounter} scans again with the next one. */
const KEY_COUNT_OVERLAP = 256;
