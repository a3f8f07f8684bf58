/**
 * Where the time of a log stream goes (a diagnostic script that PRINTS, not a test):
 *
 *   pnpm --filter @semaphore-console/web exec tsx bench/trace.ts [linesPerSecond=10000] [seconds=4]
 *   … bench/trace.ts small [thousands of lines]     the open of a finished log
 *   … bench/trace.ts search [hundred thousands]     its first search, once the log is complete
 *
 * Starts the built stack like the benchmark, opens a streaming synthetic task in the benchmark's
 * Chromium (DevTools protocol, not Playwright: its Network domain reports every websocket frame), records a Chromium trace (`devtools.timeline`, `disabled-by-default-devtools.timeline.frame`,
 * V8 GC) for `seconds` of the stream, and prints: the renderer main thread's busy share and its
 * self time per trace event (script, style, layout, paint, GC…), the CPU time of every process
 * of the machine meanwhile (from /proc: demo server, console server, Chromium's processes), and
 * the frames the compositor drew. `TRACE_OUT=file.json` keeps the raw trace.
 *
 * `small [thousands]`: the open of a finished log instead (main-thread tasks from the output's
 * last byte to the paint of its last line); `TRACE_PROFILE=1` adds the V8 CPU profile,
 * `TRACE_PROFILE_OUT=file.json` keeps it (also in `search` mode: the whole search) (with the response end, navigation and paint on its
 * clock, for mapping through the build's source maps), `TRACE_EVAL=expression` prints what the
 * expression gives in the page once the last line is painted, `TRACE_WARM=lines` opens and closes
 * a log of that many lines first (what a first open pays that a later one does not), and
 * `TRACE_CATS=a,b` records more trace categories (`fonts,disabled-by-default-fonts`: font lookups).
 * Small mode also prints the renderer's garbage collection from the navigation to the paint (main
 * thread and helper threads); `TRACE_THREADS=1` lists the CPU of every thread, not every process.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { CdpPage } from './cdp';
import { printProfile, type CpuProfile } from './profile';
import {
  createSynthetic,
  load,
  openBenchPage,
  openTaskInApp,
  sleep,
  startBenchStack,
  type BenchStack,
} from './stack';

/** `small`: the open of a finished log of SECONDS × 1,000 lines instead of a stream. */
const SMALL = process.argv[2] === 'small';
/** `search`: the first search of a finished log of SECONDS × 100,000 lines. */
const SEARCH = process.argv[2] === 'search';
const RATE = SMALL || SEARCH ? 0 : Number(process.argv[2] ?? 10_000);
const SECONDS = Number(process.argv[3] ?? 4);
/** `TRACE_DETAIL=1` (small mode): every nested event of 0.2 ms or more of the tasks that end after the response end. */
const DETAIL = process.env.TRACE_DETAIL === '1';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread in the event (µs), where the trace records it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** `TRACE_THREADS=1`: the CPU table lists every thread (process/thread) instead of every process. */
const THREADS = process.env.TRACE_THREADS === '1';

/**
 * CPU ticks (user + system) of every process now, by pid, with its command name; with
 * {@link THREADS}, of every thread, by tid, named `process/thread` (Chromium's `CrRendererMain`
 * is its process's first thread, named after the process; V8's GC helpers are `ThreadPoolForeg`).
 */
function cpuTicks(): Map<number, { comm: string; ticks: number }> {
  const out = new Map<number, { comm: string; ticks: number }>();
  /** The command name and CPU ticks in a `/proc/…/stat` line. */
  const parse = (stat: string) => {
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const type = cmd.find((a) => a.startsWith('--type='))?.slice(7);
      const script = cmd.find((a) => a.endsWith('main.js'));
      const { name, ticks } = parse(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      const comm = type
        ? `chromium ${type}`
        : script
          ? `node ${script.split('/').slice(-3, -2).join('')}`
          : name;
      if (!THREADS) {
        out.set(Number(entry), { comm, ticks });
        continue;
      }
      for (const tid of readdirSync(`/proc/${entry}/task`)) {
        const thread = parse(readFileSync(`/proc/${entry}/task/${tid}/stat`, 'utf8'));
        out.set(Number(tid), { comm: `${comm}/${thread.name}`, ticks: thread.ticks });
      }
    } catch {
      // the process ended
    }
  }
  return out;
}

/**
 * Prints where the renderer's garbage collection went between `from` and `to` (trace clock, µs):
 * on its main thread (scavenges, mark-compact pauses, incremental marking steps) and on its
 * helper threads (parallel scavenging, concurrent marking, sweeping), which take CPU from
 * everything else on a 2-core machine.
 */
