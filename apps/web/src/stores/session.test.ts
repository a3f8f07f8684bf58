import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../server/client';
import { feedState, startFeed } from '../server/feed';
import { activateLocale } from '../i18n/i18n';
import { preferences } from '../lib/preferences';
import { startDemo, type DemoHarness } from '../test/demo';
import { useShellStore } from './session';

const store = () => useShellStore.getState();
let demo: DemoHarness;

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  demo.close();
});

describe('session start-up', () => {
  it('is ready with user, info and projects', async () => {
    demo = await startDemo({ run: false });
    expect(store().status).toBe('loading');
    await store().start();
    expect(store().status).toBe('ready');
    expect(store().user?.username).toBe('admin');
    expect(store().info?.version).toBeTruthy();
    expect(
      store()
        .projects.map((p) => p.name)
        .sort(),
    ).toEqual(demo.app.state.projects.map((p) => p.name).sort());
  });

  it('knows the server it talks to from its /api/info: a 2.10 and a 2.20 map (newer §N9)', async () => {
    demo = await startDemo({ run: false });
    await store().start();
    expect(store().capabilities.runFlagsInParams).toBe(false);
    expect(store().capabilities.version).toMatchObject({ major: 2, minor: 10 });
    demo.close();

    demo = await startDemo({ run: false, serverVersion: '2.20' });
    await store().start();
    expect(store().status).toBe('ready');
    expect(store().capabilities.runFlagsInParams).toBe(true);
    expect(store().capabilities.version).toMatchObject({ major: 2, minor: 20 });
    expect(store().capabilities.scheduleTimezone).toBe('UTC');
  });

  it('is anonymous without a session (401)', async () => {
    demo = await startDemo({ run: false, user: null });
    await store().start();
    expect(store().status).toBe('anonymous');
    expect(store().user).toBeNull();
  });

  it('is anonymous, not an error, with a session that waits for its second factor (newer §N3)', async () => {
    demo = await startDemo({ run: false, user: null, serverVersion: '2.20' });
    await demo.signIn('totp');
    await store().start();
    // The gate sends the person to the sign-in page, which opens the code step.
    expect(store().status).toBe('anonymous');
    expect(store().error).toBeNull();
  });

  it('a 403 reads "not allowed" and never signs out (newer §N7)', async () => {
    await activateLocale('en');
    demo = await startDemo({ run: false, faults: true });
    await store().start();
    await demo.fault({ path: '/api/projects', status: 403 });
    await expect(store().reloadProjects()).rejects.toMatchObject({ status: 403 });
    expect(store().status).toBe('ready');
    expect(store().user?.username).toBe('admin');
    // At start-up it is the error screen's text, with the person still signed in.
    await demo.fault({ path: '/api/projects', status: 403 });
    await store().start();
    expect(store().status).toBe('error');
    expect(store().error).toBe("You don't have permission to do this.");
    expect((await client().user.get()).username).toBe('admin');
  });

  it('shows the error state with the message when start-up fails otherwise', async () => {
    demo = await startDemo({ run: false, faults: true });
    await demo.fault({ path: '/api/projects', status: 500 });
    await store().start();
    expect(store().status).toBe('error');
    expect(store().error).toMatch(/500/);
  });
});

