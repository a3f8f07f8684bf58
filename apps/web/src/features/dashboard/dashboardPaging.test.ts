import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { resetAllStores } from '../../stores/createAppStore';
import { startDemo, type DemoHarness } from '../../test/demo';
import { PAGE_SIZE, useDashboardStore } from './dashboardStore';

const store = () => useDashboardStore.getState();
let demo: DemoHarness;
beforeEach(() => resetAllStores());
afterEach(() => demo.close());

/** Creates tasks (the runner is off: they wait) until the project has `count`. */
async function fill(pid: number, count: number): Promise<void> {
  const template = demo.app.state.templates.find((t) => t.project_id === pid)!;
  const have = () => demo.app.state.tasks.filter((t) => t.project_id === pid).length;
  while (have() < count) await client().project(pid).tasks.create({ template_id: template.id });
}

/** The project's task ids as the server lists them, newest first (its `limit=200` answer). */
const serverIds = async (pid: number) =>
  (await client().project(pid).tasks.list()).map((t) => t.id).sort((a, b) => b - a);
const loadedIds = () =>
  store()
    .tasks.map((t) => t.id)
    .sort((a, b) => b - a);

describe('dashboard history paging (newer §N5)', () => {
  it('pages through 120 tasks of a 2.20 server: no duplicate, no gap, a new task once', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20' });
    const pid = demo.projectId();
    await fill(pid, 120);
    await store().load(pid);
    expect(store().tasks).toHaveLength(PAGE_SIZE);
    expect(store().hasNext).toBe(true);
    await store().loadOlder();
    expect(store().tasks).toHaveLength(2 * PAGE_SIZE);
    // A task created between pages: the refresh of the live feed merges it in once.
    const template = demo.app.state.templates.find((t) => t.project_id === pid)!;
    const created = await client().project(pid).tasks.create({ template_id: template.id });
    await store().load(pid);
    expect(store().tasks.filter((t) => t.id === created.id)).toHaveLength(1);
    expect(store().hasNext).toBe(true);
    await store().loadOlder();
    expect(store().hasNext).toBe(false);
    const ids = loadedIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(await serverIds(pid));
    expect(ids).toHaveLength(121);
    const pages = demo.requests.filter((r) => r.path === `/api/project/${pid}/tasks/last`);
    expect(pages.every((r) => r.search.includes(`count=${PAGE_SIZE}`))).toBe(true);
  });

  it('keeps the loaded pages when more new tasks than a page arrive', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20' });
    const pid = demo.projectId();
    await fill(pid, 60);
    await store().load(pid);
    await store().loadOlder();
    expect(store().hasNext).toBe(false);
    await fill(pid, 60 + PAGE_SIZE + 5);
    await store().load(pid);
    expect(loadedIds()).toEqual(await serverIds(pid));
  });

  it('keeps the last-200 list on a 2.10 server (no X-Has-Next)', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    await fill(pid, 210);
    await store().load(pid);
    expect(store().tasks).toHaveLength(200);
    expect(store().hasNext).toBeNull();
    demo.requests.length = 0;
    await store().loadOlder();
    expect(demo.requests).toEqual([]);
  });
});
