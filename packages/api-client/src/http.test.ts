import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { eventFeedUrl } from './eventFeed';
import { resolveBaseUrl } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('base URL (web root)', () => {
  it('adds the trailing slash and drops query and hash', () => {
    expect(resolveBaseUrl('https://h/semaphore?x=1#y')).toBe('https://h/semaphore/');
    expect(resolveBaseUrl('http://h:8080')).toBe('http://h:8080/');
  });

  it('resolves a relative base against location in the browser', async () => {
    vi.stubGlobal('location', { href: 'https://console.example/semaphore/project/1/history' });
    expect(resolveBaseUrl('/semaphore/')).toBe('https://console.example/semaphore/');
    expect(resolveBaseUrl('../../')).toBe('https://console.example/semaphore/');
    expect(eventFeedUrl('/semaphore/')).toBe('wss://console.example/semaphore/api/ws');
    const urls: string[] = [];
    const client = createApiClient({
      baseUrl: '/semaphore/',
      fetch: async (request) => {
        urls.push(request.url);
        return new Response('pong');
      },
    });
    await client.ping();
    expect(urls).toEqual(['https://console.example/semaphore/api/ping']);
  });
});
