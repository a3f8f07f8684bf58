/**
 * What every benchmark scenario shares: the running stack (built demo server with `--faults` and
 * built console), a fresh Chromium per run with the in-page probes installed and an admin signed
 * in, the synthetic tasks of the demo server (`POST /api/demo/project/{id}/tasks/synthetic`), and
 * a runner that gives each run a time limit and retries a broken run once (and says so).
 */
import { cpus, loadavg } from 'node:os';
import { DEMO_ADMIN, startStack, type Stack } from '@semaphore-console/e2e';
import { launchChromium, type CdpBrowser, type CdpPage } from './cdp';

/**
 * Source that wraps `${scope}.WebSocket` so that every `log` message pushes `[time, task_id]`
 * (the time from the expression `clock`) onto the array `into`.
 */
function socketProbe(scope: string, into: string, clock: string): string {
  return `const Native = ${scope}.WebSocket;
  ${scope}.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const data = String(event.data);
        if (data.includes('"type":"log"')) {
          const m = /"task_id":(\\d+)/.exec(data);
          ${into}.push([${clock}, m ? Number(m[1]) : 0]);
        }
      });
    }
  };`;
}

/**
 * In-page probes, installed before the console's scripts run (`window.__bench`):
 * - `longTasks`: every main-thread task over 50 ms, `[start, duration]` (ms, page clock);
 * - `frames50`: every animation frame over 50 ms (`long-animation-frame`): start, duration, the
 *   time of its rendering and of its style and layout, and its scripts `[invoker, ms, forced
 *   style and layout ms]`;
 * - `reads`: when each body chunk reached the page's script, `[time, bytes]` (`-1`: done);
 * - `logTimes`: arrival of every websocket `log` message, `[time, task_id]`;
 * - `frames` (between `record(true)` and `record(false)`): every animation frame, `[time, index of
 *   the last row in the DOM]`;
 * - `waitForRow(i)`: resolves with the time just after the paint of the first frame whose DOM
 *   holds row `i` (the next task after that frame).
 */
