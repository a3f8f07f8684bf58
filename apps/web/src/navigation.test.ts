import { describe, expect, it } from 'vitest';
import { serverAddress } from './navigation';

describe('serverAddress (API §5.15: alias URLs are relative without web_host)', () => {
  it('keeps an absolute URL', () => {
    expect(serverAddress('https://ci.example/api/integrations/abc')).toBe(
      'https://ci.example/api/integrations/abc',
    );
  });

  it('resolves a relative path against web_host, keeping its path', () => {
    expect(serverAddress('/api/integrations/abc', 'https://host.example/semaphore')).toBe(
      'https://host.example/semaphore/api/integrations/abc',
    );
  });

  it('resolves a relative path against the console’s own address without web_host', () => {
    expect(serverAddress('/api/integrations/abc')).toBe(
      `${window.location.origin}/api/integrations/abc`,
    );
  });
});
