import { HttpError } from '@semaphore-console/api-client';
import { vi } from 'vitest';
import type { TemplatesApi } from './templatesApi';
import type { TaskWithTpl, Template, View } from './wire';

/** A template with the fields a test does not care about filled in. */
export function aTemplate(patch: Partial<Template> = {}): Template {
  return {
    id: 1,
    project_id: 1,
    name: 'Deploy site',
    type: '',
    app: 'ansible',
    playbook: 'site.yml',
    repository_id: 1,
    inventory_id: 1,
    environment_id: 1,
    survey_vars: [],
    vaults: [],
    arguments: '[]',
    allow_override_args_in_task: false,
    ...patch,
  };
}

/** A task list item. */
export function aTask(patch: Partial<TaskWithTpl> = {}): TaskWithTpl {
  return {
    id: 10,
    template_id: 1,
    project_id: 1,
    status: 'success',
    created: '2026-11-22T10:00:00Z',
    start: '2026-11-22T10:00:01Z',
    end: '2026-11-22T10:00:31Z',
    message: '',
    environment: '{}',
    tpl_type: '',
    tpl_app: 'ansible',
    tpl_alias: 'Deploy site',
    user_name: 'Admin',
    ...patch,
  };
}

/** A view. */
export function aView(patch: Partial<View> = {}): View {
  return { id: 1, project_id: 1, title: 'Web', position: 0, ...patch };
}

/** A fake {@link TemplatesApi}: every method a `vi.fn` answering empty data. */
export function fakeTemplatesApi(patch: Partial<TemplatesApi> = {}): TemplatesApi {
  const api: TemplatesApi = {
    listTemplates: vi.fn(async () => []),
    listViewTemplates: vi.fn(async () => []),
    getTemplate: vi.fn(async (_p: number, id: number) => aTemplate({ id })),
    createTemplate: vi.fn(async (_p: number, t: Omit<Template, 'id'>) => ({ ...t, id: 99 })),
    updateTemplate: vi.fn(async () => undefined),
    deleteTemplate: vi.fn(async () => undefined),
    getTemplateRefs: vi.fn(async () => ({
      templates: [],
      inventories: [],
      repositories: [],
      schedules: [],
    })),
    listTemplateTasks: vi.fn(async () => []),
    createTask: vi.fn(async (_p: number, r: { template_id: number }) =>
      aTask({ id: 500, template_id: r.template_id, status: 'waiting', end: null, start: null }),
    ),
    listViews: vi.fn(async () => []),
    createView: vi.fn(async (_p: number, v: { title: string; position: number }) =>
      aView({ id: 77, ...v }),
    ),
    updateView: vi.fn(async () => undefined),
    deleteView: vi.fn(async () => undefined),
    setViewPositions: vi.fn(async () => undefined),
    listInventories: vi.fn(async () => [{ id: 1, name: 'Prod hosts' }]),
    listRepositories: vi.fn(async () => [{ id: 1, name: 'Site repo' }]),
    listEnvironments: vi.fn(async () => [{ id: 1, name: 'Empty' }]),
    listKeys: vi.fn(async () => [{ id: 1, name: 'Vault password', type: 'login_password' }]),
    listApps: vi.fn(async () => [
      { id: 'ansible', title: 'Ansible', active: true },
      { id: 'terraform', title: 'Terraform', active: true },
      { id: 'bash', title: 'Bash', active: true },
    ]),
    listTemplateSchedules: vi.fn(async () => []),
    createSchedule: vi.fn(async (_p: number, s) => ({ ...s, id: 5 })),
    updateSchedule: vi.fn(async () => undefined),
    deleteSchedule: vi.fn(async () => undefined),
    ...patch,
  };
  return api;
}

/** A 400 answer of the server carrying `{"error": text}` (API §1.5). */
export function serverError(text: string): HttpError {
  return new HttpError(
    { method: 'POST', url: 'http://127.0.0.1/api/x', path: 'api/x' },
    400,
    'Bad Request',
    { error: text },
  );
}
