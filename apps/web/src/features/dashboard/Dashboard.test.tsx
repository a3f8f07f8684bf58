import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setShellApi } from '../../api';
import { publishTaskEvent } from '../../feed';
import { preferences } from '../../preferences';
import { resetAllStores } from '../../stores/createAppStore';
import { fakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/render';
import type { TaskWithTpl } from '../../wire';
import { startDemo, type DemoHarness } from '../../test/demo';

// The live feed opens on the demo server in memory; the shell calls still go to the fake.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

const tasks = Array.from(
  { length: 23 },
  (_, i) =>
    ({
      id: 100 + i,
      template_id: 7,
      project_id: 1,
      status: i === 0 ? 'running' : 'success',
      created: new Date(Date.UTC(2026, 0, 1, 0, 23 - i)).toISOString(),
      start: new Date(Date.UTC(2026, 0, 1, 0, 23 - i)).toISOString(),
      end: i === 0 ? null : new Date(Date.UTC(2026, 0, 1, 0, 23 - i, 42)).toISOString(),
      version: i === 1 ? '1.2.3' : null,
      tpl_alias: 'Build web app',
      user_name: 'Ada Admin',
      user_id: 1,
      integration_id: null,
      message: '',
    }) as TaskWithTpl,
);

beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  preferences.getState().reset();
});

describe('dashboard', () => {
  it('shows task, version, status, user, start, duration; 20 per page; rows link to the template', async () => {
    setShellApi(fakeApi({ lastTasks: vi.fn(async () => tasks) }));
    await renderApp('/project/1/history');
    const table = await screen.findByRole('table', { name: 'Last tasks' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Task', 'Version', 'Status', 'User', 'Start', 'Duration']);
    const second = within(table).getAllByRole('row')[2];
    if (!second) throw new Error('no row');
    expect(within(second).getByRole('link', { name: 'Build web app' })).toHaveAttribute(
      'href',
      '/project/1/templates/7',
    );
    expect(second).toHaveTextContent('1.2.3');
    expect(second).toHaveTextContent('Ada Admin');
    expect(second).toHaveTextContent('42 sec');
    expect(screen.getByText('Rows 1–20 of 23')).toBeVisible();
  });

  it('updates a row live from the websocket feed', async () => {
    setShellApi(fakeApi({ lastTasks: vi.fn(async () => tasks.slice(0, 1)) }));
    await renderApp('/project/1/history');
    const table = await screen.findByRole('table', { name: 'Last tasks' });
    await within(table).findByText('Running');
    publishTaskEvent({
      type: 'update',
      task_id: 100,
      project_id: 1,
      template_id: 7,
      status: 'error',
      start: tasks[0]?.start ?? null,
      end: null,
      version: null,
    });
    expect(await within(table).findByText('Failed')).toBeVisible();
  });
});

describe('activity', () => {
  it('shows time, user, description', async () => {
    setShellApi(
      fakeApi({
        events: vi.fn(async () => [
          {
            created: '2026-01-01T10:00:00Z',
            username: 'admin',
            description: 'Template Build created',
            user_id: 1,
            project_id: 1,
            object_id: 3,
            object_type: 'template',
          },
        ]),
      }),
    );
    await renderApp('/project/1/activity');
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'User', 'Description']);
    expect(await within(table).findByText('Template Build created')).toBeVisible();
    expect(within(table).getByText('admin')).toBeVisible();
  });
});
