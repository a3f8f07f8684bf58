import type { DiffHunk } from './logDiff';

/**
 * Diffs two logs without blocking the page: in a Web Worker (the worker module and jsdiff load
 * with the compare screen), or, where workers do not exist (tests), after yielding once on the
 * main thread. Rejects when the worker fails.
 */
export async function computeLogDiff(
  a: string[],
  b: string[],
  ids: number[],
  signal?: AbortSignal,
): Promise<DiffHunk[]> {
  if (typeof Worker === 'undefined') {
    const { diffLogs } = await import('./logDiff');
    await new Promise((resolve) => setTimeout(resolve, 0));
    return diffLogs(a, b, ids);
  }
  const worker = new Worker(new URL('./logDiff.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<DiffHunk[]>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<DiffHunk[]>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'The diff worker failed'));
      signal?.addEventListener('abort', () => reject(signal.reason));
      worker.postMessage({ a, b, ids });
    });
  } finally {
    worker.terminate();
  }
}
