import type { LogRecord } from './logLines';
import { packedTimeMs, packTimes, unpackTime, type PackedTimes } from './packedTimes';

/**
 * Lines per block of a {@link LineStore}: the search index's chunk (`SEARCH_CHUNK_LINES`), so that
 * a block's text is the chunk's text.
 */
export const LINE_BLOCK = 4096;

/**
 * Lines are sealed into blocks once the log has this many: a shorter log (10,000 lines) keeps a
 * string per line and is never joined while it loads, when every millisecond before its last line
 * is painted counts (two joins of 4,096 lines take 1-3 ms); a longer one is sealed block by block
 * from then on, as its blocks complete.
 */
export const SEAL_AT = 4 * LINE_BLOCK;

/** A sealed block's text and where each of its lines starts in it. */
export interface LineBlock {
  /** The block's lines joined by `\n`. */
  readonly text: string;
  /** Start of each line in `text`, and one more entry: `text.length + 1`. */
  readonly starts: Int32Array;
}

/**
 * The lines of a log, stored compactly: every {@link LINE_BLOCK} lines are sealed into one string
 * of their outputs joined by `\n`, with each line's start in an `Int32Array`, and their times
 * packed as numbers ({@link PackedTimes}). A line's output is a slice of its block and its time is
 * written back from the numbers, when asked for; loaded and streamed lines are sealed alike. Only
 * the lines after the sealed blocks keep a string per line: fewer than {@link LINE_BLOCK}, or all
 * of a log shorter than {@link SEAL_AT}.
 *
 * Why: a 1,000,000-line log kept as a record object and two strings per line is three million
 * small objects that the garbage collector copies out of the young generation and marks again
 * and again while the log loads (in Chromium, 1.2-1.5 s of CPU on its helper threads and main
 * thread during a 2 s open, on a 2-core machine); as blocks it is 500 large strings, which are
 * neither copied nor looked into.
 */
export class LineStore {
  private outputBlocks: string[] = [];
  /** The times of each sealed block's lines. */
  private timeBlocks: PackedTimes[] = [];
  /** Start of line `i` in its output block (`i` < sealed lines). */
  private outputStarts = new Int32Array(LINE_BLOCK * 8);
  /** Outputs of the lines after the sealed blocks. */
  private openOutputs: string[] = [];
  private openTimes: string[] = [];

  /**
   * Lines from this one on are never sealed ({@link LineStore.keepOpenFrom}); `Infinity`: none
   * held back.
   */
  private sealLimit = Infinity;

  /**
   * Leaves the lines from `index` on unsealed (a string per line), now and later: their strings
   * are held elsewhere too (a merge that may still pair them), and a block would be a second copy.
   * The complete blocks of lines before `index` are sealed now (a log of {@link SEAL_AT} lines or
   * more): lines the merge let go of are not kept a string each until the next push.
   */
  keepOpenFrom(index: number): void {
    this.sealLimit = Math.max(0, index);
    if (this.openOutputs.length >= LINE_BLOCK && this.length >= SEAL_AT) this.seal();
  }

  /** Number of lines. */
  get length(): number {
    return this.outputBlocks.length * LINE_BLOCK + this.openOutputs.length;
  }

  /** Output of line `index` (0-based); `undefined` out of range. */
  output(index: number): string | undefined {
    if (!(index >= 0 && index < this.length)) return undefined;
    const k = Math.floor(index / LINE_BLOCK);
    const block = this.outputBlocks[k];
    if (block === undefined) return this.openOutputs[index - this.outputBlocks.length * LINE_BLOCK];
    const starts = this.outputStarts;
    const end = (index + 1) % LINE_BLOCK === 0 ? block.length : (starts[index + 1] as number) - 1;
    return block.slice(starts[index], end);
  }

  /** Time of line `index` (0-based), as the server wrote it; `undefined` out of range. */
  time(index: number): string | undefined {
    if (!(index >= 0 && index < this.length)) return undefined;
    const k = Math.floor(index / LINE_BLOCK);
    const packed = this.timeBlocks[k];
    if (packed === undefined) return this.openTimes[index - this.timeBlocks.length * LINE_BLOCK];
    return unpackTime(packed, index - k * LINE_BLOCK);
  }

  /**
   * Time of line `index` (0-based) as it is kept: the server's text for a line not sealed yet,
   * epoch ms for a sealed one (as `Date.parse` reads {@link LineStore.time}, its text not made);
   * `undefined` out of range. For a reader of every line that takes either (the run summary).
   */
  storedTime(index: number): string | number | undefined {
    const k = Math.floor(index / LINE_BLOCK);
    const packed = this.timeBlocks[k];
    if (packed !== undefined) return packedTimeMs(packed, index - k * LINE_BLOCK);
    return this.time(index);
  }

