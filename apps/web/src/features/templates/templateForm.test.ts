import type { Template } from '@semaphore-console/api-client';
import { describe, expect, it } from 'vitest';
import {
  emptyTemplateValues,
  formatArguments,
  parseArguments,
  templateFields,
  templateToValues,
  valuesToTemplate,
} from './templateForm';
import { aSurveyVar, aTemplate } from './testFixtures';

describe('templateFields', () => {
  it('shows the start version for build and the build template and autorun for deploy', () => {
    expect(templateFields('build', 'ansible')).toMatchObject({
      startVersion: true,
      buildTemplate: false,
      autorun: false,
    });
    expect(templateFields('deploy', 'ansible')).toMatchObject({
      startVersion: false,
      buildTemplate: true,
      autorun: true,
    });
    expect(templateFields('', 'ansible')).toMatchObject({
      startVersion: false,
      buildTemplate: false,
    });
  });

  it('needs playbook and inventory for Ansible, neither for Terraform, no inventory for Bash', () => {
    expect(templateFields('', 'ansible')).toMatchObject({
      playbookRequired: true,
      inventoryRequired: true,
      vaults: true,
    });
    expect(templateFields('', 'terraform')).toMatchObject({
      playbookRequired: false,
      inventory: true,
      inventoryRequired: false,
      vaults: false,
    });
    expect(templateFields('', 'bash')).toMatchObject({ playbookRequired: true, inventory: false });
  });
});

describe('template values', () => {
  it('round-trips a saved template with its commit check', () => {
    const template = aTemplate({
      id: 4,
      type: 'build',
      start_version: '1.0.0',
      // `type` is the console's vault field (spec core §3), which this server snapshot lacks.
      vaults: [
        { id: 2, project_id: 1, template_id: 4, name: null, type: 'password', vault_key_id: 3 },
      ] as unknown as Template['vaults'],
      survey_vars: [
        aSurveyVar({
          name: 'tier',
          title: 'Tier',
          type: 'enum',
          values: [{ name: 'a', value: '1' }],
        }),
      ],
    });
    const values = templateToValues(template, {
      id: 1,
      project_id: 1,
      template_id: 4,
      name: 'x',
      cron_format: '@hourly',
      repository_id: 1,
      active: true,
    });
    expect(values).toMatchObject({
      type: 'build',
      startVersion: '1.0.0',
      checkCommits: true,
      checkInterval: '@hourly',
      vaults: [{ id: 2, name: '', type: 'password', vaultKeyId: 3, script: '' }],
    });
    const body = valuesToTemplate(values, 1, 4);
    expect(body).toMatchObject({
      id: 4,
      project_id: 1,
      type: 'build',
      start_version: '1.0.0',
      build_template_id: null,
      vaults: [{ id: 2, name: null, type: 'password', vault_key_id: 3, script: '' }],
      survey_vars: [{ name: 'tier', values: [{ name: 'a', value: '1' }] }],
    });
  });

  it('trims and lowercases vault names and drops fields the type does not use', () => {
    const values = {
      ...emptyTemplateValues('deploy'),
      name: '  Deploy  ',
      startVersion: '9.9.9',
      buildTemplateId: 3,
      autorun: true,
      arguments: ' ',
      vaults: [
        { name: ' Prod ', type: 'script' as const, vaultKeyId: 4, script: ' get-client.py ' },
      ],
    };
    const body = valuesToTemplate(values, 2);
    expect(body).toMatchObject({
      name: 'Deploy',
      start_version: null,
      build_template_id: 3,
      autorun: true,
      arguments: null,
      vaults: [{ name: 'prod', type: 'script', vault_key_id: null, script: 'get-client.py' }],
    });
    expect('id' in body).toBe(false);
    expect(valuesToTemplate({ ...values, type: '' }, 2)).toMatchObject({
      build_template_id: null,
      autorun: false,
    });
  });

  it('sends no vaults for a template whose app has none', () => {
    const values = {
      ...emptyTemplateValues('', 'bash'),
      vaults: [{ name: '', type: 'password' as const, vaultKeyId: 1, script: '' }],
    };
    expect(valuesToTemplate(values, 1)).toMatchObject({ vaults: [], inventory_id: null });
  });
});

describe('arguments', () => {
  it('parses a JSON array of strings and rejects anything else', () => {
    expect(parseArguments('["-v", "--check"]')).toEqual(['-v', '--check']);
    expect(parseArguments('')).toEqual([]);
    expect(parseArguments('{"a":1}')).toBeNull();
    expect(parseArguments('[1]')).toBeNull();
    expect(parseArguments('[')).toBeNull();
    expect(formatArguments(['-v'])).toBe('["-v"]');
  });
});
