/**
 * The printed figures of a bench file: each measure with its runs, median and target as it is
 * measured, then one summary table at the end of the file's run.
 */
import { launchChromium, type CdpBrowser, type CdpPage } from './cdp';
import { load, median } from './stack';

/** One measure of a scenario: the value of every run, its unit and its target (an upper bound). */
export interface Figure {
  measure: string;
  values: number[];
  unit: string;
  /** The largest median that meets the target, in `unit`. */
  target: number;
  /** Runs retried or left out, when any. */
  note: string;
}

const recorded: Figure[] = [];

const fixed = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** Records a measure and prints its median with the target and the load average now. */
export function figure(
  measure: string,
  values: number[],
  unit: string,
  target: number,
  note = '',
): void {
  recorded.push({ measure, values, unit, target, note });
  const mid = median(values);
  const verdict = mid <= target ? 'OK' : 'MISSED';
  console.log(
    `   → ${measure}: median ${fixed(mid)} ${unit}, runs [${values.map(fixed).join(', ')}], ` +
      `target ≤ ${target} ${unit}: ${verdict} (load ${load()})`,
  );
}

/** "2 retried, 1 failed" for a scenario whose runs broke; `''` when none did. */
export function runsNote({ retried, failed }: { retried: number; failed: number }): string {
  return [retried ? `${retried} retried` : '', failed ? `${failed} failed` : '']
    .filter(Boolean)
    .join(', ');
}

/** Prints every recorded measure as one markdown table under `title`. */
export function printSummary(title: string): void {
  console.log(`\n${title}`);
  console.log('| measure | median | runs | target | |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const f of recorded) {
    const mid = median(f.values);
    const runs = f.values.map(fixed).join(', ') + (f.note ? ` (${f.note})` : '');
    console.log(
      `| ${f.measure} | ${fixed(mid)} ${f.unit} | ${runs} | ≤ ${f.target} ${f.unit} | ` +
        `${mid <= f.target ? 'OK' : 'MISSED'} |`,
    );
  }
}

/** The outcome of {@link repeat}: one value per run that did not break, and how many broke. */
export interface Repeated<T> {
  results: T[];
  retried: number;
  failed: number;
}

/** Runs `measure` `runs` times; a run that throws is retried once, and that is printed. */
export async function repeat<T>(
  name: string,
  runs: number,
  measure: () => Promise<T>,
): Promise<Repeated<T>> {
  const outcome: Repeated<T> = { results: [], retried: 0, failed: 0 };
  for (let run = 1; run <= runs; run++) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        outcome.results.push(await measure());
        break;
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        if (attempt === 1) outcome.retried++;
        else outcome.failed++;
        console.log(`   ${name}, run ${run} broke (${reason})${attempt === 1 ? ': retrying' : ''}`);
      }
    }
  }
  return outcome;
}

/**
 * Page source, evaluated before the console's scripts: `window.__paint.until(test)` resolves with
 * the time (ms after the navigation) just after the paint of the first frame in which `test()`
 * holds, watched from the document's first node; `when(selector)` is `until` a match of it;
 * `longTasks` lists every main-thread task over 50 ms as `[start, duration]`.
 */
export const PAINT_PROBE = `(() => {
  const paint = (window.__paint = { longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) paint.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  paint.until = (test) => new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });
    if (test()) return painted();
    const watch = new MutationObserver(() => {
      if (!test()) return;
      watch.disconnect();
      painted();
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  paint.when = (selector) => paint.until(() => document.querySelector(selector));
})();`;

/** The admin's session cookie, signed in through the console's `/api` (Node). */
export async function adminCookie(
  consoleUrl: string,
  admin: { username: string; password: string },
): Promise<{ name: string; value: string }> {
  const response = await fetch(new URL('api/auth/login', consoleUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth: admin.username, password: admin.password }),
  });
  const pair = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  const at = pair.indexOf('=');
  if (at < 1) throw new Error(`sign-in gave no cookie (${response.status})`);
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

/** Runs a bench file's `main`; a failure is printed and sets the exit code. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => undefined,
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

/**
 * A fresh Chromium with the session `cookie`, {@link PAINT_PROBE} installed, opened on `path` of
 * the console (a full navigation, empty cache); waits for `selector` painted. The caller closes
 * the browser.
 */
export async function openSignedIn(
  consoleUrl: string,
  cookie: { name: string; value: string },
  path: string,
  selector: string,
): Promise<{ browser: CdpBrowser; page: CdpPage; readyMs: number }> {
  const browser = await launchChromium();
  try {
    const { page } = browser;
    await page.send('Network.setCookie', { ...cookie, url: consoleUrl, path: '/', httpOnly: true });
    const ready = `window.__paint.ready = window.__paint.when(${JSON.stringify(selector)});`;
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `${PAINT_PROBE}\n${ready}`,
    });
    await page.navigate(new URL(path, consoleUrl).href);
    return { browser, page, readyMs: await page.evaluate<number>('window.__paint.ready') };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
