import type { NewTaskRequest } from './taskRequest';
import type {
  AccessKey,
  App,
  NamedResource,
  ObjectReferrers,
  Schedule,
  TaskWithTpl,
  Template,
  View,
} from './wire';

/**
 * The server calls the templates feature makes (spec core §7, API §6.11-6.14). The stores depend
 * on this port only; `createTemplatesApi` adapts the api-client to it and tests pass fakes.
 * Every method rejects with the api-client's error (its message is what the person sees).
 */
export interface TemplatesApi {
  /** `GET /api/project/{projectId}/templates` (partial templates, each with `last_task`). */
  listTemplates(projectId: number): Promise<Template[]>;
  /** `GET /api/project/{projectId}/views/{viewId}/templates`. */
  listViewTemplates(projectId: number, viewId: number): Promise<Template[]>;
  /** `GET /api/project/{projectId}/templates/{templateId}` (full template). */
  getTemplate(projectId: number, templateId: number): Promise<Template>;
  /** `POST /api/project/{projectId}/templates` → the new template with its id. */
  createTemplate(projectId: number, template: Omit<Template, 'id'>): Promise<Template>;
  /** `PUT /api/project/{projectId}/templates/{id}` with the full template. */
  updateTemplate(projectId: number, template: Template): Promise<void>;
  /** `DELETE /api/project/{projectId}/templates/{templateId}`. */
  deleteTemplate(projectId: number, templateId: number): Promise<void>;
  /** `GET /api/project/{projectId}/templates/{templateId}/refs`. */
  getTemplateRefs(projectId: number, templateId: number): Promise<ObjectReferrers>;
  /** `GET …/templates/{templateId}/tasks/last?limit={limit}` (newest first, limit 1-200). */
  listTemplateTasks(projectId: number, templateId: number, limit: number): Promise<TaskWithTpl[]>;
  /** `POST /api/project/{projectId}/tasks` → the queued task. */
  createTask(projectId: number, request: NewTaskRequest): Promise<TaskWithTpl>;
  /** `GET /api/project/{projectId}/views`. */
  listViews(projectId: number): Promise<View[]>;
  /** `POST /api/project/{projectId}/views` → the saved view. */
  createView(projectId: number, view: { title: string; position: number }): Promise<View>;
  /** `PUT /api/project/{projectId}/views/{id}` (the body carries `project_id`). */
  updateView(projectId: number, view: View): Promise<void>;
  /** `DELETE /api/project/{projectId}/views/{viewId}`. */
  deleteView(projectId: number, viewId: number): Promise<void>;
  /** `POST /api/project/{projectId}/views/positions` with `{ "<viewId>": position }`. */
  setViewPositions(projectId: number, positions: Record<string, number>): Promise<void>;
  /** `GET /api/project/{projectId}/inventory`. */
  listInventories(projectId: number): Promise<NamedResource[]>;
  /** `GET /api/project/{projectId}/repositories`. */
  listRepositories(projectId: number): Promise<NamedResource[]>;
  /** `GET /api/project/{projectId}/environment`. */
  listEnvironments(projectId: number): Promise<NamedResource[]>;
  /** `GET /api/project/{projectId}/keys`. */
  listKeys(projectId: number): Promise<AccessKey[]>;
  /** `GET /api/apps`. */
  listApps(): Promise<App[]>;
  /** `GET …/templates/{templateId}/schedules` (only the commit-check schedules). */
  listTemplateSchedules(projectId: number, templateId: number): Promise<Schedule[]>;
  /** `POST /api/project/{projectId}/schedules`. */
  createSchedule(projectId: number, schedule: Omit<Schedule, 'id'>): Promise<Schedule>;
  /** `PUT /api/project/{projectId}/schedules/{id}`. */
  updateSchedule(projectId: number, schedule: Schedule): Promise<void>;
  /** `DELETE /api/project/{projectId}/schedules/{scheduleId}`. */
  deleteSchedule(projectId: number, scheduleId: number): Promise<void>;
}

let current: TemplatesApi | null = null;

/** Installs the calls the templates stores use (the app at startup, tests with a fake). */
export function provideTemplatesApi(api: TemplatesApi): void {
  current = api;
}

/**
 * The installed calls.
 * @throws Error when `provideTemplatesApi` was not called.
 */
export function templatesApi(): TemplatesApi {
  if (!current) throw new Error('templates: provideTemplatesApi() was not called');
  return current;
}
