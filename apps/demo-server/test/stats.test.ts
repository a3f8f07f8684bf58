/**
 * Run statistics (newer §N7 "Stats"): `…/stats` and `…/templates/{t}/stats` of the 2.20 dialect,
 * checked against the seeded task history as `GET …/tasks` reports it; absent (404) on 2.10.
 */
import { describe, expect, it } from 'vitest';
import { bothDialects } from './helpers';

interface WireTask {
  template_id: number;
  status: string;
  user_id?: number | null;
  created: string;
  start?: string | null;
}
interface StatDay {
  date: string;
  count_by_status: Record<string, number>;
}

const servers = bothDialects();

/** What the stats should hold, computed here from the task list (date of `created`, UTC). */
function expected(tasks: WireTask[], startDate?: string): StatDay[] {
  const days = new Map<string, Record<string, number>>();
  for (const t of tasks) {
    if (startDate && (!t.start || t.start < `${startDate}T00:00:00`)) continue;
    const date = t.created.slice(0, 10);
    const counts = days.get(date) ?? {};
    counts[t.status] = (counts[t.status] ?? 0) + 1;
    days.set(date, counts);
  }
  return [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, count_by_status]) => ({ date, count_by_status }));
}

const strip = (days: StatDay[]) =>
  days.map(({ date, count_by_status }) => ({ date, count_by_status }));

describe('GET /api/project/{p}/stats (newer §N7)', () => {
  it('counts every task of the project per created date and status, newest date first', async () => {
    const tasks = (await servers.admin.get('/api/project/1/tasks')).body as WireTask[];
    const res = await servers.admin.get('/api/project/1/stats');
    expect(res.status).toBe(200);
    const days = res.body as (StatDay & { avg_duration: number })[];
    expect(days.length).toBeGreaterThan(1);
    expect(strip(days)).toEqual(expected(tasks));
    expect(days[0]?.avg_duration).toBe(0);
    const total = days.reduce(
      (n, d) => n + Object.values(d.count_by_status).reduce((a, b) => a + b, 0),
      0,
    );
    expect(total).toBe(tasks.length);
    expect(days.some((d) => (d.count_by_status.error ?? 0) > 0)).toBe(true);
  });

  it('start keeps tasks started on or after that date; user_id keeps one user’s runs', async () => {
    const tasks = (await servers.admin.get('/api/project/1/tasks')).body as WireTask[];
    const dates = [...new Set(tasks.map((t) => t.created.slice(0, 10)))].sort();
    const start = dates[Math.floor(dates.length / 2)] as string;
    const res = await servers.admin.get(`/api/project/1/stats?start=${start}`);
    expect(strip(res.body as StatDay[])).toEqual(expected(tasks, start));
    expect((res.body as StatDay[]).length).toBeLessThan(dates.length);

    const user = tasks.find((t) => typeof t.user_id === 'number')?.user_id as number;
    const mine = await servers.admin.get(`/api/project/1/stats?user_id=${user}`);
    expect(strip(mine.body as StatDay[])).toEqual(
      expected(tasks.filter((t) => t.user_id === user)),
    );
  });

  it('answers 400 with the error for a malformed start or user_id', async () => {
    const bad = await servers.admin.get('/api/project/1/stats?start=last-week');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Invalid start date' });
    expect((await servers.admin.get('/api/project/1/stats?user_id=me')).status).toBe(400);
  });

  it('a template’s stats hold only its tasks; an unknown template answers 404', async () => {
    const tasks = (await servers.admin.get('/api/project/1/tasks')).body as WireTask[];
    const tplId = tasks[0]?.template_id as number;
    const res = await servers.admin.get(`/api/project/1/templates/${tplId}/stats`);
    expect(res.status).toBe(200);
    expect(strip(res.body as StatDay[])).toEqual(
      expected(tasks.filter((t) => t.template_id === tplId)),
    );
    expect((await servers.admin.get('/api/project/1/templates/99999/stats')).status).toBe(404);
  });

  it('is absent on the 2.10 dialect (404)', async () => {
    expect((await servers.admin10.get('/api/project/1/stats')).status).toBe(404);
    expect((await servers.admin10.get('/api/project/1/templates/1/stats')).status).toBe(404);
  });
});
