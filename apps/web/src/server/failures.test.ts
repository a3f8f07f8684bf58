import { HttpError, NetworkError, TimeoutError } from '@semaphore-console/api-client/auth';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { failureText, isForbidden, isUnauthorized, isUnreachable, withErrorText } from './failures';

const request = { method: 'GET', url: 'https://host.example/api/users', path: 'api/users' };
const answer = (status: number, body?: unknown) => new HttpError(request, status, '', body);

describe('failures (newer §N3, §N7)', () => {
  it('reads a bare 403 as "not allowed", in the language of the page', async () => {
    await activateLocale('en');
    expect(failureText(answer(403))).toBe("You don't have permission to do this.");
    await activateLocale('de');
    expect(failureText(answer(403))).toBe('Sie haben keine Berechtigung dafür.');
    await activateLocale('en');
  });

  it("keeps the server's own reason and every other failure's text (spec core §8)", () => {
    expect(failureText(answer(403, { error: 'CROSS_ORIGIN_REQUEST_BLOCKED' }))).toBe(
      'CROSS_ORIGIN_REQUEST_BLOCKED',
    );
    expect(failureText(answer(401))).toBe('401 Unauthorized');
    expect(failureText(answer(500))).toBe('Request failed with status code 500');
    expect(failureText(new Error('offline'))).toBe('offline');
  });

  it.each([
    ['a proxy 502', answer(502, '<h1>Semaphore cannot be reached</h1>')],
    ['a 503', answer(503)],
    ['a gateway timeout', answer(504)],
    ['no answer', new NetworkError('Network error: Failed to fetch', request)],
    ['no answer in time', new TimeoutError(request, 30_000)],
  ])('says the server cannot be reached after %s (spec core §4)', async (_name, error) => {
    await activateLocale('en');
    expect(isUnreachable(error)).toBe(true);
    expect(failureText(error)).toBe('The server cannot be reached. The console keeps trying.');
    await activateLocale('de');
    expect(failureText(error)).not.toMatch(/status code|Failed to fetch|cannot be reached/);
    await activateLocale('en');
  });

  it("keeps a 503 that carries the server's own reason", () => {
    const busy = answer(503, { error: 'Maintenance until 10:00' });
    expect(isUnreachable(busy)).toBe(false);
    expect(failureText(busy)).toBe('Maintenance until 10:00');
  });

  it('rethrows a 403 with the "not allowed" text and the original as its cause', async () => {
    await activateLocale('en');
    const forbidden = answer(403);
    const thrown = await withErrorText(() => Promise.reject(forbidden)).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe("You don't have permission to do this.");
    expect((thrown as Error).cause).toBe(forbidden);
  });

  it('tells 401 (sign-in, or its code step) from 403 (signed in, not allowed)', () => {
    expect(isUnauthorized(answer(401))).toBe(true);
    expect(isUnauthorized(answer(401, { error: 'TOTP_REQUIRED' }))).toBe(true);
    expect(isUnauthorized(answer(403))).toBe(false);
    expect(isForbidden(answer(403))).toBe(true);
    expect(isForbidden(answer(401))).toBe(false);
  });
});
