import { describe, expect, it } from 'vitest';
import { paramsKind, rerunKind, rerunRequest } from './taskRequest';
import { aTask } from './testFixtures';

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
      build_task_id: 12,
      limit: 'web',
      commit_hash: 'abc',
    });
  });
});
