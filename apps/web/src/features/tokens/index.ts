// Public surface of the API tokens feature (API §2.6, newer §N7). Every export is named here.
export { tokenRoutes } from './routes';
export { TOKENS_TABLE_ID, TokensScreen } from './TokensScreen';
export {
  DEFAULT_EXPIRY_DAYS,
  EXPIRY_DAYS,
  TOKEN_PREFIX_LENGTH,
  expiresAt,
  maskedToken,
  newestFirst,
  serverNamesTokens,
  tokenKey,
  tokenRevokeId,
  tokenState,
} from './tokenDialect';
export type { ExpiryDays, TokenState } from './tokenDialect';
export { useTokensStore } from './tokensStore';
export type { TokensState } from './tokensStore';
