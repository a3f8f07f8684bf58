import { createEventFeed, type WsLog } from '@semaphore-console/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  createFlushPacer,
  createWorkerWebSocket,
  type FeedSocketCommand,
  type FeedSocketEvent,
  type FeedWorker,
} from './feedSocket';

function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => {
      timers.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout: (handle: unknown) => timers.delete(handle as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
    get pending() {
      return timers.size;
    },
  };
}

describe('createFlushPacer', () => {
  it('sends the first item at once and a flood as one batch per interval', () => {
    const clock = fakeClock();
    const batches: number[][] = [];
    const pacer = createFlushPacer<number>((items) => batches.push(items), 16, clock);
    pacer.push(0);
    expect(batches).toEqual([[0]]);
    for (let i = 1; i <= 100; i++) pacer.push(i);
    // 100 items within the interval: none delivered yet, one delivery scheduled.
    expect(batches).toHaveLength(1);
    expect(clock.pending).toBe(1);
    clock.advance(16);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toHaveLength(100);
    expect(batches.flat()).toEqual(Array.from({ length: 101 }, (_, i) => i));
    // A quiet interval later, the next item goes out at once again.
    clock.advance(40);
    pacer.push(101);
    expect(batches[2]).toEqual([101]);
  });

  it('flushes on demand and cancels', () => {
    const clock = fakeClock();
    const batches: string[][] = [];
    const pacer = createFlushPacer<string>((items) => batches.push(items), 16, clock);
    pacer.push('a');
    pacer.push('b');
    pacer.flush();
    expect(batches).toEqual([['a'], ['b']]);
    expect(clock.pending).toBe(0);
    clock.advance(5);
    pacer.push('c');
    pacer.cancel();
    clock.advance(100);
    expect(batches).toEqual([['a'], ['b']]);
  });
});

/** A worker whose side is played by the test. */
class FakeWorker implements FeedWorker {
  static all: FakeWorker[] = [];
  commands: FeedSocketCommand[] = [];
  terminated = false;
  private onMessage: ((event: { data: FeedSocketEvent }) => void) | undefined;
  private onError: ((event: unknown) => void) | undefined;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(command: FeedSocketCommand): void {
    this.commands.push(command);
  }
  addEventListener(type: 'message' | 'error', listener: (event: never) => void): void {
    if (type === 'message') this.onMessage = listener as (event: { data: FeedSocketEvent }) => void;
    else this.onError = listener as (event: unknown) => void;
  }
  terminate(): void {
    this.terminated = true;
  }
  send(event: FeedSocketEvent): void {
    this.onMessage?.({ data: event });
  }
  fail(): void {
    this.onError?.({});
  }
}

const log = (n: number): string =>
  JSON.stringify({
    type: 'log',
    task_id: 7,
    project_id: 1,
    time: `2024-10-25T05:00:0${n}Z`,
    output: `line ${n}`,
  });

describe('createWorkerWebSocket', () => {
  it('feeds the api-client feed: a batch becomes its messages, in order, between open and close', () => {
    FakeWorker.all = [];
    const Native = vi.fn();
    const Socket = createWorkerWebSocket(() => new FakeWorker(), Native);
    const feed = createEventFeed({ baseUrl: 'http://console.test/', WebSocket: Socket });
    const worker = FakeWorker.all[0]!;
    expect(worker.commands).toEqual([{ kind: 'open', url: 'ws://console.test/api/ws' }]);
    const lines: string[] = [];
    const states: string[] = [];
    feed.on('log', (message: WsLog) => lines.push(message.output));
    feed.on('state', (state) => states.push(state));
    worker.send({ kind: 'open' });
    worker.send({ kind: 'messages', data: [log(1), log(2), log(3)] });
    worker.send({ kind: 'messages', data: [log(4)] });
    expect(lines).toEqual(['line 1', 'line 2', 'line 3', 'line 4']);
    expect(states).toEqual(['open']);
    worker.send({ kind: 'close', code: 1006, reason: '', wasClean: false });
    expect(states).toEqual(['open', 'reconnecting']);
    expect(worker.terminated).toBe(true);
    feed.dispose();
    expect(Native).not.toHaveBeenCalled();
  });

  it('asks the worker to close and ends it once closed', () => {
    FakeWorker.all = [];
    const Socket = createWorkerWebSocket(() => new FakeWorker(), vi.fn());
    const socket = new Socket('ws://x/api/ws') as InstanceType<typeof Socket> & {
      close(code?: number, reason?: string): void;
      addEventListener(type: string, listener: (event: { code?: number }) => void): void;
      readyState: number;
    };
    const worker = FakeWorker.all[0]!;
    const closes: (number | undefined)[] = [];
    socket.addEventListener('close', (event) => closes.push(event.code));
    worker.send({ kind: 'open' });
    expect(socket.readyState).toBe(1);
    socket.close(1000, 'disposed');
    expect(worker.commands.at(-1)).toEqual({ kind: 'close', code: 1000, reason: 'disposed' });
    worker.send({ kind: 'close', code: 1000, reason: 'disposed', wasClean: true });
    expect(closes).toEqual([1000]);
    expect(socket.readyState).toBe(3);
    expect(worker.terminated).toBe(true);
  });

  it("falls back to the browser's WebSocket once a worker cannot run", () => {
    FakeWorker.all = [];
    const created: string[] = [];
    class Native {
      readyState = 0;
      constructor(url: string) {
        created.push(url);
      }
      addEventListener(): void {}
      close(): void {}
    }
    const Socket = createWorkerWebSocket(() => new FakeWorker(), Native);
    const first = new Socket('ws://x/api/ws') as {
      addEventListener(t: string, l: () => void): void;
    };
    const events: string[] = [];
    first.addEventListener('error', () => events.push('error'));
    first.addEventListener('close', () => events.push('close'));
    FakeWorker.all[0]!.fail();
    expect(events).toEqual(['error', 'close']);
    new Socket('ws://x/api/ws');
    expect(FakeWorker.all).toHaveLength(1);
    expect(created).toEqual(['ws://x/api/ws']);
  });
});
