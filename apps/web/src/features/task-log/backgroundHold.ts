/**
 * Work a person is waiting for (a search scanning a 1,000,000-line log) holds back the task log's
 * background catch-ups (the run summary's feed after a long log arrived): on these 2-core machines
 * the two took turns, and a first search right after a long log was shown ran at a third of its
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
