import { afterEach, describe, expect, it } from 'vitest';
import { client, connect } from './client';
import { authClient, connectServer, serverReachability } from './connection';
import { startDemo, type DemoHarness } from '../test/demo';

let demo: DemoHarness | undefined;
afterEach(() => demo?.close());

describe('the connection (spec core §4, STYLE.md "One path to the server")', () => {
  it('gives the sign-in page the session calls over the same tracked fetch as the whole client', async () => {
    demo = await startDemo({ user: null });
    await expect(authClient().user.get()).rejects.toMatchObject({ status: 401 });
    await authClient().auth.login({ auth: 'admin', password: 'changeme' });
    // The session cookie the session part got is the whole client's too: one connection.
    expect((await client().user.get()).username).toBe('admin');
    expect(serverReachability().reachable).toBe(true);
  });

  it('marks the server unreachable when a session call fails on the network', async () => {
    connectServer({
      baseUrl: 'http://console.test/',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      probeDelay: { firstMs: 60_000, maxMs: 60_000 },
    });
    await expect(authClient().auth.loginOptions()).rejects.toBeDefined();
    expect(serverReachability().reachable).toBe(false);
  });

  it('makes the whole client once per connection, on first use', () => {
    const first = connect({ baseUrl: 'http://console.test/' });
    expect(client()).toBe(first);
    connectServer({ baseUrl: 'http://other.test/' });
    expect(client()).not.toBe(first);
    expect(client().baseUrl).toBe('http://other.test/');
  });
});
