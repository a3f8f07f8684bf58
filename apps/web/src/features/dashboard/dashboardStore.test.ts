import type { TaskWithTpl } from '@semaphore-console/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../server/client';
import { feedState, startFeed } from '../../server/feed';
import { resetAllStores } from '../../stores/createAppStore';
import { startDemo, type DemoHarness } from '../../test/demo';
import { sortNewestFirst, useDashboardStore } from './dashboardStore';

function task(id: number, created: string): TaskWithTpl {
  return { id, created } as TaskWithTpl;
}

const store = () => useDashboardStore.getState();
let demo: DemoHarness;
let stops: (() => void)[] = [];
beforeEach(() => resetAllStores());
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  demo.close();
});

/** Connects the store to the feed until the test ends. */
const follow = () => stops.push(useDashboardStore.watch());

/** Opens the live feed on the demo server and waits until it is open. */
async function openFeed() {
  stops.push(startFeed(() => undefined));
  await vi.waitFor(() => expect(feedState()).toBe('open'));
}
/**
 * A template of the project without unfinished tasks, so a new task of it runs at once, and
 * without autorun deploys, so its success starts no other task (API §8.3).
 */
function idleTemplate(projectId: number): number {
  const busy = new Set([
    ...demo.app.state.tasks
      .filter((t) => !['success', 'error', 'stopped'].includes(t.status))
      .map((t) => t.template_id),
    ...demo.app.state.templates.filter((t) => t.autorun).map((t) => t.build_template_id),
  ]);
  const template = demo.app.state.templates.find(
    (t) => t.project_id === projectId && !busy.has(t.id),
  );
  if (!template) throw new Error(`no idle template in project ${projectId}`);
  return template.id;
}
const lastTasksRequests = (projectId: number) =>
  demo.requests.filter((r) => r.path === `/api/project/${projectId}/tasks/last`);
const stored = (taskId: number) => demo.app.state.tasks.find((t) => t.id === taskId)!;

describe('dashboard store', () => {
  it('loads the last tasks newest first (Bolt ids decrease, API §1.3)', async () => {
    demo = await startDemo({ run: false, boltTaskIds: true });
    const pid = demo.projectId();
    const older = await client()
      .project(pid)
      .tasks.create({ template_id: idleTemplate(pid) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await client()
      .project(pid)
      .tasks.create({ template_id: idleTemplate(pid) });
    expect(newer.id).toBeLessThan(older.id);
    await store().load(pid);
    const ids = store().tasks.map((t) => t.id);
    expect(ids.slice(0, 2)).toEqual([newer.id, older.id]);
    const created = store().tasks.map((t) => Date.parse(t.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('merges update messages of known tasks from the feed and ignores other projects', async () => {
    demo = await startDemo({ run: false });
    const [a, b] = demo.app.state.projects.map((p) => p.id) as [number, number];
    await openFeed();
    const mine = await client()
      .project(a)
      .tasks.create({ template_id: idleTemplate(a) });
    await store().load(a);
    expect(store().tasks.find((t) => t.id === mine.id)?.status).toBe('waiting');
    follow();
    const other = await client()
      .project(b)
      .tasks.create({ template_id: idleTemplate(b) });
    demo.requests.length = 0;
    demo.app.start();
    await vi.waitFor(
      () => {
        expect(stored(other.id).status).not.toBe('waiting');
        expect(['success', 'error']).toContain(stored(mine.id).status);
      },
      { timeout: 10_000 },
    );
    await vi.waitFor(() =>
      expect(store().tasks.find((t) => t.id === mine.id)).toMatchObject({
        status: stored(mine.id).status,
        start: stored(mine.id).start,
        end: stored(mine.id).end,
      }),
    );
    // Merged from the messages, not reloaded; the other project's task is not listed.
    expect(lastTasksRequests(a)).toEqual([]);
    expect(store().tasks.some((t) => t.id === other.id)).toBe(false);
  });

  it('reloads the list when a new task of this project appears', async () => {
    demo = await startDemo();
    const pid = demo.projectId();
    await openFeed();
    await store().load(pid);
    follow();
    const created = await client()
      .project(pid)
      .tasks.create({ template_id: idleTemplate(pid) });
    await vi.waitFor(() => expect(store().tasks.some((t) => t.id === created.id)).toBe(true));
    expect(lastTasksRequests(pid).length).toBeGreaterThanOrEqual(2);
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
  it('reloads the list (missed messages are not replayed)', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    await openFeed();
    await store().load(pid);
    follow();
    expect(lastTasksRequests(pid)).toHaveLength(1);
    demo.transport.dropSockets();
    await vi.waitFor(() => expect(lastTasksRequests(pid)).toHaveLength(2));
  });
});
