import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp } from '../../test/render';

let demo: DemoHarness;
async function start(user = 'admin') {
  demo = await startDemo({ run: false, user });
}
afterEach(() => demo.close());

describe('key store screen (spec resources §2)', { timeout: 30_000 }, () => {
  it('lists keys and creates an SSH key; a missing private key is refused with the rule text', async () => {
    await start();
    const pid = demo.projectId();
    const { container } = await renderApp(`/project/${pid}/keys`);
    const table = await screen.findByRole('table', { name: 'Key store' });
    const seeded = demo.app.state.keys.find(
      (k) => k.project_id === pid && k.environment_id === null,
    );
    expect((await within(table).findAllByText(seeded!.name)).length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'New key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New key' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Key name/ }), 'Deploy key');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'SSH key' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Private key is required')).toBeVisible();
    expect(demo.app.state.keys.some((k) => k.name === 'Deploy key')).toBe(false);
    expect(within(dialog).getByRole('textbox', { name: /Key name/ })).toHaveValue('Deploy key');
  });

  it('locks the secret of an existing key until Override secret is checked', async () => {
    await start();
    const pid = demo.projectId();
    const key = demo.app.state.keys.find(
      (k) => k.project_id === pid && k.environment_id === null && k.type === 'login_password',
    );
    if (!key) throw new Error('no login_password key seeded');
    await renderApp(`/project/${pid}/keys`);
    await userEvent.click(await screen.findByRole('button', { name: `Edit key ${key.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit key' });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toBeDisabled();
    expect(password).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Override secret/ }));
    expect(password).toBeEnabled();
    await userEvent.type(password, 'n3w');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(demo.app.state.keys.find((k) => k.id === key.id)?.login_password.password).toBe('n3w');
  });

  it('shows a guest no New button and no row actions', async () => {
    await start('guest');
    const pid = demo.projectId();
    await renderApp(`/project/${pid}/keys`);
    const table = await screen.findByRole('table', { name: 'Key store' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: 'New key' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Edit key|Delete key/ })).toBeNull();
  });
});
