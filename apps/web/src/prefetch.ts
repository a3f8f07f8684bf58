/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, or after `fallbackMs` where it is
 * missing), to prefetch the chunks a person is likely to open next without delaying what the
 * page shows now.
 */
export function whenIdle(task: () => void, fallbackMs = 200): void {
  // Unit tests render one screen at a time: nothing to prefetch there.
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') return;
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => task(), { timeout: 2000 });
  } else {
    setTimeout(task, fallbackMs);
  }
}
