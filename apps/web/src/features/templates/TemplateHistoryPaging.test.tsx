import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

let demo: DemoHarness;
afterEach(() => demo.close());

/** A template of the project with `count` tasks (the runner is off: they wait). */
async function templateWithTasks(count: number): Promise<number> {
  const pid = demo.projectId();
  const template = demo.app.state.templates.find((t) => t.project_id === pid && t.type === '')!;
  const have = () => demo.app.state.tasks.filter((t) => t.template_id === template.id).length;
  while (have() < count) await client().project(pid).tasks.create({ template_id: template.id });
  return template.id;
}

describe('template page: history paging and Stop all (newer §N4, §N5)', () => {
  it('pages the tasks and stops them all (with force) on a 2.20 server', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20' });
    const pid = demo.projectId();
    const templateId = await templateWithTasks(60);
    await renderApp(`/project/${pid}/templates/${templateId}`);
    expect(await screen.findByText('50 tasks loaded')).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(screen.getByText(/^all \d+ tasks loaded$/)).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Stop all' }));
    const ask = await screen.findByRole('dialog', { name: /^Stop all running tasks of/ });
    expect(await axeViolations(ask)).toEqual([]);
    await user.click(within(ask).getByRole('checkbox', { name: 'Force: stop them at once' }));
    await user.click(within(ask).getByRole('button', { name: 'Stop all tasks' }));
    const path = `/api/project/${pid}/templates/${templateId}/stop_all_tasks`;
    await waitFor(() =>
      expect(demo.requests.filter((r) => r.path === path).map((r) => r.body)).toEqual([
        '{"force":true}',
      ]),
    );
  });

  it('shows neither on a 2.10 server', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    const templateId = await templateWithTasks(3);
    await renderApp(`/project/${pid}/templates/${templateId}`);
    await screen.findByRole('button', { name: 'Run' });
    await screen.findAllByText(/^#?\d+$/);
    expect(screen.queryByRole('button', { name: 'Stop all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
    expect(screen.queryByText(/tasks loaded/)).toBeNull();
  });
});
