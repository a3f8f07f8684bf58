import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '../../stores/createAppStore';
import { httpError } from '../../test/fakeApi';
import { provideSchedulesApi } from './schedulesApi';
import { SCHEDULE_TASKS_LIMIT, useSchedulesStore } from './schedulesStore';
import { aSchedule, aTask, fakeSchedulesApi } from './testApi';

const store = () => useSchedulesStore.getState();

beforeEach(() => resetAllStores());

describe('schedules store', () => {
  it('loads schedules and templates of a project', async () => {
    const api = fakeSchedulesApi();
    provideSchedulesApi(api);
    await store().load(1);
    expect(api.listSchedules).toHaveBeenCalledWith(1);
    expect(store().status).toBe('success');
    expect(store().schedules.map((x) => x.name)).toEqual(['Nightly deploy']);
    expect(store().templates).toHaveLength(2);
  });

  it('keeps the server’s text when the list fails', async () => {
    provideSchedulesApi(
      fakeSchedulesApi({
        listSchedules: vi.fn(async () => Promise.reject(httpError(500, { error: 'db down' }))),
      }),
    );
    await store().load(1);
    expect(store().status).toBe('error');
    expect(store().error).toBe('db down');
  });

  it('moves the active switch at once and back when the call fails', async () => {
    let fail!: (e: unknown) => void;
    const api = fakeSchedulesApi({
      setActive: vi.fn(() => new Promise<void>((_, reject) => (fail = reject))),
    });
    provideSchedulesApi(api);
    await store().load(1);
    const pending = store().setActive(1, 1, false);
    expect(store().schedules[0]?.active).toBe(false);
    fail(httpError(403, { error: 'Forbidden' }));
    await expect(pending).rejects.toThrow('Forbidden');
    expect(store().schedules[0]?.active).toBe(true);
    expect(api.setActive).toHaveBeenCalledWith(1, 1, false);
  });

  it('validates the cron on the server first and saves nothing when it is refused', async () => {
    const api = fakeSchedulesApi({
      validateCron: vi.fn(async () =>
        Promise.reject(
          httpError(400, { error: 'Cron: expected exactly 5 fields, found 1: [bad]' }),
        ),
      ),
    });
    provideSchedulesApi(api);
    await expect(
      store().save(1, {
        project_id: 1,
        name: 'x',
        template_id: 3,
        cron_format: 'bad',
        active: true,
        repository_id: null,
      }),
    ).rejects.toThrow('Cron: expected exactly 5 fields, found 1: [bad]');
    expect(api.createSchedule).not.toHaveBeenCalled();
  });

  it('creates a new schedule as active and updates an existing one with its id', async () => {
    const api = fakeSchedulesApi();
    provideSchedulesApi(api);
    const body = {
      project_id: 1,
      name: 'Hourly',
      template_id: 4,
      cron_format: '15 * * * *',
      active: false,
      repository_id: null,
    };
    await store().save(1, body);
    expect(api.validateCron).toHaveBeenCalledWith(1, '15 * * * *');
    expect(api.createSchedule).toHaveBeenCalledWith(1, { ...body, active: true });
    await store().save(1, { ...body, id: 7 });
    expect(api.updateSchedule).toHaveBeenCalledWith(1, { ...body, id: 7 });
    expect(api.listSchedules).toHaveBeenCalledTimes(2);
  });

  it('deletes a schedule from the list', async () => {
    const api = fakeSchedulesApi({
      listSchedules: vi.fn(async () => [aSchedule(), aSchedule({ id: 2, name: 'Other' })]),
    });
    provideSchedulesApi(api);
    await store().load(1);
    await store().remove(1, 1);
    expect(api.deleteSchedule).toHaveBeenCalledWith(1, 1);
    expect(store().schedules.map((x) => x.id)).toEqual([2]);
  });

  it('loads at most 5 tasks of a template and follows live updates', async () => {
    const many = Array.from({ length: 7 }, (_, i) => aTask({ id: 50 - i, status: 'running' }));
    const api = fakeSchedulesApi({ listTemplateTasks: vi.fn(async () => many) });
    provideSchedulesApi(api);
    await store().load(1);
    await store().loadTasks(1, 3);
    expect(api.listTemplateTasks).toHaveBeenCalledWith(1, 3, SCHEDULE_TASKS_LIMIT);
    expect(store().tasks[3]?.tasks).toHaveLength(5);
    store().applyTaskUpdate({
      task_id: 50,
      template_id: 3,
      status: 'success',
      start: '2026-11-20T10:00:01Z',
      end: '2026-11-20T10:00:09Z',
    });
    expect(store().tasks[3]?.tasks[0]).toMatchObject({
      status: 'success',
      end: '2026-11-20T10:00:09Z',
    });
    // A run not in the list reloads the template's tasks.
    store().applyTaskUpdate({
      task_id: 99,
      template_id: 3,
      status: 'waiting',
      start: null,
      end: null,
    });
    expect(api.listTemplateTasks).toHaveBeenCalledTimes(2);
  });
});
