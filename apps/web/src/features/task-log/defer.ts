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
