import type { TaskWithTpl } from '@semaphore-console/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { formatDuration } from '../../lib/format';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';
import { sortNewestFirst } from './dashboardStore';

// The screens run against the demo server in memory (calls and live feed).
let demo: DemoHarness;
afterEach(() => demo.close());

/** Starts tasks until the project has at least `count` (the runner is off: they wait). */
async function fillTasks(pid: number, count: number): Promise<TaskWithTpl[]> {
  const tasks = client().project(pid).tasks;
  const template = demo.app.state.templates.find((t) => t.project_id === pid)!;
  while ((await tasks.last()).length < count) await tasks.create({ template_id: template.id });
  return sortNewestFirst(await tasks.last());
}

describe('dashboard', () => {
  it('shows task, version, status, user, start, duration; 20 per page; rows link to the template', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    const tasks = await fillTasks(pid, 21);
    await renderApp(`/project/${pid}/history`);
    const table = await screen.findByRole('table', { name: 'Last tasks' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Task', 'Version', 'Status', 'User', 'Start', 'Duration']);
    // A finished task with a version: the newest one.
    const at = tasks.findIndex((t) => t.end && t.version);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(20);
    const task = tasks[at]!;
    const row = within(table).getAllByRole('row')[at + 1]!;
    expect(within(row).getByRole('link', { name: task.tpl_alias })).toHaveAttribute(
      'href',
      `/project/${pid}/templates/${task.template_id}`,
    );
    expect(row).toHaveTextContent(task.version!);
    expect(row).toHaveTextContent(task.user_name!);
    expect(row).toHaveTextContent(formatDuration(task.start, task.end, 'en'));
    expect(screen.getByText(`Rows 1–20 of ${tasks.length}`)).toBeVisible();
  });

  it('updates a row live from the websocket feed', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    const [newest] = await fillTasks(pid, 1);
    const task = await client().project(pid).tasks.create({ template_id: newest!.template_id });
    await renderApp(`/project/${pid}/history`);
    const table = await screen.findByRole('table', { name: 'Last tasks' });
    const row = (await within(table).findByText(`#${task.id}`, { exact: false })).closest('tr')!;
    expect(row).toHaveTextContent('Waiting');
    // The runner takes the task: its `update` messages change the row (API §7.3).
    demo.app.start();
    await waitFor(() => expect(row).not.toHaveTextContent('Waiting'), { timeout: 10_000 });
  });
});

describe('activity', () => {
  it('shows time, user, description', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    const events = await client().project(pid).events.last();
    expect(events.length).toBeGreaterThan(0);
    // Task events are put in words (features/activity); other events read as the server wrote them.
    const plain = events.find((e) => e.object_type !== 'task' && e.description)!;
    demo.app.state.events.push({
      ...plain,
      integration_id: null,
      created: new Date(Date.now() + 60_000).toISOString(),
    });
    await renderApp(`/project/${pid}/activity`);
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'User', 'Description']);
    expect((await within(table).findAllByText(plain.description!)).length).toBeGreaterThan(0);
    // The user column names members by their display name, others by their login.
    const team = await client().project(pid).team.list();
    const author = team.find((m) => m.id === plain.user_id)?.name ?? plain.username!;
    expect(within(table).getAllByText(author).length).toBeGreaterThan(0);
  });
});
