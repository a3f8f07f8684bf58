import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateInput } from '@semaphore-console/api-client';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { renderApp } from '../../test/render';
import { addDemoTemplate } from './demoTemplate';

// The run form's 2.12+ prompts (newer §N4) and the template's inventories (newer §N6), against
// the demo server in memory in both dialects.
let demo: DemoHarness | undefined;
afterEach(() => demo?.close());

async function start(options: StartDemoOptions = {}) {
  demo = await startDemo({ run: false, ...options });
  return demo;
}

// Whole-app renders are slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const prompted: Partial<TemplateInput> = {
  name: 'Site',
  task_params: {
    allow_debug: true,
    allow_override_limit: true,
    allow_override_tags: true,
    allow_override_inventory: true,
    limit: ['web'],
  },
};

/** Adds a template to project 1 (see {@link addDemoTemplate}); returns its id. */
const addTemplate = (patch: Partial<TemplateInput>) => addDemoTemplate(demo!, patch);

async function openRun(templateId: number) {
  const rendered = await renderApp(`/project/1/templates/${templateId}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
  const dialog = await screen.findByRole('dialog', { name: 'New task' });
  await within(dialog).findByLabelText('Message');
  return { dialog, ...rendered };
}

/** The tasks the demo server stored for a template. */
const tasksOf = (id: number) => demo!.app.state.tasks.filter((t) => t.template_id === id);

describe('run prompts on a 2.20 server (newer §N4)', () => {
  it('runs with a limit and two tags, which the server records in `params`', async () => {
    await start({ serverVersion: '2.20' });
    const id = await addTemplate(prompted);
    const { dialog } = await openRun(id);
    // The template's default limit is there as a chip.
    const limits = within(dialog).getByRole('list', { name: 'Limit' });
    expect(within(limits).getByText('web')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Limit' }), 'db{Enter}');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Tags' }),
      'deploy,config{Enter}',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Skip tags' })).toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(tasksOf(id)).toHaveLength(1));
    const task = await demo!.client.project(1).tasks.get(tasksOf(id)[0]!.id);
    expect(task.params).toMatchObject({ limit: ['web', 'db'], tags: ['deploy', 'config'] });
  });

  it('offers a debug level with debug, and sends it', async () => {
    await start({ serverVersion: '2.20' });
    const id = await addTemplate(prompted);
    const { dialog } = await openRun(id);
    expect(within(dialog).queryByRole('combobox', { name: 'Debug level' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Debug' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Debug level' }));
    await userEvent.click(await screen.findByRole('option', { name: '2 (-vv)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(tasksOf(id)).toHaveLength(1));
    const task = await demo!.client.project(1).tasks.get(tasksOf(id)[0]!.id);
    expect(task.params).toMatchObject({ debug: true, debug_level: 2 });
  });

  it('offers no debug, limit or tags a template does not allow', async () => {
    await start({ serverVersion: '2.20' });
    const { dialog } = await openRun(await addTemplate({ task_params: {} }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Debug' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Limit' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Tags' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Inventory' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Dry run' })).toBeVisible();
  });

  it('runs with another attached inventory', async () => {
    const server = await start({ serverVersion: '2.20' });
    const id = await addTemplate({ ...prompted, allow_override_branch_in_task: true });
    const other = server.app.state.inventories.find(
      (i) =>
        i.project_id === 1 &&
        !i.holder_id &&
        i.id !== server.app.state.templates.find((t) => t.id === id)!.inventory_id &&
        !i.type.endsWith('workspace'),
    )!;
    await server.client.project(1).templates.attachInventory(id, other.id);
    const { dialog } = await openRun(id);
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Inventory' }));
    await userEvent.click(await screen.findByRole('option', { name: other.name }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Branch/ }), 'hotfix');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(tasksOf(id)).toHaveLength(1));
    expect(tasksOf(id)[0]).toMatchObject({ inventory_id: other.id, git_branch: 'hotfix' });
  });
});

describe('Terraform prompts and newer survey types on a 2.20 server', () => {
  it('offers destroy when allowed, no auto approve when not, and sends them in `params`', async () => {
    const server = await start({ serverVersion: '2.20' });
    const workspace = server.app.state.inventories.find(
      (i) => i.project_id === 1 && i.type === 'terraform-workspace',
    );
    const id = await addTemplate({
      app: 'tofu',
      playbook: '',
      inventory_id: workspace?.id ?? null,
      task_params: { allow_destroy: true, allow_auto_approve: false },
    } as Partial<TemplateInput>);
    const { dialog } = await openRun(id);
    expect(within(dialog).queryByRole('checkbox', { name: 'Auto approve' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Plan' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Destroy' }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Upgrade providers (init -upgrade)' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(tasksOf(id)).toHaveLength(1));
    const task = await demo!.client.project(1).tasks.get(tasksOf(id)[0]!.id);
    expect(task.params).toMatchObject({ destroy: true, upgrade: true, reconfigure: false });
  });

  it('asks a `text` survey variable in a multi-line field, pre-filled with its default', async () => {
    await start({ serverVersion: '2.20' });
    const id = await addTemplate({
      survey_vars: [
        { name: 'notes', title: 'Notes', type: 'text', default_value: 'line one' },
      ] as TemplateInput['survey_vars'],
    });
    const { dialog } = await openRun(id);
    const notes = within(dialog).getByRole('textbox', { name: /Notes/ });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveValue('line one');
  });
});

describe('multi-choice survey variable on a 2.20 server (newer §N1)', () => {
  it('pre-checks the default choices and sends the chosen ones as a list', async () => {
    await start({ serverVersion: '2.20' });
    const id = await addTemplate({
      survey_vars: [
        {
          name: 'zones',
          title: 'Zones',
          type: 'select',
          required: true,
          values: [
            { name: 'Zone A', value: 'a' },
            { name: 'Zone B', value: 'b' },
            { name: 'Zone C', value: 'c' },
          ],
          default_value: ['a'],
        },
      ] as TemplateInput['survey_vars'],
    });
    const { dialog } = await openRun(id);
    const zones = within(dialog).getByRole('group', { name: /Zones/ });
    expect(within(zones).getByRole('checkbox', { name: 'Zone A' })).toBeChecked();
    await userEvent.click(within(zones).getByRole('checkbox', { name: 'Zone A' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText('Zones is required')).toBeVisible();
    await userEvent.click(within(zones).getByRole('checkbox', { name: 'Zone C' }));
    await userEvent.click(within(zones).getByRole('checkbox', { name: 'Zone A' }));
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(tasksOf(id)).toHaveLength(1));
    expect(JSON.parse(tasksOf(id)[0]!.environment)).toEqual({ zones: ['a', 'c'] });
  });
});

describe('run form on a 2.10 server', () => {
  it('is the form of today, whatever the template holds', async () => {
    await start();
    const { dialog } = await openRun(await addTemplate(prompted));
    expect(within(dialog).getByRole('checkbox', { name: 'Debug' })).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: 'Limit' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Tags' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Inventory' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Branch/ })).toBeNull();
  });
});

describe('template inventories section (newer §N6)', () => {
  it('attaches an inventory, makes it the default and detaches it after a confirmation', async () => {
    const server = await start({ serverVersion: '2.20' });
    const id = await addTemplate({ name: 'Site' });
    const first = server.app.state.templates.find((t) => t.id === id)!.inventory_id;
    const other = server.app.state.inventories.find(
      (i) => i.project_id === 1 && !i.holder_id && i.id !== first && !i.type.endsWith('workspace'),
    )!;
    await renderApp(`/project/1/templates/${id}`);
    const section = await screen.findByRole('region', { name: 'Inventories' });
    const attached = await within(section).findByRole('list', { name: 'Attached inventories' });
    expect(within(attached).getAllByRole('listitem')).toHaveLength(1);
    expect(within(attached).getByText('Default')).toBeVisible();

    await userEvent.click(within(section).getByRole('combobox', { name: 'Inventory to attach' }));
    await userEvent.click(await screen.findByRole('option', { name: other.name }));
    await userEvent.click(within(section).getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(within(attached).getAllByRole('listitem')).toHaveLength(2));
    expect(server.app.state.inventories.find((i) => i.id === other.id)!.holder_id).toBe(id);

    await userEvent.click(
      within(section).getByRole('button', { name: `Make ${other.name} the default` }),
    );
    await waitFor(() =>
      expect(server.app.state.templates.find((t) => t.id === id)!.inventory_id).toBe(other.id),
    );
    expect(await axeViolations(section)).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: `Detach ${other.name}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Detach inventory?' });
    expect(server.app.state.inventories.find((i) => i.id === other.id)!.holder_id).toBe(id);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Detach' }));
    await waitFor(() =>
      expect(server.app.state.inventories.find((i) => i.id === other.id)!.holder_id).toBeNull(),
    );
  });

  it('is absent on a 2.10 server', async () => {
    await start();
    const id = await addTemplate({ name: 'Site' });
    await renderApp(`/project/1/templates/${id}`);
    await screen.findByRole('button', { name: 'Run' });
    expect(screen.queryByRole('region', { name: 'Inventories' })).toBeNull();
  });
});
