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
