import { capabilitiesFrom, type APIToken } from '@semaphore-console/api-client';
import { describe, expect, it } from 'vitest';
import {
  expiresAt,
  maskedToken,
  newestFirst,
  serverNamesTokens,
  tokenRevokeId,
  tokenState,
} from './tokenDialect';

const secret = 'abcdefghijklmnopqrstuvwxyz0123456789abcdefg=';
const token210: APIToken = {
  id: secret,
  created: '2026-11-20T10:00:00Z',
  expired: false,
  user_id: 1,
};
const token220: APIToken = {
  id: 'abcdefgh',
  created: '2026-11-21T10:00:00Z',
  expired: false,
  user_id: 1,
  name: 'ci',
  token_ref: '0123456789abcdef',
};
const caps210 = capabilitiesFrom({ version: '2.10.43' } as never, null);
const caps220 = capabilitiesFrom({ version: 'v2.20.2-abc-1' } as never, null);

describe('serverNamesTokens (newer §N7)', () => {
  it('reads a non-empty list: names on a newer server, none on 2.10', () => {
    expect(serverNamesTokens(caps220, [token210])).toBe(false);
    expect(serverNamesTokens(caps210, [token220])).toBe(true);
    // The newest servers leave an empty name out but send token_ref.
    expect(serverNamesTokens(caps210, [{ ...token220, name: undefined }])).toBe(true);
  });

  it('leaves an empty list to the capability map', () => {
    expect(serverNamesTokens(caps210, [])).toBe(false);
    expect(serverNamesTokens(caps220, [])).toBe(true);
  });
});

describe('tokenState (API §2.6, newer §N7)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('is revoked when the server marked it expired', () => {
    expect(tokenState({ ...token220, expired: true }, now)).toBe('revoked');
  });
  it('is expired past its expires_at, active before it or without one', () => {
    expect(tokenState({ ...token220, expires_at: '2026-11-28T11:59:59Z' }, now)).toBe('expired');
    expect(tokenState({ ...token220, expires_at: '2026-11-28T12:00:01Z' }, now)).toBe('active');
    expect(tokenState({ ...token220, expires_at: null }, now)).toBe('active');
    expect(tokenState(token210, now)).toBe('active');
  });
});

describe('the list never shows a whole secret (API §2.6)', () => {
  it('masks a 2.10 secret to its first 8 characters', () => {
    expect(maskedToken(token210)).toBe('abcdefgh…');
    expect(maskedToken(token220)).toBe('abcdefgh…');
  });
});

describe('tokenRevokeId (newer §N1)', () => {
  it('prefers token_ref, else the id', () => {
    expect(tokenRevokeId(token220)).toBe('0123456789abcdef');
    expect(tokenRevokeId(token210)).toBe(secret);
  });
});

describe('expiresAt', () => {
  it('is days from now in RFC 3339, or left out for never', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(expiresAt(30, now)).toBe('2026-12-28T12:00:00.000Z');
    expect(expiresAt(0, now)).toBeUndefined();
  });
});

describe('newestFirst', () => {
  it('sorts by created, newest first', () => {
    expect(newestFirst([token210, token220]).map((t) => t.id)).toEqual(['abcdefgh', secret]);
  });
});
