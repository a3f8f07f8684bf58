import { describe, expect, it } from 'vitest';
import { createFrameBatcher, type FrameScheduler } from './frameBatcher';

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
