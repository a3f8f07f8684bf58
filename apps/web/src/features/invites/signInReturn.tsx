import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { baseAddress, isSignInAddress, SIGN_IN_PATH } from '../../lib/navigation';

/** The query parameter that names the page to come back to after signing in. */
export const RETURN_PARAM = 'return';

/**
 * The router path a `return` value asks for (a browser path of this console, base address
 * included, as the OIDC sign-in also reads it, newer §N3), or `null` when it is missing, another
 * site (`//host`, `/\host`), outside the base address, or the sign-in page itself.
 */
export function returnPath(value: string | null, base: string = baseAddress()): string | null {
  if (!value || !/^\/(?![/\\])/.test(value) || !value.startsWith(base)) return null;
  if (isSignInAddress(value.split(/[?#]/)[0] ?? '', base)) return null;
  return `/${value.slice(base.length)}`;
}

/** `/auth/login?return=…` for the page at router path `path` (with its query). */
export function signInFor(path: string, base: string = baseAddress()): string {
  return `${SIGN_IN_PATH}?${RETURN_PARAM}=${encodeURIComponent(base + path.replace(/^\//, ''))}`;
}

/**
 * Where the application gate sends a signed-out person (spec core §4): the sign-in page, asked to
 * come back to the page they opened (`path`: router path with its query, e.g.
 * `/project/3/history?t=9`), so a deep link survives the sign-in. The start page (`/`) needs no
 * return: it is where a sign-in lands anyway.
 */
export function signInTarget(path: string, base: string = baseAddress()): string {
  return path === '/' || path === '' ? SIGN_IN_PATH : signInFor(path, base);
}

/**
 * Wraps the console's start page (`/`): after a sign-in that was asked to come back to a page
 * (`/auth/login?return=…`; the page reloads at the base address keeping the query string, spec
 * core §4), it goes to that page instead. An invite link opened while signed out survives the
 * sign-in this way (newer §N7).
 */
export function withSignInReturn(Home: ComponentType): ComponentType {
  return function StartPage() {
    const { search } = useLocation();
    const path = returnPath(new URLSearchParams(search).get(RETURN_PARAM));
    return path ? <Navigate to={path} replace /> : <Home />;
  };
}