const PROBES = `(() => {
  const probe = (window.__bench = { logTimes: [], frames: [], reads: [], longTasks: [] });
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
  probe.frames50 = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        probe.frames50.push({
          start: e.startTime,
          duration: e.duration,
          render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          styleLayout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
          scripts: e.scripts.map((s) => [s.invoker, Math.round(s.duration), Math.round(s.forcedStyleAndLayoutDuration)]),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  ${socketProbe('window', 'probe.logTimes', 'performance.now()')}
  // The frame loop runs only while recording: an animation frame requested on every frame keeps
  // the compositor and the GPU process drawing (about 0.4 s of CPU per 2 s on these machines),
  // work a page without the probe does not cause.
  let looping = false;
  const tick = (now) => {
    if (!probe.recording) {
      looping = false;
      return;
    }
    // The log element is looked up again only when it is gone (a cheap probe per frame).
    if (!probe.log || !probe.log.isConnected) probe.log = document.querySelector('[role="log"]');
    const last = probe.log && probe.log.querySelector('[data-index]:last-child');
    probe.frames.push([now, last ? Number(last.getAttribute('data-index')) : -1]);
    requestAnimationFrame(tick);
  };
  probe.record = (on) => {
    probe.recording = on;
    if (on && !looping) {
      looping = true;
      requestAnimationFrame(tick);
    }
  };
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

/**
 * The probe of a worker (the console's feed socket runs in one, `src/server/feedSocket.ts`), evaluated
 * before the worker's script runs: `self.__benchLogTimes`, the arrival of every websocket `log`
 * message, `[time, task_id]` with the time in ms since the epoch (`performance.timeOrigin` +
 * `now()`: the worker's clock starts when the worker does, not with the page).
 */
const WORKER_PROBE = `(() => {
  const times = (self.__benchLogTimes = []);
  if (!self.WebSocket) return;
  ${socketProbe('self', 'times', 'performance.timeOrigin + performance.now()')}
})();`;

/** The stack and the demo project the scenarios use. */
export interface BenchStack {
  stack: Stack;
  projectId: number;
  templateId: number;
}

/** One run's browser: a fresh Chromium with the probes, signed in, on the project's history page. */
export interface BenchPage {
  browser: CdpBrowser;
  page: CdpPage;
  /** DevTools sessions of the page's workers (each with {@link WORKER_PROBE}). */
  workers: string[];
}

/**
 * The arrival of every websocket `log` message in the page and in its workers (the feed's socket
 * runs in a worker), `[time, task_id]` on the page's clock (`performance.now()`), in time order.
 */
export async function logTimes({ page, workers }: BenchPage): Promise<[number, number][]> {
  const { origin, times } = await page.evaluate<{ origin: number; times: [number, number][] }>(
    '({ origin: performance.timeOrigin, times: window.__bench.logTimes })',
  );
  const all = [...times];
  for (const session of workers) {
    const answer = await page
      .sendToSession<{ result: { value?: [number, number][] } }>(session, 'Runtime.evaluate', {
        expression: 'self.__benchLogTimes',
        returnByValue: true,
      })
      .catch(() => undefined);
    for (const [at, task] of answer?.result.value ?? []) all.push([at - origin, task]);
  }
  return all.sort((a, b) => a[0] - b[0]);
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The machine's load average now, `1 / 5 / 15 min`. */
export function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/** A line about the machine: CPUs and load average. */
export function machine(): string {
  return `${cpus().length} CPUs, load average ${load()} (1 / 5 / 15 min)`;
}

/** The median of `values` (the middle one of an odd count, the upper middle of an even one); NaN when empty. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** `GET` an API path from the page (the console's proxy, signed in); its JSON. */
export function apiGet<T>(page: CdpPage, path: string): Promise<T> {
  return page.evaluate<T>(`fetch(${JSON.stringify(`/${path}`)}).then((r) => r.json())`);
}

/**
 * Starts the built demo server (`--faults`) and the built console, and finds the demo project
 * "Acme Web Platform" and its first template (read as the seeded admin, from Node).
 * @throws Error when something is not built or the demo project has no template.
 */
export async function startBenchStack(): Promise<BenchStack> {
  const stack = await startStack({ demoArgs: ['--faults'] });
  try {
    const login = await fetch(`${stack.serverUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const get = async <T>(path: string): Promise<T> =>
      (await (await fetch(`${stack.serverUrl}/${path}`, { headers: { cookie } })).json()) as T;
    const projects = await get<{ id: number; name: string }[]>('api/projects');
    const projectId =
      (projects.find((p) => p.name === 'Acme Web Platform') ?? projects[0])?.id ?? 1;
    const templates = await get<{ id: number }[]>(`api/project/${projectId}/templates`);
    const templateId = templates[0]?.id;
    if (templateId === undefined) throw new Error('the demo project has no template');
    return { stack, projectId, templateId };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * Launches a fresh Chromium with the probes, signs the admin in (from the page, so the session
 * cookie is the page's) and opens the project's task history, waiting until it shows.
 */
export async function openBenchPage({ stack, projectId }: BenchStack): Promise<BenchPage> {
  const browser = await launchChromium();
  try {
    const page = browser.page;
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: PROBES });
    // Workers start paused: the probe goes in before their script runs.
    const workers: string[] = [];
    page.on('Target.attachedToTarget', (params) => {
      const { sessionId, targetInfo, waitingForDebugger } = params as {
        sessionId: string;
        targetInfo: { type: string };
        waitingForDebugger: boolean;
      };
      void (async () => {
        if (targetInfo.type === 'worker') {
          await page
            .sendToSession(sessionId, 'Runtime.evaluate', { expression: WORKER_PROBE })
            .then(() => workers.push(sessionId))
            .catch(() => undefined);
        }
        if (waitingForDebugger) {
          await page
            .sendToSession(sessionId, 'Runtime.runIfWaitingForDebugger')
            .catch(() => undefined);
        }
      })();
    });
    await page.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
    });
    await page.navigate(stack.consoleUrl);
    const status = await page.evaluate<number>(
      `fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(${JSON.stringify({ auth: DEMO_ADMIN.username, password: DEMO_ADMIN.password })}),
      }).then((r) => r.status)`,
    );
    if (status !== 204 && status !== 200) throw new Error(`sign-in failed: ${status}`);
    await page.navigate(new URL(`project/${projectId}/history`, stack.consoleUrl).href);
    await page.waitFor(`document.querySelector('main table, main [role="table"], main h1')`);
    // Let the screen's own loading finish before a scenario measures anything.
    await sleep(500);
    return { browser, page, workers };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Options of a synthetic task (demo server, `POST /api/demo/project/{id}/tasks/synthetic`). */
