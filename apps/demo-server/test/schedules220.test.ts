/**
 * Run-once schedules and schedule task parameters of 2.20 (newer §N7): written and read back,
 * fired at `run_at` with their `task_params`, deleted after the run; 2.10 ignores the new fields.
 */
import { nextRuns } from '@semaphore-console/cron';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../src/index';
import { type Client, signIn, startServer } from './helpers';

type Obj = Record<string, unknown>;

let v20: DemoServer;
let v10: DemoServer;
let admin: Client;
let admin10: Client;
let deploy: number;

beforeAll(async () => {
  [v20, v10] = await Promise.all([startServer({ serverVersion: '2.20' }), startServer()]);
  admin = await signIn(v20.url, 'admin');
  admin10 = await signIn(v10.url, 'admin');
  deploy = v20.state.templates.find((t) => t.name === 'Deploy to staging')?.id ?? 0;
});
afterAll(async () => {
  await Promise.all([v20.close(), v10.close()]);
});

const base = '/api/project/1/schedules';

describe('2.20 run-once schedules (newer §N7)', () => {
  it('saves type, run_at, delete_after_run and task_params with an empty cron_format', async () => {
    const created = await admin.post(base, {
      project_id: 1,
      template_id: deploy,
      name: 'Once',
      active: true,
      cron_format: '',
      type: 'run_at',
      run_at: '2030-05-01T10:30:00+02:00',
      delete_after_run: true,
      task_params: { message: 'Release', environment: '{"who":"me"}' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as Obj).id as number;
    const read = (await admin.get(`${base}/${id}`)).body as Obj;
    expect(read).toMatchObject({
      type: 'run_at',
      run_at: '2030-05-01T08:30:00.000Z',
      cron_format: '',
      delete_after_run: true,
      task_params: { message: 'Release', environment: '{"who":"me"}' },
    });
    expect((await admin.delete(`${base}/${id}`)).status).toBe(204);
  });

  it('refuses a run-once schedule without a valid run_at (400)', async () => {
    const res = await admin.post(base, {
      project_id: 1,
      template_id: deploy,
      name: 'Bad',
      active: true,
      type: 'run_at',
      run_at: 'tomorrow',
    });
    expect(res.status).toBe(400);
  });

  it('fires once at run_at with its task parameters and deletes itself', async () => {
    const at = Date.now() + 60_000;
    const created = await admin.post(base, {
      project_id: 1,
      template_id: deploy,
      name: 'Fire once',
      active: true,
      type: 'run_at',
      run_at: new Date(at).toISOString(),
      delete_after_run: true,
      task_params: { message: 'From the schedule', params: { limit: ['web1'], tags: ['deploy'] } },
    });
    const id = (created.body as Obj).id as number;
    expect(v20.checkSchedules(at - 1000)).toEqual([]);
    const fired = v20.checkSchedules(at + 1000);
    const mine = fired
      .map((taskId) => v20.state.tasks.find((t) => t.id === taskId))
      .filter((t) => t?.template_id === deploy);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ message: 'From the schedule', limit: 'web1', user_id: null });
    expect(v20.state.schedules.some((s) => s.id === id)).toBe(false);
    expect((await admin.get(`${base}/${id}`)).status).toBe(404);
  });

  it('without delete_after_run the schedule stays, switched off, and never fires again', async () => {
    const at = Date.now() + 120_000;
    const created = await admin.post(base, {
      project_id: 1,
      template_id: deploy,
      name: 'Keep',
      active: true,
      type: 'run_at',
      run_at: new Date(at).toISOString(),
      delete_after_run: false,
    });
    const id = (created.body as Obj).id as number;
    v20.checkSchedules(at - 1000);
    v20.checkSchedules(at + 1000);
    const kept = (await admin.get(`${base}/${id}`)).body as Obj;
    expect(kept).toMatchObject({ active: false, type: 'run_at', delete_after_run: false });
    await admin.put(`${base}/${id}/active`, { active: true });
    const again = v20.checkSchedules(at + 120_000);
    expect(
      again.map((taskId) => v20.state.tasks.find((t) => t.id === taskId)?.template_id),
    ).not.toContain(deploy);
  });
});

describe('2.10 schedules', () => {
  it('ignore the 2.20 fields: a cron is still required and nothing new is stored', async () => {
    const refused = await admin10.post(base, {
      project_id: 1,
      template_id: deploy,
      name: 'Once',
      active: true,
      type: 'run_at',
      run_at: '2030-05-01T10:30:00Z',
    });
    expect(refused.status).toBe(400);
    const created = await admin10.post(base, {
      project_id: 1,
      template_id: deploy,
      name: 'Cron',
      active: true,
      cron_format: '0 3 * * *',
      type: 'run_at',
      run_at: '2030-05-01T10:30:00Z',
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body as Obj)).not.toContain('run_at');
  });
});

describe('the schedule time zone (newer §N7)', () => {
  it('0 9 * * * fires at 09:00 in the zone /api/info names', async () => {
    const berlin = await startServer({ serverVersion: '2.20', scheduleTimezone: 'Europe/Berlin' });
    try {
      const client = await signIn(berlin.url, 'admin');
      const info = (await client.get('/api/info')).body as Obj;
      expect(info.schedule_timezone).toBe('Europe/Berlin');
      const created = await client.post(base, {
        project_id: 1,
        template_id: deploy,
        name: 'Nine in Berlin',
        active: true,
        cron_format: '0 9 * * *',
      });
      expect(created.status).toBe(201);
      const [nine] = nextRuns('0 9 * * *', { timeZone: 'Europe/Berlin', count: 1 });
      const at = nine!.getTime();
      expect(new Date(at).toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin' })).toBe(
        '09:00:00',
      );
      berlin.checkSchedules(at - 1000);
      const fired = berlin.checkSchedules(at + 1000);
      expect(fired.map((id) => berlin.state.tasks.find((t) => t.id === id)?.template_id)).toContain(
        deploy,
      );
    } finally {
      await berlin.close();
    }
  });

  it('an unknown zone is refused', async () => {
    await expect(
      startServer({ serverVersion: '2.20', scheduleTimezone: 'Mars/Olympus' }),
    ).rejects.toThrow(RangeError);
  });
});
