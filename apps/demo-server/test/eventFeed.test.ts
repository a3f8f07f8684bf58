import {
  type WsLog,
  type WsUpdate,
  createApiClient,
  createEventFeed,
  createTaskLogMerge,
} from '@semaphore-console/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { DemoServer } from '../src/index';
import { startServer } from './helpers';

// The console's live path end to end: a task created over HTTP streams its log over the websocket
// (through the api-client's event feed), ends, and the log merges with the stored output.

let server: DemoServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ timing: { tickMs: 10, lineMs: 2, startingMs: 5 } });
  const api = createApiClient({ baseUrl: server.url });
  await api.auth.login({ auth: 'manager', password: 'changeme' });
  token = (await api.user.tokens.create()).id;
});
afterAll(() => server.close());

describe('event feed against the demo server', () => {
  it('streams a task to its end; the websocket log merges with the stored output', async () => {
    const api = createApiClient({ baseUrl: server.url, token });
    const feed = createEventFeed({ baseUrl: server.url, token, WebSocket, reconnectDelayMs: 20 });
    const logs: WsLog[] = [];
    const updates: WsUpdate[] = [];
    feed.on('log', (m) => logs.push(m));
    feed.on('update', (m) => updates.push(m));
    /** Resolves once the feed reports the end of task `taskId`. */
    const ended = (taskId: number) =>
      new Promise<void>((resolve) => {
        const off = feed.on('update', (u) => {
          if (u.task_id === taskId && u.end !== null) {
            off();
            resolve();
          }
        });
      });
    await new Promise<void>((resolve) => {
      const off = feed.on('state', (s) => {
        if (s === 'open') {
          off();
          resolve();
        }
      });
    });

    const task = await api.project(1).tasks.create({ template_id: 4 });
    await ended(task.id);
    const mine = logs.filter((l) => l.task_id === task.id);
    const merge = createTaskLogMerge({ taskId: task.id });
    merge.addLogEvents(mine);
    merge.addOutput(await api.project(1).tasks.output(task.id));
    expect(merge.lines.map((l) => l.output)).toEqual(mine.map((l) => l.output));
    expect(updates.filter((u) => u.task_id === task.id).at(-1)?.status).toBe('success');

    // After the drop-websockets fault the feed reconnects and receives new messages again.
    const reconnected = new Promise<void>((resolve) => {
      const off = feed.on('reconnected', () => {
        off();
        resolve();
      });
    });
    await fetch(`${server.url}/api/demo/faults/drop-websockets`, { method: 'POST' });
    await reconnected;
    const second = await api.project(1).tasks.create({ template_id: 8 });
    await ended(second.id);
    expect(logs.some((l) => l.task_id === second.id)).toBe(true);
    feed.dispose();
  });
});
