import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { HttpError } from './errors';
import { taskStatCounts } from './stats';

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function clientAnswering(answer: (request: Request) => Response) {
  const urls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://host.example/',
    fetch: async (request: Request) => {
      urls.push(request.url);
      return answer(request);
    },
  });
  return { client, urls };
}

describe('run statistics (newer §N7)', () => {
  it('asks the project route with start, end and user_id, leaving out what is not set', async () => {
    const { client, urls } = clientAnswering(() => json([]));
    await client.project(3).stats({ start: '2026-11-21', userId: 7 });
    await client.project(3).stats();
    await client.project(3).templates.stats(12, { start: '2026-10-29', end: '2026-11-28' });
    expect(urls).toEqual([
      'https://host.example/api/project/3/stats?start=2026-11-21&user_id=7',
      'https://host.example/api/project/3/stats',
      'https://host.example/api/project/3/templates/12/stats?start=2026-10-29&end=2026-11-28',
    ]);
  });

  it('reads days as sent, a missing or malformed count_by_status as {}', async () => {
    const { client } = clientAnswering(() =>
      json([
        { date: '2026-11-27', count_by_status: { success: 3, error: 1, running: 1 } },
        { date: '2026-11-26', count_by_status: { stopped: 2, odd: 'x' }, avg_duration: 41 },
        { date: '2026-11-25' },
        { count_by_status: { success: 1 } },
      ]),
    );
    const days = await client.project(1).stats();
    expect(days).toEqual([
      {
        date: '2026-11-27',
        count_by_status: { success: 3, error: 1, running: 1 },
        avg_duration: 0,
      },
      { date: '2026-11-26', count_by_status: { stopped: 2 }, avg_duration: 41 },
      { date: '2026-11-25', count_by_status: {}, avg_duration: 0 },
    ]);
  });

  it('counts success, failed (error, or failed as newer §N7 writes it) and stopped', () => {
    expect(taskStatCounts({ count_by_status: { success: 3, error: 1, running: 1 } })).toEqual({
      success: 3,
      failed: 1,
      stopped: 0,
    });
    expect(taskStatCounts({ count_by_status: { failed: 2, stopped: 1 } })).toEqual({
      success: 0,
      failed: 2,
      stopped: 1,
    });
  });

  it('rejects with the 404 of a server without stats', async () => {
    const { client } = clientAnswering(() => new Response('404 page not found', { status: 404 }));
    const failure = await client
      .project(1)
      .stats()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
  });
});
