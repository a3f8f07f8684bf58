import { describe, expect, it } from 'vitest';
import { checkTask } from './rules';
import {
  emptyTaskValues,
  NO_PROMPTS,
  paramsKind,
  refusedVariable,
  rerunKind,
  rerunRequest,
  runPrompts,
  selectAnswer,
} from './taskRequest';
import { aSurveyVar, aTask, aTemplate } from './testFixtures';

describe('paramsKind', () => {
  it('gives Ansible parameters to ansible and the stock template, Terraform ones to terraform and tofu', () => {
    expect(paramsKind('ansible')).toBe('ansible');
    expect(paramsKind('')).toBe('ansible');
    expect(paramsKind('terraform')).toBe('terraform');
    expect(paramsKind('tofu')).toBe('terraform');
    expect(paramsKind('terragrunt')).toBe('terraform');
    expect(paramsKind('bash')).toBe('none');
  });
});

describe('rerunKind', () => {
  it('labels finished build, deploy and other tasks', () => {
    expect(rerunKind(aTask({ tpl_type: 'build' }))).toBe('rebuild');
    expect(rerunKind(aTask({ tpl_type: 'deploy', status: 'error' }))).toBe('redeploy');
    expect(rerunKind(aTask({ tpl_type: '', status: 'stopped' }))).toBe('rerun');
  });

  it('offers no re-run while a task is not finished', () => {
    for (const status of ['waiting', 'running', 'stopping', 'waiting_confirmation']) {
      expect(rerunKind(aTask({ status }))).toBeNull();
    }
  });

  it('falls back to the template type when the task has none', () => {
    expect(rerunKind(aTask({ tpl_type: undefined }), 'deploy')).toBe('redeploy');
  });
});

describe('the run form body (checkTask)', () => {
  const template = aTemplate({
    survey_vars: [
      aSurveyVar({ name: 'region' }),
      aSurveyVar({ name: 'replicas', type: 'int' }),
      aSurveyVar({ name: 'token', type: 'secret' }),
    ],
  });

  it('sends only the declared survey variables, the secret ones in `secret` (newer §N4)', () => {
    const checked = checkTask(template, {
      ...emptyTaskValues(),
      // An answer the survey does not declare (a stale value) is not sent.
      survey: { region: 'eu', replicas: '3', token: 's3cret', ansible_ssh_common_args: '-o x' },
    });
    expect(checked.ok && checked.value).toMatchObject({
      environment: JSON.stringify({ region: 'eu', replicas: '3' }),
      secret: JSON.stringify({ token: 's3cret' }),
    });
  });

  it('sends the Ansible flags top-level and in `params`', () => {
    const checked = checkTask(template, {
      ...emptyTaskValues(),
      survey: { region: 'eu' },
      debug: true,
      dryRun: true,
    });
    expect(checked.ok && checked.value).toMatchObject({
      params: { debug: true, dry_run: true, diff: false },
      debug: true,
      dry_run: true,
      diff: false,
    });
  });

  it('sends the Terraform plan as `params.plan` (and as dry run for 2.10)', () => {
    for (const app of ['terraform', 'tofu', 'terragrunt']) {
      const checked = checkTask(aTemplate({ app }), { ...emptyTaskValues(), plan: true });
      expect(checked.ok && checked.value).toMatchObject({
        params: { plan: true, auto_approve: false },
        dry_run: true,
        debug: false,
        diff: false,
      });
    }
  });
});

