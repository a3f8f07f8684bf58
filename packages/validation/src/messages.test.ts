import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changePasswordSchema, signInSchema, userSchema } from './account';
import { appSchema, runnerSchema, teamMemberSchema } from './admin';
import { extraVariablesToRows } from './extraVariables';
import { formIssues, validateForm } from './issues';
import { extractValueSchema, integrationSchema, matcherSchema } from './integration';
import { formatMessage, validationMessages, type ValidationMessageKey } from './messages';
import { projectSchema, restoreProjectSchema } from './project';
import { environmentSchema, inventorySchema, keySchema, repositorySchema } from './resources';
import { scheduleSchema } from './schedule';
import { surveyVarSchema } from './survey';
import { argumentSchema, taskSchema, templateSchema } from './template';
import { vaultsSchema } from './vault';

const validTemplate = {
  name: 'Deploy',
  app: 'ansible',
  playbook: 'site.yml',
  inventory_id: 1,
  repository_id: 2,
  environment_id: 3,
};
const survey = {
  id: 7,
  survey_vars: [
    { name: 'version', title: 'Version', type: 'int', required: true },
    { name: 'color', title: 'Color', type: 'enum', values: [{ name: 'Red', value: 'red' }] },
  ],
};

/** For every message: a form input that produces it, the path it lands on, and the text. */
const producers: Record<
  ValidationMessageKey,
  [schema: v.GenericSchema, input: unknown, path: string, text: string]
