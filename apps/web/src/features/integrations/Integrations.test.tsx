import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../server/client';
import { resetAllStores } from '../../stores/createAppStore';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp } from '../../test/render';

// Screen journeys with axe take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let demo: DemoHarness;
beforeEach(() => resetAllStores());
afterEach(() => {
  demo.close();
  vi.restoreAllMocks();
});

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

async function start(user = 'admin') {
  demo = await startDemo({ run: false, user });
  return demo.projectId('Acme Web Platform');
}

/** Picks `option` in the select labelled `label` inside `container`. */
async function choose(container: HTMLElement, label: string | RegExp, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('integration list (spec resources §2 "Integrations")', () => {
  it('links names and templates, shows an unknown auth method as is, and copies alias URLs', async () => {
    const pid = await start();
    const template = (await client().project(pid).templates.list())[0]!;
    await client().project(pid).integrations.create({
      name: 'From a newer server',
      template_id: template.id,
      auth_method: 'gitlab',
      auth_header: 'X-Gitlab-Token',
    });
    const { container } = await renderApp(`/project/${pid}/integrations`);
    const table = await screen.findByRole('table', { name: 'Integrations' }, { timeout: 5000 });
    const link = await within(table).findByRole('link', { name: 'GitHub push to main' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/integration\/\d+$/));
    expect(within(table).getAllByRole('link', { name: 'Build web app' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/templates\/\d+$/),
    );
    const row = within(table).getByText('From a newer server').closest('tr') as HTMLElement;
    expect(within(row).getByText('gitlab')).toBeInTheDocument();

    // The project-level alias, as the full address a sender calls (API §5.15).
    const aliases = await screen.findByRole('list', { name: 'Alias URLs' });
    const url = `${window.location.origin}/api/integrations/webplatformhooks1`;
    expect(within(aliases).getByText(url)).toBeInTheDocument();
    const writeText = vi.fn(async () => undefined);
    mockClipboard(writeText);
    await userEvent.click(within(aliases).getByRole('button', { name: `Copy ${url}` }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(
      await screen.findByText('The alias URL has been copied to the clipboard.'),
    ).toBeVisible();
    mockClipboard(async () => Promise.reject(new Error('not allowed')));
    await userEvent.click(within(aliases).getByRole('button', { name: `Copy ${url}` }));
    expect(await screen.findByText("Can't copy to clipboard: not allowed")).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Add alias' }));
    await waitFor(() => expect(within(aliases).getAllByRole('listitem')).toHaveLength(2));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers only login_password keys as the secret and the header only for token and hmac', async () => {
    const pid = await start();
    await renderApp(`/project/${pid}/integrations`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'New integration' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New integration' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Header')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Secret' })).not.toBeInTheDocument();

    await choose(dialog, 'Authentication', 'GitHub Webhooks');
    expect(within(dialog).queryByLabelText('Header')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Secret' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options.sort()).toEqual(['GitHub token', 'Sudo credentials', 'Vault password']);
    await userEvent.keyboard('{Escape}');

    await choose(dialog, 'Authentication', 'Token');
    await userEvent.type(within(dialog).getByLabelText('Header'), 'X-Token');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Deploy hook');
    await choose(dialog, 'Template', 'Build web app');
    await choose(dialog, 'Secret', 'GitHub token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const stored = demo.app.state.integrations.find((i) => i.name === 'Deploy hook');
    expect(stored).toMatchObject({ auth_method: 'token', auth_header: 'X-Token' });
    expect(stored?.auth_secret_id).toEqual(expect.any(Number));

    // Back to None: stored as '' with no header and no secret (spec resources §4).
    const table = screen.getByRole('table', { name: 'Integrations' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Edit integration Deploy hook' }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Edit integration' });
    await choose(edit, 'Authentication', 'None');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.app.state.integrations.find((i) => i.name === 'Deploy hook')).toMatchObject({
      auth_method: '',
      auth_header: '',
      auth_secret_id: null,
    });
  });

  it('disables edit actions without the update-project permission (spec resources §6)', async () => {
    const pid = await start('manager');
    await renderApp(`/project/${pid}/integrations`);
    const table = await screen.findByRole('table', { name: 'Integrations' }, { timeout: 5000 });
    expect(
      await within(table).findByRole('button', { name: 'Delete integration GitHub push to main' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New integration' })).toBeDisabled();
  });
});

describe('integration detail (spec resources §2 "Detail")', () => {
  async function openDetail() {
    const pid = await start();
    const integration = demo.app.state.integrations.find((i) => i.name === 'GitHub push to main')!;
    const view = await renderApp(`/project/${pid}/integration/${integration.id}`);
    await screen.findByRole('heading', { name: 'GitHub push to main' }, { timeout: 5000 });
    return { ...view, integration, pid };
  }

  it('shows the breadcrumb, aliases, all rows of both tables with the dash of every list, and saves the global alias at once', async () => {
    const { integration, container, pid } = await openDetail();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      `/project/${pid}/integrations`,
    );
    const values = screen.getByRole('table', { name: 'Extract values' });
    expect(within(values).getAllByRole('row')).toHaveLength(4);
    expect(within(values).getByText('commit_sha')).toBeInTheDocument();
    const matchers = screen.getByRole('table', { name: 'Matchers' });
    const header = within(matchers).getByText('Push events').closest('tr') as HTMLElement;
    expect(within(header).getByText('—')).toBeInTheDocument();
    expect(within(matchers).queryByText('N/A')).not.toBeInTheDocument();

    const global = screen.getByRole('checkbox', { name: /Global alias/ });
    expect(global).toBeChecked();
    await userEvent.click(global);
    await waitFor(() =>
      expect(demo.app.state.integrations.find((i) => i.id === integration.id)?.searchable).toBe(
        false,
      ),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds and deletes extract values and matchers with their messages and confirmations', async () => {
    const { integration } = await openDetail();
    await userEvent.click(screen.getByRole('button', { name: 'New extract value' }));
    let dialog = await screen.findByRole('dialog', { name: 'New extract value' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Value Source is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Variable is required')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Body data type/ })).toBeNull();
    await choose(dialog, /Value source/, 'Body');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Ref');
    await userEvent.type(within(dialog).getByLabelText('Key'), 'ref');
    await userEvent.type(within(dialog).getByLabelText(/^Variable/), 'git_ref');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Body Data Type is required')).toBeInTheDocument();
    await choose(dialog, /Body data type/, 'JSON');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.app.state.extractValues.find((v) => v.variable === 'git_ref')).toMatchObject({
      value_source: 'body',
      body_data_type: 'json',
      key: 'ref',
    });

    await userEvent.click(screen.getByRole('button', { name: 'New matcher' }));
    dialog = await screen.findByRole('dialog', { name: 'New matcher' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Match source is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Key is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Value is required')).toBeInTheDocument();
    await choose(dialog, /Match type/, 'Body');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Body Data Format is required')).toBeInTheDocument();
    await choose(dialog, /Match type/, 'Header');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Tag push');
    await userEvent.type(within(dialog).getByLabelText('Key'), 'X-Kind');
    await userEvent.type(within(dialog).getByLabelText(/^Value/), 'tag');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.app.state.matchers.find((m) => m.name === 'Tag push')).toMatchObject({
      match_type: 'header',
      key: 'X-Kind',
      value: 'tag',
      body_data_type: '',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete matcher Tag push' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete matcher' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this Integration Matcher?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(demo.app.state.matchers.some((m) => m.name === 'Tag push')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete extract value Ref' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete extract value' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this Integration ExtractValue?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(demo.app.state.extractValues.some((v) => v.name === 'Ref')).toBe(false),
    );
    expect(screen.queryByText('Ref')).not.toBeInTheDocument();
    expect(integration.id).toBeGreaterThan(0);
  });
});
