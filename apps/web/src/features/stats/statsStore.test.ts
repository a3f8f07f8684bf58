import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { resetAllStores } from '../../stores/createAppStore';
import { rangeStart, totals } from './aggregate';
import { useStatsStore } from './statsStore';

// The store against the demo server in memory: the server's count where it has `…/stats`
// (2.20, newer §N7), the loaded tasks' count where it has not (2.10).
let demo: DemoHarness;
afterEach(() => {
  demo.close();
  resetAllStores();
});

const now = new Date();

/** The project's ended runs that started in the last week, counted from the demo's state. */
function runsInWeek(pid: number): number {
  const first = Date.parse(`${rangeStart('week', now)}T00:00:00Z`);
  return demo.app.state.tasks.filter(
    (t) =>
      t.project_id === pid &&
      ['success', 'error', 'stopped'].includes(t.status) &&
      t.start &&
      Date.parse(t.start) >= first,
  ).length;
}

describe('stats store', () => {
  it('takes the counts from …/stats on a 2.20 server', async () => {
    demo = await startDemo({ serverVersion: '2.20', run: false });
    const pid = demo.projectId();
    await useStatsStore
      .getState()
      .load({ projectId: pid, templateId: null, range: 'week', userId: null }, now);
    const state = useStatsStore.getState();
    expect(state.status).toBe('ready');
    expect(state.source).toBe('server');
    expect(state.days).toHaveLength(8);
    expect(totals(state.days).runs).toBe(runsInWeek(pid));
    expect(
      demo.requests.some(
        (r) =>
          r.path === `/api/project/${pid}/stats` &&
          r.search === `?start=${rangeStart('week', now)}`,
      ),
    ).toBe(true);
    expect(state.median?.runs).toBe(runsInWeek(pid));
    expect(state.coverage?.complete).toBe(true);
  });

  it('counts the loaded tasks on a 2.10 server, with the same numbers', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    await useStatsStore
      .getState()
      .load({ projectId: pid, templateId: null, range: 'week', userId: null }, now);
    const state = useStatsStore.getState();
    expect(state.source).toBe('tasks');
    expect(totals(state.days).runs).toBe(runsInWeek(pid));
    expect(demo.requests.filter((r) => r.path === `/api/project/${pid}/stats`)).toHaveLength(1);
  });

  it('keeps the answer of the last request when an earlier one arrives after it', async () => {
    demo = await startDemo({ serverVersion: '2.20', run: false, faults: true });
    const pid = demo.projectId();
    const user = demo.app.state.users.find((u) => u.username === 'manager')!;
    // The first request's task list answers late: its answer arrives after the second's.
    await demo.fault({ path: `/api/project/${pid}/tasks/last`, delayMs: 300 });
    const done: string[] = [];
    const slow = useStatsStore
      .getState()
      .load({ projectId: pid, templateId: null, range: 'week', userId: null }, now)
      .then(() => done.push('everyone'));
    const fast = useStatsStore
      .getState()
      .load({ projectId: pid, templateId: null, range: 'week', userId: user.id }, now)
      .then(() => done.push('manager'));
    await Promise.all([slow, fast]);
    expect(done).toEqual(['manager', 'everyone']);
    expect(useStatsStore.getState().query?.userId).toBe(user.id);
    const mine = demo.app.state.tasks.filter(
      (t) =>
        t.project_id === pid &&
        t.user_id === user.id &&
        ['success', 'error', 'stopped'].includes(t.status),
    ).length;
    expect(totals(useStatsStore.getState().days).runs).toBe(mine);
  });
});
