import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type TaskOutputBatch, type TaskOutputReadOptions } from './client';
import { HttpError, NetworkError, ResponseValidationError } from './errors';
import type { InvalidItemReport } from './listItems';
import type { TaskOutput } from './schemas';

const record = (i: number): TaskOutput => ({
  task_id: 7,
  task: '',
  time: `2026-11-22T10:00:${String(i % 60).padStart(2, '0')}Z`,
  output: `line ${i} "quoted" \\ {}`,
});

/** A client whose fetch answers with `chunks` as a streamed body (one network chunk each). */
function clientStreaming(
  chunks: (string | Error)[],
  status = 200,
  onInvalidItem?: (report: InvalidItemReport) => void,
) {
  const encoder = new TextEncoder();
  return createApiClient({
    baseUrl: 'https://semaphore.test/',
    token: 't',
    onInvalidItem,
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

/** A client whose fetch answers each request with a body streamed from a new `source()`. */
function clientOfSource(source: () => UnderlyingDefaultSource<Uint8Array>) {
  return createApiClient({
    baseUrl: 'https://semaphore.test/',
    fetch: async () => new Response(new ReadableStream<Uint8Array>(source())),
  });
}

/** Reads every batch of task 7's output. */
async function batchesOf(
  client: ReturnType<typeof createApiClient>,
  options?: TaskOutputReadOptions,
): Promise<TaskOutputBatch[]> {
  const batches: TaskOutputBatch[] = [];
  for await (const batch of client.project(1).tasks.outputBatches(7, options)) batches.push(batch);
  return batches;
}

/** A batch as `kind records index-end complete`, for compact comparisons. */
const shape = (b: TaskOutputBatch) =>
  `${b.kind} ${b.records.length} ${b.index}-${b.end}${b.complete ? ' complete' : ''}`;

/** The error the iteration throws, and the batches before it. */
async function failureOf(
  client: ReturnType<typeof createApiClient>,
  options?: TaskOutputReadOptions,
): Promise<{ error: unknown; batches: TaskOutputBatch[] }> {
  const batches: TaskOutputBatch[] = [];
  try {
    for await (const batch of client.project(1).tasks.outputBatches(7, options))
      batches.push(batch);
  } catch (error) {
    return { error, batches };
  }
  return { error: undefined, batches };
}

/** `text` cut into `parts` pieces, also inside multi-byte characters (bytes are split, not text). */
function pieces(text: string, parts: number): string[] {
  const size = Math.ceil(text.length / parts);
  return Array.from({ length: parts }, (_, k) => text.slice(k * size, (k + 1) * size));
}

/** A body whose network chunks come `gapMs` apart. */
function clientSlow(chunks: string[], gapMs: number) {
  const encoder = new TextEncoder();
  return createApiClient({
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
}

/** A client whose answer has no body stream (read whole). */
function clientWhole(text: string) {
  return createApiClient({
    baseUrl: 'https://semaphore.test/',
    fetch: async () => {
      const response = new Response(text);
      Object.defineProperty(response, 'body', { value: null });
      return response;
    },
  });
}

describe('tasks.outputBatches (the log read while it downloads)', () => {
  it('yields each chunk’s new records once, in order, each batch going on where the last ended', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    for (const skip of [0, 120, 300, 400]) {
      const batches = await batchesOf(clientStreaming(pieces(text, 7)), { skip });
      expect(
        batches.flatMap((b) => b.records),
        `skip ${skip}`,
      ).toEqual(records.slice(skip));
      // Yielded while the answer downloads: several chunks, none of them the whole answer.
      if (skip < 300) expect(batches.length, `skip ${skip}`).toBeGreaterThanOrEqual(4);
      expect(batches.every((b) => b.kind === 'records')).toBe(true);
      expect(batches[0]?.index).toBe(skip);
      for (let k = 1; k < batches.length; k++) expect(batches[k]?.index).toBe(batches[k - 1]?.end);
      expect(batches.at(-1)?.end).toBe(Math.max(300, skip));
      expect(batches.filter((b) => b.complete)).toHaveLength(1);
      expect(batches.at(-1)?.complete).toBe(true);
    }
  });

  it('says the records are complete when the array ends, before the body does', async () => {
    const records = Array.from({ length: 50 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    const encoder = new TextEncoder();
    let endBody: () => void = () => undefined;
    const client = clientOfSource(() => ({
      start(controller) {
        controller.enqueue(encoder.encode(text.slice(0, 1000)));
        controller.enqueue(encoder.encode(`${text.slice(1000)}\n`));
        // The body ends only when the test says so.
        endBody = () => controller.close();
      },
    }));
    const batches: TaskOutputBatch[] = [];
    let ended = false;
    const read = (async () => {
      for await (const batch of client.project(1).tasks.outputBatches(7)) batches.push(batch);
      ended = true;
    })();
    await vi.waitFor(() => expect(batches.at(-1)?.complete).toBe(true));
    expect(batches.flatMap((b) => b.records)).toEqual(records);
    expect(ended).toBe(false);
    endBody();
    await read;
    // Complete is said once.
    expect(batches.filter((b) => b.complete)).toHaveLength(1);
  });

  it('says complete at the end of the body when the last chunk held no record', async () => {
    const records = Array.from({ length: 3 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    for (const chunks of [
      [text.slice(0, -1), ']'],
      [text.slice(0, -1), ' ', ']', ' '],
      ['[', ']'],
    ]) {
      const batches = await batchesOf(clientStreaming(chunks));
      const n = chunks[0] === '[' ? 0 : 3;
      expect(
        batches.flatMap((b) => b.records),
        JSON.stringify(chunks),
      ).toHaveLength(n);
      expect(batches.at(-1)?.complete).toBe(true);
      expect(batches.at(-1)?.end).toBe(n);
      expect(batches.filter((b) => b.complete)).toHaveLength(1);
    }
  });

  it('decodes UTF-8 split inside a character', async () => {
    const records = [{ ...record(1), output: 'é 日本 😀' }];
    const bytes = new TextEncoder().encode(JSON.stringify(records));
    // One byte per network chunk: every multi-byte character is split.
    const client = clientOfSource(() => ({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    }));
    expect(bytes.length).toBeGreaterThan(JSON.stringify(records).length);
    expect((await batchesOf(client)).flatMap((b) => b.records)).toEqual(records);
  });

  it('leaves out a wrong record, counts it in the indexes and reports it at its whole-answer index', async () => {
    const good = Array.from({ length: 7 }, (_, i) => record(i));
    const bad = { ...record(5), output: 42 };
    const text = JSON.stringify([...good.slice(0, 5), bad, ...good.slice(5)]);
    const reports: InvalidItemReport[] = [];
    const batches = await batchesOf(
      clientStreaming(
        [text.slice(0, text.indexOf('{', 300)), text.slice(text.indexOf('{', 300))],
        200,
        (report) => reports.push(report),
      ),
    );
    expect(batches.flatMap((b) => b.records)).toEqual(good);
    expect(batches.at(-1)?.end).toBe(8);
    expect(reports.map((r) => [r.index, r.item, r.problems])).toEqual([
      [5, bad, [expect.stringMatching(/^output: /)]],
    ]);
  });

  it('counts a wrong record among the skipped ones, streamed or read whole', async () => {
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
    for (const client of [clientStreaming(pieces(text, 3)), clientWhole(text)]) {
      const batches = await batchesOf(client, { skip: 5 });
      expect(batches.flatMap((b) => b.records)).toEqual(good.slice(4));
      expect(batches[0]?.index).toBe(5);
      expect(batches.at(-1)?.end).toBe(11);
    }
  });

  it('yields a body that arrives whole at once, complete', async () => {
    const records = Array.from({ length: 5 }, (_, i) => record(i));
    const batches = await batchesOf(clientWhole(JSON.stringify(records)));
    expect(batches).toEqual([{ kind: 'records', records, index: 0, end: 5, complete: true }]);
  });

  it('maps a cut, broken or empty body, a broken stream and an error answer like the whole read', async () => {
    const text = JSON.stringify([record(1), record(2), record(3)]);
    for (const chunks of [[text.slice(0, -5)], ['[{"task_id": 1,}]'], ['  '], ['[1]x']]) {
      const { error } = await failureOf(clientStreaming(chunks));
      expect(error, JSON.stringify(chunks)).toBeInstanceOf(ResponseValidationError);
    }
    const broken = await failureOf(
      clientStreaming([text.slice(0, text.indexOf('},{') + 2), new Error('connection reset')]),
    );
    expect(broken.error).toBeInstanceOf(NetworkError);
    expect((broken.error as NetworkError).message).toContain('connection reset');
    // The records before the failure were yielded.
    expect(broken.batches.flatMap((b) => b.records)).toEqual([record(1)]);
    const notFound = await failureOf(clientStreaming(['{"error":"Task not found"}'], 400));
    expect(notFound.error).toBeInstanceOf(HttpError);
    expect((notFound.error as HttpError).status).toBe(400);
    const object = await failureOf(clientStreaming(['{"a":', '1}']));
    expect(object.error).toBeInstanceOf(ResponseValidationError);
  });

  it('sends the request on each iteration, and cancels the body when the loop is left early', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const chunks = pieces(JSON.stringify(records), 7);
    const encoder = new TextEncoder();
    let requests = 0;
    let cancelled = 0;
    const client = createApiClient({
      baseUrl: 'https://semaphore.test/',
      fetch: async () => {
        requests++;
        let k = 0;
        return new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              const chunk = chunks[k++];
              if (chunk === undefined) controller.close();
              else controller.enqueue(encoder.encode(chunk));
            },
            cancel() {
              cancelled++;
            },
          }),
        );
      },
    });
    const read = client.project(1).tasks.outputBatches(7);
    expect(requests).toBe(0);
    for await (const batch of read) {
      expect(batch.records.length).toBeGreaterThan(0);
      break;
    }
    expect(cancelled).toBe(1);
    expect((await batchesOf(client)).flatMap((b) => b.records)).toEqual(records);
    expect(requests).toBe(2);
  });

  it('with a signal, stops with its reason', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const controller = new AbortController();
    const batches: TaskOutputBatch[] = [];
    const read = (async () => {
      for await (const batch of clientSlow(pieces(JSON.stringify(records), 7), 20)
        .project(1)
        .tasks.outputBatches(7, { signal: controller.signal })) {
        batches.push(batch);
        controller.abort(new Error('closed'));
      }
    })();
    await expect(read).rejects.toThrow('closed');
    expect(batches).toHaveLength(1);
  });
});

describe('tasks.outputBatches with lastRecordsFirst and holdWhile', () => {
  it('yields the last records of the chunk that ends the answer first, and parses the rest when asked', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    const cut = text.indexOf(',{', text.length / 3);
    const batches = await batchesOf(clientStreaming([text.slice(0, cut), text.slice(cut)]), {
      lastRecordsFirst: 20,
    });
    const first = batches[0]?.records.length ?? 0;
    expect(batches.map(shape)).toEqual([
      `records ${first} 0-${first}`,
      'last 20 280-300',
      `records ${300 - first} ${first}-300 complete`,
    ]);
    expect(batches[1]?.records).toEqual(records.slice(280));
    expect(batches.filter((b) => b.kind === 'records').flatMap((b) => b.records)).toEqual(records);
  });

  it('reads a short last chunk or a skipping read as usual', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const text = JSON.stringify(records);
    // The last chunk holds 30 records: not more than 2 × 20.
    const cut = JSON.stringify(records.slice(0, 270)).length - 1;
    for (const [chunks, skip] of [
      [[text.slice(0, cut), text.slice(cut)], 0],
      [[text], 100],
    ] as const) {
      const batches = await batchesOf(clientStreaming([...chunks]), {
        skip,
        lastRecordsFirst: 20,
      });
      expect(batches.every((b) => b.kind === 'records')).toBe(true);
      expect(batches.flatMap((b) => b.records)).toEqual(records.slice(skip));
    }
  });

  it('holding an answer that arrives meanwhile, yields its end first, then parses each held chunk', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const held: { chars: number; ms: number }[] = [];
    const batches = await batchesOf(clientStreaming(pieces(JSON.stringify(records), 7)), {
      lastRecordsFirst: 25,
      holdWhile: (what) => {
        held.push(what);
        return true;
      },
    });
    // The last piece alone holds fewer than 2 × 25 records: the held pieces before it are read
    // from the end, and all of them are counted. Then each piece is parsed in turn.
    expect(shape(batches[0]!)).toBe('last 25 275-300');
    expect(batches.slice(1).map((b) => b.complete)).toEqual([
      ...Array<boolean>(6).fill(false),
      true,
    ]);
    expect(batches.slice(1).flatMap((b) => b.records)).toEqual(records);
    // Asked after each chunk but the one that ends the answer, with what is held so far.
    expect(held).toHaveLength(6);
    expect(held.map((h) => h.chars)).toEqual([...held.map((h) => h.chars)].sort((a, b) => a - b));
  });

  it('stops holding once holdWhile says so: the held chunks are parsed then, the rest as it comes', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const chunks = pieces(JSON.stringify(records), 7);
    const seen: { chars: number; ms: number }[] = [];
    const batches = await batchesOf(clientSlow(chunks, 30), {
      lastRecordsFirst: 25,
      holdWhile: (held) => {
        seen.push(held);
        return held.chars <= chunks[0]!.length;
      },
    });
    // Two chunks held, then each parsed in turn, and the others as they come: the last one
    // too short to be read first.
    expect(seen).toHaveLength(2);
    expect(seen[1]!.chars).toBe(chunks[0]!.length + chunks[1]!.length);
    expect(seen[1]!.ms).toBeGreaterThanOrEqual(20);
    expect(batches.every((b) => b.kind === 'records')).toBe(true);
    expect(batches).toHaveLength(7);
    expect(batches.flatMap((b) => b.records)).toEqual(records);
  });

  it('stops taking held chunks once the read is aborted', async () => {
    const records = Array.from({ length: 300 }, (_, i) => record(i));
    const controller = new AbortController();
    const batches: TaskOutputBatch[] = [];
    const read = (async () => {
      for await (const batch of clientStreaming(pieces(JSON.stringify(records), 7))
        .project(1)
        .tasks.outputBatches(7, { signal: controller.signal, holdWhile: () => true })) {
        batches.push(batch);
        controller.abort(new Error('closed'));
      }
    })();
    await expect(read).rejects.toThrow('closed');
    expect(batches).toHaveLength(1);
  });
});
