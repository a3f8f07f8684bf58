import type { ActiveTask } from '@semaphore-console/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureText } from '../../server/failures';
import { startDemo, type DemoHarness } from '../../test/demo';
import { taskLocation, useActiveTasksStore } from './activeTasksStore';

const store = () => useActiveTasksStore.getState();

/** An active-task record as `GET /api/tasks` answers (API §5.19). */
export function anActiveTask(patch: Partial<ActiveTask> = {}): ActiveTask {
  return { task_id: 7, project_id: 1, status: 'running', location: 'running', ...patch };
}

let demo: DemoHarness;
let projectId: number;
let taskId: number;
beforeEach(async () => {
  // The runner is off: a created task stays in the queue.
  demo = await startDemo({ run: false });
  projectId = demo.projectId();
  const template = demo.app.state.templates.find((t) => t.project_id === projectId);
  if (!template) throw new Error('no seeded template');
  taskId = (await demo.client.project(projectId).tasks.create({ template_id: template.id })).id;
});
afterEach(() => demo.close());

/** Requests the demo received. */
const sent = (method: string, path: string) =>
  demo.requests.filter((r) => r.method === method && r.path === path);
const lists = () => sent('GET', '/api/tasks').length;

/** The text the server answers a guest's `call` with. */
async function refusal(call: () => Promise<unknown>): Promise<string> {
  return call().then(
    () => 'no error',
    (error: unknown) => failureText(error),
  );
}

describe('taskLocation', () => {
  it('reads queue, a remote runner, and the server itself (API §5.19)', () => {
    expect(taskLocation(anActiveTask({ location: 'queue', status: 'waiting' }))).toEqual({
      kind: 'queue',
    });
    expect(taskLocation(anActiveTask({ runner_id: 3 }))).toEqual({ kind: 'runner', runnerId: 3 });
    expect(taskLocation(anActiveTask())).toEqual({ kind: 'local' });
    expect(taskLocation(anActiveTask({ runner_id: 0 }))).toEqual({ kind: 'local' });
  });
});

describe('active tasks store', () => {
  it('loads the list and keeps the server’s text on failure', async () => {
    await store().load();
    expect(store().tasks).toEqual([
      expect.objectContaining({ task_id: taskId, project_id: projectId, location: 'queue' }),
    ]);
    expect(store().loaded).toBe(true);
    // Only admins may list every task (API §6.17.1).
    await demo.signIn('guest');
    const expected = await refusal(() => demo.client.tasks.list());
    expect(expected).not.toBe('no error');
    await store().load();
    expect(store().error).toBe(expected);
    // The last good list stays.
    expect(store().tasks).toHaveLength(1);
  });

  it('stops a task and reloads', async () => {
    await store().load();
    await store().stop(taskId);
    expect(sent('DELETE', `/api/tasks/${taskId}`)).toHaveLength(1);
    expect(lists()).toBe(2);
    expect(store().stopping).toEqual([]);
  });

  it('force-stops a task that is already stopping (spec core §4)', async () => {
    await store().load();
    store().applyUpdate({ task_id: taskId, status: 'stopping' });
    await store().stop(taskId);
    const stops = sent('POST', `/api/project/${projectId}/tasks/${taskId}/stop`);
    expect(stops.map((r) => JSON.parse(r.body))).toEqual([{ force: true }]);
    expect(sent('DELETE', `/api/tasks/${taskId}`)).toHaveLength(0);
  });

  it('rejects with the server’s text when the stop fails', async () => {
    await store().load();
    await demo.signIn('guest');
    const expected = await refusal(() => demo.client.tasks.stop(taskId));
    expect(expected).not.toBe('no error');
    await expect(store().stop(taskId)).rejects.toThrow(expected);
    expect(store().stopping).toEqual([]);
  });

  it('follows websocket updates: new status, finished tasks leave, unknown ones reload', async () => {
    await store().load();
    store().applyUpdate({ task_id: taskId, status: 'running' });
    expect(store().tasks[0]).toMatchObject({ status: 'running', location: 'running' });
    store().applyUpdate({ task_id: taskId, status: 'success' });
    expect(store().tasks).toEqual([]);
    expect(lists()).toBe(1);
    store().applyUpdate({ task_id: taskId + 1, status: 'starting' });
    expect(store().loading).toBe(true);
    await vi.waitFor(() => expect(lists()).toBe(2));
    await vi.waitFor(() => expect(store().loading).toBe(false));
    // A finished task that was never listed changes nothing (no reload starts).
    store().applyUpdate({ task_id: taskId + 2, status: 'error' });
    expect(store().loading).toBe(false);
    expect(lists()).toBe(2);
  });
});