> = {
  usernameRequired: [signInSchema, { auth: ' ', password: 'x' }, 'auth', 'Username is required'],
  passwordRequired: [signInSchema, { auth: 'a', password: '' }, 'password', 'Password is required'],
  nameRequired: [runnerSchema, { name: '' }, 'name', 'Name is required'],
  emailRequired: [
    userSchema({ isNew: false }),
    { name: 'A', username: 'a', email: '' },
    'email',
    'Email is required',
  ],
  projectNameRequired: [projectSchema, { name: '  ' }, 'name', 'Project name is required'],
  backupFileRequired: [
    restoreProjectSchema,
    { name: 'p', file: null },
    'file',
    'Backup file is required',
  ],
  mustBeInteger: [
    projectSchema,
    { name: 'p', max_parallel_tasks: '1.5' },
    'max_parallel_tasks',
    'Must be an integer',
  ],
  mustBeZeroOrGreater: [
    runnerSchema,
    { name: 'r', max_parallel_tasks: -1 },
    'max_parallel_tasks',
    'Must be 0 or greater',
  ],
  templateRequired: [
    scheduleSchema,
    { name: 's', cron_format: '* * * * *' },
    'template_id',
    'Template is required',
  ],
  cronRequired: [
    scheduleSchema,
    { name: 's', template_id: 1, cron_format: '' },
    'cron_format',
    'Cron is required',
  ],
  buildVersionRequired: [
    taskSchema({ id: 1, type: 'deploy' }),
    {},
    'build_task_id',
    'Build version is required',
  ],
  surveyValueRequired: [
    taskSchema(survey),
    { survey_values: {} },
    'survey_values.version',
    'Version is required',
  ],
  surveyValueInteger: [
    taskSchema(survey),
    { survey_values: { version: '1a' } },
    'survey_values.version',
    'Version must be an integer',
  ],
  surveyValueChoice: [
    taskSchema(survey),
    { survey_values: { version: '1', color: 'blue' } },
    'survey_values.color',
    'Color must be one of the offered values',
  ],
  startVersionRequired: [
    templateSchema(),
    { ...validTemplate, type: 'build' },
    'start_version',
    'Start version is required',
  ],
  buildTemplateRequired: [
    templateSchema(),
    { ...validTemplate, type: 'deploy' },
    'build_template_id',
    'Build template is required',
  ],
  playbookRequired: [
    templateSchema(),
    { ...validTemplate, playbook: '' },
    'playbook',
    'Playbook filename is required',
  ],
  inventoryRequired: [
    templateSchema(),
    { ...validTemplate, inventory_id: null },
    'inventory_id',
    'Inventory is required',
  ],
  repositoryRequired: [
    templateSchema(),
    { ...validTemplate, repository_id: null },
    'repository_id',
    'Repository is required',
  ],
  environmentRequired: [
    templateSchema(),
    { ...validTemplate, environment_id: undefined },
    'environment_id',
    'Environment is required',
  ],
  argumentsJsonArray: [
    templateSchema(),
    { ...validTemplate, arguments: '{"a":1}' },
    'arguments',
    'Arguments must be a JSON array',
  ],
  argumentRequired: [argumentSchema, { name: '' }, 'name', 'Argument is required'],
  titleRequired: [surveyVarSchema, { name: 'n', title: '' }, 'title', 'Title is required'],
  enumNeedsValues: [
    surveyVarSchema,
    { name: 'n', title: 't', type: 'enum', values: [] },
    'values',
    'Enumeration must have values.',
  ],
  enumUniqueNames: [
    surveyVarSchema,
    {
      name: 'n',
      title: 't',
      type: 'enum',
      values: [
        { name: 'a', value: '1' },
        { name: 'a', value: '2' },
      ],
    },
    'values',
    'Enumeration values must have unique names.',
  ],
  enumValueNameEmpty: [
    surveyVarSchema,
    { name: 'n', title: 't', type: 'enum', values: [{ name: ' ', value: '1' }] },
    'values',
    'Value name cannot be empty.',
  ],
  vaultOneDefault: [
    vaultsSchema(),
    [
      { name: '', type: 'password', vault_key_id: 1 },
      { name: null, type: 'password', vault_key_id: 2 },
    ],
    '1.name',
    'Only one vault may have the default (empty) name',
  ],
  vaultUniqueNames: [
    vaultsSchema(),
    [
      { name: 'Prod', type: 'password', vault_key_id: 1 },
      { name: ' prod ', type: 'password', vault_key_id: 2 },
    ],
    '1.name',
    'Vault names must be unique',
  ],
  vaultTypeRequired: [
    vaultsSchema(),
    [{ name: 'a', type: '', vault_key_id: 1 }],
    '0.type',
    'Vault type is required',
  ],
  vaultPasswordRequired: [
    vaultsSchema(),
    [{ name: 'a', type: 'password' }],
    '0.vault_key_id',
    'vault password is required',
  ],
  vaultScriptRequired: [
    vaultsSchema(),
    [{ name: 'a', type: 'script', script: '' }],
    '0.script',
    'script path is required',
  ],
  vaultScriptSuffix: [
    vaultsSchema(),
    [{ name: 'a', type: 'script', script: 'vault.py' }],
    '0.script',
    "script path must end with '-client' and an extension",
  ],
  userCredentialsRequired: [
    inventorySchema,
    { name: 'i', type: 'static' },
    'ssh_key_id',
    'User credentials are required',
  ],
  typeRequired: [inventorySchema, { name: 'i', ssh_key_id: 1 }, 'type', 'Type is required'],
  inventoryPathRequired: [
    inventorySchema,
    { name: 'i', type: 'file', ssh_key_id: 1, inventory: '' },
    'inventory',
    'Path to inventory file is required',
  ],
  workspaceNameRequired: [
    inventorySchema,
    { name: 'i', type: 'terraform-workspace', inventory: ' ' },
    'inventory',
    'Workspace name is required',
  ],
  extraVariablesJson: [
    environmentSchema,
    { name: 'e', json: '{a:1}' },
    'json',
    'Extra variables must be valid JSON',
  ],
  environmentVariablesJson: [
    environmentSchema,
    { name: 'e', env: '{' },
    'env',
    'Environment variables must be valid JSON',
  ],
  notTable: [v.any(), null, 'json', "Can't be displayed as table."],
  privateKeyRequired: [
    keySchema({ isNew: true }),
    { name: 'k', type: 'ssh', ssh: { login: 'root', private_key: '' } },
    'ssh.private_key',
    'Private key is required',
  ],
  urlRequired: [
    repositorySchema,
    { name: 'r', git_url: '', ssh_key_id: 1 },
    'git_url',
    'URL or path is required',
  ],
  incorrectUrl: [
    repositorySchema,
    { name: 'r', git_url: 'ftp://host/repo', git_branch: 'main', ssh_key_id: 1 },
    'git_url',
    'incorrect URL',
  ],
  branchRequired: [
    repositorySchema,
    { name: 'r', git_url: 'https://host/repo.git', ssh_key_id: 1 },
    'git_branch',
    'Branch is required',
  ],
  accessKeyRequired: [
    repositorySchema,
    { name: 'r', git_url: '/srv/repo', ssh_key_id: null },
    'ssh_key_id',
    'Access key is required',
  ],
  userRequired: [teamMemberSchema, { role: 'guest' }, 'user_id', 'User is required'],
  roleRequired: [teamMemberSchema, { user_id: 3, role: '' }, 'role', 'Role is required'],
  valueSourceRequired: [
    extractValueSchema,
    { name: 'n', key: 'k', variable: 'v' },
    'value_source',
    'Value Source is required',
  ],
  bodyDataTypeRequired: [
    extractValueSchema,
    { name: 'n', value_source: 'body', key: 'k', variable: 'v' },
    'body_data_type',
    'Body Data Type is required',
  ],
  keyRequired: [
    extractValueSchema,
    { name: 'n', value_source: 'header', variable: 'v' },
    'key',
    'Key is required',
  ],
  variableRequired: [
    extractValueSchema,
    { name: 'n', value_source: 'header', key: 'X-Id' },
    'variable',
    'Variable is required',
  ],
  matchSourceRequired: [
    matcherSchema,
    { name: 'n', key: 'k', method: 'equals', value: 'x' },
    'match_type',
    'Match source is required',
  ],
  bodyDataFormatRequired: [
    matcherSchema,
    { name: 'n', match_type: 'body', key: 'k', method: 'equals', value: 'x' },
    'body_data_type',
    'Body Data Format is required',
  ],
  comparisonMethodRequired: [
    matcherSchema,
    { name: 'n', match_type: 'header', key: 'k', value: 'x' },
    'method',
    'Comparison Method is required',
  ],
  valueRequired: [
    matcherSchema,
    { name: 'n', match_type: 'header', key: 'k', method: 'contains', value: '  ' },
    'value',
    'Value is required',
  ],
  appIdRequired: [appSchema, { id: '' }, 'id', 'ID is required'],
  invalidValue: [integrationSchema, { name: 'i', auth_method: 7 }, 'auth_method', 'Invalid value'],
};

