import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureText } from '../../server/failures';
import { startDemo, type DemoHarness } from '../../test/demo';
import { SCHEDULE_TASKS_LIMIT, useSchedulesStore } from './schedulesStore';

const store = () => useSchedulesStore.getState();

let demo: DemoHarness;
let projectId: number;
let templateId: number;
beforeEach(async () => {
  demo = await startDemo({ run: false });
  projectId = demo.projectId('Infrastructure');
  const template = demo.app.state.templates.find((t) => t.project_id === projectId);
  if (!template) throw new Error('no seeded template');
  templateId = template.id;
});
afterEach(() => demo.close());

/** Requests the demo received. */
const sent = (method: string, path: string) =>
  demo.requests.filter((r) => r.method === method && r.path === path);
const base = () => `/api/project/${projectId}/schedules`;

/** The text the server answers `call` with. */
async function refusal(call: () => Promise<unknown>): Promise<string> {
  return call().then(
    () => 'no error',
    (error: unknown) => failureText(error),
  );
}

/** A schedule body for this project. */
function body(patch: { cron_format?: string; active?: boolean } = {}) {
  return {
    project_id: projectId,
    name: 'Hourly',
    template_id: templateId,
    cron_format: '15 * * * *',
    active: false,
    repository_id: null,
    ...patch,
  };
}

describe('schedules store', () => {
  it('loads schedules and templates of a project', async () => {
    const listed = await demo.client.project(projectId).schedules.list();
    expect(listed.length).toBeGreaterThan(0);
    await store().load(projectId);
    expect(store().status).toBe('success');
    expect(store().schedules.map((x) => x.name)).toEqual(listed.map((x) => x.name));
    const templates = await demo.client.project(projectId).templates.list();
    expect(templates.length).toBeGreaterThan(1);
    expect(store().templates.map((t) => t.id)).toEqual(templates.map((t) => t.id));
  });

  it('keeps the server’s text when the list fails', async () => {
    // A project that does not exist (or is not the user's) is refused (API §3.2).
    const other = 9999;
    const expected = await refusal(() => demo.client.project(other).schedules.list());
    expect(expected).not.toBe('no error');
    await store().load(other);
    expect(store().status).toBe('error');
    expect(store().error).toBe(expected);
  });

  it('moves the active switch at once and back when the call fails', async () => {
    await store().load(projectId);
    const schedule = store().schedules[0];
    if (!schedule) throw new Error('no schedule');
    // A guest may read the schedules but not switch them (API §3.2).
    await demo.signIn('guest');
    const expected = await refusal(() =>
      demo.client.project(projectId).schedules.setActive(schedule.id, !schedule.active),
    );
    expect(expected).not.toBe('no error');
    const pending = store().setActive(projectId, schedule.id, !schedule.active);
    expect(store().schedules[0]?.active).toBe(!schedule.active);
    await expect(pending).rejects.toThrow(expected);
    expect(store().schedules[0]?.active).toBe(schedule.active);
    expect(sent('PUT', `${base()}/${schedule.id}/active`).map((r) => JSON.parse(r.body))).toEqual([
      { active: !schedule.active },
      { active: !schedule.active },
    ]);
  });

  it('validates the cron on the server first and saves nothing when it is refused', async () => {
    const expected = await refusal(() => demo.client.project(projectId).schedules.validate('bad'));
    expect(expected).toMatch(/^Cron: /);
    await expect(store().save(projectId, body({ cron_format: 'bad' }))).rejects.toThrow(expected);
    expect(sent('POST', base())).toHaveLength(0);
  });

  it('creates a new schedule as active and updates an existing one with its id', async () => {
    await store().save(projectId, body());
    expect(sent('POST', `${base()}/validate`).map((r) => JSON.parse(r.body))).toEqual([
      { cron_format: '15 * * * *' },
    ]);
    const created = demo.app.state.schedules.at(-1);
    expect(created).toMatchObject({ ...body(), active: true });
    const id = created?.id ?? 0;
    await store().save(projectId, { ...body({ cron_format: '30 * * * *' }), id });
    expect(JSON.parse(sent('PUT', `${base()}/${id}`)[0]?.body ?? '')).toMatchObject({
      ...body({ cron_format: '30 * * * *' }),
      id,
    });
    expect(demo.app.state.schedules.find((s) => s.id === id)?.cron_format).toBe('30 * * * *');
    expect(sent('GET', base())).toHaveLength(2);
  });

  it('deletes a schedule from the list', async () => {
    await store().load(projectId);
    const [first, ...rest] = store().schedules;
    await store().remove(projectId, first?.id ?? 0);
    expect(sent('DELETE', `${base()}/${first?.id}`)).toHaveLength(1);
    expect(store().schedules.map((x) => x.id)).toEqual(rest.map((x) => x.id));
  });

  it('loads at most 5 tasks of a template and follows live updates', async () => {
    const project = demo.client.project(projectId);
    for (let i = 0; i < 7; i++) await project.tasks.create({ template_id: templateId });
    await store().load(projectId);
    await store().loadTasks(projectId, templateId);
    const lastTasks = `/api/project/${projectId}/templates/${templateId}/tasks/last`;
    expect(sent('GET', lastTasks)).toHaveLength(1);
    expect(store().tasks[templateId]?.tasks).toHaveLength(SCHEDULE_TASKS_LIMIT);
    const newest = store().tasks[templateId]?.tasks[0];
    store().applyTaskUpdate({
      task_id: newest?.id ?? 0,
      template_id: templateId,
      status: 'success',
      start: '2026-11-20T10:00:01Z',
      end: '2026-11-20T10:00:09Z',
    });
    expect(store().tasks[templateId]?.tasks[0]).toMatchObject({
      status: 'success',
      end: '2026-11-20T10:00:09Z',
    });
    // A run not in the list reloads the template's tasks.
    store().applyTaskUpdate({
      task_id: (newest?.id ?? 0) + 100,
      template_id: templateId,
      status: 'waiting',
      start: null,
      end: null,
    });
    await vi.waitFor(() => expect(sent('GET', lastTasks)).toHaveLength(2));
  });
});

