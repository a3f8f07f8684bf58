import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp } from '../../test/render';
import { PROJECT_WINDOW_FROM } from './projectWindow';

// Against the demo server in memory: projects 1 "Acme Web Platform" and 2 "Infrastructure".
let demo: DemoHarness;
afterEach(() => demo.close());
vi.setConfig({ testTimeout: 60_000 });

describe('project selector of a large installation', () => {
  it('draws a window of a long list; the keys reach every project and the actions', async () => {
    demo = await startDemo({ run: false });
    const count = PROJECT_WINDOW_FROM + 10;
    for (let i = 0; i < count; i++) {
      await demo.client.projects.create({ name: `Zz project ${String(i).padStart(2, '0')}` });
    }
    // Every project and the two actions.
    const total = demo.app.state.projects.length + 2;
    const seeded = demo.app.state.projects.length - count;
    const last = `Zz project ${count - 1}`;
    const { router } = await renderApp('/project/1/history');
    const selector = await screen.findByRole('button', { name: /^Project: Acme Web Platform/ });
    await userEvent.click(selector);
    const first = await screen.findByRole('menuitem', { name: /^Acme Web Platform/ });
    const menu = screen.getByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(first).toHaveFocus());
    // Not every project is drawn; the drawn ones show the user's role, read for them only.
    const drawn = within(menu).getAllByRole('menuitem').length;
    expect(drawn).toBeLessThan(total);
    await waitFor(() => expect(first).toHaveTextContent('Administrator'));
    const roleReads = demo.requests.filter((r) => /^\/api\/project\/\d+\/role$/.test(r.path));
    expect(roleReads.length).toBeLessThan(total);

    // ArrowDown goes on past the drawn rows, one project at a time (the list is by name).
    for (let i = 0; i < drawn; i++) await userEvent.keyboard('{ArrowDown}');
    // `drawn` counts the two actions: the focus is two projects past the last drawn one.
    const reached = `Zz project ${String(drawn - seeded).padStart(2, '0')}`;
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: new RegExp(`^${reached}`) })).toHaveFocus(),
    );
    // Home back to the first project; End to the last action; ArrowUp from the first action to
    // the last project, which Enter opens.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Restore project' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'New project' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}');
    const lastItem = await within(menu).findByRole('menuitem', { name: new RegExp(`^${last}`) });
    await waitFor(() => expect(lastItem).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const id = demo.app.state.projects.find((p) => p.name === last)!.id;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project/${id}/history`));
  });
});
