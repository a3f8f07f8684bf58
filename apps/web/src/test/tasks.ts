import type { Task, TaskWithTpl } from '@semaphore-console/api-client';

/**
 * A task as `GET /api/project/{id}/tasks/{taskId}` answers it (spec core §3 "Task"): every field
 * at a neutral value (success, no start or end, empty JSON fields) with `fields` on top. For pure
 * function tests; a store or screen test reads tasks from the demo server (`startDemo`).
 */
export function taskFixture(fields: Partial<Task> = {}): Task {
  return {
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
    ...fields,
  };
}

/**
 * A task with its template's fields as the task lists answer it (`GET …/tasks/last`): task `id`
 * of template 7 ("Deploy web", Ansible, `site.yml`) run by Ada Admin, with `fields` on top.
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
