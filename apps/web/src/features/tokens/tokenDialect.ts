import type { APIToken, ServerCapabilities } from '@semaphore-console/api-client';
import { parseTime } from '../../lib/format';

/**
 * Whether the server names API tokens and gives them an expiry (newer §N7: `POST /api/user/tokens
 * {name, expires_at?}`, items with `name`, `expires_at`); 2.10 takes no body and lists neither
 * (API §2.6). The one place the tokens screen decides it: a list answer that holds tokens tells
 * (a newer server sends `name` on every item, the newest also `token_ref`); an empty list leaves
 * it to the capability map, whose 2.12+ decision (`runFlagsInParams`: the newer fields of
 * `/api/info`, else the version, newer §N9) marks a newer server.
 */
export function serverNamesTokens(
  capabilities: ServerCapabilities,
  tokens: readonly APIToken[],
): boolean {
  if (tokens.length > 0) {
    return tokens.some(
      (token) =>
        token.name !== undefined || token.expires_at !== undefined || token.token_ref !== undefined,
    );
  }
  return capabilities.runFlagsInParams;
}

/** What a token can do now: `active`, `revoked` (API §2.6 `expired: true`) or `expired` by time. */
export type TokenState = 'active' | 'revoked' | 'expired';

/**
 * The state of a token (API §2.6: `expired` is set by a revoke; newer §N7: a token past its
 * `expires_at` answers 401).
 * @param now the current time (tests pass a fixed one).
 */
export function tokenState(token: APIToken, now: Date = new Date()): TokenState {
  if (token.expired) return 'revoked';
  const expires = parseTime(token.expires_at);
  if (expires && expires.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Characters of a token the list shows (newest servers list no more than these, newer §N1). */
export const TOKEN_PREFIX_LENGTH = 8;

/**
 * The token as the list shows it: its first 8 characters and an ellipsis. A 2.10 list holds the
 * whole secret (API §2.6); the screen never shows it, only the create answer once.
 */
export function maskedToken(token: APIToken): string {
  return `${token.id.slice(0, TOKEN_PREFIX_LENGTH)}…`;
}

/**
 * The id `DELETE /api/user/tokens/{id}` takes: the `token_ref` where the server sends one (newer
 * §N1), else the list's `id` (2.10: the secret; newest: the prefix, which delete accepts too).
 */
export function tokenRevokeId(token: APIToken): string {
  return token.token_ref || token.id;
}

/** A stable key of a list row (the `token_ref`, else the id). */
export function tokenKey(token: APIToken): string {
  return token.token_ref || token.id;
}

/** The expiry choices of the create form, in days; `0` = never (newer §N7 `expires_at?`). */
export const EXPIRY_DAYS = [7, 30, 90, 365, 0] as const;

/** One of {@link EXPIRY_DAYS}. */
export type ExpiryDays = (typeof EXPIRY_DAYS)[number];

/** The default expiry of a new token: 30 days. */
export const DEFAULT_EXPIRY_DAYS: ExpiryDays = 30;

/**
 * The `expires_at` to send for an expiry of `days` from `now` (RFC 3339, UTC), or `undefined` for
 * a token that never expires (`days` = 0: the field is left out).
 */
export function expiresAt(days: ExpiryDays, now: Date = new Date()): string | undefined {
  if (days === 0) return undefined;
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

/** The tokens newest first (by `created`; ids are random, API §2.6). */
export function newestFirst(tokens: readonly APIToken[]): APIToken[] {
  const time = (token: APIToken) => parseTime(token.created)?.getTime() ?? 0;
  return [...tokens].sort((a, b) => time(b) - time(a));
}
