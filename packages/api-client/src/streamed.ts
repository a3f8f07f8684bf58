/**
 * The read of a JSON array answer while it downloads ({@link jsonArrayBatches}), after its headers
 * (`TransportLike.open`). A function, not a method of the transport, so that an entry that never
 * calls it (the sign-in page's `auth`) does not carry it, nor the array reader.
 */
import { ArrayBodyReader, afterSkip } from './arrayBodyReader';
import { endsArray } from './jsonArrayReader';
import type { FastValidator } from './validate';
import { parseAndValidate, readFailure, type RequestInitLite, type TransportLike } from './http';
import { invalidItemsOf, withInvalidItems } from './listItems';
import type { WireSchema } from './schemas';

/**
 * One batch of a JSON array answer read while it downloads ({@link jsonArrayBatches}).
 *
 * - `kind: 'records'`: the valid elements of the answer's elements `index` to `end` (exclusive,
 *   0-based indexes of the whole answer; elements left out as invalid count, and are not in
 *   `records`), in order. The batches of a read follow each other: a batch's `index` is the
 *   previous one's `end` (the first one's is `skip`).
 * - `kind: 'last'`: the answer's last elements, read first (`lastFirst`): `index` is the first's
 *   index in the whole answer, `end` the answer's length. They come again, in order, in the
 *   `'records'` batches that follow.
 */
export interface ArrayBatch<T> {
  /** `'records'` (the answer in order) or `'last'` (its end, read first). */
  readonly kind: 'records' | 'last';
  /** The elements (a new array for each batch; the read keeps none of them). */
  readonly records: readonly T[];
  /** Index of the batch's first element in the whole answer (0-based, skipped ones counted). */
  readonly index: number;
  /**
   * Index after the batch's last element in the whole answer: the elements read so far (never
   * less than the read's `skip`).
   */
  readonly end: number;
  /**
   * `true` on the `'records'` batch after which the answer's array has ended (its closing `]`
   * read; said once): no element follows, though the body's end, and so the end of the
   * iteration, may come a task or more later. Always `false` on a `'last'` batch.
   */
  readonly complete: boolean;
}

/** What has been held unparsed so far ({@link ArrayBatchOptions.holdWhile}). */
export interface HeldText {
  /** Characters of the body held (decoded text). */
  readonly chars: number;
  /** Time since the first held chunk arrived, in ms. */
  readonly ms: number;
}

/** How {@link jsonArrayBatches} reads an array answer. */
export interface ArrayBatchOptions {
  /** Leading elements to count without parsing them (default 0). */
  skip?: number;
  /**
   * A key that every element (an object) holds once at its top level, as `"key"`: the skipped
   * elements are then counted by this key's occurrences instead of scanned character by
   * character ({@link JsonArrayReader}'s `skipKey`). Needed by `lastFirst`.
   */
  skipKey?: string;
  /**
   * How many of the answer's last elements to read first (default 0: none). When the text that
   * ends the array (the network chunk that does, or the chunks held meanwhile: `holdWhile`) holds
   * more than `2 × lastFirst` elements, its last `lastFirst` are read from the end of the text,
   * validated and yielded as a `'last'` batch before the rest is parsed; the read goes on when
   * the next batch is asked for. Never when elements are skipped.
   */
  lastFirst?: number;
  /**
   * Holds the answer's first chunks unparsed while this returns `true` (asked after each chunk,
   * with what is held), or until the answer ends: then its last elements are read from the held
   * text's end (`lastFirst`; the `skipKey`'s uses counted as the chunks arrived, never parsed),
   * and the held chunks are parsed after, in order, the page given a turn every 40 ms. A
   * download is then not slowed by the parse of its start. Not used when elements are skipped.
   */
  holdWhile?: (held: HeldText) => boolean;
}

/**
 * Sends a request whose answer is a JSON array and yields its elements in batches while it
 * downloads: after each network chunk, the elements it completed are validated (with `fast` when
 * it accepts them, else `schema`, whose list schemas leave bad items out) and yielded, only those
 * ({@link ArrayBatch}); nothing is kept by the read. An answer read whole (no body stream) is one
 * batch. The items left out as invalid are reported (`TransportLike.reported`) at the body's end.
 * The body is read only as the batches are asked for; leaving the iteration early cancels it.
 *
 * With `skip` (a count of elements), the answer's first `skip` elements are counted but neither
 * parsed nor validated (none are yielded when the answer has fewer).
 *
 * @throws the errors of `Transport.json` for the same answer (an error answer, an empty or
 * invalid body, a wrong element), from the iteration, after the batches before the failure;
 * the signal's reason when `init.signal` aborts the read.
 */
