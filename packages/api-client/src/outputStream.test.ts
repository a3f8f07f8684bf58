import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { HttpError, NetworkError, ResponseValidationError } from './errors';
import { invalidItemsOf } from './listItems';
import type { TaskOutput } from './schemas';

const record = (i: number): TaskOutput => ({
  task_id: 7,
  task: '',
  time: `2026-11-22T10:00:${String(i % 60).padStart(2, '0')}Z`,
  output: `line ${i} "quoted" \\ {}`,
});

/** A client whose fetch answers with `chunks` as a streamed body (one network chunk each). */
function clientStreaming(chunks: (string | Error)[], status = 200) {
  const encoder = new TextEncoder();
  return createApiClient({
    baseUrl: 'https://semaphore.test/',
    token: 't',
    fetch: async () => {
      let k = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks[k++];
          if (chunk === undefined) controller.close();
          else if (chunk instanceof Error) controller.error(chunk);
          else controller.enqueue(encoder.encode(chunk));
        },
      });
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    },
  });
}

/**
 * Reads task 7's output streamed in `chunks` with `lastRecordsFirst` (`show` waits for `wait`),
 * recording the calls: `show N at I`, `records N complete`.
 */
function readLastFirst(
  chunks: string[],
  { count, holdMs, wait }: { count: number; holdMs?: number; wait?: Promise<void> },
): { read: Promise<TaskOutput[]>; events: string[]; shown(): readonly TaskOutput[] } {
  const events: string[] = [];
  let shown: readonly TaskOutput[] = [];
  const read = clientStreaming(chunks)
    .project(1)
    .tasks.output(7, {
      onRecords: (batch, complete) => events.push(`records ${batch.length} ${complete}`),
      lastRecordsFirst: {
        count,
        ...(holdMs === undefined ? {} : { holdMs }),
        show: (last, index) => {
          events.push(`show ${last.length} at ${index}`);
          shown = last;
          return wait;
        },
      },
    });
  return { read, events, shown: () => shown };
}

/** `text` cut into `parts` pieces, also inside multi-byte characters (bytes are split, not text). */
function pieces(text: string, parts: number): string[] {
  const size = Math.ceil(text.length / parts);
  return Array.from({ length: parts }, (_, k) => text.slice(k * size, (k + 1) * size));
}

