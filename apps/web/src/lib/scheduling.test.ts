import { describe, expect, it, vi } from 'vitest';
import { afterPaint, createFrameBatcher, type FrameScheduler } from './scheduling';

function manualFrames(): { schedule: FrameScheduler; run(): void; pending(): number } {
  let callbacks: Array<() => void> = [];
  return {
    schedule: (cb) => {
      callbacks.push(cb);
      return () => {
        callbacks = callbacks.filter((c) => c !== cb);
      };
    },
    run: () => {
      const now = callbacks;
      callbacks = [];
      for (const cb of now) cb();
    },
    pending: () => callbacks.length,
  };
}

describe('createFrameBatcher', () => {
  it('delivers everything pushed during a frame in one batch, in order', () => {
    const frames = manualFrames();
    const batches: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => batches.push(items), frames.schedule);
    for (let i = 0; i < 50; i++) batcher.push(i);
    expect(frames.pending()).toBe(1);
    expect(batches).toEqual([]);
    frames.run();
    expect(batches).toEqual([Array.from({ length: 50 }, (_, i) => i)]);
    batcher.push(50);
    frames.run();
    expect(batches[1]).toEqual([50]);
  });

  it('flush delivers at once and cancels the scheduled frame; cancel drops the queue', () => {
    const frames = manualFrames();
    const batches: string[][] = [];
    const batcher = createFrameBatcher<string>((items) => batches.push(items), frames.schedule);
    batcher.push('a');
    batcher.flush();
    expect(batches).toEqual([['a']]);
    expect(frames.pending()).toBe(0);
    batcher.push('b');
    expect(batcher.size).toBe(1);
    batcher.cancel();
    frames.run();
    expect(batches).toEqual([['a']]);
    expect(batcher.size).toBe(0);
  });
});

describe('createFrameBatcher: the per-frame budget', () => {
  it('waits more frames between deliveries while frames are late, and fewer once in time', () => {
    const frames = manualFrames();
    let clock = 0;
    const batches: number[][] = [];
    const batcher = createFrameBatcher<number>(
      (items) => batches.push(items),
      frames.schedule,
      () => clock,
    );
    let next = 0;
    /** One frame `ms` after the previous one, with 10 new items before it. */
    const frame = (ms: number) => {
      for (let i = 0; i < 10; i++) batcher.push(next++);
      clock += ms;
      frames.run();
    };
    frame(16.7);
    expect(batches).toHaveLength(1);
    // The delivery's frame took 50 ms (late): the next delivery waits for a second frame.
    frame(50);
    expect(batcher.framesPerBatch).toBe(2);
    expect(batches).toHaveLength(1);
    frame(16.7);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toHaveLength(20);
    // Late again, up to 4 frames a delivery and no further.
    for (let i = 0; i < 20; i++) frame(50);
    expect(batcher.framesPerBatch).toBe(4);
    // In time for 20 deliveries: one frame fewer.
    const before = batches.length;
    for (let i = 0; i < 4 * 20; i++) frame(16.7);
    expect(batcher.framesPerBatch).toBe(3);
    expect(batches.length - before).toBeGreaterThanOrEqual(20);
    // Nothing is lost or reordered.
    batcher.flush();
    expect(batches.flat()).toEqual(Array.from({ length: next }, (_, i) => i));
  });
});

describe('afterPaint', () => {
  it('runs a task after the second frame (then a 0 ms timer), once, unless cancelled', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const ran: string[] = [];
      afterPaint(() => ran.push('framed'));
      vi.advanceTimersByTime(20);
      expect(ran).toEqual([]); // one frame (~16 ms)
      vi.advanceTimersByTime(15); // the second frame, then the timer
      expect(ran).toEqual(['framed']);
      vi.advanceTimersByTime(200);
      expect(ran).toEqual(['framed']); // once
      const cancel = afterPaint(() => ran.push('cancelled'));
      cancel();
      vi.advanceTimersByTime(200);
      expect(ran).toEqual(['framed']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a task after 100 ms when no frame comes (a hidden page)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = vi.fn(() => 1);
    vi.stubGlobal('requestAnimationFrame', frames);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    try {
      const ran: string[] = [];
      afterPaint(() => ran.push('late'));
      expect(frames).toHaveBeenCalledTimes(1); // never called back
      vi.advanceTimersByTime(99);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(2);
      expect(ran).toEqual(['late']);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
