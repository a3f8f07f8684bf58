import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { feedState } from '../server/feed';
import { startDemo, type DemoHarness } from '../test/demo';
import { renderApp } from '../test/render';

let demo: DemoHarness;
afterEach(() => demo.close());

/** GET requests of the key list the demo server received. */
const keyListReads = (projectId: number) =>
  demo.requests.filter((r) => r.method === 'GET' && r.path === `/api/project/${projectId}/keys`)
    .length;

describe('a resource screen across an outage (spec core §4)', { timeout: 30_000 }, () => {
  it('keeps what was typed, refuses a save while the server is gone, and reloads the list after', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    await renderApp(`/project/${pid}/keys`);
    await screen.findByRole('table', { name: 'Key store' });
    await waitFor(() => expect(feedState()).toBe('open'));

    await userEvent.click(screen.getByRole('button', { name: 'New key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New key' });
    const name = within(dialog).getByRole('textbox', { name: /Key name/ });
    await userEvent.type(name, 'Typed offline');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));

    // The server goes away: the banner says so; the dialog and what was typed stay.
    demo.serverDown();
    expect(await screen.findByText(/Reconnecting to the server/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // Spec core §8: the error message of the failed call, in the red alert above the form.
    expect(await within(dialog).findByText(/The server cannot be reached/)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'New key' })).toBe(dialog);
    expect(name).toHaveValue('Typed offline');

    // The server is back: the banner goes, the list is read again, the input is still there.
    const readsBefore = keyListReads(pid);
    demo.serverBack();
    await waitFor(() => expect(screen.queryByText(/Reconnecting to the server/)).toBeNull());
    await waitFor(() => expect(keyListReads(pid)).toBeGreaterThan(readsBefore));
    expect(name).toHaveValue('Typed offline');
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveTextContent('None');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New key' })).toBeNull());
    expect(demo.app.state.keys.some((k) => k.name === 'Typed offline')).toBe(true);
  });
});
