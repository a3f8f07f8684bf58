/** CPU profile helpers shared by the benchmarks. */
/** A V8 CPU profile as CDP's `Profiler.stop` returns it. */
export interface CpuProfile {
  startTime: number;
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Prints the functions with the most self time, over the whole profile or, with `window`, over
 * the samples between `window.from` and `window.to` (ms on the profile's clock).
 */
export function printProfile(profile: CpuProfile, window?: { from: number; to: number }): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let at = profile.startTime / 1000;
  profile.samples.forEach((id, i) => {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    if (window && (at < window.from || at > window.to)) return;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [key, ms] of top) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}
