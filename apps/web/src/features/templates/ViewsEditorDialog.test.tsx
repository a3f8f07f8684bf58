import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { startDemo, type DemoHarness } from '../../test/demo';

// Project 1 of the demo server in memory, with one view, `Web` (the seeded ones are removed).
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

/** Leaves project 1 with the one view `Web`; returns its id. */
async function onlyWebView(): Promise<number> {
  const views = demo.client.project(1).views;
  for (const view of await views.list()) await views.delete(view.id);
  const { id } = await views.create({ title: 'Web', position: 0 });
  demo.requests.length = 0;
  return id;
}
const sent = (method: string, path: string) =>
  demo.requests.filter((r) => r.method === method && r.path === path);
const viewsOf = () => demo.app.state.views.filter((v) => v.project_id === 1);

// Whole-app renders are slow on a shared 2-core machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

describe('view editor', () => {
  it('adds a view, needs its title, saves it and reorders from the keyboard', async () => {
    const web = await onlyWebView();
    await renderApp('/project/1/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit views' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit views' });
    await within(dialog).findByDisplayValue('Web');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add view' }));
    const title = within(dialog).getByLabelText('View title 2');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Save view' })[0]!);
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(sent('POST', '/api/project/1/views')).toHaveLength(0);
    await userEvent.type(title, 'Staging');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Save view' })[0]!);
    await waitFor(() =>
      expect(viewsOf().find((v) => v.title === 'Staging')).toMatchObject({ position: 1 }),
    );
    const staging = viewsOf().find((v) => v.title === 'Staging')!.id;
    // The saved view appears as a tab.
    const tabs = screen.getByRole('navigation', { name: 'Views', hidden: true });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: 'Staging', hidden: true })).toBeTruthy(),
    );
    const moveUp = within(dialog).getAllByRole('button', { name: 'Move view up' });
    await userEvent.click(moveUp[1]!);
    await waitFor(() =>
      expect(sent('POST', '/api/project/1/views/positions').map((r) => JSON.parse(r.body))).toEqual(
        [{ [staging]: 0, [web]: 1 }],
      ),
    );
    expect(
      viewsOf()
        .sort((a, b) => a.position - b.position)
        .map((v) => v.title),
    ).toEqual(['Staging', 'Web']);
    expect(await axeViolations(dialog)).toEqual([]);
  }, 60_000);

  it('renames and deletes a saved view', async () => {
    const web = await onlyWebView();
    await renderApp('/project/1/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit views' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit views' });
    const title = await within(dialog).findByDisplayValue('Web');
    await userEvent.type(title, ' servers{Enter}');
    await waitFor(() =>
      expect(sent('PUT', `/api/project/1/views/${web}`).map((r) => JSON.parse(r.body))).toEqual([
        { id: web, project_id: 1, title: 'Web servers', position: 0 },
      ]),
    );
    expect(viewsOf().find((v) => v.id === web)?.title).toBe('Web servers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(viewsOf()).toEqual([]));
  }, 30_000);
});
