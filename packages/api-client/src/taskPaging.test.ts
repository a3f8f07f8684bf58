import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';

const task = (id: number) => ({
  id,
  template_id: 2,
  project_id: 1,
  status: 'success',
  created: '2026-01-01T00:00:00Z',
  tpl_playbook: 'site.yml',
  tpl_alias: 'Deploy',
});

function serve(headers: Record<string, string>) {
  const urls: string[] = [];
  const bodies: string[] = [];
  const fetch = async (request: Request) => {
    urls.push(request.url);
    bodies.push(await request.clone().text());
    if (request.method === 'POST') return new Response(null, { status: 204 });
    return new Response(JSON.stringify([task(9), task(8)]), {
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { urls, bodies, client: createApiClient({ baseUrl: 'http://h/', fetch }) };
}

describe('history paging (newer §N5)', () => {
  it('sends count, before and limit and reads X-Has-Next', async () => {
    const { urls, client } = serve({ 'X-Has-Next': 'true' });
    const page = await client.project(1).tasks.page({ count: 50, before: 10 });
    expect(urls[0]).toBe('http://h/api/project/1/tasks/last?count=50&before=10&limit=200');
    expect(page.hasNext).toBe(true);
    expect(page.tasks.map((t) => t.id)).toEqual([9, 8]);
  });

  it('reads X-Has-Next: false, and no header as a server without paging', async () => {
    const last = serve({ 'X-Has-Next': 'false' });
    expect((await last.client.project(1).templates.taskPage(2, { count: 50 })).hasNext).toBe(false);
    expect(last.urls[0]).toBe('http://h/api/project/1/templates/2/tasks/last?count=50&limit=200');
    const old = serve({});
    const page = await old.client.project(1).tasks.page({ count: 50 });
    expect(page).toMatchObject({ hasNext: null });
    expect(page.tasks).toHaveLength(2);
  });

  it('stops all tasks of a template with {force}', async () => {
    const { urls, bodies, client } = serve({});
    await client.project(1).templates.stopAllTasks(2, true);
    await client.project(1).templates.stopAllTasks(2);
    expect(urls[0]).toBe('http://h/api/project/1/templates/2/stop_all_tasks');
    expect(bodies).toEqual(['{"force":true}', '{"force":false}']);
  });
});