describe('every message has an input that produces it', () => {
  it('covers every message', () => {
    expect(Object.keys(producers).sort()).toEqual(Object.keys(validationMessages).sort());
  });

  it.each(Object.entries(producers))('%s', (key, [schema, input, path, text]) => {
    const descriptor = validationMessages[key as ValidationMessageKey];
    if (key === 'notTable') {
      const table = extraVariablesToRows('{"a":{"b":1}}');
      expect(table.success).toBe(false);
      if (!table.success) expect(table.issue).toMatchObject({ path, id: descriptor.id, text });
      return;
    }
    const result = validateForm(schema, input);
    expect(result.success).toBe(false);
    const issue = result.fieldErrors[path];
    expect(issue, JSON.stringify(result.issues)).toBeDefined();
    expect(issue).toMatchObject({ id: descriptor.id, message: descriptor.message, text });
    expect(formatMessage(issue!.message, issue!.values)).toBe(text);
  });
});

describe('validationMessages', () => {
  it('is a frozen record of lingui descriptors with validation.* ids', () => {
    expect(Object.isFrozen(validationMessages)).toBe(true);
    for (const [key, descriptor] of Object.entries(validationMessages)) {
      expect(Object.isFrozen(descriptor)).toBe(true);
      expect(descriptor).toEqual({ id: `validation.${key}`, message: expect.any(String) });
    }
  });

  it('keeps the spec texts exactly', () => {
    expect(validationMessages.projectNameRequired.message).toBe('Project name is required');
    expect(validationMessages.surveyValueRequired.message).toBe('{title} is required');
    expect(validationMessages.surveyValueInteger.message).toBe('{title} must be an integer');
    expect(validationMessages.notTable.message).toBe("Can't be displayed as table.");
    expect(validationMessages.incorrectUrl.message).toBe('incorrect URL');
  });
});

describe('formatMessage', () => {
  it('fills ICU placeholders and leaves unknown ones', () => {
    expect(formatMessage('{title} is required', { title: 'Port' })).toBe('Port is required');
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });
});

describe('formIssues / validateForm', () => {
  it('gives id, values, English text and dot path for each issue', () => {
    const result = validateForm(taskSchema(survey), { survey_values: { version: 'x' } });
    expect(result.success).toBe(false);
    expect(result.issues).toEqual([
      {
        path: 'survey_values.version',
        id: 'validation.surveyValueInteger',
        message: '{title} must be an integer',
        values: { title: 'Version' },
        text: 'Version must be an integer',
      },
    ]);
  });

  it('reports all issues and the first one per path', () => {
    const result = validateForm(changePasswordSchema, {});
    expect(result.issues).toHaveLength(1);
    const user = validateForm(userSchema({ isNew: true }), {});
    expect(Object.keys(user.fieldErrors).sort()).toEqual(['email', 'name', 'password', 'username']);
  });

  it('maps issues of plain v.safeParse too', () => {
    const result = v.safeParse(projectSchema, { name: '' });
    expect(formIssues(result.issues)).toEqual([
      expect.objectContaining({ path: 'name', id: 'validation.projectNameRequired' }),
    ]);
    expect(result.issues?.[0]?.message).toBe('Project name is required');
    expect(formIssues(undefined)).toEqual([]);
  });

  it('recognises a known text on an issue it did not see made', () => {
    const issues = [{ ...v.safeParse(projectSchema, { name: '' }).issues![0]! }];
    expect(formIssues(issues)[0]?.id).toBe('validation.projectNameRequired');
  });

  it('maps foreign issues to Invalid value', () => {
    const result = v.safeParse(v.object({ a: v.string() }), { a: 1 });
    expect(formIssues(result.issues)).toEqual([
      {
        path: 'a',
        id: 'validation.invalidValue',
        message: 'Invalid value',
        values: {},
        text: 'Invalid value',
      },
    ]);
  });

  it('puts a non-object input on the form as a whole', () => {
    const result = validateForm(signInSchema, 'nope');
    expect(result.success).toBe(false);
    expect(result.fieldErrors['']?.id).toBe('validation.invalidValue');
  });
});
