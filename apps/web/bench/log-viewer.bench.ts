/**
 * Log viewer benchmark (issue 7 "Performance"): a script that PRINTS figures, not a timed test.
 *
 *   pnpm --filter @semaphore-console/demo-server run build
 *   pnpm --filter @semaphore-console/web run build
 *   pnpm --filter @semaphore-console/web run bench
 *
 * Starts the built demo server (with --faults) and the built console (`startStack`), drives
 * Debian's headless Chromium through Playwright and measures, in the page:
 *
 * 1. Opening a finished task of 100,000 lines (demo synthetic task): the time from the output
 *    response's last byte (`PerformanceResourceTiming.responseEnd` of `GET …/tasks/{id}/output`) to
 *    the frame that shows the last line (its row is in the DOM at a frame's start; the next task
 *    after that frame is taken as painted); the DOM element count; the JS heap after a GC (CDP
 *    `Runtime.getHeapUsage`). Targets: ≤ 150 ms, ≤ 3,000 nodes, ≤ 60 MB.
 * 2. A task streaming 1,000 lines/s for 10 s over the websocket: dropped frames from gaps between
 *    `requestAnimationFrame` callbacks during the stream (a gap of g ms counts round(g / 16.7) - 1
 *    dropped frames), and the delay from the arrival of the last websocket `log` message to the
 *    first frame whose DOM holds the last line. Targets: ≤ 5 % dropped, ≤ 250 ms.
 *
 * Options (env): BENCH_RUNS (default 3) runs of the open measurement; BENCH_LINES (default 100000);
 * BENCH_STREAM_LINES (10000) and BENCH_STREAM_RATE (1000 lines/s).
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions, DEMO_ADMIN, startStack } from '@semaphore-console/e2e';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const STREAM_LINES = Number(process.env.BENCH_STREAM_LINES ?? 10_000);
const STREAM_RATE = Number(process.env.BENCH_STREAM_RATE ?? 1000);
const FRAME_MS = 1000 / 60;
/** BENCH_PROFILE=1 prints the functions with the most self time while opening the log. */
const PROFILE = process.env.BENCH_PROFILE === '1';

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

function printProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [key, ms] of top) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

/** In-page probes, installed before the console's scripts run. */
const PROBES = `(() => {
  const probe = (window.__bench = { logTimes: [], frames: [], lastIndexAt: [] });
  // Arrival time of every websocket 'log' message (before the app's own listener runs).
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const data = String(event.data);
        if (data.includes('"type":"log"')) {
          const m = /"task_id":(\\d+)/.exec(data);
          probe.logTimes.push([performance.now(), m ? Number(m[1]) : 0]);
        }
      });
    }
  };
  // Every animation frame: its time and the index of the last line in the DOM.
  const tick = (now) => {
    if (probe.recording) {
      const last = document.querySelector('[role="log"] [data-index]:last-child');
      probe.frames.push([now, last ? Number(last.getAttribute('data-index')) : -1]);
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  // Resolves with the time just after the paint of the first frame whose DOM holds row 'index'.
  probe.waitForRow = (index) =>
    new Promise((resolve) => {
      const check = () => document.querySelector('[role="log"] [data-index="' + index + '"]');
      const done = () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        });
      if (check()) return done();
      const observer = new MutationObserver(() => {
        if (check()) {
          observer.disconnect();
          done();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
})();`;

interface OpenResult {
  responseToPaintMs: number;
  domNodes: number;
  heapMb: number;
}

interface StreamResult {
  frames: number;
  droppedFrames: number;
  droppedPercent: number;
  lastMessageToLastLineMs: number;
  lines: number;
}

