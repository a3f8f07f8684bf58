import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

// Project 1 of the demo server in memory.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false, faults: true });
});
const ofProject = <T extends { project_id: number | null }>(list: T[]) =>
  list.filter((x) => x.project_id === 1);
const createdTemplates = () =>
  demo.requests.filter((r) => r.method === 'POST' && r.path === '/api/project/1/templates');
afterEach(() => demo.close());

// Whole-app renders are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('template editor', () => {
  it('changes the fields with the type tab', async () => {
    const { container } = await renderApp('/project/1/templates/new/edit?type=build');
    const tabs = await screen.findByRole('tablist', { name: 'Template type' });
    expect(within(tabs).getByRole('tab', { name: 'Build' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(/Start version/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /Build template/ })).toBeNull();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Deploy' }));
    expect(screen.queryByLabelText(/Start version/)).toBeNull();
    expect(screen.getByRole('combobox', { name: /Build template/ })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Autorun' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);

  it('shows every problem in a red alert above the form and keeps what was typed', async () => {
    await renderApp('/project/1/templates/new/edit');
    await userEvent.type(await screen.findByLabelText('Description'), 'typed text');
    await userEvent.clear(screen.getByLabelText('Arguments'));
    await userEvent.type(screen.getByLabelText('Arguments'), 'not json');
    await userEvent.click(screen.getByRole('button', { name: 'Add survey variable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert', { name: '' });
    for (const text of [
      'Name is required',
      'Playbook filename is required',
      'Inventory is required',
      'Repository is required',
      'Environment is required',
      'Arguments must be a JSON array',
      'Survey variable 1: Title is required',
    ]) {
      expect(within(alert).getAllByText(text)[0]).toBeVisible();
    }
    expect(createdTemplates()).toEqual([]);
    expect(screen.getAllByLabelText('Description')[0]).toHaveValue('typed text');
  }, 30_000);

  it('creates a template with a survey variable and opens it', async () => {
    const { state } = demo.app;
    const inventory = ofProject(state.inventories)[0]!;
    const repository = ofProject(state.repositories)[0]!;
    const environment = ofProject(state.environments)[0]!;
    const { router } = await renderApp('/project/1/templates/new/edit');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Ping edge hosts');
    await userEvent.type(screen.getByLabelText(/Playbook filename/), 'ping.yml');
    await choose(/Inventory/, inventory.name);
    await choose(/Repository/, repository.name);
    await choose(/Environment/, environment.name);
    await userEvent.click(screen.getByRole('button', { name: 'Add survey variable' }));
    const survey = screen.getByRole('group', { name: 'Survey variable 1' });
    await userEvent.type(within(survey).getByLabelText(/Variable name/), 'region');
    await userEvent.type(within(survey).getByLabelText(/^Title/), 'Region');
    await userEvent.click(within(survey).getByRole('checkbox', { name: 'Required' }));
    await userEvent.type(screen.getByLabelText('New argument'), '-v');
    await userEvent.click(screen.getByRole('button', { name: 'Add argument' }));
    expect(screen.getByLabelText('Arguments')).toHaveValue('["-v"]');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(createdTemplates()).toHaveLength(1));
    const created = ofProject(state.templates).find((t) => t.name === 'Ping edge hosts')!;
    expect(created).toMatchObject({
      app: 'ansible',
      playbook: 'ping.yml',
      inventory_id: inventory.id,
      repository_id: repository.id,
      environment_id: environment.id,
      arguments: '["-v"]',
      survey_vars: [
        expect.objectContaining({ name: 'region', title: 'Region', required: true, type: '' }),
      ],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/project/1/templates/${created.id}`),
    );
  }, 60_000);

  it('keeps the form and shows the server error in the red alert', async () => {
    const old = ofProject(demo.app.state.templates)[0]!;
    await renderApp(`/project/1/templates/${old.id}/edit`);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue(old.name));
    await userEvent.clear(name);
    await userEvent.type(name, 'New name');
    await demo.fault({ path: `/api/project/1/templates/${old.id}`, status: 400 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/status code 400/)).toBeVisible();
    expect(demo.app.state.templates.find((t) => t.id === old.id)?.name).toBe(old.name);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('New name');
  }, 30_000);
});
