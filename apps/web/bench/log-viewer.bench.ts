/**
 * Log viewer benchmark (spec core §2, task log dialog): a script that PRINTS figures, not a timed test.
 *
 *   pnpm --filter @semaphore-console/demo-server run build
 *   pnpm --filter @semaphore-console/web run build
 *   pnpm --filter @semaphore-console/web run bench
 *
 * Starts the built demo server (with --faults) and the built console (`startStack`), drives
 * Debian's headless Chromium over the DevTools protocol (`cdp.ts`: not Playwright, whose network
 * inspection adds its own 50-250 ms after the answer's last byte) and measures, in the page:
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
import { DEMO_ADMIN, startStack } from '@semaphore-console/e2e';
import { launchChromium, type CdpPage } from './cdp';
import { printProfile, type CpuProfile } from './profile';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const STREAM_LINES = Number(process.env.BENCH_STREAM_LINES ?? 10_000);
const STREAM_RATE = Number(process.env.BENCH_STREAM_RATE ?? 1000);
const FRAME_MS = 1000 / 60;
/** BENCH_PROFILE=1 prints the functions with the most self time while opening the log. */
const PROFILE = process.env.BENCH_PROFILE === '1';

/** In-page probes, installed before the console's scripts run. */
const PROBES = `(() => {
  const probe = (window.__bench = { logTimes: [], frames: [], lastIndexAt: [], reads: [], longTasks: [] });
  // When each body chunk reaches the page's script (the end of a streamed read shows the backlog).
  const read = ReadableStreamDefaultReader.prototype.read;
  ReadableStreamDefaultReader.prototype.read = function () {
    return read.call(this).then((result) => {
      probe.reads.push([performance.now(), result.done ? -1 : result.value ? result.value.byteLength : 0]);
      return result;
    });
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
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
  /** The last body read handed to the page's script, after the response's last byte (ms). */
  lastReadMs: number;
  /** Main-thread tasks over 50 ms between the response's last byte and the paint: [start, ms]. */
  longTasks: [number, number][];
  /** The output request: first byte to last byte of the answer (download), in ms. */
  downloadMs: number;
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

/** Signs in from the page (same origin, so the session cookie is the page's). */
async function signIn(page: CdpPage): Promise<void> {
  const status = await page.evaluate<number>(
    `fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(${JSON.stringify({ auth: DEMO_ADMIN.username, password: DEMO_ADMIN.password })}),
    }).then((r) => r.status)`,
  );
  if (status !== 204 && status !== 200) throw new Error(`sign-in failed: ${status}`);
}

/** `GET` an API path from the page (the console's proxy, signed in); its JSON. */
function apiGet<T>(page: CdpPage, path: string): Promise<T> {
  return page.evaluate<T>(`fetch(${JSON.stringify(`/${path}`)}).then((r) => r.json())`);
}

async function createSynthetic(
  serverUrl: string,
  projectId: number,
  templateId: number,
  lines: number,
  linesPerSecond?: number,
): Promise<number> {
  const response = await fetch(`${serverUrl}/api/demo/project/${projectId}/tasks/synthetic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      template_id: templateId,
      lines,
      ...(linesPerSecond ? { lines_per_second: linesPerSecond } : {}),
    }),
  });
  if (response.status !== 201)
    throw new Error(`synthetic task: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Opens `?t={taskId}` inside the running single-page app (no reload), like a click on a task. */
async function openTaskInApp(page: CdpPage, taskId: number): Promise<void> {
  await page.evaluate(`(() => {
    const url = new URL(location.href);
    url.searchParams.set('t', '${taskId}');
    url.hash = '';
    history.pushState(history.state, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  })()`);
}

async function closeTaskInApp(page: CdpPage): Promise<void> {
  await page.press('Escape', 27);
  await page.waitFor(`!document.querySelector('[role="dialog"]')`);
}

async function measureOpen(
  page: CdpPage,
  projectId: number,
  taskId: number,
  lines: number,
): Promise<OpenResult> {
  await page.evaluate(`(() => {
    performance.clearResourceTimings();
    window.__bench.reads = [];
    window.__bench.longTasks = [];
    // The last row appears in the DOM; the next task after that frame runs after its paint.
    window.__bench.painted = window.__bench.waitForRow(${lines - 1});
  })()`);
  /** performance.now() in the page right after the profiler started (to align the clocks). */
  let profileStartedAt = 0;
  if (PROFILE) {
    await page.send('Profiler.enable');
    await page.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.send('Profiler.start');
    profileStartedAt = await page.evaluate<number>('performance.now()');
  }
  await openTaskInApp(page, taskId);
  const paintedAt = await page.evaluate<number>('window.__bench.painted');
  let profile: CpuProfile | undefined;
  if (PROFILE) {
    profile = (await page.send<{ profile: CpuProfile }>('Profiler.stop')).profile;
    console.log('      whole open:');
    printProfile(profile);
  }
  const timing = await page.evaluate<{
    responseEnd: number;
    responseStart: number;
    reads: [number, number][];
    longTasks: [number, number][];
  }>(`(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.endsWith('/api/project/${projectId}/tasks/${taskId}/output'));
    return {
      responseEnd: entry ? entry.responseEnd : NaN,
      responseStart: entry ? entry.responseStart : NaN,
      reads: window.__bench.reads,
      longTasks: window.__bench.longTasks,
    };
  })()`);
  const { responseEnd, responseStart, reads, longTasks } = timing;
  if (profile) {
    // The profile's clock (µs) against the page's: the profiler started just before profileStartedAt.
    const offset = profile.startTime / 1000 - profileStartedAt;
    console.log("      after the response's last byte:");
    printProfile(profile, { from: responseEnd + offset, to: paintedAt + offset });
  }
  const lastRead = reads.filter(([, bytes]) => bytes === -1).at(-1)?.[0] ?? Number.NaN;
  if (process.env.BENCH_READS === '1') {
    const gaps = reads.map(([t, bytes], k) => [
      Math.round(t - responseEnd),
      bytes,
      k > 0 ? Math.round(t - (reads[k - 1] as [number, number])[0]) : 0,
    ]);
    console.log(`      reads [ms after response, bytes, gap]: ${JSON.stringify(gaps)}`);
  }
  const domNodes = await page.evaluate<number>(`document.getElementsByTagName('*').length`);
  await page.send('HeapProfiler.collectGarbage');
  const heap = await page.send<{ usedSize: number }>('Runtime.getHeapUsage');
  return {
    responseToPaintMs: paintedAt - responseEnd,
    lastReadMs: lastRead - responseEnd,
    longTasks: longTasks
      .filter(([start, ms]) => start + ms > responseEnd && start < paintedAt)
      .map(([start, ms]) => [Math.round(start - responseEnd), Math.round(ms)]),
    downloadMs: responseEnd - responseStart,
    domNodes,
    heapMb: heap.usedSize / 1024 / 1024,
  };
}

async function measureStream(
  page: CdpPage,
  serverUrl: string,
  projectId: number,
  templateId: number,
): Promise<StreamResult> {
  // Start from a collected heap, so the first part's 100,000-line logs (closed) are not collected
  // during this measurement.
  await page.send('HeapProfiler.collectGarbage');
  const taskId = await createSynthetic(serverUrl, projectId, templateId, STREAM_LINES, STREAM_RATE);
  await openTaskInApp(page, taskId);
  await page.waitFor(`document.querySelector('[role="log"]')`);
  await page.evaluate(`(() => {
    window.__bench.frames = [];
    window.__bench.recording = true;
  })()`);
  if (PROFILE) {
    await page.send('Profiler.enable');
    await page.send('Profiler.setSamplingInterval', { interval: 500 });
    await page.send('Profiler.start');
  }
  // Wait for the run to end, then let the viewer settle.
  const deadline = Date.now() + (STREAM_LINES / STREAM_RATE) * 1000 + 30_000;
  for (;;) {
    const task = await apiGet<{ end: string | null }>(
      page,
      `api/project/${projectId}/tasks/${taskId}`,
    );
    if (task.end !== null) break;
    if (Date.now() > deadline) throw new Error('the stream did not finish');
    await sleep(250);
  }
  await sleep(1500);
  if (PROFILE) {
    const { profile } = await page.send<{ profile: CpuProfile }>('Profiler.stop');
    printProfile(profile);
  }
  const outputLines = await page.evaluate<number>(
    `fetch('/api/project/${projectId}/tasks/${taskId}/output').then((r) => r.json()).then((a) => a.length)`,
  );
  const probe = await page.evaluate<{ frames: [number, number][]; first: number; last: number }>(
    `(() => {
      const p = window.__bench;
      p.recording = false;
      const mine = p.logTimes.filter(([, task]) => task === ${taskId}).map(([t]) => t);
      return { frames: p.frames, first: mine[0] ?? NaN, last: mine[mine.length - 1] ?? NaN };
    })()`,
  );
  const lastIndex = outputLines - 1;
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
  if (process.env.BENCH_FRAMES === '1') {
    const long = times
      .map((t, i) => [
        Math.round(t - probe.first),
        i > 0 ? Math.round(t - (times[i - 1] as number)) : 0,
      ])
      .filter(([, gap]) => (gap as number) > FRAME_MS * 1.5);
    console.log(`      long frames [ms after the first message, gap ms]: ${JSON.stringify(long)}`);
  }
  return {
    frames: times.length,
    droppedFrames: dropped,
    droppedPercent: expected ? (dropped / expected) * 100 : Number.NaN,
    lastMessageToLastLineMs: shown ? shown[0] - probe.last : Number.NaN,
    lines: outputLines,
  };
}

/** Dropped frames of the page doing nothing for `ms` (the machine's own share of dropped frames). */
async function measureIdleFrames(
  page: CdpPage,
  ms: number,
): Promise<{ frames: number; droppedPercent: number }> {
  await page.evaluate(`(() => {
    window.__bench.frames = [];
    window.__bench.recording = true;
  })()`);
  await sleep(ms);
  const times = await page.evaluate<number[]>(`(() => {
    window.__bench.recording = false;
    return window.__bench.frames.map(([t]) => t);
  })()`);
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const stack = await startStack({ demoArgs: ['--faults'] });
  const browser = await launchChromium();
  try {
    const page = browser.page;
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: PROBES });
    await page.navigate(stack.consoleUrl);
    await signIn(page);
    const projects = await apiGet<{ id: number; name: string }[]>(page, 'api/projects');
    const projectId = (projects.find((p) => p.name === 'Web Platform') ?? projects[0])?.id ?? 1;
    const templates = await apiGet<{ id: number }[]>(page, `api/project/${projectId}/templates`);
    const templateId = templates[0]?.id;
    if (templateId === undefined) throw new Error('the demo project has no template');
    await page.navigate(new URL(`project/${projectId}/history`, stack.consoleUrl).href);
    await page.waitFor(`document.querySelector('main table, main [role="table"], main h1')`);
    await sleep(1000);

    console.log(`\nLog viewer benchmark — ${browser.version}, console ${stack.consoleUrl}`);
    console.log(
      `   machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
    console.log(`\n1. Open a task log of ${LINES.toLocaleString('en')} lines (${RUNS} runs)`);
    const opens: OpenResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      const taskId = await createSynthetic(stack.serverUrl, projectId, templateId, LINES);
      const result = await measureOpen(page, projectId, taskId, LINES);
      opens.push(result);
      console.log(
        `   run ${run + 1}: response→last line painted ${result.responseToPaintMs.toFixed(1)} ms, ` +
          `DOM ${result.domNodes} elements, JS heap ${result.heapMb.toFixed(1)} MB ` +
          `(download ${result.downloadMs.toFixed(1)} ms; last read +${result.lastReadMs.toFixed(0)} ms; ` +
          `long tasks after the response [start, ms]: ${JSON.stringify(result.longTasks)})`,
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
    const stream = await measureStream(page, stack.serverUrl, projectId, templateId);
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
