import type { ApiClient, TaskCreate, TemplateInput } from '@semaphore-console/api-client';
import type { TemplatesApi } from './templatesApi';
import type { Template } from './wire';

/**
 * The templates feature's calls over the api-client (spec core §7, API §6.11-6.14). Bodies are
 * passed through as built by the feature (the client sends the object as JSON).
 * @param client the console's one api-client instance.
 */
export function createTemplatesApi(client: ApiClient): TemplatesApi {
  const project = (id: number) => client.project(id);
  const asInput = (template: Omit<Template, 'id'>) => template as unknown as TemplateInput;
  return {
    listTemplates: (projectId) => project(projectId).templates.list(),
    listViewTemplates: (projectId, viewId) => project(projectId).views.templates(viewId),
    getTemplate: (projectId, templateId) => project(projectId).templates.get(templateId),
    createTemplate: (projectId, template) => project(projectId).templates.create(asInput(template)),
    updateTemplate: (projectId, template) =>
      project(projectId).templates.update(template.id, asInput(template)),
    deleteTemplate: (projectId, templateId) => project(projectId).templates.delete(templateId),
    getTemplateRefs: (projectId, templateId) => project(projectId).templates.refs(templateId),
    listTemplateTasks: (projectId, templateId, limit) =>
      project(projectId).templates.lastTasks(templateId, limit),
    createTask: (projectId, request) => project(projectId).tasks.create(request as TaskCreate),
    listViews: (projectId) => project(projectId).views.list(),
    createView: (projectId, view) => project(projectId).views.create(view),
    updateView: (projectId, view) =>
      // The client adds `id` and `project_id` (API §6.14: project_id is required on PUT).
      project(projectId).views.update(view.id, { title: view.title, position: view.position }),
    deleteView: (projectId, viewId) => project(projectId).views.delete(viewId),
    setViewPositions: (projectId, positions) =>
      project(projectId).views.setPositions(
        Object.fromEntries(Object.entries(positions).map(([id, at]) => [Number(id), at])),
      ),
    listInventories: (projectId) => project(projectId).inventory.list(),
    listRepositories: (projectId) => project(projectId).repositories.list(),
    listEnvironments: (projectId) => project(projectId).environment.list(),
    listKeys: (projectId) => project(projectId).keys.list(),
    listApps: async () =>
      (await client.apps.list()).map((app) => ({
        id: app.id ?? '',
        title: app.title,
        active: app.active,
      })),
    listTemplateSchedules: (projectId, templateId) =>
      project(projectId).templates.schedules(templateId),
    createSchedule: (projectId, schedule) => project(projectId).schedules.create(schedule),
    updateSchedule: (projectId, schedule) =>
      project(projectId).schedules.update(schedule.id, schedule),
    deleteSchedule: (projectId, scheduleId) => project(projectId).schedules.delete(scheduleId),
  };
}
