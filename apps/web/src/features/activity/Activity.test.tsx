import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp } from '../../test/render';

let demo: DemoHarness | undefined;
afterEach(() => demo?.close());

describe('Activity (spec core §2)', { timeout: 60_000 }, () => {
  it('shows task events translated with a link to the task, and members by their names', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    const state = demo.app.state;
    const template = state.templates.find((t) => t.project_id === pid)!;
    const task = await client().project(pid).tasks.create({ template_id: template.id });
    const member = state.users.find((u) =>
      state.members.some((m) => m.project_id === pid && m.user_id === u.id),
    )!;
    // A user outside the team (the signed-in admin, who created the task) keeps the login.
    const outsider = state.users.find(
      (u) => !u.admin && !state.members.some((m) => m.project_id === pid && m.user_id === u.id),
    )!;
    state.events.push(
      {
        user_id: outsider.id,
        project_id: pid,
        integration_id: null,
        object_id: task.id,
        object_type: 'task',
        description: `Task ID ${task.id} (${template.name}) finished - ERROR`,
        created: new Date(Date.now() + 60_000).toISOString(),
      },
      {
        user_id: member.id,
        project_id: pid,
        integration_id: null,
        object_id: null,
        object_type: 'inventory',
        description: 'Inventory prod created',
        created: new Date(Date.now() + 120_000).toISOString(),
      },
    );

    const { container } = await renderApp(`/project/${pid}/activity`);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const rows = (await within(table).findAllByRole('row')).slice(1);

    expect(rows[0]).toHaveTextContent('Inventory prod created');
    expect(within(rows[0]!).getByText(member.name)).toBeVisible();
    expect(within(rows[0]!).queryByText(member.username)).toBeNull();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();

    expect(rows[1]).toHaveTextContent(`Task #${task.id} (${template.name}) finished: Failed`);
    expect(rows[1]).not.toHaveTextContent('ERROR');
    expect(within(rows[1]!).getByText(outsider.username)).toBeVisible();

    expect(rows[2]).toHaveTextContent(`Task #${task.id} queued`);
    expect(rows[2]).not.toHaveTextContent('Task ID');
    expect(within(rows[2]!).getByText('admin')).toBeVisible();
    expect(within(rows[2]!).getByRole('link', { name: `Task #${task.id}` })).toHaveAttribute(
      'href',
      `/project/${pid}/activity?t=${task.id}`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