describe('tasks.output with onProgress (streamed answer)', () => {
  it('hands the records over chunk by chunk in one growing array and resolves with it', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const client = clientStreaming(pieces(JSON.stringify(records), 7));
    const seen: number[] = [];
    let array: readonly TaskOutput[] | undefined;
    const result = await client.project(1).tasks.output(7, {
      onProgress: (sofar) => {
        seen.push(sofar.length);
        array = sofar;
      },
    });
    expect(result).toEqual(records);
    expect(array).toBe(result);
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.at(-1)).toBe(300);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('says the records are complete when the array ends, before the body does', async () => {
    const records = Array.from({ length: 50 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    const encoder = new TextEncoder();
    let endBody: () => void = () => undefined;
    const client = createApiClient({
      baseUrl: 'https://semaphore.test/',
      fetch: async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode(text.slice(0, 1000)));
              controller.enqueue(encoder.encode(`${text.slice(1000)}\n`));
              // The body ends only when the test says so.
              endBody = () => controller.close();
            },
          }),
        ),
    });
    const calls: [number, boolean][] = [];
    let resolved = false;
    const result = client
      .project(1)
      .tasks.output(7, { onProgress: (sofar, complete) => calls.push([sofar.length, complete]) })
      .then((lines) => {
        resolved = true;
        return lines;
      });
    await vi.waitFor(() => expect(calls.at(-1)).toEqual([50, true]));
    expect(calls.slice(0, -1).every(([, complete]) => !complete)).toBe(true);
    expect(resolved).toBe(false);
    endBody();
    expect(await result).toEqual(records);
    // Complete is said once.
    expect(calls.filter(([, complete]) => complete)).toHaveLength(1);
  });

  it('says complete at the end of the body when the last chunk held no record', async () => {
    const records = Array.from({ length: 3 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    for (const chunks of [
      [text.slice(0, -1), ']'],
      [text.slice(0, -1), ' ', ']', ' '],
      ['[', ']'],
    ]) {
      const calls: [number, boolean][] = [];
      await clientStreaming(chunks)
        .project(1)
        .tasks.output(7, { onProgress: (sofar, complete) => calls.push([sofar.length, complete]) });
      expect(calls.at(-1), JSON.stringify(chunks)).toEqual([chunks[0] === '[' ? 0 : 3, true]);
      expect(calls.filter(([, complete]) => complete)).toHaveLength(1);
    }
  });

  it('decodes UTF-8 split inside a character', async () => {
    const records = [{ ...record(1), output: 'é 日本 😀' }];
    const bytes = new TextEncoder().encode(JSON.stringify(records));
    // One byte per network chunk: every multi-byte character is split.
    const client = createApiClient({
      baseUrl: 'https://semaphore.test/',
      fetch: async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
              controller.close();
            },
          }),
        ),
    });
    expect(bytes.length).toBeGreaterThan(JSON.stringify(records).length);
    expect(await client.project(1).tasks.output(7, { onProgress: () => undefined })).toEqual(
      records,
    );
  });

  it('leaves out a wrong record and reports its index in the whole answer', async () => {
    const good = Array.from({ length: 7 }, (_, i) => record(i));
    const bad = { ...record(5), output: 42 };
    const text = JSON.stringify([...good.slice(0, 5), bad, ...good.slice(5)]);
    const client = clientStreaming([
      text.slice(0, text.indexOf('{', 300)),
      text.slice(text.indexOf('{', 300)),
    ]);
    const lines = await client.project(1).tasks.output(7, { onProgress: () => undefined });
    expect(lines).toEqual(good);
    expect(invalidItemsOf(lines).map((i) => [i.index, i.item, i.problems])).toEqual([
      [5, bad, [expect.stringMatching(/^output: /)]],
    ]);
  });

  it('maps a cut, broken or empty body and a broken stream like the whole-body read', async () => {
    const text = JSON.stringify([record(1), record(2)]);
    for (const chunks of [[text.slice(0, -5)], ['[{"task_id": 1,}]'], ['  '], ['[1]x']]) {
      const error = await clientStreaming(chunks)
        .project(1)
        .tasks.output(7, { onProgress: () => undefined })
        .catch((e: unknown) => e);
      expect(error, JSON.stringify(chunks)).toBeInstanceOf(ResponseValidationError);
    }
    const broken = await clientStreaming([text.slice(0, 20), new Error('connection reset')])
      .project(1)
      .tasks.output(7, { onProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(NetworkError);
    expect((broken as NetworkError).message).toContain('connection reset');
  });

  it('an error answer or a non-array body fails as without onProgress', async () => {
    const notFound = await clientStreaming(['{"error":"Task not found"}'], 400)
      .project(1)
      .tasks.output(7, { onProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(HttpError);
    expect((notFound as HttpError).status).toBe(400);
    const object = await clientStreaming(['{"a":', '1}'])
      .project(1)
      .tasks.output(7, { onProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(object).toBeInstanceOf(ResponseValidationError);
  });
});

describe('tasks.output with skip (a re-read of a log held in part)', () => {
  it('resolves with the records after the first `skip`, streamed or not', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    for (const skip of [0, 1, 250, 299, 300, 400]) {
      const streamed = await clientStreaming(pieces(text, 7)).project(1).tasks.output(7, { skip });
      expect(streamed, `skip ${skip}`).toEqual(records.slice(skip));
      const progress: number[] = [];
      await clientStreaming(pieces(text, 7))
        .project(1)
        .tasks.output(7, { skip, onProgress: (sofar) => progress.push(sofar.length) });
      expect(progress.at(-1) ?? 0).toBe(Math.max(0, 300 - skip));
    }
  });

  it('counts a wrong record among the skipped ones and reports a later one at its whole-answer index', async () => {
    const good = Array.from({ length: 9 }, (_, i) => record(i));
    const bad = { ...record(0), output: 42 };
    const text = JSON.stringify([
      ...good.slice(0, 2),
      bad,
      ...good.slice(2, 6),
      bad,
      ...good.slice(6),
    ]);
    // Raw answer: 2 good, bad (2), 4 good, bad (7), 3 good.
    const lines = await clientStreaming(pieces(text, 3)).project(1).tasks.output(7, { skip: 5 });
    expect(lines).toEqual(good.slice(4));
    expect(invalidItemsOf(lines).map((i) => i.index)).toEqual([7]);
    // A body that arrives whole (no stream) is cut the same way.
    const whole = createApiClient({
      baseUrl: 'https://semaphore.test/',
      fetch: async () => {
        const response = new Response(text);
        Object.defineProperty(response, 'body', { value: null });
        return response;
      },
    });
    const cut = await whole.project(1).tasks.output(7, { skip: 5 });
    expect(cut).toEqual(good.slice(4));
    expect(invalidItemsOf(cut).map((i) => i.index)).toEqual([7]);
  });
});

describe('tasks.output with onRecords (records handed over, not kept)', () => {
  it('hands over each chunk’s new records once, in order, and resolves with an empty array', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    for (const skip of [0, 120]) {
      const batches: (readonly TaskOutput[])[] = [];
      const completes: boolean[] = [];
      const result = await clientStreaming(pieces(text, 7))
        .project(1)
        .tasks.output(7, {
          skip,
          onRecords: (batch, complete) => {
            batches.push(batch);
            completes.push(complete);
          },
        });
      expect(result, `skip ${skip}`).toEqual([]);
      expect(batches.flat(), `skip ${skip}`).toEqual(records.slice(skip));
      // Handed over while the answer downloads: several chunks, none of them the whole answer.
      expect(batches.length, `skip ${skip}`).toBeGreaterThanOrEqual(4);
      expect(new Set(batches).size).toBe(batches.length);
      expect(completes.filter(Boolean)).toHaveLength(1);
      expect(completes.at(-1)).toBe(true);
    }
  });

  it('carries the records left out as invalid on the empty result, at their whole-answer index', async () => {
    const good = Array.from({ length: 7 }, (_, i) => record(i));
    const bad = { ...record(5), output: 42 };
    const text = JSON.stringify([...good.slice(0, 5), bad, ...good.slice(5)]);
    const handed: TaskOutput[] = [];
    const result = await clientStreaming(pieces(text, 4))
      .project(1)
      .tasks.output(7, { onRecords: (batch) => handed.push(...batch) });
    expect(handed).toEqual(good);
    expect(result).toEqual([]);
    expect(invalidItemsOf(result).map((i) => [i.index, i.item])).toEqual([[5, bad]]);
  });

  it('hands a body that arrives whole over at once, complete', async () => {
    const records = Array.from({ length: 5 }, (_, i) => record(i));
    const whole = createApiClient({
      baseUrl: 'https://semaphore.test/',
      fetch: async () => {
        const response = new Response(JSON.stringify(records));
        Object.defineProperty(response, 'body', { value: null });
        return response;
      },
    });
    const calls: [readonly TaskOutput[], boolean][] = [];
    const result = await whole
      .project(1)
      .tasks.output(7, { onRecords: (batch, complete) => calls.push([batch, complete]) });
    expect(result).toEqual([]);
    expect(calls).toEqual([[records, true]]);
  });

  it('fails like a collected read, after handing over the records before the failure', async () => {
    const text = JSON.stringify([record(1), record(2), record(3)]);
    const handed: TaskOutput[] = [];
    const broken = await clientStreaming([
      text.slice(0, text.indexOf('},{') + 2),
      new Error('connection reset'),
    ])
      .project(1)
      .tasks.output(7, { onRecords: (batch) => handed.push(...batch) })
      .catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(NetworkError);
    expect(handed).toEqual([record(1)]);
  });

  it('with lastRecordsFirst, shows the last records of the chunk that ends the answer first', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    const cut = text.indexOf(',{', text.length / 3);
    let release: () => void = () => undefined;
    // The read waits until the viewer has painted them.
    const { read, events, shown } = readLastFirst([text.slice(0, cut), text.slice(cut)], {
      count: 20,
      wait: new Promise<void>((resolve) => (release = resolve)),
    });
    await vi.waitFor(() => expect(events.at(-1)).toBe('show 20 at 280'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.at(-1)).toBe('show 20 at 280');
    expect(shown()).toEqual(records.slice(280));
    release();
    expect(await read).toEqual([]);
    const first = Number(events[0]?.split(' ')[1]);
    expect(events).toEqual([
      `records ${first} false`,
      'show 20 at 280',
      `records ${300 - first} true`,
    ]);
  });

  it('with lastRecordsFirst, reads a short last chunk or a skipping read as usual', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    // The last chunk holds 30 records: not more than 2 × 20.
    const cut = JSON.stringify(records.slice(0, 270)).length - 1;
    for (const [chunks, skip] of [
      [[text.slice(0, cut), text.slice(cut)], 0],
      [[text], 100],
    ] as const) {
      const show = vi.fn();
      const handed: TaskOutput[] = [];
      await clientStreaming([...chunks])
        .project(1)
        .tasks.output(7, {
          skip,
          onRecords: (batch) => handed.push(...batch),
          lastRecordsFirst: { count: 20, show },
        });
      expect(show).not.toHaveBeenCalled();
      expect(handed).toEqual(records.slice(skip));
    }
  });

  it('with lastRecordsFirst.holdMs, parses an answer that arrives meanwhile only after its end is shown', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const { read, events, shown } = readLastFirst(pieces(JSON.stringify(records), 7), {
      count: 25,
      holdMs: 60_000,
    });
    await read;
    // The last piece alone holds fewer than 2 × 25 records: the held pieces before it are read
    // from the end, and all of them are counted. Then each piece is parsed in turn.
    expect(events[0]).toBe('show 25 at 275');
    expect(events.slice(1).map((event) => event.split(' ')[2])).toEqual([
      ...Array<string>(6).fill('false'),
      'true',
    ]);
    expect(events.slice(1).reduce((sum, event) => sum + Number(event.split(' ')[1]), 0)).toBe(300);
    expect(shown()).toEqual(records.slice(275));
  });

  it('stops taking held chunks once the read is cancelled', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const controller = new AbortController();
    const batches: number[] = [];
    const read = clientStreaming(pieces(JSON.stringify(records), 7))
      .withSignal(controller.signal)
      .project(1)
      .tasks.output(7, {
        onRecords: (batch) => {
          batches.push(batch.length);
          controller.abort(new Error('closed'));
        },
        lastRecordsFirst: { count: 25, show: () => undefined, holdMs: 60_000 },
      });
    await expect(read).rejects.toThrow('closed');
    expect(batches).toHaveLength(1);
  });

  it('stops holding at holdChars, or once holdMs have passed since the first chunk unless it comes holdRate fast', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    const chunks = pieces(text, 7);
    const encoder = new TextEncoder();
    /** A client whose body gives a chunk every `gapMs`. */
    const slow = (gapMs: number) =>
      createApiClient({
        baseUrl: 'https://semaphore.test/',
        fetch: async () => {
          let k = 0;
          return new Response(
            new ReadableStream<Uint8Array>({
              async pull(controller) {
                if (k > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
                const chunk = chunks[k++];
                if (chunk === undefined) controller.close();
                else controller.enqueue(encoder.encode(chunk));
              },
            }),
          );
        },
      });
    for (const [client, hold] of [
      [clientStreaming(chunks), { holdMs: 60_000, holdChars: chunks[0]!.length + 1 }],
      [slow(60), { holdMs: 10 }],
      // Slower than holdRate (characters per ms).
      [slow(60), { holdMs: 10, holdRate: (4 * chunks[0]!.length) / 60 }],
    ] as const) {
      const batches: number[] = [];
      const show = vi.fn();
      await client.project(1).tasks.output(7, {
        onRecords: (batch) => batches.push(batch.length),
        lastRecordsFirst: { count: 25, show, ...hold },
      });
      // Two chunks held, then each parsed in turn, and the others as they come: the last one
      // too short to be shown first.
      expect(show).not.toHaveBeenCalled();
      expect(batches.length).toBe(7);
      expect(batches.reduce((a, b) => a + b)).toBe(300);
    }
    // As fast as holdRate or faster: held to the end, whose last records are shown first.
    const show = vi.fn();
    await slow(20)
      .project(1)
      .tasks.output(7, {
        onRecords: () => undefined,
        lastRecordsFirst: { count: 25, show, holdMs: 10, holdRate: chunks[0]!.length / 200 },
      });
    expect(show).toHaveBeenCalledWith(records.slice(275), 275);
  });

  it('refuses onRecords together with onProgress', async () => {
    const fetch = vi.fn();
    const client = createApiClient({ baseUrl: 'https://semaphore.test/', fetch });
    const error = await client
      .project(1)
      .tasks.output(7, { onRecords: () => undefined, onProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
