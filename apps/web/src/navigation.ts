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
