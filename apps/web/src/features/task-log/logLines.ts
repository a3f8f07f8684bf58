import {
  EMPTY_ANSI_LINE,
  INITIAL_ANSI_STATE,
  parseLine,
  strip,
  type AnsiLine,
  type AnsiState,
} from '@semaphore-console/ansi';
import { LINE_BLOCK, LineStore, type LineBlock } from './lineStore';
import type { SearchableLines, SearchChunk } from './logSearch';

/** One log line as the viewer keeps it: the server's `time` (RFC 3339) and raw `output` (API §5.11). */
export interface LogRecord {
  readonly time: string;
  readonly output: string;
}

/**
 * Lines per ANSI state checkpoint (see {@link LogLines}). Showing the last screen of a log that
 * just arrived parses from the checkpoint before it: at 256, up to 255 lines more than the ~40
 * shown were parsed on the way to the first paint (most of the rows' drawing time).
 */
const CHECKPOINT_EVERY = 64;
/** Parsed lines kept in the line cache before it is cleared (bounds memory; visible lines are few). */
const SPAN_CACHE_LIMIT = 4096;
/** Control characters that {@link strip} removes (tab is kept). */
// eslint-disable-next-line no-control-regex
const NEEDS_STRIP = /[\x00-\x08\x0a-\x1f\x7f-\x9f]/;
/** SGR colour sequences: most coloured lines hold nothing else, and one native replace drops them. */
// eslint-disable-next-line no-control-regex -- escapes are what we look for
const SGR = /\x1b\[[\d;:]*m/g;
/**
 * A control character that is not part of an SGR colour sequence: what makes a line need more
 * than its colour sequences removed ({@link NEEDS_STRIP} left after removing every {@link SGR}),
 * found by one test, without building the line's text without colours.
 */
// eslint-disable-next-line no-control-regex -- escapes are what we look for
const NOT_COLOUR_ONLY = /[\x00-\x08\x0a-\x1a\x1c-\x1f\x7f-\x9f]|\x1b(?!\[[\d;:]*m)/;
/**
 * Lines per chunk of the search index ({@link LogLines.searchChunk}). Large enough that a chunk
 * of ordinary lines (4,096 × ~100 characters) is over V8's largest regular object (128 KiB): its
 * text is then allocated in the large object space, which a young-generation collection does not
 * copy. With 1,024 lines (~100 KiB) every chunk built during a search was copied by the scavenges
 * that the search itself set off: 50-130 ms pauses inside 5 ms search slices.
 */
export const SEARCH_CHUNK_LINES = LINE_BLOCK;
/** A chunk whose plain text is longer than this (characters) is not indexed: searched line by line. */
const SEARCH_CHUNK_MAX_CHARS = 4_000_000;
/** Lines at least this long keep their plain text cached (a search continues inside them). */
const LONG_LINE = 16_384;

/** The full SGR resets a coloured line usually ends with. */
const RESET = '\x1b[0m';
const SHORT_RESET = '\x1b[m';

/**
 * The ANSI state after a line, without building its spans when that is provably unnecessary:
 * text without an escape never changes the style, and a line that ends with a full SGR reset
 * (`ESC[0m` / `ESC[m`, the usual end of a coloured line) and opens no OSC 8 link leaves the
 * initial style (when none was open before). Otherwise the parser decides.
 */
function nextState(raw: string, state: AnsiState): AnsiState {
  const escape = raw.indexOf('\x1b');
  if (escape === -1 && raw.indexOf('\x9b') === -1) return state;
  if (
    state.style.link === null &&
    (raw.endsWith(RESET) || raw.endsWith(SHORT_RESET)) &&
    raw.indexOf('\x1b]', escape) === -1 &&
    raw.indexOf('\x9d') === -1
  ) {
    return INITIAL_ANSI_STATE;
  }
  return parseLine(raw, state).state;
}

/**
 * The search chunk of the raw lines from line `first` on, joined by `\n` in `text` (`starts`: where
 * each begins, and `text.length + 1`), when they hold no control character but in colour sequences
 * ({@link LogLines.prepareSearch}): the raw text itself, colour sequences kept (`escapes`: the
 * search steps over them). Removing the sequences from the whole text took longer than joining it;
 * the line store keeps it joined already ({@link LineStore}).
 */
function colouredChunk(first: number, text: string, starts: Int32Array): SearchChunk {
  return text.indexOf('\x1b') === -1
    ? { first, text, starts }
    : { first, text, starts, escapes: true };
}

/**
 * The log of one task, kept outside React state: its lines' outputs and times stored compactly
 * ({@link LineStore}: blocks of 4,096 lines joined into one string, no object or string kept per
 * line) plus lazy, incremental derived data, so that neither a 100,000-line log nor a
 * 1,000 lines/s stream costs O(n) per line.
 *
 * - **ANSI**: a line is parsed (`@semaphore-console/ansi`'s `parseLine`) only when it is shown,
 *   and then once (line cache). Style state carries from line to line, so the state at the start
 *   of every 64th line is kept as a checkpoint; showing line i parses at most 63 lines from the
 *   nearest checkpoint. Checkpoints are computed forward once, and lines without an escape are
 *   skipped without calling the parser (text does not change the style).
 * - **Plain text** (search, copy): stripped lazily per line and cached; a line without control
 *   characters is its own plain text (no copy).
 * - **Change notification**: {@link LogLines.version} increases on every change; React reads it
 *   through `useSyncExternalStore` ({@link LogLines.subscribe}).
 */
export class LogLines implements SearchableLines {
  /** The lines, stored compactly (blocks of joined text). */
  private items = new LineStore();
  /** Plain text of long lines ({@link LONG_LINE}), which a search reads slice by slice. */
  private longPlains = new Map<number, string>();
  /** The search index: chunk `k` holds lines `k * SEARCH_CHUNK_LINES` on (`null`: too long). */
  private chunks: (SearchChunk | null)[] = [];
  /**
   * The last, incomplete chunk as last built, and how many lines it held: built again only when
   * lines were added (a scan that yields inside it asks for it again every slice).
   */
  private tailChunk: { chunk: SearchChunk; end: number } | undefined;
  /**
   * `colourOnly[k]`: whether the lines of complete chunk `k` hold no control character but in
   * colour sequences ({@link LogLines.isColourOnly}); a hole when not known yet.
   */
  private colourOnly: boolean[] = [];
  /** Complete chunks before this one are decided in {@link LogLines.colourOnly}. */
  private preparedChunks = 0;
  /** `checkpoints[k]` is the ANSI state at the start of line `k * CHECKPOINT_EVERY`. */
  private checkpoints: AnsiState[] = [INITIAL_ANSI_STATE];
  /** Parsed lines and the ANSI state after them (to continue from). */
  private lineCache = new Map<number, { line: AnsiLine; end: AnsiState }>();
  private listeners = new Set<() => void>();
  private versionValue = 0;
  /** Changes were made that the subscribers were not told about yet. */
  private unnotified = false;
  private generationValue = 0;

  constructor(records: readonly LogRecord[] = []) {
    this.push(records);
  }

  /** Number of lines. */
  get length(): number {
    return this.items.length;
  }

  /** Increases on every change (append or replace); a cheap snapshot for `useSyncExternalStore`. */
  get version(): number {
    return this.versionValue;
  }

  /**
   * Increases whenever lines already seen change (reset, or a backfill that inserts before the
   * end); appends do not change it. Derived data keyed by line index (search matches) is rebuilt
   * when it changes.
   */
  get generation(): number {
    return this.generationValue;
  }

  /** The `time` of line `index` (0-based) as the server sent it; `''` out of range. */
  time(index: number): string {
    return this.items.time(index) ?? '';
  }

  /**
   * The time of line `index` (0-based) in the form that costs least to read
   * ({@link LineStore.storedTime}: epoch ms for a sealed line, the server's text otherwise); `''`
   * out of range. For the run summary, which reads every line's time and takes either.
   */
  storedTime(index: number): string | number {
    return this.items.storedTime(index) ?? '';
  }

  /** The raw `output` of line `index` (0-based), escapes included; `''` out of range. */
  output(index: number): string {
    return this.items.output(index) ?? '';
  }

  /**
   * Line `index` (0-based) without escapes or control characters (tab kept). Derived on demand:
   * read from the search index when its chunk is built (and holds plain text), cached only for
   * long lines.
   */
  plain(index: number): string {
    const chunk = this.chunks[Math.floor(index / SEARCH_CHUNK_LINES)];
    if (chunk && !chunk.escapes) {
      const j = index - chunk.first;
      return chunk.text.slice(chunk.starts[j], (chunk.starts[j + 1] ?? 1) - 1);
    }
    const cached = this.longPlains.get(index);
    if (cached !== undefined) return cached;
    const raw = this.items.output(index);
    if (raw === undefined) return '';
    if (!NEEDS_STRIP.test(raw)) return raw;
    let text = raw.replace(SGR, '');
    // Anything but colours (cursor moves, carriage returns, OSC links): the full strip. A shown
    // line was parsed already: its text is the plain text (no second pass over 1 MB).
    if (NEEDS_STRIP.test(text)) text = this.lineCache.get(index)?.line.text ?? strip(raw);
    if (text.length >= LONG_LINE) this.longPlains.set(index, text);
    return text;
  }

  /**
   * The search index's chunk that holds line `line` (0-based): the plain text of its lines joined
   * by `\n` (their raw text, colour sequences kept, for a chunk that {@link LogLines.prepareSearch}
   * found to hold nothing else to strip: `escapes`), built once per complete chunk of
   * {@link SEARCH_CHUNK_LINES} lines (the last, incomplete one again once lines were added);
   * `undefined` when the chunk is too long to index (lines of megabytes: searched line by line),
   * which its first lines decide once, or `line` is out of range.
   */
  searchChunk(line: number): SearchChunk | undefined {
    if (line < 0 || line >= this.items.length) return undefined;
    const k = Math.floor(line / SEARCH_CHUNK_LINES);
    const cached = this.chunks[k];
    if (cached !== undefined) return cached ?? undefined;
    const first = k * SEARCH_CHUNK_LINES;
    const end = Math.min(first + SEARCH_CHUNK_LINES, this.items.length);
    const tail = this.tailChunk;
    if (tail?.chunk.first === first) {
      if (tail.end === end) return tail.chunk;
      // Lines were added: it is built again below (and let go once its chunk is complete).
      this.tailChunk = undefined;
    }
    // A complete chunk not prepared yet (a search right after the log arrived) is decided now:
    // one test per line, then the same one join as a prepared chunk.
    if (end - first === SEARCH_CHUNK_LINES && this.isColourOnly(k)) {
      // A sealed block is that text already (its lines joined by `\n`): nothing to build; a
      // block not sealed (a log shorter than SEAL_AT) is joined now, the same text.
      const block = this.items.outputBlock(k, true) as LineBlock;
      const chunk = colouredChunk(first, block.text, block.starts);
      this.chunks[k] = chunk;
      return chunk;
    }
    const texts: string[] = new Array<string>(end - first);
    const starts = new Int32Array(end - first + 1);
    let at = 0;
    for (let i = first; i < end; i++) {
      const raw = this.items.output(i) ?? '';
      const text = raw.length >= LONG_LINE || at > SEARCH_CHUNK_MAX_CHARS ? null : this.plain(i);
      if (text === null) {
        // Lines added later do not change that (a rewrite drops the decision: `truncate`).
        this.chunks[k] = null;
        return undefined;
      }
      texts[i - first] = text;
      starts[i - first] = at;
      at += text.length + 1;
    }
    starts[end - first] = at;
    const chunk: SearchChunk = { first, text: texts.join('\n'), starts };
    if (end - first === SEARCH_CHUNK_LINES) this.chunks[k] = chunk;
    else this.tailChunk = { chunk, end };
    return chunk;
  }

  /**
   * Prepares the search index ahead of a search, in the browser's idle time
   * (`prepareSearchWhenIdle`): finds, for every complete chunk of
   * {@link SEARCH_CHUNK_LINES} lines not looked at yet, whether its lines hold no control
   * character but in colour sequences (the usual log). Such a chunk is later indexed as its raw
   * text joined, the search stepping over the colour sequences ({@link colouredChunk}),
   * instead of line by line: testing and stripping every line was most of what a first search
   * over 1,000,000 lines spent its time on.
   * Keeps one boolean per chunk (no text). Asks `shouldYield` after every chunk.
   * @returns true when every complete chunk is prepared.
   */
  prepareSearch(shouldYield: () => boolean): boolean {
    const complete = Math.floor(this.items.length / SEARCH_CHUNK_LINES);
    while (this.preparedChunks < complete) {
      this.isColourOnly(this.preparedChunks);
      this.preparedChunks++;
      if (this.preparedChunks < complete && shouldYield()) return false;
    }
    return true;
  }

  /**
   * Tells the search index what a reader of every line of complete chunk `k` (the lines
   * `k * SEARCH_CHUNK_LINES` on) found: whether they hold no control character but in colour
   * sequences. The run summary's feed reads every line in order anyway, so the search index need
   * not test them again ({@link LogLines.prepareSearch}). Ignored for an incomplete chunk or one
   * decided already; the lines' lengths are still checked.
   */
  noteColourOnly(k: number, controlsAreColours: boolean): void {
    if (this.colourOnly[k] !== undefined || (k + 1) * SEARCH_CHUNK_LINES > this.items.length)
      return;
    this.colourOnly[k] = this.decideColourOnly(k, controlsAreColours);
  }

  /**
   * Whether complete chunk `k`'s lines hold no control character but in colour sequences (and no
   * line too long to index), decided once: a chunk built already (line by line) counts as not.
   */
  private isColourOnly(k: number): boolean {
    const known = this.colourOnly[k];
    if (known !== undefined) return known;
    const colourOnly = this.decideColourOnly(k);
    this.colourOnly[k] = colourOnly;
    return colourOnly;
  }

  /** Decides {@link LogLines.isColourOnly}; `controlsAreColours`: known already, lengths only. */
  private decideColourOnly(k: number, controlsAreColours?: boolean): boolean {
    if (controlsAreColours === false || this.chunks[k] !== undefined) return false;
    const test = controlsAreColours === undefined;
    const first = k * SEARCH_CHUNK_LINES;
    let chars = 0;
    for (let i = first; i < first + SEARCH_CHUNK_LINES; i++) {
      const raw = this.items.output(i) ?? '';
      chars += raw.length + 1;
      if (raw.length >= LONG_LINE || chars > SEARCH_CHUNK_MAX_CHARS) return false;
      if (test && NOT_COLOUR_ONLY.test(raw)) return false;
    }
    return true;
  }

  /** The lines from `from` (0-based) on as `{ time, output }` (new objects), in order. */
  records(from = 0): LogRecord[] {
    return this.items.records(from);
  }

  /** Every line without escapes, joined by `\n` ("copy without timestamps"). */
  plainText(): string {
    const out: string[] = new Array(this.items.length);
    for (let i = 0; i < this.items.length; i++) out[i] = this.plain(i);
    return out.join('\n');
  }

  /** The raw log: every output line as the server sent it (escapes kept), `\n`-terminated. */
  rawText(): string {
    if (this.items.length === 0) return '';
    const out: string[] = new Array(this.items.length);
    for (let i = 0; i < this.items.length; i++) out[i] = this.items.output(i) ?? '';
    return `${out.join('\n')}\n`;
  }

  /**
   * Line `index` (0-based) parsed: its text and styled runs, parsed once and cached. Parses forward from the
   * nearest parsed line before it (or the state checkpoint of its block), caching every line it
   * passes, so a stream of new lines costs one parse per line.
   */
  parsed(index: number): AnsiLine {
    const cached = this.lineCache.get(index);
    if (cached) return cached.line;
    if (index < 0 || index >= this.items.length) return EMPTY_ANSI_LINE;
    if (this.lineCache.size > SPAN_CACHE_LIMIT) this.lineCache.clear();
    // Continue from the nearest parsed line before it (the usual case: the next new line), else
    // from the state checkpoint of its block.
    const base = Math.floor(index / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    let from = index;
    let state: AnsiState | undefined;
    while (from > base) {
      const previous = this.lineCache.get(from - 1);
      if (previous) {
        state = previous.end;
        break;
      }
      from--;
    }
    state ??= this.stateAtCheckpoint(base / CHECKPOINT_EVERY);
    let result: AnsiLine = EMPTY_ANSI_LINE;
    for (let i = from; i <= index; i++) {
      const parsed = parseLine(this.items.output(i) ?? '', state);
      state = parsed.state;
      this.lineCache.set(i, { line: parsed.line, end: parsed.state });
      result = parsed.line;
    }
    return result;
  }

  /** Appends lines at the end (a websocket batch). O(batch). */
  append(records: readonly LogRecord[]): void {
    if (records.length === 0) return;
    this.push(records);
    this.changed();
  }

  /** Replaces everything (a fresh `GET …/output`). */
  reset(records: readonly LogRecord[]): void {
    this.truncate(0);
    this.push(records);
    this.changed();
  }

  /**
   * Applies a splice (the api-client merge's `TaskLogChange`): removes `removed` lines at `index`
   * and inserts `added` there. An append (index = length, removed = 0) is O(added); otherwise only
   * the lines from `index` on are rewritten (parsed lines and checkpoints before it are kept).
   * With `notify = false` the subscribers are told later, by {@link LogLines.notify}.
   * @throws RangeError when `index` is outside 0..length or `removed` runs past the end.
   */
  splice(index: number, removed: number, added: readonly LogRecord[], notify = true): void {
    const length = this.items.length;
    if (index < 0 || index > length || removed < 0 || index + removed > length) {
      throw new RangeError(`splice(${index}, ${removed}) outside 0..${length}`);
    }
    if (removed === 0 && added.length === 0) return;
    if (index === length) {
      this.push(added);
    } else {
      const tail = this.items.records(index + removed);
      this.truncate(index);
      this.push(added);
      this.push(tail);
    }
    this.changed(notify);
  }

  /**
   * Tells the subscribers about changes made with `notify = false` (none: nothing happens). Lets a
   * fast producer (an output read while it downloads) change the lines many times and have the
   * screen follow at its own pace.
   */
  notify(): void {
    if (!this.unnotified) return;
    this.unnotified = false;
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Makes the lines equal to `records` (the merge of a backfill), touching only what differs:
   * lines before the first difference keep their parsed spans, plain text and checkpoints.
   * @returns the 0-based index of the first changed line (`length` when nothing changed).
   */
  replaceWith(records: readonly LogRecord[]): number {
    const common = Math.min(records.length, this.items.length);
    let first = 0;
    while (
      first < common &&
      records[first]?.output === this.items.output(first) &&
      records[first]?.time === this.items.time(first)
    ) {
      first++;
    }
    if (first === this.items.length && first === records.length) return first;
    this.truncate(first);
    this.push(records.slice(first));
    this.changed();
    return first;
  }

  /**
   * Keeps the lines from `index` (0-based) on stored a string per line, never joined into blocks
   * ({@link LineStore.keepOpenFrom}): a merge holds those lines' strings too.
   */
  keepOpenFrom(index: number): void {
    this.items.keepOpenFrom(index);
  }

  /**
   * Computes the ANSI state checkpoints of every complete block of lines not computed yet
   * (O(new lines)), so that showing a line later parses at most one block. Used while an output
   * downloads, so the work is done before its last byte.
   */
  prepareCheckpoints(): void {
    const blocks = Math.floor(this.items.length / CHECKPOINT_EVERY);
    if (blocks >= this.checkpoints.length) this.stateAtCheckpoint(blocks);
  }

  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private push(records: readonly LogRecord[]): void {
    // While the checkpoints are up to date (prepared as lines arrive), those of the new lines are
    // computed from the records' own strings, before the store joins them into blocks: a line
    // read back from a block is a new slice (1,000,000 of them during a long log's download).
    const base = this.items.length;
    const end = base + records.length;
    if ((this.checkpoints.length - 1) * CHECKPOINT_EVERY + CHECKPOINT_EVERY > base) {
      const blocks = Math.floor(end / CHECKPOINT_EVERY);
      if (blocks >= this.checkpoints.length) this.stateAtCheckpoint(blocks, base, records);
    }
    this.items.push(records);
  }

  private truncate(length: number): void {
    if (length < this.items.length) this.generationValue++;
    this.items.truncate(length);
    const chunks = Math.floor(length / SEARCH_CHUNK_LINES);
    if (this.chunks.length > chunks) this.chunks.length = chunks;
    if (this.tailChunk && this.tailChunk.end > length) this.tailChunk = undefined;
    if (this.colourOnly.length > chunks) this.colourOnly.length = chunks;
    if (this.preparedChunks > chunks) this.preparedChunks = chunks;
    for (const key of this.longPlains.keys()) if (key >= length) this.longPlains.delete(key);
    // Checkpoint k is valid while it describes a line before the first changed one.
    const keep = Math.floor(length / CHECKPOINT_EVERY) + 1;
    if (this.checkpoints.length > keep) this.checkpoints.length = keep;
    for (const key of this.lineCache.keys()) if (key >= length) this.lineCache.delete(key);
  }

  /** Records a change; tells the subscribers now unless `notify` is false (see `notify()`). */
  private changed(notify = true): void {
    this.versionValue++;
    this.unnotified = true;
    if (notify) this.notify();
  }

  /**
   * The state at the start of line `k * CHECKPOINT_EVERY`, computing missing checkpoints forward.
   * With `pending`, lines from `base` on are `pending` (records about to be appended), not the
   * store's.
   */
  private stateAtCheckpoint(
    k: number,
    base = Infinity,
    pending: readonly LogRecord[] = [],
  ): AnsiState {
    const checkpoints = this.checkpoints;
    const length = Math.min(this.items.length, base) + pending.length;
    while (checkpoints.length <= k) {
      const from = (checkpoints.length - 1) * CHECKPOINT_EVERY;
      let state = checkpoints[checkpoints.length - 1] ?? INITIAL_ANSI_STATE;
      const end = Math.min(from + CHECKPOINT_EVERY, length);
      for (let i = from; i < end; i++) {
        const raw = (i < base ? this.items.output(i) : pending[i - base]?.output) ?? '';
        state = nextState(raw, state);
      }
      checkpoints.push(state);
    }
    return checkpoints[k] ?? INITIAL_ANSI_STATE;
  }
}

/**
 * The end of a long log that arrived at once, shown while the rest of it is parsed (the task log
 * session's `preview`): `lines` are the log's lines from `index` (0-based) on, to its end; their
 * colours start from the default style (the lines before them are not read yet).
 */
export interface LogPreview {
  readonly index: number;
  readonly lines: LogLines;
}
