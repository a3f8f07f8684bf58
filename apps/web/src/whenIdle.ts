/**
 * Runs `task` once the page has loaded and the browser is idle (`requestIdleCallback`, or after
 * `fallbackMs` where it is missing), to prefetch the chunks a person is likely to open next
 * without competing with what the page shows now. Its own module (no router import), so the
 * sign-in page can schedule its prefetch without downloading the router.
 */
export function whenIdle(task: () => void, fallbackMs = 200): void {
  // Unit tests render one screen at a time: nothing to prefetch there.
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
 * later; a `fallbackMs` timer where it is missing, as in unit tests), unlike {@link whenIdle} in
 * every mode. For work that can wait until what the page draws now is painted. Returns the
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
