import { afterEach, describe, expect, it, vi } from 'vitest';

/** A role answer (API §6.3) as any server sends it. */
const ROLE = { role: 'owner', permissions: 0 };

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelector('base')?.remove();
  delete window.__consoleEarly;
  history.replaceState(null, '', '/');
});

describe('boot (the route starts its data from the address)', () => {
  it('requests the start-up, the role, the dashboard page and a deep-linked task with its output', async () => {
    document.head.insertAdjacentHTML('afterbegin', '<base href="/">');
    history.replaceState(null, '', '/project/3/history?t=17');
    const early = vi.fn((_url: string) => Promise.resolve(json(ROLE)));
    vi.stubGlobal('fetch', early);
    vi.resetModules();
    await import('./boot');
    const origin = window.location.origin;
    expect(early.mock.calls.map(([url]) => url.replace(origin, ''))).toEqual([
      '/api/user',
      '/api/info',
      '/api/projects',
      '/api/project/3/role',
      '/api/project/3/tasks/last?count=50&limit=200',
      '/api/project/3/tasks/17',
      '/api/project/3/tasks/17/output',
    ]);
  });

  it("gives the api-client each early answer once: the page's call asks the server no more", async () => {
    document.head.insertAdjacentHTML('afterbegin', '<base href="/">');
    history.replaceState(null, '', '/project/3/templates');
    vi.stubGlobal('fetch', () => Promise.resolve(json(ROLE)));
    vi.resetModules();
    await import('./boot');
    const { connect } = await import('./client');
    const server = vi.fn((_request: Request) => Promise.resolve(json(ROLE)));
    const api = connect({ baseUrl: new URL('/', window.location.href).href, fetch: server });

    await expect(api.project(3).role()).resolves.toMatchObject(ROLE);
    expect(server).not.toHaveBeenCalled();
    // Taken once: the next read asks the server.
    await api.project(3).role();
    expect(server).toHaveBeenCalledTimes(1);
  });
});
