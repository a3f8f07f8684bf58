/**
 * Run statistics (`project(p).stats`, `templates.stats`, newer §N7) against the demo server over
 * real HTTP: 2.20 counts the project's tasks per day and status as `GET …/tasks` lists them;
 * 2.10 has no such route (404, and the cached probe says so).
 */
import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../src/client';
import { HttpError } from '../src/errors';
import { taskStatCounts } from '../src/stats';

async function admin(url: string) {
  const client = createApiClient({ baseUrl: url });
  await client.auth.login({ auth: 'admin', password: 'changeme' });
  return client;
}

describe('run statistics', () => {
  it('2.20: every task of the project counted once, under the UTC day of its creation', async () => {
    const client = await admin(inject('demoUrl220'));
    const [project] = await client.projects.list();
    const p = client.project(project!.id);
    // Other tests may run tasks meanwhile: read the stats between two equal task lists.
    const statuses = (list: { id: number; status: string }[]) =>
      JSON.stringify(list.map((t) => [t.id, t.status]));
    let tasks = await p.tasks.list();
    const template = tasks[0]!.template_id;
    let days = await p.stats();
    let mine = await p.templates.stats(template, { start: '2000-01-01' });
    for (let tries = 0; tries < 10; tries++) {
      const again = await p.tasks.list();
      if (statuses(again) === statuses(tasks)) break;
      tasks = again;
      days = await p.stats();
      mine = await p.templates.stats(template, { start: '2000-01-01' });
    }
    const counted = days.reduce(
      (n, d) => n + Object.values(d.count_by_status).reduce((a, b) => a + b, 0),
      0,
    );
    expect(counted).toBe(tasks.length);
    const failed = tasks.filter((t) => t.status === 'error').length;
    expect(days.reduce((n, d) => n + taskStatCounts(d).failed, 0)).toBe(failed);
    const day = days[0]!.date;
    expect(days[0]!.count_by_status).toEqual(
      tasks
        .filter((t) => t.created.slice(0, 10) === day)
        .reduce<Record<string, number>>(
          (c, t) => ({ ...c, [t.status]: (c[t.status] ?? 0) + 1 }),
          {},
        ),
    );
    expect(
      mine.reduce((n, d) => n + Object.values(d.count_by_status).reduce((a, b) => a + b, 0), 0),
    ).toBe(tasks.filter((t) => t.template_id === template && t.start).length);
    expect(await client.probe(`api/project/${project!.id}/stats`)).toBe(true);
  });

  it('2.10: no stats route (404)', async () => {
    const client = await admin(inject('demoUrl'));
    const [project] = await client.projects.list();
    const failure = await client
      .project(project!.id)
      .stats()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
    expect(await client.probe(`api/project/${project!.id}/stats`)).toBe(false);
  });
});
