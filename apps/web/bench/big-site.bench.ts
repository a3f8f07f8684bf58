/**
 * Big-installation benchmark: a script that PRINTS figures, not a timed test.
 *
 *   pnpm --filter @semaphore-console/web run bench          (every bench file, bench/run.ts)
 *   pnpm --filter @semaphore-console/web exec tsx bench/big-site.bench.ts
 *
 * Starts the built demo server with `--seed large` (apps/demo-server/src/seedLarge.ts: 200
 * projects, 1,000 users, "Acme Catalog" with 5,000 templates in 20 views and 100,000 tasks) and
 * the built console. Every run is a fresh Chromium, signed in by cookie, and measures:
 *
 * 1. the template list of 5,000: the answer's last byte (`GET …/templates`) → the paint of the
 *    first frame with its rows; the rows in the DOM and the JS heap after a GC once shown
 *    (memory proportional to what is shown);
 * 2. typing "deploy payments" in its filter, one key every 120 ms: the longest main-thread task;
 * 3. the dashboard with a filter (`/history?status=error`): navigation → its rows painted, and its
 *    longest task;
 * 4. switching projects from the drawer's list of 200: the click → the list painted and the items
 *    it draws, then scrolled to its end, the last project picked → its page painted, and the
 *    longest task meanwhile;
 * 5. the command palette (Ctrl+K) once its templates are listed: Ctrl+K → its template rows
 *    painted and the longest task meanwhile, then typing "deploy": the longest main-thread task
 *    and the rows drawn.
 *
 * BENCH_RUNS (3) runs, the median printed with its target and the load average; BENCH_ONLY=9,10
 * runs only the scenarios of those numbers.
 */
import { DEMO_ADMIN, startStack, type Stack } from '@semaphore-console/e2e';
import type { CdpPage } from './cdp';
import * as harness from './figures';
import { load, machine, sleep } from './stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_ONLY=9,10`: only the scenarios of those numbers (default every one). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((n) => n.trim());
const KEY_INTERVAL_MS = 120;

interface Site {
  stack: Stack;
  cookie: { name: string; value: string };
  catalogId: number;
  lastProject: { id: number; name: string };
}

