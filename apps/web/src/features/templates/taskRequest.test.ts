import { describe, expect, it } from 'vitest';
import {
  buildTaskRequest,
  emptyTaskValues,
  paramsKind,
  rerunKind,
  rerunRequest,
} from './taskRequest';
import { aTask, aTemplate } from './testApi';

describe('paramsKind', () => {
  it('gives Ansible parameters to ansible and the stock template, Terraform ones to terraform and tofu', () => {
    expect(paramsKind('ansible')).toBe('ansible');
    expect(paramsKind('')).toBe('ansible');
    expect(paramsKind('terraform')).toBe('terraform');
    expect(paramsKind('tofu')).toBe('terraform');
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

describe('buildTaskRequest', () => {
  const template = aTemplate({
    id: 3,
    survey_vars: [
      { name: 'region', title: 'Region', type: '' },
      { name: 'count', title: 'Count', type: 'int' },
      { name: 'token', title: 'Token', type: 'secret' },
      { name: 'tier', title: 'Tier', type: 'enum', values: [{ name: 'Gold', value: 'gold' }] },
      { name: 'note', title: 'Note', type: '' },
    ],
  });

  it('puts survey answers into environment and secrets into secret, both JSON strings', () => {
    const request = buildTaskRequest(template, {
      ...emptyTaskValues(),
      debug: true,
      diff: true,
      message: '  hotfix  ',
      survey: { region: 'eu', count: '3', token: 's3cret', tier: 'gold', note: '' },
    });
    expect(request).toEqual({
      template_id: 3,
      message: 'hotfix',
      environment: JSON.stringify({ region: 'eu', count: 3, tier: 'gold' }),
      secret: JSON.stringify({ token: 's3cret' }),
      arguments: null,
      params: { debug: true, dry_run: false, diff: true },
      debug: true,
      dry_run: false,
      diff: true,
    });
  });

  it('sends Terraform plan and auto approve as params, plan as dry run', () => {
    const request = buildTaskRequest(aTemplate({ app: 'tofu' }), {
      ...emptyTaskValues(),
      plan: true,
      autoApprove: true,
      debug: true,
    });
    expect(request.params).toEqual({ plan: true, auto_approve: true });
    expect(request.dry_run).toBe(true);
    expect(request.debug).toBe(false);
  });

  it('sends CLI args only when the template allows overriding them', () => {
    const values = { ...emptyTaskValues(), arguments: '["-v"]' };
    expect(buildTaskRequest(aTemplate(), values).arguments).toBeNull();
    expect(
      buildTaskRequest(aTemplate({ allow_override_args_in_task: true }), values).arguments,
    ).toBe('["-v"]');
  });

  it('sends the build task of a deploy template', () => {
    const request = buildTaskRequest(aTemplate({ type: 'deploy' }), {
      ...emptyTaskValues(),
      buildTaskId: 41,
    });
    expect(request.build_task_id).toBe(41);
    expect('build_task_id' in buildTaskRequest(aTemplate(), emptyTaskValues())).toBe(false);
  });
});

describe('rerunRequest', () => {
  it('repeats the parameters of the task', () => {
    const request = rerunRequest(
      aTask({
        template_id: 8,
        message: 'again',
        environment: '{"region":"eu"}',
        arguments: '["-v"]',
        debug: true,
        dry_run: false,
        diff: true,
        build_task_id: 12,
        params: { debug: true, dry_run: false, diff: true },
        limit: 'web',
        commit_hash: 'abc',
      }),
    );
    expect(request).toEqual({
      template_id: 8,
      message: 'again',
      environment: '{"region":"eu"}',
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
