import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setShellApi } from '../../api';
import { feedState, publishTaskEvent, startFeed } from '../../feed';
import { startDemo } from '../../test/demo';
import { resetAllStores } from '../../stores/createAppStore';
import { fakeApi } from '../../test/fakeApi';
import type { TaskWithTpl } from '../../wire';
import { followTaskEvents, sortNewestFirst, useDashboardStore } from './dashboardStore';

function task(id: number, created: string, status: TaskWithTpl['status'] = 'waiting'): TaskWithTpl {
  return {
    id,
    created,
    status,
    template_id: 3,
    project_id: 1,
    start: null,
    end: null,
    version: null,
    message: '',
    tpl_alias: 'Deploy',
    tpl_type: '',
    tpl_app: 'ansible',
    tpl_playbook: 'site.yml',
    user_id: 1,
    user_name: 'Admin',
    integration_id: null,
    debug: false,
    dry_run: false,
    diff: false,
    playbook: '',
    environment: '',
    limit: '',
    secret: '',
    arguments: null,
  } as TaskWithTpl;
}

const store = () => useDashboardStore.getState();

describe('dashboard store', () => {
  beforeEach(() => resetAllStores());

  it('loads the last tasks newest first (ids may decrease)', async () => {
    setShellApi(
      fakeApi({
        lastTasks: vi.fn(async () => [
          task(2147483646, '2026-01-01T00:00:00Z'),
          task(2147483645, '2026-01-02T00:00:00Z'),
        ]),
      }),
    );
    await store().load(1);
    expect(store().tasks.map((t) => t.id)).toEqual([2147483645, 2147483646]);
  });

  it('merges update messages of known tasks from the feed and ignores other projects', async () => {
    setShellApi(fakeApi({ lastTasks: vi.fn(async () => [task(5, '2026-01-01T00:00:00Z')]) }));
    await store().load(1);
    const stop = followTaskEvents();
    publishTaskEvent({
      type: 'update',
      task_id: 5,
      project_id: 1,
      template_id: 3,
      status: 'running',
      start: '2026-01-01T00:00:05Z',
      end: null,
      version: null,
    });
    publishTaskEvent({
      type: 'update',
      task_id: 5,
      project_id: 2,
      template_id: 3,
      status: 'error',
      start: null,
      end: null,
      version: null,
    });
    stop();
    expect(store().tasks[0]).toMatchObject({ status: 'running', start: '2026-01-01T00:00:05Z' });
  });

  it('reloads the list when a new task of this project appears', async () => {
    const lastTasks = vi
      .fn()
      .mockResolvedValueOnce([task(5, '2026-01-01T00:00:00Z')])
      .mockResolvedValueOnce([task(6, '2026-01-02T00:00:00Z'), task(5, '2026-01-01T00:00:00Z')]);
    setShellApi(fakeApi({ lastTasks }));
    await store().load(1);
    store().apply({
      type: 'update',
      task_id: 6,
      project_id: 1,
      template_id: 3,
      status: 'waiting',
      start: null,
      end: null,
      version: null,
    });
    await vi.waitFor(() => expect(store().tasks.map((t) => t.id)).toEqual([6, 5]));
    expect(lastTasks).toHaveBeenCalledTimes(2);
  });

  it('sorts by created, newest first', () => {
    expect(
      sortNewestFirst([task(1, '2026-01-01T00:00:00Z'), task(2, '2026-01-03T00:00:00+05:00')]).map(
        (t) => t.id,
      ),
    ).toEqual([2, 1]);
  });
});

describe('dashboard after a feed reconnect', () => {
  beforeEach(() => resetAllStores());

  it('reloads the list (missed messages are not replayed)', async () => {
    const lastTasks = vi.fn(async () => [task(5, '2026-01-01T00:00:00Z')]);
    setShellApi(fakeApi({ lastTasks }));
    const demo = await startDemo({ run: false });
    const stopFeed = startFeed(() => undefined);
    await vi.waitFor(() => expect(feedState()).toBe('open'));
    await store().load(1);
    const stop = followTaskEvents();
    demo.transport.dropSockets();
    await vi.waitFor(() => expect(lastTasks).toHaveBeenCalledTimes(2));
    stop();
    stopFeed();
    demo.close();
  });
});