function printGc(traceEvents: TraceEvent[], main: TraceEvent, from: number, to: number): void {
  const sums = new Map<string, { count: number; ms: number }>();
  const add = (key: string, e: TraceEvent) => {
    const overlap = Math.min(e.ts + (e.dur ?? 0), to) - Math.max(e.ts, from);
    if (overlap <= 0) return;
    const sum = sums.get(key) ?? { count: 0, ms: 0 };
    sum.count++;
    sum.ms += overlap / 1000;
    sums.set(key, sum);
  };
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.pid !== main.pid || !e.dur) continue;
    if (e.tid === main.tid) {
      if (e.name === 'MinorGC') add('main: scavenges', e);
      else if (e.name === 'MajorGC') add('main: mark-compact', e);
      else if (e.name === 'V8.GCIncrementalMarking') add('main: incremental marking', e);
    } else if (e.name.startsWith('V8.GC_') && e.name.includes('BACKGROUND')) {
      add(`helpers: ${e.name.slice(6).toLowerCase()}`, e);
    }
  }
  const parts = [...sums]
    .filter(([, { ms }]) => ms >= 1)
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([key, { count, ms }]) => `${key} ${ms.toFixed(0)} ms (${count})`);
  console.log(`   garbage collection, navigation → painted: ${parts.join('; ') || 'none'}`);
}

/** Records a Chromium trace of `ms` over the DevTools protocol; its events. */
async function traceFor(
  page: CdpPage,
  ms: number,
  during: () => Promise<void>,
): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) => {
    const off = page.on('Tracing.tracingComplete', (params) => {
      off();
      resolve((params as { stream: string }).stream);
    });
  });
  await page.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'disabled-by-default-devtools.timeline',
        'v8',
        'blink',
        'cc',
        'toplevel',
        // What made style recalculation and layout dirty (node and reason), with TRACE_DETAIL.
        ...(DETAIL ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
        // More categories, comma-separated (`fonts,disabled-by-default-fonts`: font lookups).
        ...(process.env.TRACE_CATS?.split(',') ?? []),
      ],
    },
  });
  await Promise.all([sleep(ms), during()]);
  await page.send('Tracing.end');
  const stream = await complete;
  let text = '';
  for (;;) {
    const chunk = await page.send<{ data: string; eof: boolean; base64Encoded?: boolean }>(
      'IO.read',
      {
        handle: stream,
        size: 4 << 20,
      },
    );
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await page.send('IO.close', { handle: stream });
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, text);
  const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/**
 * The renderer main thread's complete events (the thread named CrRendererMain with the most
 * events), sorted by start.
 */
