import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../test/helpers';
import { argumentSchema, isJsonArray, taskSchema, templateSchema } from './template';

const ansible = {
  name: ' Deploy app ',
  app: 'ansible',
  playbook: 'site.yml',
  inventory_id: 1,
  repository_id: 2,
  environment_id: 3,
};

describe('template (core §5)', () => {
  it('gives the request body of a default template', () => {
    expect(outputOf(templateSchema(), { ...ansible, id: 9, project_id: 1 })).toEqual({
      ...ansible,
      id: 9,
      project_id: 1,
      name: 'Deploy app',
      description: '',
      type: '',
      view_id: null,
      start_version: null,
      build_template_id: null,
      autorun: false,
      arguments: null,
      allow_override_args_in_task: false,
      suppress_success_alerts: false,
      survey_vars: [],
      vaults: [],
      cron_check: false,
      cron_format: '',
      cron_repository_id: null,
    });
  });

  it('needs name, repository and environment always', () => {
    expect(errorsOf(templateSchema(), { app: 'bash', playbook: 'run.sh' })).toEqual({
      name: 'Name is required',
      repository_id: 'Repository is required',
      environment_id: 'Environment is required',
    });
  });

  it('needs a start version for build, and keeps it only for build', () => {
    expect(errorsOf(templateSchema(), { ...ansible, type: 'build', start_version: ' ' })).toEqual({
      start_version: 'Start version is required',
    });
    expect(
      outputOf(templateSchema(), { ...ansible, type: 'build', start_version: '1.0.0' })
        .start_version,
    ).toBe('1.0.0');
    expect(outputOf(templateSchema(), { ...ansible, start_version: '1.0.0' }).start_version).toBe(
      null,
    );
  });

  it('needs a build template for deploy, and keeps it and autorun only for deploy', () => {
    expect(errorsOf(templateSchema(), { ...ansible, type: 'deploy' })).toEqual({
      build_template_id: 'Build template is required',
    });
    const deploy = outputOf(templateSchema(), {
      ...ansible,
      type: 'deploy',
      build_template_id: 4,
      autorun: true,
    });
    expect([deploy.build_template_id, deploy.autorun]).toEqual([4, true]);
    const plain = outputOf(templateSchema(), { ...ansible, build_template_id: 4, autorun: true });
    expect([plain.build_template_id, plain.autorun]).toEqual([null, false]);
  });

  it('needs a playbook unless the app is terraform or tofu', () => {
    const noPlaybook = { ...ansible, playbook: '' };
    expect(errorsOf(templateSchema(), noPlaybook)).toEqual({
      playbook: 'Playbook filename is required',
    });
    expect(errorsOf(templateSchema(), { ...noPlaybook, app: 'bash' })).toEqual({
      playbook: 'Playbook filename is required',
    });
    expect(errorsOf(templateSchema(), { ...noPlaybook, app: 'terraform' })).toBeNull();
    expect(errorsOf(templateSchema(), { ...noPlaybook, app: 'tofu' })).toBeNull();
  });

  it('needs an inventory for ansible only', () => {
    expect(errorsOf(templateSchema(), { ...ansible, inventory_id: null })).toEqual({
      inventory_id: 'Inventory is required',
    });
    expect(errorsOf(templateSchema(), { ...ansible, app: 'bash', inventory_id: null })).toBeNull();
  });

  it('needs a repository for the commit check when it is on', () => {
    expect(errorsOf(templateSchema(), { ...ansible, cron_check: true })).toEqual({
      cron_repository_id: 'Repository is required',
    });
    expect(
      errorsOf(templateSchema(), {
        ...ansible,
        cron_check: true,
        cron_format: '*/5 * * * *',
        cron_repository_id: 2,
      }),
    ).toBeNull();
    expect(errorsOf(templateSchema(), { ...ansible, cron_check: false })).toBeNull();
  });

  it('needs arguments to be a JSON array; empty is null', () => {
    for (const bad of ['-v', '{"a":1}', '"x"', '[']) {
      expect(errorsOf(templateSchema(), { ...ansible, arguments: bad })).toEqual({
        arguments: 'Arguments must be a JSON array',
      });
    }
    expect(
      outputOf(templateSchema(), { ...ansible, arguments: '["-v", "--check"]' }).arguments,
    ).toBe('["-v", "--check"]');
    expect(outputOf(templateSchema(), { ...ansible, arguments: '  ' }).arguments).toBeNull();
    expect(isJsonArray('[]')).toBe(true);
    expect(isJsonArray('{}')).toBe(false);
  });

  it('checks survey variables and vaults with their paths', () => {
    expect(
      errorsOf(templateSchema({ keys: [{ id: 5, type: 'ssh' }] }), {
        ...ansible,
        survey_vars: [
          { name: 'a', title: 'A' },
          { name: 'b', title: '' },
        ],
        vaults: [{ name: 'x', type: 'password', vault_key_id: 5 }],
      }),
    ).toEqual({
      'survey_vars.1.title': 'Title is required',
      'vaults.0.vault_key_id': 'vault password is required',
    });
  });

  it('refuses an unknown template type', () => {
    expect(errorsOf(templateSchema(), { ...ansible, type: 'nightly' })).toEqual({
      type: 'Type is required',
    });
  });
});

