/**
 * The reading of a JSON array answer from its body's bytes, as they arrive: decoding, the
 * incremental parse ({@link JsonArrayReader}) and the validation of every batch of elements
 * (`jsonArray` in streamed.ts reads streamed array answers with it). Only streamed reads import
 * this module: a bundle's chunk that holds the request core (http.ts, whose validation helpers
 * are in validate.ts) does not carry the reader.
 */
import * as v from 'valibot';
import { ResponseValidationError, type RequestDescription } from './errors';
import { JsonArrayReader, type KeyCounter } from './jsonArrayReader';
import { type InvalidListItem, invalidItemsOf, withInvalidItems } from './listItems';
import type { WireSchema } from './schemas';
import { invalidElements, validate, type FastValidator } from './validate';

/**
 * The elements of a validated list after its first `skip` elements of the answer (items left out
 * as invalid count among them), keeping the record of the left-out items after that point.
 */
export function afterSkip<T>(list: T[], skip: number): T[] {
  const invalid = invalidItemsOf(list);
  const later = invalid.filter((item) => item.index >= skip);
  const validBefore = skip - (invalid.length - later.length);
  return withInvalidItems(list.slice(Math.max(0, validBefore)), later);
}

/** Options of an {@link ArrayBodyReader}. */
export interface ArrayBodyReaderOptions {
  /** Leading elements to count without parsing them (default 0). */
  skip?: number;
  /** A key every element holds once at its top level ({@link JsonArrayReader}'s `skipKey`). */
  skipKey?: string;
}

/**
 * Reads a JSON array answer from its body's bytes as they arrive: each {@link ArrayBodyReader.push}
 * of their decoded text (UTF-8, characters split across chunks kept), parses the elements they
 * completed and validates them (`fast` when it accepts the batch, else `schema`, whose list
 * schemas leave bad items out: recorded in {@link ArrayBodyReader.invalid} with their indexes in
 * the whole array). With `skip`, the first elements are counted, neither parsed nor validated.
 *
 * Errors: a body that is not valid JSON, is empty, or holds an element the schema rejects throws
 * {@link ResponseValidationError} (the same errors as `Transport.json` for the same answer).
 */
export class ArrayBodyReader<T> {
  readonly #request: RequestDescription;
  readonly #schema: WireSchema<T[]>;
  readonly #fast: FastValidator<T[]> | undefined;
  readonly #skip: number;
  readonly #decoder = new TextDecoder();
  readonly #reader: JsonArrayReader;
  readonly #invalid: InvalidListItem[] = [];
  /** Elements read so far, skipped ones included. */
  #seen: number;

  /**
   * @param request - the request whose answer is read (named by the errors).
   * @param schema - the schema of the whole array (a list schema: bad items left out).
   * @param fast - a check that accepts a valid batch without the schema (hot paths).
   */
  constructor(
    request: RequestDescription,
    schema: WireSchema<T[]>,
    fast?: FastValidator<T[]>,
    options: ArrayBodyReaderOptions = {},
  ) {
    this.#request = request;
    this.#schema = schema;
    this.#fast = fast;
    this.#skip = Math.max(0, Math.floor(options.skip ?? 0));
    this.#seen = this.#skip;
    this.#reader = new JsonArrayReader({ skip: this.#skip, skipKey: options.skipKey });
  }

  /**
   * Whether the array's closing `]` has been read: no element follows (the body's end, checked
   * by {@link ArrayBodyReader.end}, can come later).
   */
  get complete(): boolean {
    return this.#reader.complete;
  }

  /** Elements of the array read so far, the skipped and the invalid ones included. */
  get read(): number {
    return this.#seen;
  }

  /** Whether the body is an array so far (`false`: another value, validated whole by `end`). */
  get isArray(): boolean {
    return this.#reader.isArray;
  }

  /** The items left out as invalid so far (indexes in the whole array). */
  get invalid(): readonly InvalidListItem[] {
    return this.#invalid;
  }

  /**
   * Decodes the next bytes of the body (UTF-8; a character split across chunks is kept for the
   * next call), for {@link ArrayBodyReader.push}.
   */
  decode(bytes: Uint8Array): string {
    return this.#decoder.decode(bytes, { stream: true });
  }

