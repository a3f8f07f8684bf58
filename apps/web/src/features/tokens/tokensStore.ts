import type { APIToken, APITokenCreate } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { withErrorText } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';
import { newestFirst, tokenRevokeId } from './tokenDialect';

/** The API tokens screen's state and actions (API §2.6, newer §N7). */
export interface TokensState {
  /** The signed-in user's tokens, newest first; revoked ones included (API §2.6). */
  tokens: APIToken[];
  loading: boolean;
  /** Whether the list was loaded at least once. */
  loaded: boolean;
  /** Text of the last failed load (spec core §8); cleared by the next good one. */
  error: string | null;
  /**
   * Loads `GET /api/user/tokens`. Never rejects: a failure is kept in `error`. An answer that
   * arrives after a newer load started is dropped.
   */
  load(): Promise<void>;
  /**
   * `POST /api/user/tokens` (`{name, expires_at?}` on a server that names tokens, newer §N7;
   * no body on 2.10), then reloads the list.
   * @returns the secret token: the create answer's `id`, the only time the whole secret is sent
   * on newest servers (newer §N1).
   * @throws Error with the text to show (spec core §8) when the call fails.
   */
  create(input?: APITokenCreate): Promise<string>;
  /**
   * `DELETE /api/user/tokens/{id}` (the `token_ref`, else the id; API §2.6, newer §N1): revokes
   * the token, which stays in the list as revoked; then reloads.
   * @throws Error with the text to show when the call fails.
   */
  revoke(token: APIToken): Promise<void>;
}

/** The tokens store (one list: the signed-in user's). */
export const useTokensStore = createServerStore<TokensState>((_set, _get, { query }) => {
  const list = query({
    fetch: () => client().user.tokens.list(),
    done(s, tokens) {
      s.tokens = newestFirst(tokens);
    },
  });
  return {
    tokens: [],
    loading: false,
    loaded: false,
    error: null,
    load: list.load,

    async create(input) {
      const created = await withErrorText(() => client().user.tokens.create(input));
      await list.invalidate();
      return created.id;
    },

    async revoke(token) {
      await withErrorText(() => client().user.tokens.delete(tokenRevokeId(token)));
      await list.invalidate();
    },
  };
});