  /**
   * Block `k` (lines `k * LINE_BLOCK` on) when sealed: its outputs joined by `\n` and their
   * starts. With `joinOpen`, a complete block not sealed yet (a log shorter than {@link SEAL_AT})
   * is joined now, the same text, and not kept. `undefined` otherwise (not complete, or not
   * sealed without `joinOpen`).
   */
  outputBlock(k: number, joinOpen = false): LineBlock | undefined {
    const text = this.outputBlocks[k];
    if (text === undefined) {
      const from = k * LINE_BLOCK - this.outputBlocks.length * LINE_BLOCK;
      if (!joinOpen || from < 0 || from + LINE_BLOCK > this.openOutputs.length) return undefined;
      return joinBlock(this.openOutputs, from);
    }
    const starts = new Int32Array(LINE_BLOCK + 1);
    starts.set(this.outputStarts.subarray(k * LINE_BLOCK, (k + 1) * LINE_BLOCK));
    starts[LINE_BLOCK] = text.length + 1;
    return { text, starts };
  }

  /** Appends lines. O(records), plus one join per block completed. */
  push(records: readonly LogRecord[]): void {
    if (this.openOutputs.length === 0 && records.length > LINE_BLOCK) {
      // A large batch after the sealed blocks (a fetched output): taken in two maps.
      this.openOutputs = records.map((record) => record.output);
      this.openTimes = records.map((record) => record.time);
    } else {
      for (let j = 0; j < records.length; j++) {
        const record = records[j] as LogRecord;
        this.openOutputs.push(record.output);
        this.openTimes.push(record.time);
      }
    }
    if (this.openOutputs.length >= LINE_BLOCK && this.length >= SEAL_AT) this.seal();
  }

  /** Lines `from` to `to` (exclusive) as records (new objects). */
  records(from = 0, to = this.length): LogRecord[] {
    const end = Math.min(to, this.length);
    const out: LogRecord[] = [];
    for (let i = Math.max(0, from); i < end; i++) {
      out.push({ time: this.time(i) as string, output: this.output(i) as string });
    }
    return out;
  }

  /** Keeps the first `length` lines. The sealed blocks before the cut are kept as they are. */
  truncate(length: number): void {
    if (length >= this.length) return;
    const keep = Math.max(0, length);
    const block = Math.floor(keep / LINE_BLOCK);
    if (block < this.outputBlocks.length) {
      // The cut is inside a sealed block: its lines before the cut become open lines again.
      const first = block * LINE_BLOCK;
      const outputs: string[] = [];
      const times: string[] = [];
      for (let i = first; i < keep; i++) {
        outputs.push(this.output(i) as string);
        times.push(this.time(i) as string);
      }
      this.outputBlocks.length = block;
      this.timeBlocks.length = block;
      this.openOutputs = outputs;
      this.openTimes = times;
    } else {
      const open = keep - this.outputBlocks.length * LINE_BLOCK;
      this.openOutputs.length = open;
      this.openTimes.length = open;
    }
  }

  /** Seals the open lines into blocks, every complete block of them. */
  private seal(): void {
    const sealed = this.outputBlocks.length * LINE_BLOCK;
    const count = Math.floor(
      (Math.min(sealed + this.openOutputs.length, this.sealLimit) - sealed) / LINE_BLOCK,
    );
    if (count <= 0) return;
    const first = this.outputBlocks.length * LINE_BLOCK;
    if (first + count * LINE_BLOCK > this.outputStarts.length) {
      let size = this.outputStarts.length;
      while (first + count * LINE_BLOCK > size) size *= 2;
      const to = new Int32Array(size);
      to.set(this.outputStarts);
      this.outputStarts = to;
    }
    const outputs = this.openOutputs;
    const times = this.openTimes;
    for (let b = 0; b < count; b++) {
      const from = b * LINE_BLOCK;
      const output = joinBlock(outputs, from);
      this.outputStarts.set(output.starts.subarray(0, LINE_BLOCK), first + from);
      this.outputBlocks.push(output.text);
      this.timeBlocks.push(packTimes(times, from, LINE_BLOCK));
    }
    this.openOutputs = outputs.slice(count * LINE_BLOCK);
    this.openTimes = times.slice(count * LINE_BLOCK);
  }
}

/** Lines `from` to `from + LINE_BLOCK` of `lines` joined by `\n`, with each line's start. */
function joinBlock(lines: readonly string[], from: number): LineBlock {
  const starts = new Int32Array(LINE_BLOCK + 1);
  let at = 0;
  for (let j = 0; j < LINE_BLOCK; j++) {
    starts[j] = at;
    at += (lines[from + j] as string).length + 1;
  }
  starts[LINE_BLOCK] = at;
  return { text: lines.slice(from, from + LINE_BLOCK).join('\n'), starts };
}
