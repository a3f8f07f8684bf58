import type { ActiveTask } from '@semaphore-console/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '../../stores/createAppStore';
import { httpError } from '../../test/fakeApi';
import { provideActiveTasksApi, type ActiveTasksApi } from './activeTasksApi';
import { taskLocation, useActiveTasksStore } from './activeTasksStore';

const store = () => useActiveTasksStore.getState();

/** An active-task record as `GET /api/tasks` answers (API §5.19). */
export function anActiveTask(patch: Partial<ActiveTask> = {}): ActiveTask {
  return { task_id: 7, project_id: 1, status: 'running', location: 'running', ...patch };
}

function fake(patch: Partial<ActiveTasksApi> = {}): ActiveTasksApi {
  return {
    listActiveTasks: vi.fn(async () => [anActiveTask()]),
    stopTask: vi.fn(async () => undefined),
    ...patch,
  };
}

beforeEach(() => resetAllStores());

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
    const api = fake();
    provideActiveTasksApi(api);
    await store().load();
    expect(store().tasks).toHaveLength(1);
    expect(store().loaded).toBe(true);
    provideActiveTasksApi(
      fake({
        listActiveTasks: vi.fn(async () => Promise.reject(httpError(500, { error: 'boom' }))),
      }),
    );
    await store().load();
    expect(store().error).toBe('boom');
    // The last good list stays.
    expect(store().tasks).toHaveLength(1);
  });

  it('stops a task and reloads', async () => {
    const api = fake();
    provideActiveTasksApi(api);
    await store().load();
    await store().stop(7);
    expect(api.stopTask).toHaveBeenCalledWith(expect.objectContaining({ task_id: 7 }), false);
    expect(api.listActiveTasks).toHaveBeenCalledTimes(2);
    expect(store().stopping).toEqual([]);
  });

  it('force-stops a task that is already stopping (spec core §4)', async () => {
    const api = fake({
      listActiveTasks: vi.fn(async () => [anActiveTask({ status: 'stopping' })]),
    });
    provideActiveTasksApi(api);
    await store().load();
    await store().stop(7);
    expect(api.stopTask).toHaveBeenCalledWith(
      expect.objectContaining({ task_id: 7, project_id: 1 }),
      true,
    );
  });

  it('rejects with the server’s text when the stop fails', async () => {
    provideActiveTasksApi(
      fake({ stopTask: vi.fn(async () => Promise.reject(httpError(403, { error: 'No' }))) }),
    );
    await store().load();
    await expect(store().stop(7)).rejects.toThrow('No');
    expect(store().stopping).toEqual([]);
  });

  it('follows websocket updates: new status, finished tasks leave, unknown ones reload', async () => {
    const api = fake({
      listActiveTasks: vi.fn(async () => [anActiveTask({ location: 'queue', status: 'waiting' })]),
    });
    provideActiveTasksApi(api);
    await store().load();
    store().applyUpdate({ task_id: 7, status: 'running' });
    expect(store().tasks[0]).toMatchObject({ status: 'running', location: 'running' });
    store().applyUpdate({ task_id: 7, status: 'success' });
    expect(store().tasks).toEqual([]);
    expect(api.listActiveTasks).toHaveBeenCalledTimes(1);
    store().applyUpdate({ task_id: 8, status: 'starting' });
    expect(api.listActiveTasks).toHaveBeenCalledTimes(2);
    // A finished task that was never listed changes nothing.
    store().applyUpdate({ task_id: 9, status: 'error' });
    expect(api.listActiveTasks).toHaveBeenCalledTimes(2);
  });
});