export interface SyntheticTask {
  /** Number of lines. */
  lines: number;
  /** Lines per second over the websocket (a running task); absent: a finished task. */
  linesPerSecond?: number;
  /** Characters per line (default about 100). */
  lineLength?: number;
}

/** Creates a synthetic task; its id. @throws Error when the demo server refuses it. */
export async function createSynthetic(
  { stack, projectId, templateId }: BenchStack,
  options: SyntheticTask,
): Promise<number> {
  const response = await fetch(`${stack.serverUrl}/api/demo/project/${projectId}/tasks/synthetic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      template_id: templateId,
      lines: options.lines,
      ...(options.linesPerSecond ? { lines_per_second: options.linesPerSecond } : {}),
      ...(options.lineLength ? { line_length: options.lineLength } : {}),
    }),
  });
  if (response.status !== 201)
    throw new Error(`synthetic task: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Opens `?t={taskId}` inside the running single-page app (no reload), like a click on a task.
 * @returns the page's `performance.now()` just before the navigation (ms).
 */
export function openTaskInApp(page: CdpPage, taskId: number): Promise<number> {
  return page.evaluate<number>(`(() => {
    const at = performance.now();
    const url = new URL(location.href);
    url.searchParams.set('t', '${taskId}');
    url.hash = '';
    history.pushState(history.state, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return at;
  })()`);
}

/** The outcome of {@link runScenario}: one value per run (NaN-free), and how many runs broke. */
export interface ScenarioRuns<T> {
  results: T[];
  /** Runs that broke and were retried (each at most once). */
  retried: number;
  /** Runs that broke twice (no result). */
  failed: number;
}

/**
 * Runs `measure` `runs` times, each in a fresh browser ({@link openBenchPage}) closed afterwards.
 * A run that throws or takes longer than `timeoutMs` (the browser is then closed, which makes
 * every pending call reject) is retried once, and the retry is printed; a run broken twice is
 * printed and left out.
 */
export async function runScenario<T>(
  bench: BenchStack,
  name: string,
  runs: number,
  timeoutMs: number,
  measure: (run: BenchPage, index: number) => Promise<T>,
): Promise<ScenarioRuns<T>> {
  const outcome: ScenarioRuns<T> = { results: [], retried: 0, failed: 0 };
  for (let index = 0; index < runs; index++) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      let opened: BenchPage | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            reject(new Error(`no result in ${timeoutMs / 1000} s`));
            void opened?.browser.close();
          }, timeoutMs);
        });
        const result = await Promise.race([
          (async () => {
            opened = await openBenchPage(bench);
            return measure(opened, index);
          })(),
          timedOut,
        ]);
        outcome.results.push(result);
        break;
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        if (attempt === 1) {
          outcome.retried++;
          console.log(`   ${name}, run ${index + 1} broke (${reason}): retrying it once`);
        } else {
          outcome.failed++;
          console.log(`   ${name}, run ${index + 1} broke again (${reason}): left out`);
        }
      } finally {
        clearTimeout(timer);
        await opened?.browser.close().catch(() => undefined);
      }
    }
  }
  return outcome;
}