async function startSite(): Promise<Site> {
  const stack = await startStack({ demoArgs: ['--faults', '--seed', 'large'] });
  try {
    const cookie = await harness.adminCookie(stack.consoleUrl, DEMO_ADMIN);
    const pair = `${cookie.name}=${cookie.value}`;
    const projects = (await (
      await fetch(new URL('api/projects', stack.consoleUrl), {
        headers: { cookie: pair },
      })
    ).json()) as { id: number; name: string }[];
    const catalog = projects.find((p) => p.name === 'Acme Catalog');
    const last = projects.at(-1);
    if (!catalog || !last) throw new Error('the demo server has no large site (--seed large)');
    console.log(`   ${projects.length} projects; the catalog is project ${catalog.id}`);
    return { stack, cookie, catalogId: catalog.id, lastProject: last };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** A fresh signed-in browser on `path` (cold), waiting for `selector` painted; its page. */
async function open(
  site: Site,
  path: string,
  selector: string,
): Promise<{ page: CdpPage; readyMs: number; close(): Promise<void> }> {
  const { browser, page, readyMs } = await harness.openSignedIn(
    site.stack.consoleUrl,
    site.cookie,
    path,
    selector,
  );
  return { page, readyMs, close: () => browser.close() };
}

/** Runs `measure` on a fresh browser opened on `path` (its task rows painted), then closes it. */
async function onPage<T>(
  site: Site,
  path: string,
  measure: (run: { page: CdpPage; readyMs: number }) => Promise<T>,
): Promise<T> {
  const run = await open(site, path, ROWS);
  try {
    return await measure(run);
  } finally {
    await run.close();
  }
}

async function longestSince(page: CdpPage, from: number): Promise<number> {
  const tasks = await page.evaluate<[number, number][]>('window.__paint.longTasks');
  return Math.max(0, ...tasks.filter(([s, d]) => s + d > from).map(([, d]) => Math.round(d)));
}

/** Types `text` one character every {@link KEY_INTERVAL_MS}. */
async function typeText(page: CdpPage, text: string): Promise<void> {
  for (let at = 0; at < text.length; at++) {
    await page.send('Input.insertText', { text: text.charAt(at) });
    await sleep(KEY_INTERVAL_MS);
  }
}

const ROWS = 'main table tbody tr td a';

async function templateList(site: Site) {
  const path = `project/${site.catalogId}/templates`;
  return onPage(site, path, async (run) => {
    const { page } = run;
    const answer = await page.evaluate<number>(`(() => {
      const e = performance.getEntriesByType('resource')
        .filter((e) => /\\/api\\/project\\/\\d+\\/templates$/.test(e.name))[0];
      return e ? e.responseEnd : NaN;
    })()`);
    await sleep(500);
    const rows = await page.evaluate<number>(
      `document.querySelectorAll('main table tbody tr').length`,
    );
    await page.send('HeapProfiler.collectGarbage');
    const heap = await page.send<{ usedSize: number }>('Runtime.getHeapUsage');
    const heapMb = heap.usedSize / 1024 / 1024;
    // Typing in the filter.
    await page.evaluate(`document.querySelector('main input[type="search"]').focus()`);
    const typedAt = await page.evaluate<number>('performance.now()');
    await typeText(page, 'deploy payments');
    await sleep(500);
    const typingLongest = await longestSince(page, typedAt);
    const afterAnswerMs = run.readyMs - answer;
    console.log(
      `      list painted ${afterAnswerMs.toFixed(0)} ms after its answer (${run.readyMs.toFixed(0)} ms ` +
        `after the navigation), ${rows} rows in the DOM, heap ${heapMb.toFixed(1)} MB; typing: ` +
        `longest task ${typingLongest} ms`,
    );
    return { afterAnswerMs, rows, heapMb, typingLongest };
  });
}

async function dashboard(site: Site) {
  return onPage(site, `project/${site.catalogId}/history?status=error`, async (run) => {
    const longest = await longestSince(run.page, 0);
    console.log(
      `      dashboard (status=error) painted ${run.readyMs.toFixed(0)} ms, longest task ${longest} ms`,
    );
    return { readyMs: run.readyMs, longest };
  });
}

async function switchProject(site: Site) {
  return onPage(site, `project/${site.catalogId}/history`, async (run) => {
    const { page } = run;
    await sleep(500);
    const from = await page.evaluate<number>(`(() => {
      const at = performance.now();
      window.__paint.menu = window.__paint.until(() =>
        document.querySelector('[role="menu"] [role="menuitem"]'));
      const trigger = [...document.querySelectorAll('button')].find((b) =>
        (b.textContent ?? '').startsWith('Project:'));
      trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse' }));
      trigger.click();
      return at;
    })()`);
    const menuMs = (await page.evaluate<number>('window.__paint.menu')) - from;
    const drawn = await page.evaluate<number>(
      `document.querySelectorAll('[role="menu"] [role="menuitem"]').length`,
    );
    // Scrolled to the end of the list, as a person would, the last project is drawn.
    const name = JSON.stringify(site.lastProject.name);
    const lastItem = `[...document.querySelectorAll('[role="menuitem"]')]
      .find((i) => (i.textContent ?? '').includes(${name}))`;
    await page.evaluate(`(() => {
      const menu = document.querySelector('[role="menu"]');
      menu.scrollTop = menu.scrollHeight;
    })()`);
    await page.waitFor(lastItem, 20_000);
    const picked = await page.evaluate<number>(`(() => {
      // The new project's page: its name in the drawer's selector and its page heading.
      window.__paint.switched = window.__paint.until(() =>
        [...document.querySelectorAll('button')].some((b) =>
          (b.textContent ?? '').startsWith('Project:') && b.textContent.includes(${name})) &&
        document.querySelector('main h1'));
      ${lastItem}.click();
      return performance.now();
    })()`);
    await page.waitFor(`location.pathname.includes('/project/${site.lastProject.id}')`, 20_000);
    const shownAt = await page.evaluate<number>('window.__paint.switched');
    const switchMs = shownAt - picked;
    const longest = await longestSince(page, from);
    console.log(
      `      project list of 200 painted ${menuMs.toFixed(0)} ms after the click (${drawn} items ` +
        `drawn), pick → new project painted ` +
        `${switchMs.toFixed(0)} ms, longest task ${longest} ms`,
    );
    return { menuMs, drawn, switchMs, longest };
  });
}

async function palette(site: Site) {
  return onPage(site, `project/${site.catalogId}/templates`, async (run) => {
    const { page } = run;
    await sleep(500);
    // Opened with the project's 5,000 templates (10,000 rows with "Run …") and 200 projects:
    // the open is timed until its template rows are painted, the typing once they are.
    const from = await page.evaluate<number>(`(() => {
      window.__paint.palette = window.__paint.until(() =>
        [...document.querySelectorAll('[role="dialog"] [cmdk-group-heading]')].some(
          (h) => h.textContent === 'Templates'));
      return performance.now();
    })()`);
    for (const type of ['keyDown', 'keyUp']) {
      await page.send('Input.dispatchKeyEvent', {
        type,
        key: 'k',
        code: 'KeyK',
        windowsVirtualKeyCode: 75,
        modifiers: 2,
      });
    }
    const openMs = (await page.evaluate<number>('window.__paint.palette')) - from;
    await sleep(500);
    const openLongest = await longestSince(page, from);
    const typedAt = await page.evaluate<number>('performance.now()');
    await typeText(page, 'deploy');
    await sleep(500);
    const longest = await longestSince(page, typedAt);
    const options = await page.evaluate<number>(
      `document.querySelectorAll('[role="dialog"] [role="option"]').length`,
    );
    console.log(
      `      palette: templates painted ${openMs.toFixed(0)} ms after Ctrl+K (longest task ` +
        `${openLongest} ms); typing "deploy": longest task ${longest} ms, ${options} rows drawn`,
    );
    return { openMs, openLongest, longest, options };
  });
}

/** The figures of each scenario: its number, the measure, the key of its result, unit, target. */
const FIGURES: [scenario: number, measure: string, key: string, unit: string, target: number][] = [
  [7, '5,000 templates: answer → list painted', 'afterAnswerMs', 'ms', 300],
  [7, '5,000 templates: longest task while typing in the filter', 'typingLongest', 'ms', 50],
  [7, '5,000 templates: table rows in the DOM', 'rows', 'rows', 200],
  [7, '5,000 templates: JS heap after GC', 'heapMb', 'MB', 60],
  [8, 'dashboard with a filter: navigation → painted', 'readyMs', 'ms', 1000],
  [8, 'dashboard with a filter: longest task', 'longest', 'ms', 200],
  [9, 'project list of 200: click → painted', 'menuMs', 'ms', 200],
  [9, 'project list of 200: items drawn', 'drawn', 'items', 50],
  [9, 'project switch: pick → new project painted', 'switchMs', 'ms', 500],
  [9, 'project switch: longest task', 'longest', 'ms', 100],
  [10, 'palette: Ctrl+K → its templates painted', 'openMs', 'ms', 300],
  [10, 'palette: longest task while opening', 'openLongest', 'ms', 100],
  [10, 'palette: longest task while typing', 'longest', 'ms', 50],
  [10, 'palette: rows drawn after typing', 'options', 'rows', 100],
];

async function main(): Promise<void> {
  const startedAt = Date.now();
  console.log(`\nBig-installation benchmark, ${RUNS} runs a scenario`);
  console.log(`   machine: ${machine()}`);
  const site = await startSite();
  try {
    const scenarios: [title: string, measure: () => Promise<Record<string, number>>][] = [
      ['7. The template list of 5,000, and typing in its filter', () => templateList(site)],
      ['8. The dashboard of 100,000 tasks with a filter', () => dashboard(site)],
      ['9. Switching projects from a list of 200', () => switchProject(site)],
      ['10. Searching the command palette', () => palette(site)],
    ];
    for (const [title, measure] of scenarios) {
      if (ONLY && !ONLY.some((n) => title.startsWith(`${n}.`))) continue;
      console.log(`\n${title}`);
      const outcome = await harness.repeat(title, RUNS, measure);
      for (const [scenario, figure, key, unit, target] of FIGURES) {
        if (!title.startsWith(`${scenario}.`)) continue;
        const values = outcome.results.map((result) => result[key] ?? Number.NaN);
        harness.figure(figure, values, unit, target, harness.runsNote(outcome));
      }
    }

    harness.printSummary(`Big installation (median of ${RUNS} runs; load average now ${load()})`);
    console.log(`\nwhole run ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  } finally {
    await site.stack.stop();
  }
}

harness.runBench(main);
