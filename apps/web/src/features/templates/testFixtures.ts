import type { SurveyVar, TaskWithTpl, Template } from '@semaphore-console/api-client';

/**
 * Fixtures for the pure function tests (rules, task requests, form mapping): objects shaped like
 * the server's answers (API §5.8, §5.10) with the fields a test does not care about filled in.
 * Store and screen tests use the demo server instead.
 */
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
  } as Template;
}

/** A task list item (API §5.10). */
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
  } as TaskWithTpl;
}

/** A survey variable (API §5.8) with the optional fields empty. */
export function aSurveyVar(patch: Partial<SurveyVar> & Pick<SurveyVar, 'name'>): SurveyVar {
  return { title: '', type: '', required: false, description: '', values: null, ...patch };
}
