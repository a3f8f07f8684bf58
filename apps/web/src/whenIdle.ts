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