async function signIn(page: Page, consoleUrl: string): Promise<void> {
  const response = await page.request.post(new URL('api/auth/login', consoleUrl).href, {
    data: { auth: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
}

async function createSynthetic(
  page: Page,
  serverUrl: string,
  projectId: number,
  templateId: number,
  lines: number,
  linesPerSecond?: number,
): Promise<number> {
  const response = await page.request.post(
    `${serverUrl}/api/demo/project/${projectId}/tasks/synthetic`,
    {
      data: {
        template_id: templateId,
        lines,
        ...(linesPerSecond ? { lines_per_second: linesPerSecond } : {}),
      },
    },
  );
  if (response.status() !== 201)
    throw new Error(`synthetic task: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Opens `?t={taskId}` inside the running single-page app (no reload), like a click on a task. */
async function openTaskInApp(page: Page, taskId: number): Promise<void> {
  await page.evaluate((id) => {
    const url = new URL(location.href);
    url.searchParams.set('t', String(id));
    url.hash = '';
    history.pushState(history.state, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, taskId);
}

async function closeTaskInApp(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function measureOpen(
  page: Page,
  projectId: number,
  taskId: number,
  lines: number,
): Promise<OpenResult> {
  await page.evaluate(() => performance.clearResourceTimings());
  // The last row appears in the DOM; the next task after that frame runs after its paint.
  const painted = page.evaluate(`window.__bench.waitForRow(${lines - 1})`) as Promise<number>;
  // Awaited below; never an unhandled rejection (which would end the process before the stack stops).
  painted.catch(() => undefined);
  const cdpProfile = PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (cdpProfile) {
    await cdpProfile.send('Profiler.enable');
    await cdpProfile.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdpProfile.send('Profiler.start');
  }
  await openTaskInApp(page, taskId);
  const paintedAt = await painted;
  if (cdpProfile) {
    const { profile } = (await cdpProfile.send('Profiler.stop')) as { profile: CpuProfile };
    printProfile(profile);
    await cdpProfile.detach();
  }
  const responseEnd = await page.evaluate(
    ({ projectId, taskId }) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.endsWith(`/api/project/${projectId}/tasks/${taskId}/output`)) as
        PerformanceResourceTiming | undefined;
      return entry?.responseEnd ?? Number.NaN;
    },
    { projectId, taskId },
  );
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return {
    responseToPaintMs: paintedAt - responseEnd,
    domNodes,
    heapMb: heap.usedSize / 1024 / 1024,
  };
}

async function measureStream(
  page: Page,
  serverUrl: string,
  consoleUrl: string,
  projectId: number,
  templateId: number,
): Promise<StreamResult> {
  const taskId = await createSynthetic(
    page,
    serverUrl,
    projectId,
    templateId,
    STREAM_LINES,
    STREAM_RATE,
  );
  await openTaskInApp(page, taskId);
  await page.getByRole('log').waitFor();
  await page.evaluate(() => {
    const probe = (window as unknown as { __bench: { recording: boolean; frames: unknown[] } })
      .__bench;
    probe.frames = [];
    probe.recording = true;
  });
  const cdpProfile = PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (cdpProfile) {
    await cdpProfile.send('Profiler.enable');
    await cdpProfile.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdpProfile.send('Profiler.start');
  }
  // Wait for the run to end, then let the viewer settle.
  const deadline = Date.now() + (STREAM_LINES / STREAM_RATE) * 1000 + 30_000;
  for (;;) {
    const task = (await (
      await page.request.get(new URL(`api/project/${projectId}/tasks/${taskId}`, consoleUrl).href)
    ).json()) as { status: string; end: string | null };
    if (task.end !== null) break;
    if (Date.now() > deadline) throw new Error('the stream did not finish');
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(1500);
  if (cdpProfile) {
    const { profile } = (await cdpProfile.send('Profiler.stop')) as { profile: CpuProfile };
    printProfile(profile);
    await cdpProfile.detach();
  }
  const output = (await (
    await page.request.get(
      new URL(`api/project/${projectId}/tasks/${taskId}/output`, consoleUrl).href,
    )
  ).json()) as unknown[];
  const probe: { frames: [number, number][]; first: number; last: number } = await page.evaluate(
    (id) => {
      const p = (
        window as unknown as {
          __bench: { recording: boolean; frames: [number, number][]; logTimes: [number, number][] };
        }
      ).__bench;
      p.recording = false;
      const mine = p.logTimes.filter(([, task]) => task === id).map(([t]) => t);
      return {
        frames: p.frames,
        first: mine[0] ?? Number.NaN,
        last: mine[mine.length - 1] ?? Number.NaN,
      };
    },
    taskId,
  );
  const lastIndex = output.length - 1;
  const shown = probe.frames.find(([t, max]) => t >= probe.last && max >= lastIndex);
  // Frames during the stream: from the first to the last log message (plus the catch-up).
  const end = shown ? shown[0] : probe.last;
  const times = probe.frames.filter(([t]) => t >= probe.first && t <= end).map(([t]) => t);
  let dropped = 0;
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i] as number) - (times[i - 1] as number);
    dropped += Math.max(0, Math.round(gap / FRAME_MS) - 1);
  }
  const expected = times.length > 1 ? times.length - 1 + dropped : 0;
  return {
    frames: times.length,
    droppedFrames: dropped,
    droppedPercent: expected ? (dropped / expected) * 100 : Number.NaN,
    lastMessageToLastLineMs: shown ? shown[0] - probe.last : Number.NaN,
    lines: output.length,
  };
}

/** Dropped frames of the page doing nothing for `ms` (the machine's own share of dropped frames). */
async function measureIdleFrames(
  page: Page,
  ms: number,
): Promise<{ frames: number; droppedPercent: number }> {
  await page.evaluate(() => {
    const probe = (window as unknown as { __bench: { recording: boolean; frames: unknown[] } })
      .__bench;
    probe.frames = [];
    probe.recording = true;
  });
  await page.waitForTimeout(ms);
  const times: number[] = await page.evaluate(() => {
    const probe = (
      window as unknown as { __bench: { recording: boolean; frames: [number, number][] } }
    ).__bench;
    probe.recording = false;
    return probe.frames.map(([t]) => t);
  });
  let dropped = 0;
  for (let i = 1; i < times.length; i++) {
    dropped += Math.max(
      0,
      Math.round(((times[i] as number) - (times[i - 1] as number)) / FRAME_MS) - 1,
    );
  }
  const expected = times.length - 1 + dropped;
  return {
    frames: times.length,
    droppedPercent: expected > 0 ? (dropped / expected) * 100 : Number.NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const stack = await startStack({ demoArgs: ['--faults'] });
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.addInitScript(PROBES);
    await signIn(page, stack.consoleUrl);
    const projects = (await (
      await page.request.get(new URL('api/projects', stack.consoleUrl).href)
    ).json()) as {
      id: number;
      name: string;
    }[];
    const projectId = (projects.find((p) => p.name === 'Web Platform') ?? projects[0])?.id ?? 1;
    const templates = (await (
      await page.request.get(new URL(`api/project/${projectId}/templates`, stack.consoleUrl).href)
    ).json()) as { id: number }[];
    const templateId = templates[0]?.id;
    if (templateId === undefined) throw new Error('the demo project has no template');
    await page.goto(new URL(`project/${projectId}/history`, stack.consoleUrl).href);
    await page.waitForLoadState('networkidle');

    console.log(
      `\nLog viewer benchmark — Chromium ${browser.version()}, console ${stack.consoleUrl}`,
    );
    console.log(
      `   machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
    console.log(`\n1. Open a task log of ${LINES.toLocaleString('en')} lines (${RUNS} runs)`);
    const opens: OpenResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      const taskId = await createSynthetic(page, stack.serverUrl, projectId, templateId, LINES);
      const result = await measureOpen(page, projectId, taskId, LINES);
      opens.push(result);
      console.log(
        `   run ${run + 1}: response→last line painted ${result.responseToPaintMs.toFixed(1)} ms, ` +
          `DOM ${result.domNodes} elements, JS heap ${result.heapMb.toFixed(1)} MB`,
      );
      await closeTaskInApp(page);
    }
    const openMs = median(opens.map((r) => r.responseToPaintMs));
    const nodes = Math.max(...opens.map((r) => r.domNodes));
    const heap = Math.max(...opens.map((r) => r.heapMb));
    console.log(
      `   median ${openMs.toFixed(1)} ms (target ≤ 150 ms) ${openMs <= 150 ? 'OK' : 'MISSED'}`,
    );
    console.log(`   max DOM ${nodes} elements (target ≤ 3,000) ${nodes <= 3000 ? 'OK' : 'MISSED'}`);
    console.log(
      `   max JS heap ${heap.toFixed(1)} MB (target ≤ 60 MB) ${heap <= 60 ? 'OK' : 'MISSED'}`,
    );

    console.log(
      `\n2. Stream ${STREAM_LINES.toLocaleString('en')} lines at ${STREAM_RATE} lines/s over the websocket`,
    );
    const idle = await measureIdleFrames(page, 3000);
    console.log(
      `   baseline, idle page for 3 s: ${idle.frames} frames, ${idle.droppedPercent.toFixed(2)} % dropped (machine load)`,
    );
    const stream = await measureStream(
      page,
      stack.serverUrl,
      stack.consoleUrl,
      projectId,
      templateId,
    );
    console.log(
      `   ${stream.lines} lines, ${stream.frames} frames, ${stream.droppedFrames} dropped ` +
        `(${stream.droppedPercent.toFixed(2)} %, target ≤ 5 %) ${stream.droppedPercent <= 5 ? 'OK' : 'MISSED'}`,
    );
    console.log(
      `   last message → last line shown ${stream.lastMessageToLastLineMs.toFixed(1)} ms ` +
        `(target ≤ 250 ms) ${stream.lastMessageToLastLineMs <= 250 ? 'OK' : 'MISSED'}`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
