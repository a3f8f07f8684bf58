/**
 * When work runs, in one place: after the page loaded and is idle (prefetches), in idle slices
 * (the search index), in a new macrotask (search and summary slices), after a frame or two (a
 * catch-up after the paint of what it summarises, a scroll after the rows are drawn), once per
 * frame (live lines), and the hold a search puts on background catch-ups.
 *
 * Every helper falls back to timers where the browser API is missing (unit tests, Node), and
 * every helper that schedules returns its cancel function, except {@link whenIdle} (fire and
 * forget) and {@link createDefer} (a queue). No React, no store: plain functions.
 */

/** Runs a task later; returns the cancel function. */
export type TaskScheduler = (task: () => void) => () => void;

/** Schedules a callback for the next frame; returns a cancel function. */
export type FrameScheduler = TaskScheduler;

// ---------------------------------------------------------------------------------------------
// Idle time

/**
 * Runs `task` once the page has loaded and the browser is idle (`requestIdleCallback`, or after
 * `fallbackMs` ms where it is missing), to prefetch the chunks a person is likely to open next
 * without competing with what the page shows now. Does nothing in unit tests (they render one
 * screen at a time: nothing to prefetch). No router import, so the sign-in page can schedule its
 * prefetch without downloading the router.
 */
export function whenIdle(task: () => void, fallbackMs = 200): void {
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') return;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => task(), { timeout: 2000 });
    } else {
      setTimeout(task, fallbackMs);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`, at most `timeoutMs` ms
 * later; a `fallbackMs` ms timer where it is missing, as in unit tests), unlike {@link whenIdle}
 * in every mode. For work that can wait until what the page draws now is painted. Returns the
 * cancel function.
 */
export function runWhenIdle(task: () => void, timeoutMs = 500, fallbackMs = 50): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}

/** Idle time (ms) a {@link runInIdleSlice} task gets where `requestIdleCallback` is missing. */
const FALLBACK_IDLE_MS = 5;

/**
 * Runs `task` in the browser's next idle period with a function giving the idle time left in
 * ms (`requestIdleCallback`'s deadline; where it is missing, a 0 ms timer with
 * {@link FALLBACK_IDLE_MS} ms). For work done in slices that each stop when the time is up (the
 * search index, `prepareSearchWhenIdle`). Returns the cancel function.
 */
export function runInIdleSlice(task: (timeRemaining: () => number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => task(() => deadline.timeRemaining()));
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(() => {
    const end = performance.now() + FALLBACK_IDLE_MS;
    task(() => end - performance.now());
  }, 0);
  return () => clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// New macrotasks

/**
 * Creates a function that runs a task in a new macrotask, after the browser has handled input and
 * painted if due: a `MessageChannel` message (no 4 ms clamp, like React's scheduler; a chain of
 * 0 ms timers waits at least 4 ms between tasks from the fifth on, a third of an 8 ms slice), and
 * every 50 ms a `setTimeout` instead, so that timers (and a scheduler that uses them, as in Node)
 * get their turn. Without `MessageChannel`, a 0 ms timer.
 */
export function createDefer(): (task: () => void) => void {
  let timerAt = performance.now();
  if (typeof MessageChannel === 'undefined') return (task) => setTimeout(task, 0);
  const channel = new MessageChannel();
  const queue: Array<() => void> = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (task) => {
    const now = performance.now();
    if (now - timerAt >= 50) {
      timerAt = now;
      setTimeout(task, 0);
      return;
    }
    queue.push(task);
    channel.port2.postMessage(0);
  };
}

/** The shared {@link createDefer} of {@link inNewTask} (one channel for every caller), made on first use. */
let sharedDefer: ((task: () => void) => void) | undefined;

/**
 * Runs `task` in a new macrotask ({@link createDefer}: no 4 ms clamp between slices); returns
 * the cancel function. The run summary's catch-up slices go this way.
 */
export const inNewTask: TaskScheduler = (task) => {
  let cancelled = false;
  sharedDefer ??= createDefer();
  sharedDefer(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
};

/** Runs `task` after a 0 ms timer; returns the cancel function. */
export const afterZeroTimer: TaskScheduler = (task) => {
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
};

// ---------------------------------------------------------------------------------------------
// Frames

/** `requestAnimationFrame` as a {@link FrameScheduler} (a 16 ms timer outside a browser). */
export const animationFrameScheduler: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/**
 * Runs `task` in the frame callback of the second frame from now (two `requestAnimationFrame`s:
 * what is committed now is laid out and painted by then, e.g. the rows a search scrolled to);
 * a 32 ms timer outside a browser. Returns the cancel function.
 */
export const inSecondFrame: TaskScheduler = (task) => {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(task, 32);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(task);
  });
  return () => cancelAnimationFrame(frame);
};

/** {@link afterPaint} waits at most this long for a frame (a hidden page draws none), in ms. */
const FRAME_WAIT_MS = 100;

/**
 * Runs `task` once two frames have begun since the call ({@link inSecondFrame}, then a 0 ms
 * timer, so after the second frame's paint), or after {@link FRAME_WAIT_MS} ms when no frame
 * comes; returns the cancel function. A run summary's catch-up starts this way: the lines it
 * summarises are drawn first (a 10,000-line log's catch-up came between the commit of its rows
 * and their paint). Two frames, because the rows are committed after the catch-up is scheduled,
 * often after the next frame. Outside a browser, a 0 ms timer.
 */
export function afterPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') return afterZeroTimer(task);
  let cancelTimer: (() => void) | undefined;
  const run = () => {
    cancelFrames();
    clearTimeout(fallback);
    cancelTimer = afterZeroTimer(task);
  };
  const cancelFrames = inSecondFrame(run);
  const fallback = setTimeout(run, FRAME_WAIT_MS);
  return () => {
    cancelFrames();
    clearTimeout(fallback);
    cancelTimer?.();
  };
}

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

// ---------------------------------------------------------------------------------------------
// Foreground work holds background work back

/**
 * Work a person is waiting for (a search scanning a 1,000,000-line log) holds back the task log's
 * background catch-ups (the run summary's feed after a long log arrived): on 2-core machines the
 * two took turns, and a first search right after a long log was shown ran at a third of its
 * speed. The hold lasts as long as the foreground work renews it, so a stopped search (a closed
 * dialog) lets the catch-up go on soon after.
 */
let heldUntil = Number.NEGATIVE_INFINITY;

/**
 * Holds background catch-ups back for the next `ms` milliseconds (0 ends the hold now).
 * @param now the clock in ms (default `performance.now()`).
 */
export function holdBackground(ms: number, now = performance.now()): void {
  heldUntil = ms <= 0 ? Number.NEGATIVE_INFINITY : now + ms;
}

/**
 * Whether background catch-ups are held back now ({@link holdBackground}).
 * @param now the clock in ms (default `performance.now()`).
 */
export function backgroundHeld(now = performance.now()): boolean {
  return now < heldUntil;
}
