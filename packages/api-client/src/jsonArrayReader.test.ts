import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '@semaphore-console/vitest-config/random';
import { JsonArrayReader } from './jsonArrayReader';

/**
 * A maker of random elements that each hold the key `task_id` once at their top level, among
 * keys and strings that hold the key (a `"` in them is escaped), end with it (after an escaped
 * `"`), or are the key as a value; nested objects and arrays. `n` is the `task_id`.
 */
function keyedElements(next: () => number): (n: number) => Record<string, unknown> {
  const tricky = [
    '"task_id":',
    'a"task_id',
    '\\"task_id',
    'task_id',
    '} , { "task_id" : 1',
    '\\',
    '"',
  ];
  const randomString = () =>
    tricky[Math.floor(next() * tricky.length)]! + (next() < 0.5 ? '' : String(next()).slice(2, 5));
  return (n) => {
    const entries: [string, unknown][] = [['task_id', n]];
    for (let k = Math.floor(next() * 4); k > 0; k--) {
      const value = next() < 0.2 ? { inner: [randomString(), {}] } : randomString();
      entries.splice(Math.floor(next() * (entries.length + 1)), 0, [randomString(), value]);
    }
    return Object.fromEntries(entries);
  };
}

/** Up to 39 random elements ({@link keyedElements}) and their JSON text, indented or not. */
function randomArray(
  next: () => number,
  element: (n: number) => Record<string, unknown>,
): { value: Record<string, unknown>[]; text: string } {
  const value = Array.from({ length: Math.floor(next() * 40) }, (_, i) => element(i));
  const text =
    JSON.stringify(value, null, next() < 0.3 ? 1 : undefined) + (next() < 0.3 ? '\n' : '');
  return { value, text };
}

/** A peek's result equals the expected one (compared as JSON); the failure names the case. */
function expectSame(last: unknown, expected: unknown, context: Record<string, unknown>): void {
  if (JSON.stringify(last) !== JSON.stringify(expected)) {
    expect({ ...context, last }).toEqual({ ...context, last: expected });
  }
}

/** Reads `text` in the given chunks; returns every element, or the whole value when not an array. */
function read(
  chunks: string[],
  skip = 0,
  skipKey?: string,
): { elements: unknown[]; batches: number } | { value: unknown } {
  const reader = new JsonArrayReader({ skip, skipKey });
  const elements: unknown[] = [];
  let batches = 0;
  for (const chunk of chunks) {
    const got = reader.push(chunk);
    if (got.length > 0) batches++;
    elements.push(...got);
  }
  const end = reader.end();
  if ('value' in end) return end;
  elements.push(...end.elements);
  return { elements, batches };
}

/** `text` cut into pieces of `size` characters. */
function pieces(text: string, size: number): string[] {
  return Array.from({ length: Math.ceil(text.length / size) }, (_, k) =>
    text.slice(k * size, (k + 1) * size),
  );
}

const TRICKY = JSON.stringify([
  { task_id: 1, task: '', time: '2026-11-22T10:00:00Z', output: 'plain' },
  { task_id: 1, task: '', time: '2026-11-22T10:00:01Z', output: 'quotes " and \\" and \\\\' },
  { task_id: 1, task: '', time: 't', output: '} ] }, { ], [ "task_id": 2 },{"' },
  { task_id: 1, task: '', time: 't', output: '\u001b[32mok\u001b[0m é 日本 😀 \n\t' },
  { nested: { deep: [1, { x: '}' }, []], empty: {} }, list: [[], [[]]] },
  { task_id: 1, task: '', time: 't', output: 'ends with a backslash \\' },
]);