describe('schedules store on a 2.20 server (newer §N7)', () => {
  beforeEach(async () => {
    demo.close();
    demo = await startDemo({ serverVersion: '2.20', run: false });
  });

  it('saves a run-once schedule without a cron check, and reloads when its run deleted it', async () => {
    const runAt = new Date(Date.now() + 60_000);
    await store().load(projectId);
    await store().save(projectId, {
      ...body({ cron_format: '' }),
      name: 'Once',
      type: 'run_at',
      run_at: runAt.toISOString(),
      delete_after_run: true,
      task_params: { message: 'Release', environment: '{}', params: {} },
    });
    expect(sent('POST', `${base()}/validate`)).toEqual([]);
    const saved = store().schedules.find((x) => x.name === 'Once');
    expect(saved).toMatchObject({
      type: 'run_at',
      cron_format: '',
      delete_after_run: true,
      task_params: { message: 'Release' },
    });
    expect(Date.parse(saved?.run_at ?? '')).toBe(runAt.getTime());

    // The run: the server starts the task with the message and deletes the schedule.
    const [taskId] = demo.app.checkSchedules(runAt.getTime() + 1000).filter((id) => {
      const task = demo.app.state.tasks.find((t) => t.id === id);
      return task?.template_id === templateId;
    });
    expect(demo.app.state.tasks.find((t) => t.id === taskId)?.message).toBe('Release');
    store().applyTaskUpdate({
      task_id: taskId ?? 0,
      template_id: templateId,
      status: 'waiting',
      start: null,
      end: null,
    });
    await vi.waitFor(() => expect(store().schedules.some((x) => x.name === 'Once')).toBe(false));
  });

  it('a cron schedule on 2.20 still has its cron checked', async () => {
    await store().save(projectId, { ...body(), type: '', delete_after_run: false });
    expect(sent('POST', `${base()}/validate`)).toHaveLength(1);
  });
});
