import { screen, waitFor, within } from '@testing-library/react';
import { Menu, MenuItem } from '@semaphore-console/ui';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { feedState } from '../server/feed';
import { startDemo, type DemoHarness } from '../test/demo';
import { renderApp, renderAt } from '../test/render';
import { ResourceList } from './ResourceList';

let demo: DemoHarness;
afterEach(() => demo?.close());

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

describe('a resource list with a body of its own', () => {
  /** Renders a list of `rows` whose body is a plain table and whose New opens a menu. */
  async function renderList(rows: string[]) {
    const picked: string[] = [];
    await renderAt(
      <ResourceList
        title="Things"
        tableId="things"
        rows={rows}
        rowKey={(row) => row}
        loading={false}
        error={null}
        onRetry={() => undefined}
        canManage
        newLabel="New thing"
        onNew={() => undefined}
        renderNew={(button) => (
          <Menu trigger={button}>
            <MenuItem onSelect={() => picked.push('big')}>Big</MenuItem>
          </Menu>
        )}
        emptyTitle="No things yet"
        emptyDescription="Things are for tests."
        body={
          <table aria-label="Own table">
            <tbody>
              {rows.map((row) => (
                <tr key={row}>
                  <td>{row}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />,
    );
    return picked;
  }

  it('draws the body instead of the DataTable, with New as the trigger of its menu', async () => {
    const picked = await renderList(['one', 'two']);
    const table = await screen.findByRole('table', { name: 'Own table' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('table', { name: 'Things' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New thing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Big' }));
    expect(picked).toEqual(['big']);
  });

  it('shows the empty state with the wrapped New instead of the body when there are no rows', async () => {
    await renderList([]);
    expect(await screen.findByText('No things yet')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Own table' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New thing' }));
    expect(await screen.findByRole('menuitem', { name: 'Big' })).toBeVisible();
  });
});
