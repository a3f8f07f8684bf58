import type { ApiClient } from '@semaphore-console/api-client';
import { api } from '../../apiClient';
import type { Schedule, ScheduleWithTpl, TaskWithTpl, Template } from './wire';

/** The body of a schedule save (API §6.13): `id` only on update. */
export type ScheduleBody = Omit<Schedule, 'id'> & { id?: number };

/**
 * The calls the Schedules screen makes (spec core §7, API §6.13). The store depends on this port
 * only; {@link createSchedulesApi} adapts the api-client and tests pass fakes. Every method
 * rejects with the api-client's error (its message is what the person sees, spec core §8).
 */
export interface SchedulesApi {
  /** `GET /api/project/{projectId}/schedules`: time-based schedules with `tpl_name`. */
  listSchedules(projectId: number): Promise<ScheduleWithTpl[]>;
  /** `GET /api/project/{projectId}/templates` (for the editor's template select). */
  listTemplates(projectId: number): Promise<Template[]>;
  /** `POST …/schedules/validate` with `{cron_format}`; rejects with HTTP 400 `Cron: …`. */
  validateCron(projectId: number, cronFormat: string): Promise<void>;
  /** `POST /api/project/{projectId}/schedules` → the stored schedule. */
  createSchedule(projectId: number, body: ScheduleBody): Promise<Schedule>;
  /** `PUT /api/project/{projectId}/schedules/{id}` with the full schedule (204). */
  updateSchedule(projectId: number, schedule: Schedule): Promise<void>;
  /** `PUT …/schedules/{scheduleId}/active` with `{active}` (204). */
  setActive(projectId: number, scheduleId: number, active: boolean): Promise<void>;
  /** `DELETE /api/project/{projectId}/schedules/{scheduleId}` (204). */
  deleteSchedule(projectId: number, scheduleId: number): Promise<void>;
  /** `GET …/templates/{templateId}/tasks/last?limit={limit}`: newest first. */
  listTemplateTasks(projectId: number, templateId: number, limit: number): Promise<TaskWithTpl[]>;
}

/**
 * The Schedules screen's calls over the api-client (API §6.11, §6.13).
 * @param client the console's one api-client instance.
 */
export function createSchedulesApi(client: ApiClient): SchedulesApi {
  const project = (id: number) => client.project(id);
  return {
    listSchedules: (projectId) => project(projectId).schedules.list(),
    listTemplates: (projectId) => project(projectId).templates.list(),
    validateCron: (projectId, cronFormat) => project(projectId).schedules.validate(cronFormat),
    createSchedule: (projectId, body) =>
      project(projectId).schedules.create({
        name: body.name,
        template_id: body.template_id,
        cron_format: body.cron_format,
        active: body.active,
        repository_id: body.repository_id,
      }),
    updateSchedule: (projectId, schedule) =>
      project(projectId).schedules.update(schedule.id, schedule),
    setActive: (projectId, scheduleId, active) =>
      project(projectId).schedules.setActive(scheduleId, active),
    deleteSchedule: (projectId, scheduleId) => project(projectId).schedules.delete(scheduleId),
    listTemplateTasks: (projectId, templateId, limit) =>
      project(projectId).templates.lastTasks(templateId, limit),
  };
}

let current: SchedulesApi | null = null;

/** Installs the calls the schedules store uses (tests install a fake). */
export function provideSchedulesApi(next: SchedulesApi | null): void {
  current = next;
}

/**
 * The installed calls; without {@link provideSchedulesApi}, the adapter over the console's one
 * api-client (created by `connectApi()` at start-up).
 */
export function schedulesApi(): SchedulesApi {
  current ??= createSchedulesApi(api);
  return current;
}
