import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createEventFeed, type EventFeed } from '../src/eventFeed';
import { createTaskLogMerge } from '../src/taskLogMerge';
import type { Task, WsLog, WsUpdate } from '../src/schemas';
import { bashTemplate, clientFor, demoUrl, eventually, fault, projectWithTeam } from './helpers';

let feed: EventFeed | undefined;
afterEach(() => {
  feed?.dispose();
  feed = undefined;
});

async function tokenFor(username: string): Promise<string> {
  const { createApiClient } = await import('../src/client');
  const session = createApiClient({ baseUrl: demoUrl() });
  await session.auth.login({ auth: username, password: 'changeme' });
  return (await session.user.tokens.create()).id;
}

describe('event feed and log merge against the demo server', () => {
  it('streams a task, survives a dropped websocket and merges to exactly the stored log', async () => {
    const { project } = await projectWithTeam();
    const admin = await clientFor('admin');
    const template = await bashTemplate(admin, project.id);
    feed = createEventFeed({
      baseUrl: demoUrl(),
      WebSocket,
      token: await tokenFor('admin'),
      reconnectDelayMs: 300,
    });
    await eventually(async () => (feed!.state === 'open' ? true : undefined));

    const updates: WsUpdate[] = [];
    const early: WsLog[] = [];
    const watched: { taskId?: number } = {};
    const merge = createTaskLogMerge();
    feed.on('update', (message) => updates.push(message));
    feed.on('log', (message) => {
      if (watched.taskId === undefined) early.push(message);
      else if (message.task_id === watched.taskId) merge.addLogEvents([message]);
    });
    let reconnects = 0;
    feed.on('reconnected', () => {
      reconnects++;
      const taskId = watched.taskId;
      if (taskId !== undefined) {
        void admin
          .project(project.id)
          .tasks.output(taskId)
          .then((records) => merge.addOutput(records));
      }
    });

    const response = await fetch(
      new URL(`api/demo/project/${project.id}/tasks/synthetic`, demoUrl()),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ template_id: template.id, lines: 120, lines_per_second: 100 }),
      },
    );
    expect(response.status).toBe(201);
    const task = (await response.json()) as Task;
    watched.taskId = task.id;
    merge.addLogEvents(early.filter((message) => message.task_id === task.id));
    merge.addOutput(await admin.project(project.id).tasks.output(task.id));

    // drop the socket in the middle of the stream: a gap the refetch must fill
    await eventually(async () => (merge.lines.length >= 30 ? true : undefined));
    await fault('drop-websockets');
    await eventually(async () => (reconnects > 0 && feed!.state === 'open' ? true : undefined));

    const finished = await eventually(async () => {
      const current = await admin.project(project.id).tasks.get(task.id);
      return current.end !== null ? current : undefined;
    }, 20_000);
    expect(finished.status).toBe('success');
    const stored = await admin.project(project.id).tasks.output(task.id);
    merge.addOutput(stored);
    expect(merge.lines.map((line) => line.output)).toEqual(stored.map((record) => record.output));
    expect(new Set(merge.lines.map((line) => line.key)).size).toBe(stored.length);
    expect(
      updates.some((message) => message.task_id === task.id && message.status === 'running'),
    ).toBe(true);
  });

  it('a feed without credentials keeps reconnecting and never opens', async () => {
    feed = createEventFeed({ baseUrl: demoUrl(), WebSocket, reconnectDelayMs: 100 });
    const states: string[] = [];
    feed.on('state', (state) => states.push(state));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(feed.state).toBe('reconnecting');
    expect(states).not.toContain('open');
  });
});