export async function* jsonArrayBatches<T>(
  t: TransportLike,
  method: string,
  path: string,
  schema: WireSchema<T[]>,
  init: RequestInitLite = {},
  fast?: FastValidator<T[]>,
  options: ArrayBatchOptions = {},
): AsyncGenerator<ArrayBatch<T>, void, undefined> {
  init = t.signal && !init.signal ? { ...init, signal: t.signal } : init;
  const skip = Math.max(0, Math.floor(options.skip ?? 0));
  const { skipKey, holdWhile } = options;
  const lastFirst = skip === 0 ? Math.max(0, Math.floor(options.lastFirst ?? 0)) : 0;
  const { request, response } = await t.open(method, path, init);
  if (!response.ok || response.body === null) {
    const text = await t.read(request, response, init);
    const whole = t.reported(request, parseAndValidate(request, text, schema, fast));
    const length = whole.length + invalidItemsOf(whole).length;
    const records = skip === 0 ? whole : afterSkip(whole, skip);
    yield { kind: 'records', records, index: skip, end: Math.max(skip, length), complete: true };
    return;
  }
  const body = response.body.getReader();
  const reader = new ArrayBodyReader(request, schema, fast, { skip, skipKey });
  /** The answer's index after the last `'records'` batch. */
  let from = skip;
  /** The array's end was said (`complete`). */
  let announced = false;
  /** The last elements were yielded first. */
  let shown = false;
  const records = (elements: readonly T[], complete: boolean): ArrayBatch<T> => {
    const index = from;
    from = Math.max(from, reader.read);
    return { kind: 'records', records: elements, index, end: from, complete };
  };
  const lastBatch = (last: { elements: T[]; index: number }): ArrayBatch<T> => {
    shown = true;
    const end = last.index + last.elements.length;
    return { kind: 'last', records: last.elements, index: last.index, end, complete: false };
  };
  /** Parses the next text of the body and yields its elements (its last first, if so). */
  function* take(text: string): Generator<ArrayBatch<T>, void, undefined> {
    if (lastFirst > 0 && !announced && !shown) {
      const last = reader.peekLast(text, lastFirst);
      if (last !== null) yield lastBatch(last);
    }
    const fresh = reader.push(text);
    // The array's `]` is often read a task or more before the body's end is signalled.
    const complete = reader.complete;
    if (fresh.length > 0 || (complete && !announced)) {
      announced = complete;
      yield records(fresh, complete);
    }
  }
  // The first chunks held unparsed (`holdWhile`): their text, its length, the skip key's uses in
  // it (for the held chunks' peek), and when the first came (ms).
  let holding = holdWhile !== undefined && skip === 0;
  let held: string[] = [];
  let heldChars = 0;
  const keys = holding ? reader.keyCounter() : null;
  let heldSince = 0;
  /**
   * Ends the hold: the last elements of held chunks that end the answer are yielded first, then
   * the chunks are taken in order, the page given a turn every {@link SLICE_MS} (a whole answer
   * held is a long parse).
   */
  async function* takeHeld(): AsyncGenerator<ArrayBatch<T>, void, undefined> {
    holding = false;
    const chunks = held;
    held = [];
    if (lastFirst > 0 && keys !== null && chunks.length > 0) {
      const last = reader.peekLastHeld(chunks, keys.count, lastFirst);
      if (last !== null) yield lastBatch(last);
    }
    let sliceFrom = Date.now();
    for (let i = 0; i < chunks.length; i++) {
      // The body was read whole: a cancelled read stops here, not at the next network read.
      if (init.signal?.aborted) throw init.signal.reason;
      const text = chunks[i] as string;
      chunks[i] = '';
      yield* take(text);
      if (i < chunks.length - 1 && Date.now() - sliceFrom >= SLICE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        sliceFrom = Date.now();
      }
    }
  }
  let ended = false;
  let last: T[];
  try {
    for (;;) {
      // Aborted while the last batch was handled: stop before the next network read.
      if (init.signal?.aborted) throw init.signal.reason;
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
        if (!endsArray(text) && holdWhile?.({ chars: heldChars, ms: Date.now() - heldSince }))
          continue;
        yield* takeHeld();
      } else {
        yield* take(text);
      }
    }
    if (holding) yield* takeHeld();
    last = reader.end();
    ended = true;
  } finally {
    // An error, or the iteration left early: the rest of the body is not read.
    if (!ended) void body.cancel().catch(() => undefined);
  }
  if (last.length > 0 || !announced) yield records(last, true);
  t.reported(request, withInvalidItems([], [...reader.invalid]));
}

/** Held chunks are taken for this long (ms) before the page is given a turn. */
const SLICE_MS = 40;
