import {
  createApiClient,
  createEventFeed,
  isHttpError,
  type WsMessage,
} from '@semaphore-console/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp, memoryTransport } from '../src/index';
import { until } from './helpers';

// The demo app in memory: the api-client's own fetch and feed, no port (what the web app's store
// and component tests run against).

let app: DemoApp | undefined;
afterEach(() => app?.close());

function setUp() {
  app = createDemoApp({ schedules: false, timing: { tickMs: 5, lineMs: 1, startingMs: 1 } });
  const transport = memoryTransport(app);
  const baseUrl = `${transport.origin}/`;
  const client = createApiClient({ baseUrl, fetch: transport.fetch });
  return { app, transport, client, baseUrl };
}

describe('memoryTransport', () => {
  it('keeps the session cookie like a browser: 401 before sign-in, the user after, 401 after sign-out', async () => {
    const { client, transport } = setUp();
    await expect(client.user.get()).rejects.toSatisfy((e) => isHttpError(e, 401));
    await client.auth.login({ auth: 'admin', password: 'changeme' });
    expect(transport.session()).toMatch(/^[0-9a-f]+$/);
    expect((await client.user.get()).username).toBe('admin');
    expect((await client.projects.list()).length).toBeGreaterThan(0);
    await client.auth.logout();
    expect(transport.session()).toBeUndefined();
    await expect(client.user.get()).rejects.toSatisfy((e) => isHttpError(e, 401));
  });

  it('feeds the hub’s task messages to the event feed, and a dropped socket reconnects', async () => {
    const { app, client, transport, baseUrl } = setUp();
    app.start();
    await client.auth.login({ auth: 'admin', password: 'changeme' });
    const feed = createEventFeed({ baseUrl, WebSocket: transport.WebSocket, reconnectDelayMs: 5 });
    const messages: WsMessage[] = [];
    let reconnected = 0;
    feed.on('update', (m) => messages.push(m));
    feed.on('log', (m) => messages.push(m));
    feed.on('reconnected', () => reconnected++);
    await until(() => feed.state === 'open');

    const [project] = await client.projects.list();
    const templates = await client.project(project!.id).templates.list();
    const task = await client.project(project!.id).tasks.create({ template_id: templates[0]!.id });
    await until(() =>
      messages.some((m) => m.type === 'update' && m.task_id === task.id && m.status === 'running'),
    );
    expect(messages.some((m) => m.type === 'log' && m.task_id === task.id)).toBe(true);

    transport.dropSockets();
    expect(feed.state).toBe('reconnecting');
    await until(() => reconnected === 1 && feed.state === 'open');
    feed.dispose();
  });

  it('a socket without a session never opens', async () => {
    const { transport, baseUrl } = setUp();
    const feed = createEventFeed({ baseUrl, WebSocket: transport.WebSocket, reconnectDelayMs: 5 });
    const states: string[] = [];
    feed.on('state', (s) => states.push(s));
    await until(() => states.includes('reconnecting'));
    expect(states).not.toContain('open');
    feed.dispose();
  });
});