function mainThread(traceEvents: TraceEvent[]): TraceEvent[] {
  const main = mainThreadName(traceEvents);
  return traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** The `thread_name` event of the busiest renderer main thread of the trace. */
function mainThreadName(traceEvents: TraceEvent[]): TraceEvent {
  const names = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const mains = names.filter((e) => e.args?.name === 'CrRendererMain');
  const count = (pid: number, tid: number) =>
    traceEvents.filter((e) => e.pid === pid && e.tid === tid).length;
  const main = mains.sort((a, b) => count(b.pid, b.tid) - count(a.pid, a.tid))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  return main;
}

/**
 * Opens a finished log and prints the main thread's tasks from the output's last byte to the
 * paint of its last line: each task over 1 ms with its longest nested events.
 */
/** Prints the CPU each process used between two {@link cpuTicks}, in % of one core over `wall` s. */
function printCpu(
  before: Map<number, { comm: string; ticks: number }>,
  after: Map<number, { comm: string; ticks: number }>,
  wall: number,
): void {
  console.log(`CPU of the processes meanwhile (% of one core, ${wall.toFixed(2)} s):`);
  const byComm = new Map<string, number>();
  for (const [pid, { comm, ticks }] of after) {
    const used = ticks - (before.get(pid)?.ticks ?? 0);
    if (used > 0) byComm.set(comm, (byComm.get(comm) ?? 0) + used);
  }
  for (const [comm, ticks] of [...byComm].sort((a, b) => b[1] - a[1]).slice(0, THREADS ? 20 : 12)) {
    console.log(`   ${((ticks / 100 / wall) * 100).toFixed(1).padStart(6)} %  ${comm}`);
  }
}

/** `TRACE_WARM=lines` (small mode): opens and closes a log of that many lines first. */
async function warmUp(bench: BenchStack, page: CdpPage, lines: number): Promise<void> {
  await openTaskInApp(page, await createSynthetic(bench, { lines }));
  await page.waitFor(`document.querySelector('[role="log"] [data-index="${lines - 1}"]')`);
  await sleep(1500);
  await page.evaluate(`(() => {
    const url = new URL(location.href);
    url.searchParams.delete('t');
    history.pushState(history.state, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  })()`);
  await sleep(800);
}

async function traceSmallOpen(bench: BenchStack, page: CdpPage): Promise<void> {
  const lines = SECONDS * 1000;
  const taskId = await createSynthetic(bench, { lines });
  await page.evaluate(`void (window.__bench.painted = window.__bench.waitForRow(${lines - 1}))`);
  let marks = { origin: 0, navigatedAt: 0, responseEnd: 0, paintedAt: 0, anchor: 0 };
  const profiling = process.env.TRACE_PROFILE === '1';
  if (profiling) {
    await page.send('Profiler.enable');
    await page.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.send('Profiler.start');
  }
  let profile: CpuProfile | undefined;
  const traceEvents = await traceFor(page, 0, async () => {
    // A trace event at a known page time: the trace's clock and the page's meet here.
    const anchor = await page.evaluate<number>(
      "(() => { console.timeStamp('bench-anchor'); return performance.now(); })()",
    );
    const before = cpuTicks();
    const navigatedAt = await openTaskInApp(page, taskId);
    const paintedAt = await page.evaluate<number>('window.__bench.painted');
    printCpu(before, cpuTicks(), (paintedAt - navigatedAt) / 1000);
    const { origin, responseEnd } = await page.evaluate<{ origin: number; responseEnd: number }>(`({
      origin: performance.timeOrigin,
      responseEnd: performance.getEntriesByType('resource')
        .find((e) => e.name.endsWith('/tasks/${taskId}/output')).responseEnd,
    })`);
    marks = { origin, navigatedAt, responseEnd, paintedAt, anchor };
    if (process.env.TRACE_EVAL) {
      // A diagnostic expression evaluated in the page once the last line is painted.
      console.log(JSON.stringify(await page.evaluate<unknown>(process.env.TRACE_EVAL)));
    }
    await sleep(200);
    if (profiling) profile = (await page.send<{ profile: CpuProfile }>('Profiler.stop')).profile;
  });
  const events = mainThread(traceEvents);
  const stamp = traceEvents.find(
    (e) => e.name === 'TimeStamp' && JSON.stringify(e.args ?? {}).includes('bench-anchor'),
  );
  if (!stamp) throw new Error('no anchor in the trace');
  /** A page time (ms) on the trace's clock (µs). */
  const at = (pageMs: number) => stamp.ts + (pageMs - marks.anchor) * 1000;
  console.log(
    `${lines} lines: navigation → response end ${(marks.responseEnd - marks.navigatedAt).toFixed(0)} ms, → painted ${(marks.paintedAt - marks.navigatedAt).toFixed(0)} ms`,
  );
  // Print every top-level task from 100 ms before the paint's end back to the navigation.
  const top: TraceEvent[] = [];
  let end = 0;
  for (const e of events) {
    if (e.ts >= end) {
      top.push(e);
      end = e.ts + (e.dur ?? 0);
    }
  }
  // Times relative to the response's end; from the navigation to the paint.
  const t0 = at(marks.responseEnd);
  // The raw trace's clock (µs) at the response end, to read TRACE_OUT from there.
  if (process.env.TRACE_OUT)
    console.log(`   response end at ${t0.toFixed(0)} µs on the trace's clock`);
  if (profile && process.env.TRACE_PROFILE_OUT) {
    // The raw profile with the response end, navigation and paint on its clock (µs).
    writeFileSync(
      process.env.TRACE_PROFILE_OUT,
      JSON.stringify({
        profile,
        responseEnd: t0,
        navigatedAt: at(marks.navigatedAt),
        paintedAt: at(marks.paintedAt),
      }),
    );
  }
  // The main thread's CPU time from the response end to the paint: the work in that interval,
  // whatever else the machine runs (wall time grows with the load, this much less).
  const painted = at(marks.paintedAt);
  let busy = 0;
  let cpu = 0;
  for (const task of top) {
    const dur = task.dur ?? 0;
    const overlap = Math.min(task.ts + dur, painted) - Math.max(task.ts, t0);
    if (overlap <= 0 || dur === 0) continue;
    busy += overlap;
    cpu += ((task.tdur ?? dur) * overlap) / dur;
  }
  console.log(
    `   (ms after the response end; painted at +${(marks.paintedAt - marks.responseEnd).toFixed(1)} ms; ` +
      `main thread busy ${(busy / 1000).toFixed(1)} ms of it, ${(cpu / 1000).toFixed(1)} ms CPU; load ${load()})`,
  );
  printGc(traceEvents, mainThreadName(traceEvents), at(marks.navigatedAt), painted);
  for (const task of top) {
    if (task.ts + (task.dur ?? 0) < at(marks.navigatedAt) || task.ts > at(marks.paintedAt) + 5000)
      continue;
    if ((task.dur ?? 0) < 1000) continue;
    const inner = events
      .filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
      )
      .filter(
        (e) =>
          (DETAIL
            ? (e.dur ?? 0) >= 200 && task.ts + (task.dur ?? 0) >= t0
            : (e.dur ?? 0) >= 1000) &&
          /^(FunctionCall|Layout|UpdateLayoutTree|Paint|ForcedStyle|ParseHTML|MinorGC|MajorGC|EvaluateScript|v8.compile|TimerFire|FireAnimationFrame|EventDispatch|Blink.ForcedStyleAndLayout.UpdateTime|PrePaint|Commit|ScrollAnchor|ResizeObserver|UpdateLayer|HitTest|Layerize|IntersectionObserver|RunMicrotasks|ParseAuthorStyleSheet|Decode)/.test(
            e.name,
          ),
      );
    const summary = inner
      .slice(0, DETAIL ? 60 : 12)
      .map((e) => {
        const data =
          (e.args as
            | {
                elementCount?: number;
                beginData?: { dirtyObjects?: number; totalObjects?: number };
                data?: { functionName?: string };
              }
            | undefined) ?? {};
        const what =
          data.data?.functionName !== undefined
            ? `(${data.data.functionName})`
            : data.elementCount !== undefined
              ? `(${data.elementCount} elements)`
              : data.beginData?.totalObjects !== undefined
                ? `(${data.beginData.dirtyObjects}/${data.beginData.totalObjects} objects)`
                : '';
        return `${e.name}${what} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
      })
      .join(', ');
    console.log(
      `   ${((task.ts - t0) / 1000).toFixed(1).padStart(8)} ms  ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${summary}`,
    );
  }
  if (profile) {
    // The profile's clock is the trace's (µs): JavaScript from 50 ms before the response end
    // to the paint.
    console.log(
      'JavaScript self time from the response end (+TRACE_FROM ms) to the paint (V8 CPU profile):',
    );
    printProfile(profile, {
      from: (t0 + Number(process.env.TRACE_FROM ?? 0) * 1000) / 1000,
      to: at(marks.paintedAt) / 1000,
    });
  }
}

/**
 * Prints the renderer main thread's busy share over `spanUs` (µs) and its self time per trace
 * event name (nested complete events on one thread). Returns the main thread's events.
 */
function printSelfTimes(traceEvents: TraceEvent[], spanUs: number): TraceEvent[] {
  const events = mainThread(traceEvents);
  const self = new Map<string, number>();
  const stack: { end: number; key: string; child: number; dur: number }[] = [];
  let busy = 0;
  const pop = (until: number) => {
    while (stack.length && (stack[stack.length - 1] as { end: number }).end <= until) {
      const top = stack.pop() as { key: string; child: number; dur: number };
      self.set(top.key, (self.get(top.key) ?? 0) + top.dur - top.child);
    }
  };
  for (const e of events) {
    pop(e.ts);
    const dur = e.dur as number;
    if (stack.length === 0) busy += dur;
    else (stack[stack.length - 1] as { child: number }).child += dur;
    const key = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name;
    stack.push({ end: e.ts + dur, key, child: 0, dur });
  }
  pop(Infinity);
  console.log(
    `Renderer main thread busy ${((busy / spanUs) * 100).toFixed(1)} % of the time; self time by event:`,
  );
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(
      `   ${(us / 1000).toFixed(1).padStart(8)} ms  ${((us / spanUs) * 100).toFixed(1)} %  ${key}`,
    );
  }
  return events;
}

/**
 * Opens a finished log of SECONDS × 100,000 lines, waits until it is complete, and traces its
 * first search ("fatal", typed at once) until the final count shows: where that time goes.
 */
async function traceFirstSearch(bench: BenchStack, page: CdpPage): Promise<void> {
  const lines = SECONDS * 100_000;
  const taskId = await createSynthetic(bench, { lines });
  await openTaskInApp(page, taskId);
  await page.waitFor(`document.querySelector('[role="log"] [data-index="${lines - 1}"]')`, 60_000);
  await page.waitFor(
    `!document.querySelector('[role="dialog"]')?.textContent?.includes('Reading the last lines of the log')`,
    60_000,
  );
  await sleep(Number(process.env.TRACE_WAIT ?? 3000));
  await page.evaluate(`document.querySelector('[role="dialog"] input[type="search"]').focus()`);
  const label = `(document.querySelector('[role="dialog"] [role="search"] [aria-live]')?.textContent ?? '')`;
  let ms = 0;
  const profiling = process.env.TRACE_PROFILE === '1';
  let profile: CpuProfile | undefined;
  const traceEvents = await traceFor(page, 0, async () => {
    if (profiling) {
      await page.send('Profiler.enable');
      await page.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.send('Profiler.start');
    }
    const startedAt = await page.evaluate<number>('performance.now()');
    await page.send('Input.insertText', { text: 'fatal' });
    await page.waitFor(`(${label} && !${label}.includes('…'))`, 60_000);
    ms = (await page.evaluate<number>('performance.now()')) - startedAt;
    if (profiling) profile = (await page.send<{ profile: CpuProfile }>('Profiler.stop')).profile;
  });
  console.log(`${lines} lines: first search ${ms.toFixed(0)} ms; load ${load()}`);
  if (profile && process.env.TRACE_PROFILE_OUT) {
    // The raw profile, for mapping through the build's source maps (the whole search).
    const end = profile.timeDeltas.reduce((sum, d) => sum + d, profile.startTime);
    writeFileSync(
      process.env.TRACE_PROFILE_OUT,
      JSON.stringify({ profile, responseEnd: profile.startTime, navigatedAt: 0, paintedAt: end }),
    );
  }
  printSelfTimes(traceEvents, ms * 1000);
  if (profile) {
    console.log('JavaScript self time (V8 CPU profile):');
    printProfile(profile);
  }
}

async function main(): Promise<void> {
  const bench = await startBenchStack();
  const { browser, page } = await openBenchPage(bench);
  // A trace that gets no answer (a stuck page) must not hold the bench lock: give up after 2 min.
  const guard = setTimeout(() => {
    console.error('trace: no result in 120 s, giving up');
    process.exitCode = 1;
    void browser.close().finally(() => bench.stack.stop());
  }, 120_000);
  try {
    if (SMALL) {
      if (process.env.TRACE_WARM) await warmUp(bench, page, Number(process.env.TRACE_WARM));
      await traceSmallOpen(bench, page);
      return;
    }
    if (SEARCH) {
      await traceFirstSearch(bench, page);
      return;
    }
    const taskId = await createSynthetic(bench, {
      lines: RATE * (SECONDS + 3),
      linesPerSecond: RATE,
    });
    await openTaskInApp(page, taskId);
    await page.waitFor(`document.querySelector('[role="log"] [data-index]')`);
    await sleep(1000);
    const before = cpuTicks();
    const startedAt = Date.now();
    let after = before;
    let wall = 0;
    if (process.env.TRACE_PROFILE === '1') {
      await page.send('Profiler.enable');
      await page.send('Profiler.setSamplingInterval', { interval: 500 });
      await page.send('Profiler.start');
    }
    const traceEvents = await traceFor(page, SECONDS * 1000, async () => {
      await sleep(SECONDS * 1000);
      if (process.env.TRACE_PROFILE === '1') {
        console.log('JavaScript self time (V8 CPU profile):');
        printProfile((await page.send<{ profile: CpuProfile }>('Profiler.stop')).profile);
      }
      after = cpuTicks();
      wall = (Date.now() - startedAt) / 1000;
    });
    console.log(`\n${RATE} lines/s, ${SECONDS} s traced; load ${load()}`);
    printCpu(before, after, wall);

    const events = printSelfTimes(traceEvents, wall * 1e6);
    const messages = events.filter(
      (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'message',
    ).length;
    const tasks = events.filter(
      (e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask',
    ).length;
    const drawn = traceEvents.filter((e) => e.name === 'DrawFrame').length;
    const rafs = events.filter((e) => e.name === 'FireAnimationFrame').length;
    console.log(
      `   ${messages} message events, ${tasks} tasks, ${rafs} animation frame callbacks, ${drawn} frames drawn (of ${Math.round(wall * 60)})`,
    );
  } finally {
    clearTimeout(guard);
    await browser.close();
    await bench.stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