describe('args picker (core §5)', () => {
  it('needs the argument', () => {
    expect(errorsOf(argumentSchema, { name: ' ' })).toEqual({ name: 'Argument is required' });
    expect(outputOf(argumentSchema, { name: ' -vvv ' })).toEqual({ name: '-vvv' });
  });
});

describe('new task (core §5, §7)', () => {
  const deploy = { id: 8, type: 'deploy' };

  it('needs a build version for a deploy template (null or missing)', () => {
    expect(errorsOf(taskSchema(deploy), { build_task_id: null })).toEqual({
      build_task_id: 'Build version is required',
    });
    expect(errorsOf(taskSchema(deploy), {})).toEqual({
      build_task_id: 'Build version is required',
    });
    expect(outputOf(taskSchema(deploy), { build_task_id: 41 }).build_task_id).toBe(41);
  });

  it('leaves the message optional and the build version unset elsewhere', () => {
    expect(outputOf(taskSchema({ id: 3 }), { debug: true, dry_run: false })).toEqual({
      template_id: 3,
      message: '',
      build_task_id: null,
      arguments: null,
      debug: true,
      dry_run: false,
      environment: '{}',
      secret: '{}',
    });
  });

  it('splits survey answers into environment and secret JSON', () => {
    const template = {
      id: 5,
      survey_vars: [
        { name: 'region', title: 'Region', required: true },
        { name: 'count', title: 'Count', type: 'int' },
        { name: 'token', title: 'Token', type: 'secret' },
        { name: 'note', title: 'Note' },
      ],
    };
    const body = outputOf(taskSchema(template), {
      message: ' hotfix ',
      survey_values: { region: ' eu ', count: 3, token: 's3cret', note: '' },
    });
    expect(body).toEqual({
      template_id: 5,
      message: 'hotfix',
      build_task_id: null,
      arguments: null,
      environment: JSON.stringify({ region: 'eu', count: '3' }),
      secret: JSON.stringify({ token: 's3cret' }),
    });
    expect(errorsOf(taskSchema(template), { survey_values: { count: '3x' } })).toEqual({
      'survey_values.region': 'Region is required',
      'survey_values.count': 'Count must be an integer',
    });
  });

  it('checks task arguments as a JSON array', () => {
    expect(errorsOf(taskSchema({ id: 1 }), { arguments: '-v' })).toEqual({
      arguments: 'Arguments must be a JSON array',
    });
    expect(outputOf(taskSchema({ id: 1 }), { arguments: '["-v"]' }).arguments).toBe('["-v"]');
  });
});