describe('project selection (spec core §4)', () => {
  let ids: number[];
  beforeEach(async () => {
    demo = await startDemo({ run: false });
    await store().start();
    ids = store().projects.map((p) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
  });

  it('takes the route project first, then the remembered one, then the first', () => {
    const [first, second, third] = ids as [number, number, number];
    preferences.getState().setLastProjectId(second);
    expect(store().selectProject(third)).toBe(third);
    expect(preferences.getState().lastProjectId).toBe(third);
    expect(store().selectProject(99_999)).toBe(third);
    preferences.getState().setLastProjectId(null);
    expect(store().selectProject(null)).toBe(first);
  });

  it('selects a created project and keeps the fields the create drops (API §5.2)', async () => {
    const created = await store().createProject({
      name: 'New',
      alert: true,
      alert_chat: 'ops',
      max_parallel_tasks: 3,
      demo: false,
    });
    expect(store().projectId).toBe(created.id);
    expect(preferences.getState().lastProjectId).toBe(created.id);
    expect(demo.app.state.projects.find((p) => p.id === created.id)).toMatchObject({
      name: 'New',
      alert: true,
      alert_chat: 'ops',
      max_parallel_tasks: 3,
    });
  });

  it('selects a restored project and counts its keys without secrets', async () => {
    const backup = JSON.stringify(await client().project(ids[0]!).backup());
    const result = await store().restoreProject(backup);
    expect(result.project.id).not.toBe(ids[0]);
    expect(store().projectId).toBe(result.project.id);
    const restoredKeys = demo.app.state.keys.filter((k) => k.project_id === result.project.id);
    const empty = restoredKeys.filter((k) => k.empty).length;
    expect(empty).toBeGreaterThan(0);
    expect(result.emptyKeys).toBe(empty);
  });

  it('selects the first remaining project after a delete', async () => {
    const [first, second] = ids as [number, number];
    store().selectProject(first);
    expect(await store().deleteProject(first)).toBe(second);
    expect(store().projects.map((p) => p.id)).toEqual(ids.slice(1));
    expect(demo.app.state.projects.some((p) => p.id === first)).toBe(false);
    expect(store().projectId).toBe(second);
    expect(preferences.getState().lastProjectId).toBe(second);
  });

  it('has no selection after the last project is deleted', async () => {
    for (const id of ids.slice(1)) await client().project(id).delete();
    await store().start();
    expect(store().projects.map((p) => p.id)).toEqual([ids[0]]);
    store().selectProject(ids[0]);
    expect(await store().deleteProject(ids[0]!)).toBeNull();
    expect(store().projectId).toBeNull();
  });
});

describe('the shell store as server data', () => {
  it(
    'reads the project list again once the console is back in contact (spec core §4)',
    { timeout: 20_000 },
    async () => {
      demo = await startDemo({ run: false });
      await store().start();
      stops.push(startFeed(() => undefined));
      await vi.waitFor(() => expect(feedState()).toBe('open'));
      // Shown, as the shell shows it while the console is open.
      stops.push(useShellStore.watch());
      // A project made elsewhere (another tab, another person) while the list is shown.
      const made = await client().projects.create({ name: 'Made elsewhere' });
      expect(store().projects.some((p) => p.id === made.id)).toBe(false);

      demo.serverDown();
      await vi.waitFor(() => expect(feedState()).toBe('reconnecting'));
      demo.serverBack();
      await vi.waitFor(() => expect(store().projects.some((p) => p.id === made.id)).toBe(true), {
        timeout: 15_000,
      });
      expect(store().status).toBe('ready');
    },
  );

  it('drops an answer that arrives after sign-out (spec core §4)', async () => {
    demo = await startDemo({ run: false, faults: true });
    await store().start();
    await demo.fault({ path: '/api/projects', delayMs: 300 });
    const late = store().reloadProjects();
    await store().signOut();
    expect(store().projects).toEqual([]);
    await late;
    expect(store().status).toBe('anonymous');
    expect(store().projects).toEqual([]);
  });

  it('starts the next session with its own requests, not the signed-out one', async () => {
    demo = await startDemo({ run: false, faults: true });
    await store().start();
    const count = store().projects.length;
    await demo.fault({ path: '/api/projects', delayMs: 300 });
    const late = store().reloadProjects();
    await store().signOut();
    await demo.signIn('admin');
    await store().start();
    expect(store().status).toBe('ready');
    expect(store().projects).toHaveLength(count);
    await late;
    expect(store().projects).toHaveLength(count);
  });

  it('shares one role request per project and reads it again when forced (API §14)', async () => {
    demo = await startDemo({ run: false });
    await store().start();
    const id = store().projects[0]!.id;
    const asked = () => demo.requests.filter((r) => r.path === `/api/project/${id}/role`).length;
    await Promise.all([store().loadRole(id), store().loadRole(id)]);
    expect(asked()).toBe(1);
    expect(store().roles[id]).toBeDefined();
    await store().loadRole(id);
    expect(asked()).toBe(1);
    await store().loadRole(id, true);
    expect(asked()).toBe(2);
  });
});
