import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { renderApp } from '../../test/render';
import { provideTemplatesApi } from './templatesApi';
import { aTask, aTemplate, fakeTemplatesApi, serverError } from './testApi';
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

const surveyed = aTemplate({
  id: 3,
  name: 'Deploy site',
  allow_override_args_in_task: true,
  survey_vars: [
    { name: 'region', title: 'Region', type: '', required: true, description: 'Where to deploy' },
    { name: 'replicas', title: 'Replicas', type: 'int' },
    { name: 'token', title: 'Token', type: 'secret' },
  ],
});

async function openRun(template = surveyed, patch: Parameters<typeof fakeTemplatesApi>[0] = {}) {
  const api = fakeTemplatesApi({ getTemplate: vi.fn(async () => template), ...patch });
  provideTemplatesApi(api);
  const rendered = await renderApp(`/project/1/templates/${template.id}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
  const dialog = await screen.findByRole('dialog', { name: 'New task' });
  return { api, dialog, ...rendered };
}

describe('new task dialog', () => {
  it('checks survey values, keeps what was typed, then sends the task and opens its log', async () => {
    const { api, dialog, router } = await openRun();
    await within(dialog).findByLabelText(/Region/);
    await userEvent.type(within(dialog).getByLabelText(/Replicas/), '3x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText('Region is required')).toBeVisible();
    expect(within(dialog).getByText('Replicas must be an integer')).toBeVisible();
    expect(within(dialog).getAllByRole('alert').length).toBeGreaterThan(0);
    expect(api.createTask).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Replicas/)).toHaveValue('3x');

    await userEvent.type(within(dialog).getByLabelText(/Region/), 'eu-west');
    await userEvent.clear(within(dialog).getByLabelText(/Replicas/));
    await userEvent.type(within(dialog).getByLabelText(/Replicas/), '3');
    await userEvent.type(within(dialog).getByLabelText(/Token/), 's3cret');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'hotfix');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dry run' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(api.createTask).toHaveBeenCalledTimes(1));
    expect(api.createTask).toHaveBeenCalledWith(1, {
      template_id: 3,
      message: 'hotfix',
      build_task_id: null,
      arguments: null,
      params: { debug: false, dry_run: true, diff: false },
      debug: false,
      dry_run: true,
      diff: false,
      environment: JSON.stringify({ region: 'eu-west', replicas: '3' }),
      secret: JSON.stringify({ token: 's3cret' }),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?t=500'));
    expect(screen.queryByRole('dialog', { name: 'New task' })).toBeNull();
  }, 30_000);

  it('shows Terraform parameters for a tofu template', async () => {
    const { dialog } = await openRun(aTemplate({ id: 4, app: 'tofu' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Plan' })).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Auto approve' })).toBeVisible();
    expect(within(dialog).queryByRole('checkbox', { name: 'Debug' })).toBeNull();
    expect(within(dialog).queryByLabelText(/CLI args/)).toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('needs a build version for a deploy template', async () => {
    const { api, dialog } = await openRun(
      aTemplate({ id: 5, type: 'deploy', build_template_id: 2 }),
      {
        listTemplateTasks: vi.fn(async () => [
          aTask({ id: 21, version: '1.0.1', status: 'success' }),
          aTask({ id: 22, version: '1.0.2', status: 'error' }),
        ]),
      },
    );
    const version = await within(dialog).findByRole('combobox', { name: /Build version/ });
    expect(version).toHaveAttribute('aria-required', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText('Build version is required')).toBeVisible();
    expect(api.listTemplateTasks).toHaveBeenCalledWith(1, 2, 200);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Build version/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1.0.1 (#21)']);
    await userEvent.click(options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(api.createTask).toHaveBeenCalledWith(
        1,
        expect.objectContaining({ build_task_id: 21 }),
      ),
    );
  });

  it('keeps the dialog open with the server’s error', async () => {
    const { dialog } = await openRun(aTemplate({ id: 6 }), {
      createTask: vi.fn(async () =>
        Promise.reject(serverError('No active subscription available.')),
      ),
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText('No active subscription available.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeVisible();
  });
});
