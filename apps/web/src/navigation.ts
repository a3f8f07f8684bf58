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
