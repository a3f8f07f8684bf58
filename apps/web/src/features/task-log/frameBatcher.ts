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
  /** Frames between two deliveries now (1 while frames are in time; see {@link createFrameBatcher}). */
  readonly framesPerBatch: number;
}

/** At most this many frames pass between two deliveries while frames are late (see {@link createFrameBatcher}). */
export const MAX_FRAMES_PER_BATCH = 4;
/** One frame at 60 Hz, in ms. */
const FRAME_MS = 1000 / 60;
/** A delivery's frame counts as late when the next frame starts this long after it (ms). */
const LATE_FRAME_MS = FRAME_MS * 1.5;
/** Deliveries in time before the batcher tries one frame fewer between deliveries. */
const IN_TIME_TO_SPEED_UP = 20;

/**
 * Batches items (e.g. websocket `log` lines) so that the consumer runs once per animation frame
 * instead of once per item: 1,000 lines/s become about 60 flushes/s of ~16 lines each.
 *
 * The work per frame has a budget: when the frame after a delivery starts late (the delivery and
 * the rendering it caused took more than a frame and a half, e.g. 10,000 lines/s on a busy
 * machine), the next deliveries wait one more frame (up to {@link MAX_FRAMES_PER_BATCH}: at most
 * 67 ms later on screen), so the page keeps drawing frames instead of falling behind; after
 * {@link IN_TIME_TO_SPEED_UP} deliveries in time it tries one frame fewer again.
 *
 * @param deliver receives the items queued since the last flush, in push order (never empty).
 * @param schedule the frame scheduler; `requestAnimationFrame` by default, injectable in tests.
 * @param now the clock in ms (`performance.now` by default), injectable in tests.
 */
export function createFrameBatcher<T>(
  deliver: (items: T[]) => void,
  schedule: FrameScheduler = animationFrameScheduler,
  now: () => number = () => performance.now(),
): FrameBatcher<T> {
  let queue: T[] = [];
  let cancelScheduled: (() => void) | undefined;
  /** Frames between two deliveries (1: every frame). */
  let every = 1;
  /** Frames seen since the last delivery. */
  let waited = 0;
  /** When the last delivery ran, until the next frame measured it; -1 when measured. */
  let deliveredAt = -1;
  let inTime = 0;

  /** Delivers the queue; `frameAt`: in a frame that started then (its length is measured). */
  const deliverQueued = (frameAt: number | undefined): void => {
    waited = 0;
    deliveredAt = -1;
    if (queue.length === 0) return;
    const items = queue;
    queue = [];
    deliver(items);
    if (frameAt !== undefined) {
      // The next frame tells how long this delivery's frame took.
      deliveredAt = frameAt;
      cancelScheduled ??= schedule(onFrame);
    }
  };

  function onFrame(): void {
    cancelScheduled = undefined;
    const at = now();
    if (deliveredAt >= 0) {
      if (at - deliveredAt > LATE_FRAME_MS) {
        every = Math.min(MAX_FRAMES_PER_BATCH, every + 1);
        inTime = 0;
      } else if (every > 1 && ++inTime >= IN_TIME_TO_SPEED_UP) {
        every--;
        inTime = 0;
      }
      deliveredAt = -1;
    }
    if (queue.length === 0) return;
    waited++;
    if (waited < every) {
      cancelScheduled = schedule(onFrame);
      return;
    }
    deliverQueued(at);
  }

  const flush = (): void => {
    cancelScheduled?.();
    cancelScheduled = undefined;
    deliverQueued(undefined);
  };

  return {
    push(item) {
      queue.push(item);
      cancelScheduled ??= schedule(onFrame);
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
    get framesPerBatch() {
      return every;
    },
  };
}
