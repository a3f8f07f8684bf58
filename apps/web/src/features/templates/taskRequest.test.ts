import { describe, expect, it } from 'vitest';
import { checkTask } from './rules';
import {
  emptyTaskValues,
  paramsKind,
  refusedVariable,
  rerunKind,
  rerunRequest,
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
