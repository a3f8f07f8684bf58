/**
 * The Content-Security-Policy of the console: only what the built console loads.
 * - scripts, styles, images and fonts from its own origin (the build has no inline script and
 *   uses the system fonts);
 * - `style-src 'unsafe-inline'`: Radix dialogs lock page scroll with an injected `<style>`
 *   element (react-remove-scroll), which a static server cannot give a nonce;
 * - `connect-src 'self'`: the REST API (`/api`) and the websocket (`/api/ws`, `ws:`/`wss:` of the
 *   same origin, CSP Level 3);
 * - no plugins, no `<base>` to another origin, forms post to the console only, and no page may
 *   frame the console (`frame-ancestors 'none'`).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers sent with every response of the console, by the console server and by the
 * nginx and Caddy recipes alike (docs/deploy.md; their tests compare against this record).
 * Header names are lower case. `Strict-Transport-Security` is left to whatever terminates TLS.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** `Cache-Control` of the hashed files under `assets/`: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `Cache-Control` of index.html and every unhashed file: revalidated on every load. */
export const REVALIDATE = 'no-cache';