  /**
   * Takes the next text of the body ({@link ArrayBodyReader.decode}d bytes, in order).
   * @returns the valid elements it completed (a new array; empty when none).
   * @throws {ResponseValidationError} when the body read so far is not valid JSON or holds an
   * element the schema rejects.
   */
  push(text: string): T[] {
    return this.#parsed(() => this.#reader.push(text));
  }

  /**
   * The array's last `count` elements when the next text (decoded, not pushed yet) ends it, read
   * first ({@link JsonArrayReader.peekLast}: needs the `skipKey` option, and more than
   * `2 × count` elements in that text), validated, with the index of the first in the whole
   * array. Changes nothing: pushed next, the text gives these elements again, in order.
   * @returns `null` when they are not found so, or one of them is invalid (the push reports it).
   */
  peekLast(text: string, count: number): { elements: T[]; index: number } | null {
    return this.#validLast(() => this.#reader.peekLast(text, count));
  }

  /**
   * {@link ArrayBodyReader.peekLast} over the body's text held unread from its start (decoded
   * chunks, none pushed yet), whose last chunks end the array: `keys` counts the `skipKey`'s uses
   * in them ({@link ArrayBodyReader.keyCounter}); only the last chunks are looked at
   * ({@link JsonArrayReader.peekLastHeld}).
   * @returns `null` as {@link ArrayBodyReader.peekLast}, and when text was pushed already.
   */
  peekLastHeld(
    chunks: readonly string[],
    keys: number,
    count: number,
  ): { elements: T[]; index: number } | null {
    return this.#validLast(() => this.#reader.peekLastHeld(chunks, keys, count));
  }

  /** A counter of the `skipKey`'s uses as a key in held text; `null` without the option. */
  keyCounter(): KeyCounter | null {
    return this.#reader.keyCounter();
  }

  /** The elements a peek found, validated, with the index of the first in the whole array. */
  #validLast(
    peek: () => { elements: unknown[]; before: number } | null,
  ): { elements: T[]; index: number } | null {
    let last: { elements: unknown[]; before: number } | null;
    try {
      last = peek();
    } catch {
      return null;
    }
    if (last === null) return null;
    const index = this.#seen + last.before;
    if (this.#fast?.(last.elements)) return { elements: last.elements, index };
    const result = v.safeParse(this.#schema, last.elements);
    if (!result.success || invalidItemsOf(result.output).length > 0) return null;
    return { elements: result.output, index };
  }

  /**
   * Ends the body.
   * @returns the valid elements its last bytes completed. A body that is not an array is
   * validated whole (the schema of an array rejects it).
   * @throws {ResponseValidationError} when the body is empty, not valid JSON, or invalid.
   */
  end(): T[] {
    const last = this.#parsed(() => this.#reader.push(this.#decoder.decode()));
    if (!this.#reader.hasContent) {
      throw new ResponseValidationError(this.#request, '(root)', ['(root): the body is empty']);
    }
    let end: ReturnType<JsonArrayReader['end']>;
    try {
      end = this.#reader.end();
    } catch (error) {
      throw this.#syntax(error);
    }
    if ('value' in end) {
      const whole = validate(this.#request, end.value, this.#schema, this.#fast);
      const result = this.#skip === 0 ? whole : afterSkip(whole, this.#skip);
      this.#invalid.push(...invalidItemsOf(result));
      return result;
    }
    const rest = this.#add(end.elements);
    return last.length === 0 ? rest : rest.length === 0 ? last : [...last, ...rest];
  }

  #parsed(read: () => unknown[]): T[] {
    let batch: unknown[];
    try {
      batch = read();
    } catch (error) {
      throw this.#syntax(error);
    }
    return this.#add(batch);
  }

  /** A parse failure as the answer's error; other errors as they are. */
  #syntax(error: unknown): unknown {
    return error instanceof SyntaxError
      ? new ResponseValidationError(this.#request, '(root)', ['(root): the body is not valid JSON'])
      : error;
  }

  /** Validates a batch of parsed elements; returns its valid elements. */
  #add(batch: unknown[]): T[] {
    if (batch.length === 0) return [];
    const start = this.#seen;
    this.#seen += batch.length;
    if (this.#fast?.(batch)) return batch;
    const result = v.safeParse(this.#schema, batch);
    if (!result.success) throw invalidElements(this.#request, result.issues, start);
    // A list schema leaves bad items out: their indexes are shifted to the whole array.
    for (const item of invalidItemsOf(result.output))
      this.#invalid.push({ ...item, index: item.index + start });
    return result.output;
  }
}
