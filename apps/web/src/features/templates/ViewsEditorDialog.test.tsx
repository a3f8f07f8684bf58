import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { renderApp } from '../../test/render';
import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { provideTemplatesApi } from './templatesApi';
import { aView, fakeTemplatesApi } from './testApi';
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

describe('view editor', () => {
  it('adds a view, needs its title, saves it and reorders from the keyboard', async () => {
    const api = fakeTemplatesApi({
      listViews: vi.fn(async () => [aView({ id: 4, title: 'Web', position: 0 })]),
    });
    provideTemplatesApi(api);
    await renderApp('/project/1/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit views' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit views' });
    await within(dialog).findByDisplayValue('Web');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add view' }));
    const title = within(dialog).getByLabelText('View title 2');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Save view' })[0]!);
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(api.createView).not.toHaveBeenCalled();
    await userEvent.type(title, 'Staging');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Save view' })[0]!);
    await waitFor(() =>
      expect(api.createView).toHaveBeenCalledWith(1, { title: 'Staging', position: 1 }),
    );
    // The saved view appears as a tab.
    const tabs = screen.getByRole('navigation', { name: 'Views', hidden: true });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: 'Staging', hidden: true })).toBeTruthy(),
    );
    const moveUp = within(dialog).getAllByRole('button', { name: 'Move view up' });
    await userEvent.click(moveUp[1]!);
    await waitFor(() => expect(api.setViewPositions).toHaveBeenCalledWith(1, { '77': 0, '4': 1 }));
    expect(await axeViolations(dialog)).toEqual([]);
  }, 60_000);

  it('renames and deletes a saved view', async () => {
    const api = fakeTemplatesApi({
      listViews: vi.fn(async () => [aView({ id: 4, title: 'Web' })]),
    });
    provideTemplatesApi(api);
    await renderApp('/project/1/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit views' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit views' });
    const title = await within(dialog).findByDisplayValue('Web');
    await userEvent.type(title, ' servers{Enter}');
    await waitFor(() =>
      expect(api.updateView).toHaveBeenCalledWith(1, {
        id: 4,
        project_id: 1,
        title: 'Web servers',
        position: 0,
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(api.deleteView).toHaveBeenCalledWith(1, 4));
  }, 30_000);
});
