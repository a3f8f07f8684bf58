/**
 * The console's base address (Vite `base`, `/` unless the console is served under a path), with
 * a trailing slash. API and websocket URLs are built from it (API §1.1).
 */
export function baseAddress(): string {
  const base = import.meta.env.BASE_URL || '/';
  return base.endsWith('/') ? base : `${base}/`;
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
