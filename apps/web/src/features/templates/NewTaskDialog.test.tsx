import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { addDemoTemplate } from './demoTemplate';
import type { TemplateInput } from '@semaphore-console/api-client';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';

// Project 1 of the demo server in memory; each test adds the template it runs.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false, faults: true });
});
afterEach(() => demo.close());

/** Starts a demo server of another dialect in place of the 2.10 one of `beforeEach`. */
async function restartDemo(options: StartDemoOptions) {
  demo.close();
  demo = await startDemo({ run: false, faults: true, ...options });
}

/** Replaces a template's survey (`PUT …/templates/{id}` with the rest unchanged). */
async function setSurvey(id: number, survey_vars: TemplateInput['survey_vars']) {
  const project = demo.client.project(1);
  const template = await project.templates.get(id);
  await project.templates.update(id, { ...template, survey_vars } as TemplateInput);
}

// Whole-app renders are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

const surveyed: Partial<TemplateInput> = {
  name: 'Deploy site',
  allow_override_args_in_task: true,
  survey_vars: [
    { name: 'region', title: 'Region', type: '', required: true, description: 'Where to deploy' },
    { name: 'replicas', title: 'Replicas', type: 'int' },
    { name: 'token', title: 'Token', type: 'secret' },
  ] as TemplateInput['survey_vars'],
};

/** Adds a template to project 1 (see {@link addDemoTemplate}); returns its id. */
const addTemplate = (patch: Partial<TemplateInput>) => addDemoTemplate(demo, patch);

