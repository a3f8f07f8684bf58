/*
 * What a page other than sign-in starts from its address alone, while the application's code is
 * still on its way (STYLE.md "a route starts its data with its code"; spec core §2 deep links).
 * index.html runs it from the first bytes, as a module script of its own before the application's
 * start-up code (vite.config.ts `routePreloads`); main.tsx imports it too (the same module, run
 * once). On the sign-in page it does nothing.
 *
 * - the route's code: a `modulepreload` of every chunk of the route's module graph, from the map
 *   the build writes into index.html (`#console-routes`, vite.config.ts `routePreloads`), so the
 *   code arrives in one round of requests instead of one round per import;
 * - the route's data: `GET /api/user`, `/api/info`, `/api/projects` (API §14 "App start"); on a
 *   project route the role (`…/role`) and the page's list; for `?t={taskId}` the task and its
 *   output (API §6.12). The answers wait in `window.__consoleEarly` until the api-client asks for
 *   the same address (connection.ts), which takes each one once; unused ones are dropped after
 *   {@link KEEP_MS}.
 *
 * It imports nothing: a small chunk of its own (counted in the sign-in page's budget, which
 * downloads it with the HTML).
 */
export {};

/** How long an answer nobody asked for is kept (ms). */
const KEEP_MS = 15_000;

/** The build's map: `[route pattern (RegExp source, matched against `path?query`), files]`. */
type RouteMap = [string, string[]][];

const base = document.baseURI;
const root = new URL(base).pathname;
const path = location.pathname.toLowerCase().startsWith(root.toLowerCase())
  ? location.pathname.slice(root.length)
  : '';

if (path.replace(/\/+$/, '').toLowerCase() !== 'auth/login') {
  const at = `${path}${location.search}`;
  // The data first: its requests take the browser's first connections, the code the rest.
  const early = new Map<string, Promise<Response>>();
  const get = (api: string): void => {
    const url = new URL(`api/${api}`, base).href;
    const answer = fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    answer.catch(() => undefined);
    early.set(url, answer);
  };
  get('user');
  get('info');
  get('projects');
  const project = /^project\/(\d+)(?:\/([^/?#]*))?/.exec(path);
  if (project) {
    const id = project[1];
    get(`project/${id}/role`);
    // The dashboard's first page (dashboardStore.ts: 50 tasks; `limit` for servers without paging).
    if (project[2] === 'history') get(`project/${id}/tasks/last?count=50&limit=200`);
    if (project[2] === 'templates' && /^project\/\d+\/templates\/*$/.test(path)) {
      get(`project/${id}/templates`);
    }
    const task = new URLSearchParams(location.search).get('t');
    if (task && /^\d{1,10}$/.test(task)) {
      get(`project/${id}/tasks/${task}`);
      get(`project/${id}/tasks/${task}/output`);
    }
  }
  window.__consoleEarly = early;
  const map = document.getElementById('console-routes')?.textContent;
  const files = new Set<string>();
  for (const [pattern, chunks] of map ? (JSON.parse(map) as RouteMap) : []) {
    if (new RegExp(pattern).test(at)) for (const file of chunks) files.add(file);
  }
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload';
    if (file.endsWith('.css')) link.as = 'style';
    link.crossOrigin = '';
    link.href = new URL(file, base).href;
    document.head.appendChild(link);
  }

  setTimeout(() => {
    for (const answer of early.values()) {
      answer.then((response) => response.body?.cancel()).catch(() => undefined);
    }
    early.clear();
  }, KEEP_MS);
}
