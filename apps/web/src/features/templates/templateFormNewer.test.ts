import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { emptyTemplateValues, templateToValues, valuesToTemplate } from './templateForm';
import { loadTemplateForm, readTemplateForm } from './templateFormData';
import { useTemplateFormStore } from './templateFormStore';

const store = () => useTemplateFormStore.getState();
let demo: DemoHarness;
let pid: number;

async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, ...options });
  pid = demo.projectId();
}
/** The form's template and copy flag of the last {@link load}. */
let shown: [number | null, boolean] = [null, false];
/** Loads what the template form reads, as the editor route does. */
async function load(templateId: number | null, copy = false) {
  shown = [templateId, copy];
  await loadTemplateForm(pid, templateId, copy);
}
/** What the form shows after {@link load}. */
const form = () => readTemplateForm(...shown);
afterEach(() => demo.close());

const ansibleTemplate = () =>
  demo.app.state.templates.find((t) => t.project_id === pid && (t.app || 'ansible') === 'ansible')!;
const environmentIds = () =>
  demo.app.state.environments.filter((e) => e.project_id === pid).map((e) => e.id);
const readBack = (id: number) => client().project(pid).templates.get(id);

describe('template form on a 2.20 server (newer §N4, §N6, §N1)', () => {
  it('saves the task prompts and reads them back', async () => {
    await start({ serverVersion: '2.20' });
    const template = ansibleTemplate();
    await load(template.id);
    expect(form().dialect).toEqual({ taskParams: true, variableGroups: true });
    const loaded = form().initialValues!;
    await store().save(pid, {
      ...loaded,
      taskParams: {
        allow_debug: true,
        allow_override_limit: true,
        limit: ['web1', 'web2'],
        tags: ['deploy'],
        skip_tags: [],
        skip_galaxy_install: true,
        // A Terraform key on an Ansible template is not sent.
        allow_destroy: true,
      },
      allowOverrideBranchInTask: true,
      allowParallelTasks: true,
    });
    const saved = await readBack(template.id);
    expect(saved.task_params).toEqual({
      allow_debug: true,
      allow_override_limit: true,
      limit: ['web1', 'web2'],
      tags: ['deploy'],
      skip_tags: [],
      skip_galaxy_install: true,
    });
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
    await store().save(pid, { ...form().initialValues!, environmentIds: [second!, first!] });
    expect((await readBack(template.id)).environment_ids).toEqual([second, first]);

    await load(template.id);
    expect(form().initialValues!.environmentIds).toEqual([second, first]);
    await store().save(pid, { ...form().initialValues!, name: 'Renamed' });
    const saved = await readBack(template.id);
    expect(saved.name).toBe('Renamed');
    expect(saved.environment_ids).toEqual([second, first]);
  });

  it('saves survey variables of the newer types with defaults and the env target', async () => {
    await start({ serverVersion: '2.20' });
    const template = ansibleTemplate();
    await load(template.id);
    await store().save(pid, {
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
    await start();
    const template = ansibleTemplate();
    await load(template.id);
    expect(form().dialect).toEqual({ taskParams: false, variableGroups: false });
    const values = form().initialValues!;
    expect(values.taskParams).toBeNull();
    expect(values.environmentIds).toBeNull();
    const body = valuesToTemplate(values, pid, template.id);
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
