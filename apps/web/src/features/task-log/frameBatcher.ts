/** Schedules a callback for the next frame; returns a cancel function. */
export type FrameScheduler = (callback: () => void) => () => void;

/** `requestAnimationFrame` as a {@link FrameScheduler} (falls back to a 16 ms timer outside a browser). */
export const animationFrameScheduler: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/** Collects items and hands them over in one batch per frame (see {@link createFrameBatcher}). */
export interface FrameBatcher<T> {
  /** Queues one item; the first item of a frame schedules the flush. O(1). */
  push(item: T): void;
  /** Delivers the queued items now (if any) and cancels the scheduled flush. */
  flush(): void;
  /** Drops the queued items and cancels the scheduled flush. */
  cancel(): void;
  /** How many items are queued. */
  readonly size: number;
}

/**
 * Batches items (e.g. websocket `log` lines) so that the consumer runs once per animation frame
 * instead of once per item: 1,000 lines/s become about 60 flushes/s of ~16 lines each.
 *
 * @param deliver receives the items queued since the last flush, in push order (never empty).
 * @param schedule the frame scheduler; `requestAnimationFrame` by default, injectable in tests.
 */
export function createFrameBatcher<T>(
  deliver: (items: T[]) => void,
  schedule: FrameScheduler = animationFrameScheduler,
): FrameBatcher<T> {
  let queue: T[] = [];
  let cancelScheduled: (() => void) | undefined;

  const flush = (): void => {
    cancelScheduled?.();
    cancelScheduled = undefined;
    if (queue.length === 0) return;
    const items = queue;
    queue = [];
    deliver(items);
  };

  return {
    push(item) {
      queue.push(item);
      cancelScheduled ??= schedule(() => {
        cancelScheduled = undefined;
        flush();
      });
    },
    flush,
    cancel() {
      cancelScheduled?.();
      cancelScheduled = undefined;
      queue = [];
    },
    get size() {
      return queue.length;
    },
  };
}
