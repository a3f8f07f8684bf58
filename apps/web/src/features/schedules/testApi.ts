import { vi } from 'vitest';
import type { SchedulesApi } from './schedulesApi';
import type { ScheduleWithTpl, TaskWithTpl, Template } from './wire';

/** A schedule as `GET …/schedules` answers (API §5.12). */
export function aSchedule(patch: Partial<ScheduleWithTpl> = {}): ScheduleWithTpl {
  return {
    id: 1,
    project_id: 1,
    template_id: 3,
    name: 'Nightly deploy',
    tpl_name: 'Deploy site',
    cron_format: '0 2 * * *',
    active: true,
    repository_id: null,
    ...patch,
  };
}

/** A template as the template list answers (only the fields the screen reads matter). */
export function aTemplate(id: number, name: string): Template {
  return { id, project_id: 1, name } as Template;
}

/** A task of a template (API §5.9 with `tpl_*`). */
export function aTask(patch: Partial<TaskWithTpl> = {}): TaskWithTpl {
  return {
    id: 40,
    template_id: 3,
    project_id: 1,
    status: 'success',
    message: '',
    created: '2026-11-20T10:00:00Z',
    start: null,
    end: null,
    ...patch,
  } as TaskWithTpl;
}

/** A fake {@link SchedulesApi}: every call is a `vi.fn` with a plausible answer. */
export function fakeSchedulesApi(patch: Partial<SchedulesApi> = {}): SchedulesApi {
  return {
    listSchedules: vi.fn(async () => [aSchedule()]),
    listTemplates: vi.fn(async () => [aTemplate(3, 'Deploy site'), aTemplate(4, 'Backup')]),
    validateCron: vi.fn(async () => undefined),
    createSchedule: vi.fn(async (projectId, body) => ({ ...body, id: 9, project_id: projectId })),
    updateSchedule: vi.fn(async () => undefined),
    setActive: vi.fn(async () => undefined),
    deleteSchedule: vi.fn(async () => undefined),
    listTemplateTasks: vi.fn(async () => [aTask()]),
    ...patch,
  };
}
