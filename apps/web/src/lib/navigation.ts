/**
 * The console's base address (its web root path, `/` unless the console is served under a path
 * such as `/semaphore/`), with a trailing slash. API and websocket URLs are built from it
 * (API §1.1).
 *
 * One build serves every path: index.html carries `<base href="/">`, which the server rewrites
 * (apps/console-server, the nginx and Caddy recipes in docs/deploy.md), so the address is read
 * from the document's base URL. Without a `<base>` element (component tests) it is Vite's `base`
 * when absolute, else `/`.
 */
export function baseAddress(): string {
  if (typeof document !== 'undefined' && document.querySelector('base[href]')) {
    return new URL(document.baseURI).pathname.replace(/\/?$/, '/');
  }
  const base = import.meta.env.BASE_URL;
  return base?.startsWith('/') ? base.replace(/\/?$/, '/') : '/';
}

/** The sign-in screen's router path (spec core §2 `/auth/login`). */
export const SIGN_IN_PATH = '/auth/login';

/**
 * Whether `pathname` (a browser path such as `location.pathname`, including the base address) is
 * the sign-in screen, matched like the router matches its routes: a trailing slash and letter
 * case do not matter. `base` is the base address with a trailing slash ({@link baseAddress}).
 */
export function isSignInAddress(pathname: string, base: string = baseAddress()): boolean {
  const lower = pathname.toLowerCase();
  const root = base.toLowerCase();
  if (!lower.startsWith(root)) return false;
  return `/${lower.slice(root.length)}`.replace(/\/+$/, '') === SIGN_IN_PATH;
}

/** Full page load of `url` (sign-in success, Relogin, Refresh page; spec core §4). */
export function reloadTo(url: string): void {
  window.location.assign(url);
}

/**
 * Where the task log of a task opens (spec core §2: `?t={taskId}` on a project route): the
 * current page with `t` set when it belongs to the task's project, else the project's route
 * (which keeps the query string when it redirects to the dashboard). Paths are router paths
 * (without the base address).
 */
export function taskLogHref(
  projectId: number,
  taskId: number,
  current: { pathname: string; search: string },
): string {
  const base = `/project/${projectId}`;
  if (current.pathname === base || current.pathname.startsWith(`${base}/`)) {
    const params = new URLSearchParams(current.search);
    params.set('t', String(taskId));
    return `${current.pathname}?${params.toString()}`;
  }
  return `${base}?t=${taskId}`;
}

/**
 * The full address of a server path as a sender outside the browser must call it (alias URLs,
 * runner API address; API §5.15 "relative when the server has no `web_host`"). An absolute URL
 * is returned as it is; a relative one is resolved against `webHost` when the server reports one,
 * else against the console's own address and base (the console serves `/api` of its server).
 *
 * @param url - e.g. `/api/integrations/abc` or `https://ci.example/api/integrations/abc`.
 * @param webHost - `web_host` of `GET /api/info`, `''` when not set.
 */
export function serverAddress(url: string, webHost = ''): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  const root = webHost
    ? webHost.endsWith('/')
      ? webHost
      : `${webHost}/`
    : new URL(baseAddress(), window.location.origin).href;
  return new URL(url.replace(/^\/+/, ''), root).href;
}
