import { describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { emptyTemplateValues, templateToValues, valuesToTemplate } from './templateForm';
import { templateFormHarness } from './templateFormHarness';
import type { StartDemoOptions } from '../../test/demo';

const h = templateFormHarness();
const { start, load, form, store } = h;

const ansibleTemplate = () =>
  h.demo.app.state.templates.find(
    (t) => t.project_id === h.pid && (t.app || 'ansible') === 'ansible',
  )!;
const environmentIds = () =>
  h.demo.app.state.environments.filter((e) => e.project_id === h.pid).map((e) => e.id);
/** Starts a demo server of the dialect and loads the form of its Ansible template. */
async function openAnsibleTemplate(serverVersion?: StartDemoOptions['serverVersion']) {
  await start(serverVersion ? { serverVersion } : {});
  const template = ansibleTemplate();
  await load(template.id);
  return template;
}
const readBack = (id: number) => client().project(h.pid).templates.get(id);

describe('template form on a 2.20 server (newer §N4, §N6, §N1)', () => {
  it('saves the task prompts and reads them back', async () => {
    const template = await openAnsibleTemplate('2.20');
    expect(form().dialect).toEqual({ taskParams: true, variableGroups: true });
    const ansibleParams = {
      allow_debug: true,
      allow_override_limit: true,
      limit: ['web1', 'web2'],
      tags: ['deploy'],
      skip_tags: [],
      skip_galaxy_install: true,
    };
    const loaded = form().initialValues!;
    await store().save(h.pid, {
      ...loaded,
      // A Terraform key on an Ansible template is not sent.
      taskParams: { ...ansibleParams, allow_destroy: true },
      allowOverrideBranchInTask: true,
      allowParallelTasks: true,
    });
    const saved = await readBack(template.id);
    expect(saved.task_params).toEqual(ansibleParams);
    expect(saved.allow_override_branch_in_task).toBe(true);
    expect(saved.allow_parallel_tasks).toBe(true);
    await load(template.id);
    expect(form().initialValues!.taskParams).toMatchObject({ limit: ['web1', 'web2'] });
  });

  it('keeps the order of the variable groups, and a save that did not touch them keeps them', async () => {
    await start({ serverVersion: '2.20' });
    const template = ansibleTemplate();
    const [first, second] = environmentIds();
    expect(second).toBeDefined();
    await load(template.id);
    await store().save(h.pid, { ...form().initialValues!, environmentIds: [second!, first!] });
    expect((await readBack(template.id)).environment_ids).toEqual([second, first]);

    await load(template.id);
    expect(form().initialValues!.environmentIds).toEqual([second, first]);
    await store().save(h.pid, { ...form().initialValues!, name: 'Renamed' });
    const saved = await readBack(template.id);
    expect(saved.name).toBe('Renamed');
    expect(saved.environment_ids).toEqual([second, first]);
  });

  it('saves survey variables of the newer types with defaults and the env target', async () => {
    const template = await openAnsibleTemplate('2.20');
    await store().save(h.pid, {
      ...form().initialValues!,
      surveyVars: [
        {
          name: 'notes',
          title: 'Notes',
          description: '',
          required: false,
          values: null,
          type: 'text',
          default_value: 'a\nb',
          target: 'env',
        },
        {
          name: 'zones',
          title: 'Zones',
          description: '',
          required: false,
          type: 'select',
          values: [
            { name: 'A', value: 'a' },
            { name: 'B', value: 'b' },
          ],
          default_value: ['a', 'b'],
        },
      ],
    });
    const saved = await readBack(template.id);
    expect(saved.survey_vars).toEqual([
      expect.objectContaining({
        name: 'notes',
        type: 'text',
        default_value: 'a\nb',
        target: 'env',
      }),
      expect.objectContaining({
        name: 'zones',
        type: 'select',
        values: [
          { name: 'A', value: 'a' },
          { name: 'B', value: 'b' },
        ],
        default_value: ['a', 'b'],
      }),
    ]);
  });
});

describe('template form on a 2.10 server', () => {
  it('neither reads nor sends the newer fields', async () => {
    const template = await openAnsibleTemplate();
    expect(form().dialect).toEqual({ taskParams: false, variableGroups: false });
    const values = form().initialValues!;
    expect(values.taskParams).toBeNull();
    expect(values.environmentIds).toBeNull();
    const body = valuesToTemplate(values, h.pid, template.id);
    for (const key of [
      'task_params',
      'environment_ids',
      'allow_override_branch_in_task',
      'allow_parallel_tasks',
    ])
      expect(body).not.toHaveProperty(key);
  });

  it('a new form of a 2.10 server has no newer values', () => {
    const fresh = emptyTemplateValues('');
    expect(fresh.taskParams).toBeNull();
    expect(fresh.environmentIds).toBeNull();
    expect(templateToValues({ id: 1, project_id: 1, name: 'x' } as never).taskParams).toBeNull();
  });
});
