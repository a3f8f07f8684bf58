/**
 * Cold-load benchmark (spec core §2 deep links): a script that PRINTS figures, not a timed test.
 *
 *   pnpm --filter @semaphore-console/web run bench          (every bench file, bench/run.ts)
 *   pnpm --filter @semaphore-console/web exec tsx bench/cold-load.bench.ts
 *
 * Starts the built stack like the log benchmark (`stack.ts`). Every run is a fresh Chromium with
 * an empty cache and the session cookie of the admin already set (signed in from Node), which
 * opens one address of the console by a full navigation, like a person following a link:
 *
 * 1. the project page `/project/{id}/history`: navigation → first contentful paint; navigation →
 *    "ready" (the frame after the task history's rows are in the DOM, painted); the files and
 *    bytes (transfer size, compressed) the page loaded before it was ready, and how many of them
 *    were JavaScript;
 * 2. a deep link to a finished 1,000-line log `/project/{id}/history?t={task}`: navigation → the
 *    paint of the frame that first holds the last line's row.
 *
 * BENCH_COLD.runs (5) runs each, the median printed with its target and the load average.
 * BENCH_TRACE=1 prints every request of the last run of each scenario (start → end, ms after the
 * navigation): where the time goes.
 */
import { DEMO_ADMIN } from '@semaphore-console/e2e';
import {
  adminCookie,
  openSignedIn,
  figure,
  printSummary,
  repeat,
  runBench,
  runsNote,
} from './figures';
import { createSynthetic, load, machine, startBenchStack, type BenchStack } from './stack';

/** Options (env) and targets of the cold-load scenarios. */
const COLD = {
  runs: Number(process.env.BENCH_RUNS ?? 5),
  trace: process.env.BENCH_TRACE === '1',
  /** Lines of the deep-linked log. */
  logLines: 1000,
  /** The project page is ready within this long after the navigation (ms, the bench's stub, low load). */
  pageReadyMs: 500,
  /** A deep link to a 1,000-line log shows its last line within this long (ms). */
  deepLinkMs: 700,
  /** First contentful paint of the project page (ms). */
  fcpMs: 300,
};

interface Resource {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
  transferSize: number;
}

interface ColdResult {
  readyMs: number;
  fcpMs: number;
  files: number;
  scripts: number;
  kib: number;
  resources: Resource[];
}

/**
 * Opens `path` cold in a fresh browser with the session cookie set; waits for `selector` painted.
 */
async function openCold(
  bench: BenchStack,
  cookie: { name: string; value: string },
  path: string,
  selector: string,
): Promise<ColdResult> {
  const { browser, page, readyMs } = await openSignedIn(
    bench.stack.consoleUrl,
    cookie,
    path,
    selector,
  );
  try {
    const timing = await page.evaluate<{
      fcp: number;
      resources: Resource[];
      doc: number;
    }>(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        fcp: fcp ? fcp.startTime : NaN,
        doc: nav ? nav.transferSize : 0,
        resources: performance.getEntriesByType('resource').map((e) => ({
          name: e.name.replace(location.origin, ''),
          initiatorType: e.initiatorType,
          startTime: e.startTime,
          responseEnd: e.responseEnd,
          transferSize: e.transferSize,
        })),
      };
    })()`);
    const before = timing.resources.filter(
      (r) => r.responseEnd <= readyMs && !r.name.includes('/api/'),
    );
    return {
      readyMs,
      fcpMs: timing.fcp,
      // The document itself counts as a file.
      files: before.length + 1,
      scripts: before.filter((r) => r.name.endsWith('.js')).length,
      kib: (timing.doc + before.reduce((sum, r) => sum + r.transferSize, 0)) / 1024,
      resources: timing.resources,
    };
  } finally {
    await browser.close();
  }
}

function printTrace(label: string, result: ColdResult | undefined, endMs: number): void {
  if (!COLD.trace || !result) return;
  console.log(
    `      ${label}: requests (ms after the navigation), ready at ${endMs.toFixed(0)} ms`,
  );
  for (const r of [...result.resources].sort((a, b) => a.startTime - b.startTime)) {
    console.log(
      `        ${r.startTime.toFixed(0).padStart(5)} → ${r.responseEnd.toFixed(0).padStart(5)}  ` +
        `${(r.transferSize / 1024).toFixed(1).padStart(6)} KiB  ${r.name}`,
    );
  }
}

/** The rows of the task history (the dashboard's table holds at least two tasks when loaded). */
const HISTORY_READY = 'main table tbody tr:nth-child(2) td';

async function main(): Promise<void> {
  const startedAt = Date.now();
  const bench = await startBenchStack();
  try {
    console.log(
      `\nCold-load benchmark — console ${bench.stack.consoleUrl}, ${COLD.runs} runs a scenario`,
    );
    console.log(`   machine: ${machine()}`);
    const cookie = await adminCookie(bench.stack.consoleUrl, DEMO_ADMIN);
    const history = `project/${bench.projectId}/history`;

    console.log(`\n5. Cold open of the project page /${history}`);
    const page = await repeat('project page', COLD.runs, () =>
      openCold(bench, cookie, history, HISTORY_READY),
    );
    for (const r of page.results) {
      console.log(
        `      ready ${r.readyMs.toFixed(0)} ms, first contentful paint ${r.fcpMs.toFixed(0)} ms, ` +
          `${r.files} files (${r.scripts} JavaScript), ${r.kib.toFixed(1)} KiB before ready`,
      );
    }
    const note = runsNote(page);
    figure(
      'cold project page: navigation → ready painted',
      page.results.map((r) => r.readyMs),
      'ms',
      COLD.pageReadyMs,
      note,
    );
    figure(
      'cold project page: first contentful paint',
      page.results.map((r) => r.fcpMs),
      'ms',
      COLD.fcpMs,
      note,
    );
    figure(
      'cold project page: files before ready',
      page.results.map((r) => r.files),
      'files',
      10,
      note,
    );
    figure(
      'cold project page: KiB transferred before ready',
      page.results.map((r) => r.kib),
      'KiB',
      400,
      note,
    );
    const last = page.results.at(-1);
    printTrace('last run', last, last?.readyMs ?? 0);

    console.log(`\n6. Deep link to a finished log of ${COLD.logLines.toLocaleString('en')} lines`);
    const deep = await repeat('deep link', COLD.runs, async () => {
      const taskId = await createSynthetic(bench, { lines: COLD.logLines });
      return openCold(
        bench,
        cookie,
        `${history}?t=${taskId}`,
        `[role="log"] [data-index="${COLD.logLines - 1}"]`,
      );
    });
    for (const r of deep.results) {
      console.log(
        `      last line painted ${r.readyMs.toFixed(0)} ms, first contentful paint ` +
          `${r.fcpMs.toFixed(0)} ms, ${r.files} files (${r.scripts} JavaScript)`,
      );
    }
    figure(
      `deep link to a ${COLD.logLines.toLocaleString('en')}-line log: navigation → last line painted`,
      deep.results.map((r) => r.readyMs),
      'ms',
      COLD.deepLinkMs,
      runsNote(deep),
    );
    const lastDeep = deep.results.at(-1);
    printTrace('last run', lastDeep, lastDeep?.readyMs ?? 0);

    printSummary(`Cold load (median of ${COLD.runs} runs; load average now ${load()})`);
    console.log(`\nwhole run ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  } finally {
    await bench.stack.stop();
  }
}

runBench(main);
