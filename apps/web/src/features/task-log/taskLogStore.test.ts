import { beforeEach, describe, expect, it } from 'vitest';
import { fakeTaskLogApi, task } from './fakeTaskLogApi';
import { provideTaskLogApi } from './taskLogApi';
import { rerunRequest, useTaskLogStore } from './taskLogStore';

let fake: ReturnType<typeof fakeTaskLogApi>;
beforeEach(() => {
  fake = fakeTaskLogApi();
  provideTaskLogApi(fake.api);
  useTaskLogStore.getState().close();
});

describe('task log store', () => {
  it('loads the task, its template and the author name', async () => {
    await useTaskLogStore.getState().open(1, 7);
    const state = useTaskLogStore.getState();
    expect(state.task?.id).toBe(7);
    expect(state.template).toEqual({ id: 3, name: 'Deploy app', type: '', app: 'ansible' });
    expect(state.userName).toBe('Ada Admin');
    expect(fake.api.getTemplate).toHaveBeenCalledWith(1, 3);
  });

  it('shows the error text when the task cannot be read', async () => {
    provideTaskLogApi({
      ...fake.api,
      getTask: async () => Promise.reject(new Error('Task not found')),
    });
    await useTaskLogStore.getState().open(1, 7);
    expect(useTaskLogStore.getState().loadError).toBe('Task not found');
  });

  it('merges live updates of its own task only, and refetches once the run ended', async () => {
    await useTaskLogStore.getState().open(1, 7);
    const store = useTaskLogStore.getState();
    store.applyUpdate({
      type: 'update',
      task_id: 8,
      project_id: 1,
      template_id: 3,
      status: 'error',
      start: null,
      end: null,
      version: null,
    });
    expect(useTaskLogStore.getState().task?.status).toBe('running');
    store.applyUpdate({
      type: 'update',
      task_id: 7,
      project_id: 1,
      template_id: 3,
      status: 'stopping',
      start: '2026-11-22T04:00:02Z',
      end: null,
      version: '1.2.3',
    });
    expect(useTaskLogStore.getState().task).toMatchObject({ status: 'stopping', version: '1.2.3' });
    expect(fake.api.getTask).toHaveBeenCalledTimes(1);
    store.applyUpdate({
      type: 'update',
      task_id: 7,
      project_id: 1,
      template_id: 3,
      status: 'stopped',
      start: '2026-11-22T04:00:02Z',
      end: '2026-11-22T04:01:00Z',
      version: null,
    });
    expect(useTaskLogStore.getState().task).toMatchObject({
      status: 'stopped',
      end: '2026-11-22T04:01:00Z',
    });
    expect(fake.api.getTask).toHaveBeenCalledTimes(2);
  });

  it('stops with force false, and with force true once stopping', async () => {
    await useTaskLogStore.getState().open(1, 7);
    await useTaskLogStore.getState().stop();
    expect(fake.api.stop).toHaveBeenLastCalledWith(1, 7, false);
    useTaskLogStore.setState((s) => {
      if (s.task) s.task.status = 'stopping';
    });
    await useTaskLogStore.getState().stop();
    expect(fake.api.stop).toHaveBeenLastCalledWith(1, 7, true);
  });

  it('confirms only in waiting_confirmation and reports a refused call', async () => {
    await useTaskLogStore.getState().open(1, 7);
    await useTaskLogStore.getState().confirm();
    expect(fake.api.confirm).not.toHaveBeenCalled();
    useTaskLogStore.setState((s) => {
      if (s.task) s.task.status = 'waiting_confirmation';
    });
    fake.api.confirm.mockRejectedValueOnce(new Error('Task is not active'));
    await useTaskLogStore.getState().confirm();
    expect(fake.api.confirm).toHaveBeenCalledWith(1, 7);
    expect(useTaskLogStore.getState().actionError).toBe('Task is not active');
    expect(useTaskLogStore.getState().busy).toBeNull();
  });

  it('re-runs with the same parameters and returns the new id', async () => {
    await useTaskLogStore.getState().open(1, 7);
    expect(await useTaskLogStore.getState().rerun()).toBe(8);
    expect(fake.api.createTask).toHaveBeenCalledWith(1, rerunRequest(task()));
  });
});

describe('rerunRequest', () => {
  it('repeats the run parameters (API §5.9) but not the secret', () => {
    const body = rerunRequest(
      task({
        debug: true,
        diff: true,
        limit: 'web',
        arguments: '["-v"]',
        git_branch: 'main',
        build_task_id: 4,
        inventory_id: 2,
        secret: '',
      }),
    );
    expect(body).toEqual({
      template_id: 3,
      debug: true,
      dry_run: false,
      diff: true,
      playbook: '',
      environment: '{"region":"eu"}',
      limit: 'web',
      arguments: '["-v"]',
      git_branch: 'main',
      message: 'Deploy the fix',
      commit_hash: '0123456789abcdef0123',
      build_task_id: 4,
      inventory_id: 2,
    });
    expect(body).not.toHaveProperty('secret');
  });
});
