import { describe, expect, it } from 'vitest';
import { checkArgument, checkTask, checkTemplate, checkViewTitle } from './rules';
import { emptyTaskValues } from './taskRequest';
import { emptyTemplateValues } from './templateForm';
import { aSurveyVar, aTemplate } from './testFixtures';

/** Template form values that pass every check. */
const completeTemplate = () => ({
  ...emptyTemplateValues(''),
  name: 'A',
  playbook: 'a.yml',
  inventoryId: 1,
  repositoryId: 1,
  environmentId: 1,
});

const surveyTemplate = aTemplate({
  id: 3,
  survey_vars: [
    aSurveyVar({ name: 'region', title: 'Region', type: '', required: true }),
    aSurveyVar({ name: 'count', title: 'Count', type: 'int' }),
    aSurveyVar({ name: 'token', title: 'Token', type: 'secret' }),
    aSurveyVar({
      name: 'tier',
      title: 'Tier',
      type: 'enum',
      values: [{ name: 'Gold', value: 'gold' }],
    }),
    aSurveyVar({ name: 'note', title: 'Note', type: '' }),
  ],
});

describe('checkTask', () => {
  it('sends survey answers as environment and secret JSON strings with the Ansible parameters', () => {
    const result = checkTask(surveyTemplate, {
      ...emptyTaskValues(),
      debug: true,
      diff: true,
      message: '  hotfix  ',
      survey: { region: 'eu', count: '3', token: 's3cret', tier: 'gold', note: '' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      template_id: 3,
      message: 'hotfix',
      arguments: null,
      params: { debug: true, dry_run: false, diff: true },
      debug: true,
      dry_run: false,
      diff: true,
    });
    expect(JSON.parse(result.value.environment ?? '')).toEqual({
      region: 'eu',
      count: '3',
      tier: 'gold',
    });
    expect(JSON.parse(result.value.secret ?? '')).toEqual({ token: 's3cret' });
  });

  it('reports a missing required answer and a non-integer with the survey title', () => {
    const result = checkTask(surveyTemplate, { ...emptyTaskValues(), survey: { count: '3a' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldIssues['survey_values.region']?.text).toBe('Region is required');
    expect(result.fieldIssues['survey_values.count']?.text).toBe('Count must be an integer');
  });

  it('needs a build version for a deploy template', () => {
    const deploy = aTemplate({ type: 'deploy', build_template_id: 2 });
    const missing = checkTask(deploy, emptyTaskValues());
    expect(missing.ok).toBe(false);
    if (!missing.ok)
      expect(missing.fieldIssues['build_task_id']?.text).toBe('Build version is required');
    const chosen = checkTask(deploy, { ...emptyTaskValues(), buildTaskId: 41 });
    expect(chosen.ok && chosen.value.build_task_id).toBe(41);
  });

  it('sends Terraform plan and auto approve, plan as dry run', () => {
    const result = checkTask(aTemplate({ app: 'tofu' }), {
      ...emptyTaskValues(),
      plan: true,
      autoApprove: true,
      debug: true,
    });
    expect(result.ok && result.value).toMatchObject({
      params: { plan: true, auto_approve: true },
      dry_run: true,
      debug: false,
    });
  });

  it('sends CLI args only when the template allows them, and checks they are a JSON array', () => {
    const values = { ...emptyTaskValues(), arguments: '["-v"]' };
    const denied = checkTask(aTemplate(), values);
    expect(denied.ok && denied.value.arguments).toBeNull();
    const allowed = aTemplate({ allow_override_args_in_task: true });
    const sent = checkTask(allowed, values);
    expect(sent.ok && sent.value.arguments).toBe('["-v"]');
    const bad = checkTask(allowed, { ...values, arguments: '-v' });
    expect(!bad.ok && bad.fieldIssues['arguments']?.text).toBe('Arguments must be a JSON array');
  });
});

describe('checkTemplate', () => {
  it('gives every rule of the template form its message', () => {
    const result = checkTemplate({ ...emptyTemplateValues('build'), arguments: '{' }, []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const texts = Object.fromEntries(
      Object.entries(result.fieldIssues).map(([path, issue]) => [path, issue.text]),
    );
    expect(texts).toMatchObject({
      name: 'Name is required',
      start_version: 'Start version is required',
      playbook: 'Playbook filename is required',
      inventory_id: 'Inventory is required',
      repository_id: 'Repository is required',
      environment_id: 'Environment is required',
      arguments: 'Arguments must be a JSON array',
    });
  });

  it('checks survey variables and vaults inside the template', () => {
    const result = checkTemplate(
      {
        ...completeTemplate(),
        surveyVars: [aSurveyVar({ name: 'x', title: '', type: 'enum', values: [] })],
        vaults: [
          { name: '', type: 'script', vaultKeyId: null, script: 'vault.py' },
          { name: '', type: 'password', vaultKeyId: 1, script: '' },
        ],
      },
      [{ id: 1, name: 'k', type: 'login_password', project_id: 1 }],
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const texts = Object.fromEntries(
      Object.entries(result.fieldIssues).map(([path, issue]) => [path, issue.text]),
    );
    expect(texts['survey_vars.0.title']).toBe('Title is required');
    expect(texts['survey_vars.0.values']).toBe('Enumeration must have values.');
    expect(texts['vaults.0.script']).toBe("script path must end with '-client' and an extension");
    expect(texts['vaults.1.name']).toBe('Only one vault may have the default (empty) name');
  });

  it('needs a build template for deploy and a repository for the commit check', () => {
    const result = checkTemplate(
      { ...emptyTemplateValues('deploy', 'terraform'), name: 'D', checkCommits: true },
      [],
    );
    expect(!result.ok && result.fieldIssues['build_template_id']?.text).toBe(
      'Build template is required',
    );
    expect(!result.ok && result.fieldIssues['cron_repository_id']?.text).toBe(
      'Repository is required',
    );
    expect(!result.ok && result.fieldIssues['playbook']).toBeFalsy();
  });

  it('accepts a complete template', () => {
    const result = checkTemplate(completeTemplate(), []);
    expect(result.ok).toBe(true);
  });
});

describe('small rules', () => {
  it('needs an argument name and a view title', () => {
    expect(checkArgument('  ').ok).toBe(false);
    expect(checkArgument(' -v ')).toEqual({ ok: true, value: '-v' });
    const view = checkViewTitle('');
    expect(!view.ok && view.issues[0]?.text).toBe('Title is required');
    expect(checkViewTitle(' Prod ')).toEqual({ ok: true, value: 'Prod' });
  });
});