describe('the run prompts of 2.12+ (runPrompts, newer §N4)', () => {
  const ansible = aTemplate({
    allow_override_branch_in_task: true,
    task_params: {
      allow_debug: true,
      allow_override_inventory: true,
      allow_override_limit: true,
      allow_override_tags: true,
      allow_override_skip_tags: true,
      allow_override_skip_galaxy_install: true,
      limit: ['web'],
      tags: ['deploy'],
      skip_tags: ['slow'],
      skip_galaxy_install: true,
    },
  });

  it('offers nothing new on a 2.10 server, whatever the template says', () => {
    expect(runPrompts(ansible, false)).toEqual(NO_PROMPTS);
    const checked = checkTask(ansible, emptyTaskValues(ansible), runPrompts(ansible, false));
    expect(checked.ok && checked.value).not.toHaveProperty('inventory_id');
    expect(checked.ok && checked.value.params).toEqual({
      debug: false,
      dry_run: false,
      diff: false,
    });
  });

  it('offers exactly what `task_params` allows', () => {
    expect(runPrompts(aTemplate({ task_params: { allow_override_tags: true } }), true)).toEqual({
      ...NO_PROMPTS,
      tags: true,
    });
    expect(runPrompts(ansible, true)).toMatchObject({
      debug: true,
      limit: true,
      tags: true,
      skipTags: true,
      skipGalaxyInstall: true,
      inventory: true,
      branch: true,
      destroy: false,
    });
    const terraform = aTemplate({
      app: 'tofu',
      task_params: { allow_destroy: true, allow_auto_approve: false, allow_override_limit: true },
    });
    expect(runPrompts(terraform, true)).toMatchObject({
      destroy: true,
      autoApprove: false,
      init: true,
      limit: false,
    });
  });

  it('pre-fills the defaults and sends chips as arrays, limit also as a comma string', () => {
    const prompts = runPrompts(ansible, true);
    const values = emptyTaskValues(ansible);
    expect(values).toMatchObject({
      limit: ['web'],
      tags: ['deploy'],
      skipTags: ['slow'],
      skipGalaxyInstall: true,
    });
    const checked = checkTask(
      ansible,
      {
        ...values,
        limit: ['web', 'db'],
        tags: ['deploy', 'config'],
        debug: true,
        debugLevel: 3,
        inventoryId: 7,
        gitBranch: ' feature/x ',
      },
      prompts,
    );
    expect(checked.ok && checked.value).toMatchObject({
      limit: 'web,db',
      inventory_id: 7,
      git_branch: 'feature/x',
      params: {
        debug: true,
        debug_level: 3,
        limit: ['web', 'db'],
        tags: ['deploy', 'config'],
        skip_tags: ['slow'],
        skip_galaxy_install: true,
      },
    });
  });

  it('leaves out the default inventory and an empty branch', () => {
    const checked = checkTask(ansible, emptyTaskValues(ansible), runPrompts(ansible, true));
    expect(checked.ok && checked.value).not.toHaveProperty('inventory_id');
    expect(checked.ok && checked.value).not.toHaveProperty('git_branch');
    expect(checked.ok && checked.value.params).not.toHaveProperty('debug_level');
  });

  it('sends destroy, upgrade and reconfigure of a Terraform template', () => {
    const terraform = aTemplate({ app: 'terraform', task_params: { allow_destroy: true } });
    const checked = checkTask(
      terraform,
      { ...emptyTaskValues(terraform), destroy: true, reconfigure: true },
      runPrompts(terraform, true),
    );
    expect(checked.ok && checked.value.params).toEqual({
      plan: false,
      auto_approve: false,
      destroy: true,
      upgrade: false,
      reconfigure: true,
    });
  });
});

describe('multi-choice select answers (newer §N1)', () => {
  const template = aTemplate({
    survey_vars: [
      aSurveyVar({
        name: 'zones',
        type: 'select',
        values: [
          { name: 'A', value: 'a' },
          { name: 'B', value: 'b' },
        ],
        default_value: ['b'],
      }),
      aSurveyVar({ name: 'note', default_value: 'hi' }),
    ],
  });

  it('pre-fills the default choices and text defaults', () => {
    expect(emptyTaskValues(template).survey).toEqual({ zones: '["b"]', note: 'hi' });
  });

  it('sends the chosen values as a list in `environment`', () => {
    const checked = checkTask(template, {
      ...emptyTaskValues(template),
      survey: { zones: selectAnswer(['a', 'b']), note: '' },
    });
    expect(checked.ok && JSON.parse(checked.value.environment!)).toEqual({ zones: ['a', 'b'] });
  });
});

describe('refusedVariable', () => {
  const template = aTemplate({
    survey_vars: [aSurveyVar({ name: 'region' }), aSurveyVar({ name: 'token', type: 'secret' })],
  });

  it('names the field of the variable a 2.20.2 refusal is about (newer §N4)', () => {
    expect(
      refusedVariable('variable region is not declared in the template survey', template),
    ).toBe('region');
    expect(refusedVariable('survey variable token must be sent in the task secret', template)).toBe(
      'token',
    );
    expect(refusedVariable('survey variable "region": value must be an integer', template)).toBe(
      'region',
    );
  });

  it('names nothing for a variable the form does not show, or another refusal', () => {
    expect(refusedVariable('variable other is not declared in the template survey', template)).toBe(
      null,
    );
    expect(refusedVariable('task environment must be a JSON object', template)).toBeNull();
    expect(refusedVariable('', template)).toBeNull();
  });
});

describe('rerunRequest', () => {
  it('repeats the parameters of the task against the current survey', () => {
    const request = rerunRequest(
      aTask({
        template_id: 8,
        message: 'again',
        environment: '{"region":"eu","gone":"x","token":"old"}',
        arguments: '["-v"]',
        debug: true,
        dry_run: false,
        diff: true,
        build_task_id: 12,
        limit: 'web',
        commit_hash: 'abc',
      }),
      aTemplate({
        survey_vars: [
          aSurveyVar({ name: 'region' }),
          aSurveyVar({ name: 'token', type: 'secret' }),
        ],
      }),
    );
    expect(request).toMatchObject({
      template_id: 8,
      message: 'again',
      environment: '{"region":"eu"}',
      secret: '{"token":"old"}',
      arguments: '["-v"]',
      debug: true,
      dry_run: false,
      diff: true,
      params: { debug: true, dry_run: false, diff: true },
      build_task_id: 12,
      limit: 'web',
      commit_hash: 'abc',
    });
  });
});