async function openRun(templateId: number) {
  const rendered = await renderApp(`/project/1/templates/${templateId}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
  const dialog = await screen.findByRole('dialog', { name: 'New task' });
  return { dialog, ...rendered };
}
const posted = () =>
  demo.requests
    .filter((r) => r.method === 'POST' && r.path === '/api/project/1/tasks')
    .map((r) => JSON.parse(r.body) as unknown);

describe('new task dialog', () => {
  it('checks survey values, keeps what was typed, then sends the task and opens its log', async () => {
    const id = await addTemplate(surveyed);
    const { dialog, router } = await openRun(id);
    await within(dialog).findByLabelText(/Region/);
    await userEvent.type(within(dialog).getByLabelText(/Replicas/), '3x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText('Region is required')).toBeVisible();
    expect(within(dialog).getByText('Replicas must be an integer')).toBeVisible();
    expect(within(dialog).getAllByRole('alert').length).toBeGreaterThan(0);
    expect(posted()).toEqual([]);
    expect(within(dialog).getByLabelText(/Replicas/)).toHaveValue('3x');

    await userEvent.type(within(dialog).getByLabelText(/Region/), 'eu-west');
    await userEvent.clear(within(dialog).getByLabelText(/Replicas/));
    await userEvent.type(within(dialog).getByLabelText(/Replicas/), '3');
    await userEvent.type(within(dialog).getByLabelText(/Token/), 's3cret');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'hotfix');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dry run' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      template_id: id,
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
    const task = demo.app.state.tasks.find((t) => t.template_id === id)!;
    expect(task).toMatchObject({ message: 'hotfix', dry_run: true });
    await waitFor(() => expect(router.state.location.search).toBe(`?t=${task.id}`));
    expect(screen.queryByRole('dialog', { name: 'New task' })).toBeNull();
  }, 30_000);

  it('shows Terraform parameters for a tofu template', async () => {
    const { dialog } = await openRun(await addTemplate({ app: 'tofu', playbook: '' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Plan' })).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Auto approve' })).toBeVisible();
    expect(within(dialog).queryByRole('checkbox', { name: 'Debug' })).toBeNull();
    expect(within(dialog).queryByLabelText(/CLI args/)).toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('preselects the newest successful build of a deploy template', async () => {
    // A seeded deploy template; its build template's successful tasks carry versions.
    const deploy = demo.app.state.templates.find(
      (t) => t.project_id === 1 && t.type === 'deploy' && t.build_template_id,
    )!;
    const builds = demo.app.state.tasks
      .filter((t) => t.template_id === deploy.build_template_id && t.status === 'success')
      .sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
    expect(builds.length).toBeGreaterThan(0);
    expect(
      demo.app.state.tasks.some(
        (t) => t.template_id === deploy.build_template_id && t.status !== 'success',
      ),
    ).toBe(true);
    const { dialog } = await openRun(deploy.id);
    const version = await within(dialog).findByRole('combobox', { name: /Build version/ });
    expect(version).toHaveAttribute('aria-required', 'true');
    await waitFor(() =>
      expect(version).toHaveTextContent(`${builds[0]!.version} (#${builds[0]!.id})`),
    );
    expect(
      demo.requests
        .filter((r) => r.path === `/api/project/1/templates/${deploy.build_template_id}/tasks/last`)
        .map((r) => r.search),
    ).toEqual(['?limit=200']);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Build version/ }));
    const options = await screen.findAllByRole('option');
    // Each option is "version (#id)", then the build's message.
    expect(options.map((o) => /^\S+ \(#\d+\)/.exec(o.textContent ?? '')?.[0])).toEqual(
      builds.map((t) => `${t.version} (#${t.id})`),
    );
    await userEvent.click(options[1] ?? options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        expect.objectContaining({ build_task_id: (builds[1] ?? builds[0])!.id }),
      ]),
    );
  });

  it('needs a build version for a deploy template whose build never succeeded', async () => {
    const deploy = demo.app.state.templates.find(
      (t) => t.project_id === 1 && t.type === 'deploy' && t.build_template_id,
    )!;
    for (const task of demo.app.state.tasks)
      if (task.template_id === deploy.build_template_id && task.status === 'success')
        task.status = 'error';
    const { dialog } = await openRun(deploy.id);
    const version = await within(dialog).findByRole('combobox', { name: /Build version/ });
    expect(version).toHaveTextContent('No successful build yet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText('Build version is required')).toBeVisible();
    expect(posted()).toEqual([]);
  });

  it('keeps the dialog open with the server’s error', async () => {
    const id = await addTemplate({});
    const { dialog } = await openRun(id);
    await demo.fault({ path: '/api/project/1/tasks', status: 500 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText(/status code 500/)).toBeVisible();
    expect(demo.app.state.tasks.some((t) => t.template_id === id)).toBe(false);
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeVisible();
  });

  it('keeps the dialog open with the server’s text for a 400 that names no field', async () => {
    const id = await addTemplate({});
    const { dialog } = await openRun(id);
    await demo.fault({ path: '/api/project/1/tasks', status: 400 });
    await userEvent.type(await within(dialog).findByLabelText('Message'), 'kept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByText(/status code 400/)).toBeVisible();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('kept');
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeVisible();
  });
});

describe('new task dialog on a 2.20 server (newer §N4)', () => {
  it('runs with the declared variables, the secret in `secret` and dry run in `params`', async () => {
    await restartDemo({ serverVersion: '2.20' });
    const id = await addTemplate(surveyed);
    const { dialog, router } = await openRun(id);
    await userEvent.type(await within(dialog).findByLabelText(/Region/), 'eu-west');
    await userEvent.type(within(dialog).getByLabelText(/Token/), 's3cret');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dry run' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      params: { debug: false, dry_run: true, diff: false },
      environment: JSON.stringify({ region: 'eu-west' }),
      secret: JSON.stringify({ token: 's3cret' }),
    });
    const stored = demo.app.state.tasks.find((t) => t.template_id === id)!;
    await waitFor(() => expect(router.state.location.search).toBe(`?t=${stored.id}`));
    // The server read the flag from `params`: the task read back is a dry run.
    expect(await demo.client.project(1).tasks.get(stored.id)).toMatchObject({ dry_run: true });
  });

  it('shows a refused variable under its field and keeps what was typed', async () => {
    await restartDemo({ serverVersion: '2.20' });
    const id = await addTemplate(surveyed);
    const { dialog } = await openRun(id);
    await userEvent.type(await within(dialog).findByLabelText(/Region/), 'eu-west');
    await userEvent.type(within(dialog).getByLabelText(/Replicas/), '3');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'hotfix');
    // Someone removes `replicas` from the survey while the form is open.
    await setSurvey(id, [surveyed.survey_vars![0]!, surveyed.survey_vars![2]!]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    const replicas = within(dialog).getByLabelText(/Replicas/);
    await waitFor(() => expect(replicas).toHaveAccessibleDescription(/is not declared/));
    expect(
      within(dialog).getByText('variable replicas is not declared in the template survey'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('The server did not start the task. Please check the marked field.'),
    ).toBeVisible();
    expect(demo.app.state.tasks.some((t) => t.template_id === id)).toBe(false);
    expect(screen.getByRole('dialog', { name: 'New task' })).toBeVisible();
    expect(replicas).toHaveValue('3');
    expect(within(dialog).getByLabelText(/Region/)).toHaveValue('eu-west');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('hotfix');
  });
});
