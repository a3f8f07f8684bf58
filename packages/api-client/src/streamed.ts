/**
 * The read of a JSON array answer while it downloads ({@link jsonArray}), after its headers
 * (`TransportLike.open`). A function, not a method of the transport, so that an entry that never
 * calls it (the sign-in page's `auth`) does not carry it, nor the array reader.
 */
import { ArrayBodyReader, afterSkip } from './arrayBodyReader';
import { endsArray } from './jsonArrayReader';
import type { FastValidator } from './validate';
import {
  parseAndValidate,
  readFailure,
  type ArrayReadOptions,
  type RequestInitLite,
  type TransportLike,
} from './http';
import { invalidItemsOf, withInvalidItems } from './listItems';
import type { WireSchema } from './schemas';

/**
 * Sends a request whose answer is a JSON array and parses it while it downloads: after each
 * network chunk, the elements it completed are validated (with `fast` when it accepts them,
 * else `schema`) and appended to the result array, and `onProgress` is called with that array;
 * once the array's closing `]` is read, `onProgress` says it is `complete` (once; with no new
 * elements too), which can be a task or more before the body's end resolves the call.
 * The result equals what `Transport.json` gives for the same answer; errors are the same
 * too (an error answer, an empty or invalid body, a wrong element), except that `onProgress`
 * may have seen the elements before the one that failed.
 *
 * With `skip` (a count of elements), the answer's first `skip` elements are counted but neither
 * parsed nor validated, and the result (and `onProgress`) holds only the elements after them
 * (none when the answer has fewer); the indexes of left-out items stay those of the whole array.
 *
 * With `lastFirst`, the last elements of a long answer that arrives at once are read and shown
 * first ({@link ArrayReadOptions.lastFirst}).
 *
 * With `collect` false (and `onProgress`), the elements are handed over, not kept: each
 * `onProgress` call gets only the elements that chunk completed (a new array each time), and the
 * call resolves with an empty array that still carries the left-out items (`invalidItemsOf`).
 * A reader that copies what it needs out of each element (a log viewer's lines) then leaves
 * them to the young generation's collections instead of keeping every parsed element to the
 * end: in Chromium, a 1,000,000-element answer was read faster.
 */
export async function jsonArray<T>(
  t: TransportLike,
  method: string,
  path: string,
  schema: WireSchema<T[]>,
  init: RequestInitLite = {},
  fast?: FastValidator<T[]>,
  options: ArrayReadOptions<T> = {},
): Promise<T[]> {
  init = t.signal && !init.signal ? { ...init, signal: t.signal } : init;
  const { onProgress, skip = 0, collect = true, skipKey, lastFirst } = options;
  const { request, response } = await t.open(method, path, init);
  if ((!onProgress && skip === 0) || !response.ok || response.body === null) {
    const text = await t.read(request, response, init);
    const whole = t.reported(request, parseAndValidate(request, text, schema, fast));
    const result = skip === 0 ? whole : afterSkip(whole, skip);
    if (collect || !onProgress) return result;
    // Read whole (no body stream): handed over at once, as one chunk.
    onProgress(result, true);
    return withInvalidItems([], invalidItemsOf(result));
  }
  const body = response.body.getReader();
  const reader = new ArrayBodyReader(request, schema, fast, { skip, skipKey });
  const elements: T[] = [];
  /** `onProgress` was told that the array is complete. */
  let announced = false;
  /** The last elements were shown first (from the held chunks). */
  let shown = false;
  /** The valid elements of the body's last bytes, not handed over yet. */
  let last: T[];
  /** Parses the next text of the body and hands its elements over (its last first, if so). */
  const take = async (text: string) => {
    if (lastFirst && skip === 0 && !announced && !shown) {
      const last = reader.peekLast(text, lastFirst.count);
      if (last !== null) await showFirst(last.elements, last.index);
    }
    const fresh = reader.push(text);
    if (collect) for (const element of fresh) elements.push(element);
    // The array's `]` is often read a task or more before the body's end is signalled.
    const complete = reader.complete;
    if (fresh.length > 0 || (complete && !announced)) {
      announced = complete;
      onProgress?.(collect ? elements : fresh, complete);
    }
  };
  const showFirst = async (last: T[], index: number) => {
    shown = true;
    try {
      await lastFirst?.show(last, index);
    } catch {
      // Showing them first is a courtesy: the read goes on whatever happened.
    }
  };
  // The first chunks held unparsed (`lastFirst.holdMs`): their text, its length, the skip key's
  // uses in it (for the held chunks' peek), and when the first came (ms).
  const holdMs = skip === 0 ? (lastFirst?.holdMs ?? 0) : 0;
  const holdChars = lastFirst?.holdChars ?? HOLD_CHARS;
  const holdRate = lastFirst?.holdRate ?? 0;
  let holding = holdMs > 0;
  let held: string[] = [];
  let heldChars = 0;
  const keys = holding ? reader.keyCounter() : null;
  let heldSince = 0;
  /**
   * Ends the hold: the last elements of held chunks that end the answer are shown first, then the
   * chunks are taken in order, the page given a turn every {@link SLICE_MS} (a whole answer held
   * is a long parse, after its end is on screen).
   */
  const takeHeld = async () => {
    holding = false;
    const chunks = held;
    held = [];
    if (lastFirst && keys !== null && chunks.length > 0) {
      const last = reader.peekLastHeld(chunks, keys.count, lastFirst.count);
      if (last !== null) await showFirst(last.elements, last.index);
    }
    let sliceFrom = Date.now();
    for (let i = 0; i < chunks.length; i++) {
      // The body was read whole: a cancelled read stops here, not at the next network read.
      if (init.signal?.aborted) throw init.signal.reason;
      await take(chunks[i] as string);
      chunks[i] = '';
      if (i < chunks.length - 1 && Date.now() - sliceFrom >= SLICE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        sliceFrom = Date.now();
      }
    }
  };
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await body.read();
      } catch (error) {
        throw readFailure(request, init, error);
      }
      if (chunk.done) break;
      const text = reader.decode(chunk.value);
      if (holding) {
        if (held.length === 0) heldSince = Date.now();
        held.push(text);
        heldChars += text.length;
        keys?.add(text);
        const waited = Date.now() - heldSince;
        const fast = holdRate > 0 && heldChars >= holdRate * waited;
        if (!endsArray(text) && (waited < holdMs || fast) && heldChars < holdChars) continue;
        await takeHeld();
      } else {
        await take(text);
      }
    }
    if (holding) await takeHeld();
    last = reader.end();
  } catch (error) {
    void body.cancel().catch(() => undefined);
    throw error;
  }
  // Another value than an array: validated whole (the array schema rejects it).
  if (!reader.isArray) return t.reported(request, last);
  if (collect) for (const element of last) elements.push(element);
  if (last.length > 0 || !announced) onProgress?.(collect ? elements : last, true);
  return t.reported(request, withInvalidItems(elements, [...reader.invalid]));
}

/**
 * Default {@link ArrayLastFirst.holdChars}: 256 Mi characters (the text of about 1,400,000 log
 * lines), a bound on the memory held.
 */
const HOLD_CHARS = 256 * 1024 * 1024;

/** Held chunks are taken for this long (ms) before the page is given a turn. */
const SLICE_MS = 40;
