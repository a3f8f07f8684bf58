import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setShellApi } from '../api';
import { preferences } from '../preferences';
import { fakeApi, httpError, project } from '../test/fakeApi';
import { resetAllStores } from './createAppStore';
import { useShellStore } from './session';

const store = () => useShellStore.getState();

describe('session start-up', () => {
  beforeEach(() => {
    resetAllStores();
    localStorage.clear();
    preferences.getState().reset();
  });

  it('is ready with user, info and projects', async () => {
    setShellApi(fakeApi());
    expect(store().status).toBe('loading');
    await store().start();
    expect(store().status).toBe('ready');
    expect(store().user?.username).toBe('admin');
    expect(store().projects.map((p) => p.name)).toEqual(['Demo', 'Second']);
  });

  it('is anonymous without a session (401)', async () => {
    setShellApi(fakeApi({ currentUser: vi.fn(async () => Promise.reject(httpError(401))) }));
    await store().start();
    expect(store().status).toBe('anonymous');
  });

  it('shows the error state with the message when start-up fails otherwise', async () => {
    setShellApi(fakeApi({ projects: vi.fn(async () => Promise.reject(new Error('boom'))) }));
    await store().start();
    expect(store().status).toBe('error');
    expect(store().error).toBe('boom');
  });
});

describe('project selection (spec core §4)', () => {
  beforeEach(async () => {
    resetAllStores();
    localStorage.clear();
    preferences.getState().reset();
    setShellApi(
      fakeApi({ projects: vi.fn(async () => [project(1, 'A'), project(2, 'B'), project(3, 'C')]) }),
    );
    await store().start();
  });

  it('takes the route project first, then the remembered one, then the first', () => {
    preferences.getState().setLastProjectId(2);
    expect(store().selectProject(3)).toBe(3);
    expect(preferences.getState().lastProjectId).toBe(3);
    expect(store().selectProject(99)).toBe(3);
    preferences.getState().setLastProjectId(null);
    expect(store().selectProject(null)).toBe(1);
  });

  it('selects a created project', async () => {
    const created = await store().createProject({
      name: 'New',
      alert: false,
      alert_chat: null,
      max_parallel_tasks: 0,
      demo: false,
    });
    expect(store().projectId).toBe(created.id);
    expect(preferences.getState().lastProjectId).toBe(created.id);
  });

  it('selects a restored project and counts its keys without secrets', async () => {
    setShellApi(
      fakeApi({
        keys: vi.fn(async () => [
          { id: 1, name: 'None', type: 'none' as const, project_id: 10 },
          { id: 2, name: 'Vault', type: 'login_password' as const, project_id: 10, empty: true },
          { id: 3, name: 'SSH', type: 'ssh' as const, project_id: 10, empty: true },
        ]),
      }),
    );
    const result = await store().restoreProject('{"meta":{"name":"Restored"}}');
    expect(result.emptyKeys).toBe(2);
    expect(store().projectId).toBe(10);
  });

  it('selects the first remaining project after a delete', async () => {
    store().selectProject(1);
    expect(await store().deleteProject(1)).toBe(2);
    expect(store().projects.map((p) => p.id)).toEqual([2, 3]);
    expect(store().projectId).toBe(2);
    expect(preferences.getState().lastProjectId).toBe(2);
  });

  it('has no selection after the last project is deleted', async () => {
    setShellApi(fakeApi({ projects: vi.fn(async () => [project(1, 'A')]) }));
    await store().start();
    store().selectProject(1);
    expect(await store().deleteProject(1)).toBeNull();
    expect(store().projectId).toBeNull();
  });
});
