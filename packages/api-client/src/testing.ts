/**
 * Builders of wire objects for tests and test doubles: `@semaphore-console/api-client/testing`.
 *
 * Why here: a task and a template are written once, next to the types they build, in an entry
 * every package can import — the api-client's and the apps' tests, the CLI's, and the demo server
 * (a test double of the real server, which builds its tasks and templates with it) — while the
 * client itself never imports it, so nothing of it reaches the main entry's bundle. It is plain
 * data (no test framework, no globals), which is why a test double may use it at run time; it is
 * not a place for test code.
 */
import type { Project, Task, TaskWithTpl, Template } from './schemas';

/**
 * A builder of `T`: `neutral()` with `fields` on top, typed as given (`status: 'waiting'` stays
 * that literal). Each call returns a new object.
 */
function fixtureOf<T extends object>(neutral: () => T) {
  return <const F extends Partial<T> = Record<never, never>>(fields: F = {} as F) =>
    ({ ...neutral(), ...fields }) as Omit<T, keyof F> & F;
}

/**
 * A project as `GET /api/project/{id}` answers it on 2.10 (API §5.2): project 1 "Project", created
 * 2026-01-01T00:00:00Z, alerts off, no alert chat, no cap on parallel tasks, the normal type
 * (`''`) and no vault token — with `fields` on top, typed as given (a new object each call).
 */
export const projectFixture = fixtureOf<Project>(() => ({
  id: 1,
  name: 'Project',
  created: '2026-01-01T00:00:00Z',
  alert: false,
  alert_chat: null,
  max_parallel_tasks: 0,
  type: '',
}));

/**
 * A task as `GET /api/project/{id}/tasks/{taskId}` answers it on 2.10 (API §5.9; spec core §3
 * "Task"): every documented field at a neutral value — task 1 of template 1 in project 1 by user
 * 1, `success`, created 2026-01-01T00:00:00Z, no start or end, empty JSON fields — with `fields`
 * on top, typed as given (a new object each call).
 */
export const taskFixture = fixtureOf<Task>(() => ({
  id: 1,
  template_id: 1,
  project_id: 1,
  status: 'success',
  debug: false,
  dry_run: false,
  diff: false,
  playbook: '',
  environment: '{}',
  limit: '',
  secret: '',
  arguments: null,
  git_branch: null,
  user_id: 1,
  integration_id: null,
  schedule_id: null,
  created: '2026-01-01T00:00:00Z',
  start: null,
  end: null,
  message: '',
  commit_hash: null,
  commit_message: '',
  build_task_id: null,
  version: null,
  inventory_id: null,
}));

/**
 * A task with its template's fields as the task lists answer it (`GET …/tasks/last`, API §5.9):
 * task `id` of template 7 ("Deploy web", Ansible, `site.yml`) run by Ada Admin, with `fields` on
 * top (see {@link taskFixture} for the task's own fields).
 */
export function taskWithTplFixture(id: number, fields: Partial<TaskWithTpl> = {}): TaskWithTpl {
  return {
    ...taskFixture({ id, template_id: 7 }),
    tpl_playbook: 'site.yml',
    tpl_alias: 'Deploy web',
    tpl_type: '',
    tpl_app: 'ansible',
    user_name: 'Ada Admin',
    ...fields,
  };
}

/**
 * A template as `GET /api/project/{id}/templates/{templateId}` answers it on 2.10 (API §5.8):
 * every documented field at a neutral value — template 1 "Deploy" of project 1, an Ansible
 * playbook `site.yml` of repository 1, no inventory, environment, vaults, view or survey — with
 * `fields` on top, typed as given (a new object each call).
 */
export const templateFixture = fixtureOf<Template>(() => ({
  id: 1,
  project_id: 1,
  inventory_id: null,
  repository_id: 1,
  environment_id: null,
  name: 'Deploy',
  playbook: 'site.yml',
  arguments: null,
  allow_override_args_in_task: false,
  description: null,
  vaults: null,
  type: '',
  start_version: null,
  build_template_id: null,
  view_id: null,
  autorun: false,
  git_branch: null,
  survey_vars: null,
  suppress_success_alerts: false,
  app: 'ansible',
}));
