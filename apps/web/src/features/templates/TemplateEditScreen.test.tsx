import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { renderApp } from '../../test/render';
import { provideTemplatesApi } from './templatesApi';
import { aTemplate, fakeTemplatesApi, serverError } from './testApi';
import { startDemo, type DemoHarness } from '../../test/demo';

// The live feed opens on the demo server in memory; the shell calls still go to the fake.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

// Whole-app renders are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  preferences.getState().reset();
});

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('template editor', () => {
  it('changes the fields with the type tab', async () => {
    provideTemplatesApi(
      fakeTemplatesApi({
        listTemplates: vi.fn(async () => [aTemplate({ id: 2, type: 'build', name: 'Build app' })]),
      }),
    );
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
    const api = fakeTemplatesApi();
    provideTemplatesApi(api);
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
    expect(api.createTemplate).not.toHaveBeenCalled();
    expect(screen.getAllByLabelText('Description')[0]).toHaveValue('typed text');
  }, 30_000);

  it('creates a template with a survey variable and opens it', async () => {
    const api = fakeTemplatesApi();
    provideTemplatesApi(api);
    const { router } = await renderApp('/project/1/templates/new/edit');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Ping hosts');
    await userEvent.type(screen.getByLabelText(/Playbook filename/), 'ping.yml');
    await choose(/Inventory/, 'Prod hosts');
    await choose(/Repository/, 'Site repo');
    await choose(/Environment/, 'Empty');
    await userEvent.click(screen.getByRole('button', { name: 'Add survey variable' }));
    const survey = screen.getByRole('group', { name: 'Survey variable 1' });
    await userEvent.type(within(survey).getByLabelText(/Variable name/), 'region');
    await userEvent.type(within(survey).getByLabelText(/^Title/), 'Region');
    await userEvent.click(within(survey).getByRole('checkbox', { name: 'Required' }));
    await userEvent.type(screen.getByLabelText('New argument'), '-v');
    await userEvent.click(screen.getByRole('button', { name: 'Add argument' }));
    expect(screen.getByLabelText('Arguments')).toHaveValue('["-v"]');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.createTemplate).toHaveBeenCalledTimes(1));
    expect(api.createTemplate).toHaveBeenCalledWith(
      1,
      expect.objectContaining({
        name: 'Ping hosts',
        app: 'ansible',
        playbook: 'ping.yml',
        inventory_id: 1,
        repository_id: 1,
        environment_id: 1,
        arguments: '["-v"]',
        survey_vars: [
          expect.objectContaining({ name: 'region', title: 'Region', required: true, type: '' }),
        ],
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/1/templates/99'));
  }, 60_000);

  it('keeps the form and shows the server error in the red alert', async () => {
    provideTemplatesApi(
      fakeTemplatesApi({
        getTemplate: vi.fn(async () => aTemplate({ id: 4, name: 'Old' })),
        updateTemplate: vi.fn(async () => Promise.reject(serverError('Invalid app id: nope'))),
      }),
    );
    await renderApp('/project/1/templates/4/edit');
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Old'));
    await userEvent.clear(name);
    await userEvent.type(name, 'New name');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid app id: nope')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('New name');
  }, 30_000);
});