describe('JsonArrayReader', () => {
  it('gives JSON.parse’s elements for a split at every offset of tricky text', () => {
    const expected = JSON.parse(TRICKY) as unknown[];
    for (let at = 0; at <= TRICKY.length; at++) {
      const got = read([TRICKY.slice(0, at), TRICKY.slice(at)]);
      expect(got, `split at ${at}`).toEqual({ elements: expected, batches: expect.any(Number) });
    }
    expect(read(TRICKY.split(''))).toEqual({ elements: expected, batches: expected.length });
  });

  it('hands elements back as soon as they are complete', () => {
    const reader = new JsonArrayReader();
    expect(reader.push('[{"a":1},{"b":')).toEqual([{ a: 1 }]);
    expect(reader.push('"x}"}')).toEqual([{ b: 'x}' }]);
    expect(reader.push(', {"c":[1,2]} ]')).toEqual([{ c: [1, 2] }]);
    expect(reader.end()).toEqual({ elements: [] });
  });

  it('parses an answer that arrives in one chunk without a character scan', () => {
    const records = Array.from({ length: 1_000 }, (_, n) => ({
      task_id: 1,
      task: '',
      time: '2026-11-22T10:00:00Z',
      output: `line ${n} with "quotes" and } ] brackets`,
    }));
    const text = `\n ${JSON.stringify(records)} `;
    // The scan reads every quote and bracket with charCodeAt; the fast path only the blanks
    // around the array's start.
    const charCodeAt = vi.spyOn(String.prototype, 'charCodeAt');
    try {
      const reader = new JsonArrayReader();
      expect(reader.push(text)).toEqual(records);
      expect(charCodeAt.mock.calls.length).toBeLessThan(20);
      expect(reader.end()).toEqual({ elements: [] });
    } finally {
      charCodeAt.mockRestore();
    }
  });

  it('says the array is complete once its closing bracket is read, at every split', () => {
    const expected = JSON.parse(TRICKY) as unknown[];
    const end = TRICKY.length - 1;
    for (let at = 0; at <= TRICKY.length; at++) {
      for (const skip of [0, 2]) {
        const reader = new JsonArrayReader({ skip });
        reader.push(TRICKY.slice(0, at));
        // Complete exactly when the first part holds the `]` (every element handed back then).
        expect(reader.complete, `split at ${at}, skip ${skip}`).toBe(at > end);
        reader.push(TRICKY.slice(at));
        expect(reader.complete, `after the rest, split at ${at}`).toBe(true);
        reader.push(' \n');
        expect(reader.complete).toBe(true);
      }
    }
    // The fast path of a one-chunk answer, and a character scan.
    const whole = new JsonArrayReader();
    expect(whole.push(`${TRICKY}\n`)).toEqual(expected);
    expect(whole.complete).toBe(true);
    const scanned = new JsonArrayReader();
    for (const ch of TRICKY) scanned.push(ch);
    expect(scanned.complete).toBe(true);
    // Not before the end, not with text after the `]`, not for another value.
    const open = new JsonArrayReader();
    open.push('[{"a":1},');
    expect(open.complete).toBe(false);
    open.push('{"b":"]"}');
    expect(open.complete).toBe(false);
    for (const text of ['[{"a":1}]x', '[1,2] ]', '{"a":[]}', '  ']) {
      const reader = new JsonArrayReader();
      reader.push(text);
      expect(reader.complete, text).toBe(false);
    }
    for (const text of ['[]', ' [ ] ', '[1,2]', '[{"a":1}]']) {
      const reader = new JsonArrayReader();
      reader.push(text);
      expect(reader.complete, text).toBe(true);
    }
  });

  it('reads primitives, whitespace and empty arrays', () => {
    expect(read([' [ 1 , "two" ,', 'null, true , -3.5e2 ] \n'])).toMatchObject({
      elements: [1, 'two', null, true, -350],
    });
    expect(read(['[', ']'])).toMatchObject({ elements: [] });
    expect(read(['\n[\n]\n'])).toMatchObject({ elements: [] });
    expect(read(['[[1],[2', '],[]]'])).toMatchObject({ elements: [[1], [2], []] });
  });

  it('reads a body that is not an array whole, for the caller to reject', () => {
    expect(read(['{"message":', '"no"}'])).toEqual({ value: { message: 'no' } });
    expect(read(['null'])).toEqual({ value: null });
    const reader = new JsonArrayReader();
    reader.push('  {');
    expect(reader.isArray).toBe(false);
  });

  it('throws a SyntaxError for a cut or broken body', () => {
    for (const text of ['[{"a":1}', '[{"a":1},', '[{"a":}]', '[1,2]x', '[1 2]', '', '[]]', '{']) {
      expect(() => read([text]), JSON.stringify(text)).toThrow(SyntaxError);
    }
    expect(new JsonArrayReader().hasContent).toBe(false);
  });

  it('equals JSON.parse for 2,000 seeded random arrays split at random places', () => {
    const next = seededRandom(61226);
    const pieces = ['"', '\\', '}', ']', '{', '[', ',', ':', 'x', ' ', 'é', '\n', '\u001b', '😀'];
    const randomString = (): string => {
      let s = '';
      for (let k = Math.floor(next() * 12); k > 0; k--)
        s += pieces[Math.floor(next() * pieces.length)];
      return s;
    };
    const randomValue = (depth: number): unknown => {
      const r = next();
      if (depth > 2 || r < 0.3) return randomString();
      if (r < 0.4) return Math.floor(next() * 1e6) - 5e5;
      if (r < 0.45) return [null, true, false][Math.floor(next() * 3)];
      if (r < 0.7)
        return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, () => [
          randomString(),
          randomValue(depth + 1),
        ]),
      );
    };
    for (let n = 0; n < 2_000; n++) {
      const value = Array.from({ length: Math.floor(next() * 8) }, () => randomValue(0));
      const text = JSON.stringify(value, null, next() < 0.3 ? 1 : undefined);
      const chunks: string[] = [];
      for (let at = 0; at < text.length;) {
        const size = 1 + Math.floor(next() * 20);
        chunks.push(text.slice(at, at + size));
        at += size;
      }
      const got = read(chunks);
      if (!('elements' in got) || JSON.stringify(got.elements) !== JSON.stringify(value)) {
        expect({ text, got }).toEqual({ text, got: { elements: value } });
      }
      const skip = Math.floor(next() * 10);
      const tail = read(chunks, skip);
      if (
        !('elements' in tail) ||
        JSON.stringify(tail.elements) !== JSON.stringify(value.slice(skip))
      ) {
        expect({ text, skip, tail }).toEqual({ text, skip, tail: { elements: value.slice(skip) } });
      }
    }
  });

  it('with skip, drops the first elements unparsed and hands back the rest', () => {
    const expected = JSON.parse(TRICKY) as unknown[];
    for (const skip of [0, 1, 3, 5, 6, 9]) {
      for (let at = 0; at <= TRICKY.length; at += 7) {
        const got = read([TRICKY.slice(0, at), TRICKY.slice(at)], skip);
        expect(got, `skip ${skip}, split at ${at}`).toMatchObject({
          elements: expected.slice(skip),
        });
      }
    }
    expect(read([' [ 1 , "two" ,', 'null, true , -3.5e2 ] \n'], 2)).toMatchObject({
      elements: [null, true, -350],
    });
    // A skipped element is never parsed: only its brackets and strings are looked at.
    expect(read(['[{"a": nonsense}, {"b":1}]'], 1)).toMatchObject({ elements: [{ b: 1 }] });
    expect(() => read(['[{"a":1}, {"b":'], 1)).toThrow(SyntaxError);
  });

  it('with skipKey, counts the skipped elements by their key, at every split and skip', () => {
    const next = seededRandom(112726);
    const element = keyedElements(next);
    for (let n = 0; n < 500; n++) {
      const value = Array.from({ length: Math.floor(next() * 12) }, (_, i) => element(i));
      const text = JSON.stringify(value, null, next() < 0.3 ? 1 : undefined);
      const chunks: string[] = [];
      for (let at = 0; at < text.length;) {
        const size = 1 + Math.floor(next() * (next() < 0.5 ? 20 : 400));
        chunks.push(text.slice(at, at + size));
        at += size;
      }
      const skip = Math.floor(next() * 14);
      const tail = read(chunks, skip, 'task_id');
      if (
        !('elements' in tail) ||
        JSON.stringify(tail.elements) !== JSON.stringify(value.slice(skip))
      ) {
        expect({ text, skip, tail }).toEqual({ text, skip, tail: { elements: value.slice(skip) } });
      }
    }
  });

  it('with skipKey, does not scan the elements it counts', () => {
    // The first element's brackets do not balance: only a count by the key gets past it.
    const text = '[{"task_id":1,"a":]]]},{"task_id":2},{"task_id":3,"b":1}]';
    expect(read([text], 2, 'task_id')).toMatchObject({ elements: [{ task_id: 3, b: 1 }] });
    expect(() => read([text], 2)).toThrow(SyntaxError);
    // A key with a quote or a backslash is not used: the characters are scanned.
    expect(() => read([text], 2, 'a"b')).toThrow(SyntaxError);
  });

  it('peekLast reads the last elements from the chunk that ends the array, at every split', () => {
    const next = seededRandom(112727);
    const element = keyedElements(next);
    let found = 0;
    for (let n = 0; n < 1500; n++) {
      const { value, text } = randomArray(next, element);
      const cut = Math.floor(next() * text.length);
      const count = 1 + Math.floor(next() * 8);
      const reader = new JsonArrayReader({ skipKey: 'task_id' });
      const returned = reader.push(text.slice(0, cut)).length;
      const last = reader.peekLast(text.slice(cut), count);
      const expected =
        value.length - returned > 2 * count
          ? { elements: value.slice(-count), before: value.length - returned - count }
          : null;
      expectSame(last, expected, { text, cut, count });
      if (last) found++;
      // Nothing changed: the chunk pushed next gives every element left, the last ones too.
      const rest = [
        ...reader.push(text.slice(cut)),
        ...(reader.end() as { elements: unknown[] }).elements,
      ];
      expect(returned + rest.length).toBe(value.length);
      expect(JSON.stringify(rest)).toBe(JSON.stringify(value.slice(returned)));
    }
    expect(found).toBeGreaterThan(300);
  });

  it('peekLast finds nothing unless the chunk ends a long enough array, with a key', () => {
    const text = JSON.stringify(
      Array.from({ length: 30 }, (_, i) => ({ task_id: i, output: `${i}` })),
    );
    const fresh = (options: { skip?: number; skipKey?: string } = { skipKey: 'task_id' }) =>
      new JsonArrayReader(options);
    expect(fresh().peekLast(text, 5)?.elements).toEqual(
      [25, 26, 27, 28, 29].map((i) => ({ task_id: i, output: `${i}` })),
    );
    expect(fresh().peekLast(text, 14)?.before).toBe(16);
    // 2 × count elements or fewer, no key, elements to skip, the array not ended by the chunk.
    expect(fresh().peekLast(text, 15)).toBeNull();
    expect(fresh({}).peekLast(text, 5)).toBeNull();
    expect(fresh({ skip: 2, skipKey: 'task_id' }).peekLast(text, 5)).toBeNull();
    expect(fresh().peekLast(text.slice(0, -1), 5)).toBeNull();
    expect(fresh().peekLast(`${text.slice(0, -1)}, {"task_id": 31, "x": ]`, 5)).toBeNull();
    // The array ended already.
    const ended = fresh();
    ended.push(text);
    expect(ended.peekLast(' ]', 1)).toBeNull();
  });

  it('peekLastHeld reads the last elements of held chunks, counted by a KeyCounter, at any splits', () => {
    const next = seededRandom(112728);
    const element = keyedElements(next);
    let found = 0;
    for (let n = 0; n < 1500; n++) {
      const { value, text } = randomArray(next, element);
      const cuts = Array.from({ length: Math.floor(next() * 8) }, () =>
        Math.floor(next() * text.length),
      ).sort((a, b) => a - b);
      const ends = [...cuts, text.length];
      const chunks = [0, ...cuts].map((from, k) => text.slice(from, ends[k]));
      const count = 1 + Math.floor(next() * 8);
      const reader = new JsonArrayReader({ skipKey: 'task_id' });
      const keys = reader.keyCounter()!;
      for (const chunk of chunks) keys.add(chunk);
      // Keys cut between chunks count once; strings that hold the key do not count.
      expect(keys.count).toBe(value.length);
      const last = reader.peekLastHeld(chunks, keys.count, count);
      const expected =
        value.length > 2 * count
          ? { elements: value.slice(-count), before: value.length - count }
          : null;
      expectSame(last, expected, { text, cuts, count });
      if (last) found++;
      // Nothing changed: the chunks pushed next give every element.
      const all = [
        ...chunks.flatMap((chunk) => reader.push(chunk)),
        ...(reader.end() as { elements: unknown[] }).elements,
      ];
      expect(JSON.stringify(all)).toBe(JSON.stringify(value));
    }
    expect(found).toBeGreaterThan(300);
  });

  it('peekLastHeld looks back as far as the last elements need, and only at an unread answer', () => {
    const value = Array.from({ length: 120 }, (_, i) => ({
      task_id: i,
      output: `${i} ${'x'.repeat(6000)}`,
    }));
    const text = JSON.stringify(value);
    const chunks = pieces(text, 4096);
    const reader = new JsonArrayReader({ skipKey: 'task_id' });
    const keys = reader.keyCounter()!;
    for (const chunk of chunks) keys.add(chunk);
    // 41 elements of 6 KB: more than the first look's 64 Ki characters.
    expect(reader.peekLastHeld(chunks, keys.count, 40)).toEqual({
      elements: value.slice(80),
      before: 80,
    });
    // Held chunks that do not end the array (the hold ended before the answer), too few
    // elements, a reader that has read text, one without a key.
    expect(reader.peekLastHeld(chunks.slice(0, -3), keys.count, 40)).toBeNull();
    expect(reader.peekLastHeld(chunks, keys.count, 60)).toBeNull();
    expect(new JsonArrayReader({}).keyCounter()).toBeNull();
    reader.push(chunks[0]!);
    expect(reader.peekLastHeld(chunks, keys.count, 40)).toBeNull();
  });

  it('KeyCounter counts a key cut anywhere between chunks once, blanks before its colon too', () => {
    const text = JSON.stringify([
      { task_id: 1 },
      { task_id: 2, x: '\\' },
      { y: '\\"task_id\\":', task_id: 3 },
    ])
      .replace('"task_id":1', '"task_id" :1')
      .replace('"task_id":2', '"task_id"\n\t:2');
    expect((JSON.parse(text) as unknown[]).length).toBe(3);
    for (let a = 0; a <= text.length; a++) {
      for (let b = a; b <= text.length; b += 3) {
        const keys = new JsonArrayReader({ skipKey: 'task_id' }).keyCounter()!;
        for (const chunk of [text.slice(0, a), text.slice(a, b), text.slice(b)]) keys.add(chunk);
        if (keys.count !== 3) expect({ a, b, count: keys.count }).toEqual({ a, b, count: 3 });
      }
    }
  });
});
