import { describe, expect, it } from 'vitest';
import { isSignInAddress, serverAddress } from './navigation';

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

describe('isSignInAddress (spec core §2 /auth/login)', () => {
  it('matches the sign-in path under the root and under a web root path', () => {
    expect(isSignInAddress('/auth/login', '/')).toBe(true);
    expect(isSignInAddress('/auth/login/', '/')).toBe(true);
    expect(isSignInAddress('/Auth/Login', '/')).toBe(true);
    expect(isSignInAddress('/semaphore/auth/login', '/semaphore/')).toBe(true);
  });

  it('does not match other screens or the sign-in path outside the base address', () => {
    expect(isSignInAddress('/', '/')).toBe(false);
    expect(isSignInAddress('/auth/login/more', '/')).toBe(false);
    expect(isSignInAddress('/auth', '/')).toBe(false);
    expect(isSignInAddress('/project/1', '/')).toBe(false);
    expect(isSignInAddress('/auth/login', '/semaphore/')).toBe(false);
  });
});
