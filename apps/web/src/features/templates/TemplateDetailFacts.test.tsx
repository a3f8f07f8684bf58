import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

// The template screens against the demo server in memory; each test signs in as the seeded member
// of the role it needs (spec core §6).
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

vi.setConfig({ testTimeout: 30_000 });

/** The seeded member of each role in every project. */
const MEMBERS = { owner: 'owner', task_runner: 'runner', guest: 'guest' } as const;

/** Signs in as the seeded non-admin member with `role`; `permissions` are that role's bits. */
async function asRole(role: keyof typeof MEMBERS, permissions: number) {
  await demo.signIn(MEMBERS[role]);
  expect((await demo.client.project(1).role()).permissions).toBe(permissions);
}

/** A seeded template of project 1 with an inventory, an environment, a view and a survey. */
function richTemplate() {
  const tpl = demo.app.state.templates.find(
    (x) =>
      x.project_id === 1 &&
      x.inventory_id !== null &&
      x.environment_id !== null &&
      x.view_id !== null &&
      (x.survey_vars?.length ?? 0) > 0,
  );
  if (!tpl) throw new Error('the seed has no template with a survey, inventory and view');
  return tpl;
}

describe('access notice (spec core §6)', () => {
  it.each([
    ['task_runner', 1, 'You can run any tasks'],
    ['guest', 0, 'You have read-only access'],
  ] as const)(
    'a %s (permissions %i) sees “%s” in the template list and detail',
    async (role, bits, text) => {
      await asRole(role, bits);
      const tpl = richTemplate();
      const { router } = await renderApp('/project/1/templates');
      expect(await screen.findByText(text)).toBeVisible();
      await router.navigate(`/project/1/templates/${tpl.id}`);
      expect(await screen.findByRole('heading', { name: tpl.name })).toBeVisible();
      expect(await screen.findByText(text)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Run' }) !== null).toBe(bits === 1);
    },
  );

  it('a member who manages templates sees no notice, the actions instead', async () => {
    await asRole('owner', 15);
    await renderApp('/project/1/templates');
    expect(await screen.findByRole('button', { name: 'New template' })).toBeVisible();
    expect(screen.queryByText('You can run any tasks')).toBeNull();
    expect(screen.queryByText('You have read-only access')).toBeNull();
  });
});

describe('template detail: what an operator checks before running', () => {
  it('shows inventory, repository and branch, environment, view, survey and last run; Delete sits in More', async () => {
    await asRole('owner', 15);
    const tpl = richTemplate();
    const state = demo.app.state;
    const inventory = state.inventories.find((x) => x.id === tpl.inventory_id)!;
    const repository = state.repositories.find((x) => x.id === tpl.repository_id)!;
    const environment = state.environments.find((x) => x.id === tpl.environment_id)!;
    const view = state.views.find((x) => x.id === tpl.view_id)!;
    const last = (await demo.client.project(1).templates.lastTasks(tpl.id, 1))[0];
    const { container } = await renderApp(`/project/1/templates/${tpl.id}`);
    expect(await screen.findByRole('heading', { name: tpl.name })).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Before running' }) as HTMLElement;
    const fact = (term: string) =>
      within(facts).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    await waitFor(() => expect(fact('Inventory')).toHaveTextContent(inventory.name));
    expect(fact('Repository')).toHaveTextContent(repository.name);
    expect(fact('Repository')).toHaveTextContent(
      `branch ${tpl.git_branch || repository.git_branch}`,
    );
    expect(fact('Environment')).toHaveTextContent(environment.name);
    expect(fact('View')).toHaveTextContent(view.title);
    for (const sv of tpl.survey_vars ?? []) {
      expect(fact('Survey variables')).toHaveTextContent(sv.title || sv.name);
    }
    if (last) {
      await waitFor(() => expect(fact('Last run')).toHaveTextContent(`#${last.id}`));
    } else {
      await waitFor(() => expect(fact('Last run')).toHaveTextContent('Never run'));
    }

    // Delete is no full red button beside Run: it is an entry of the More menu.
    expect(screen.getByRole('button', { name: 'Run' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('one name for the re-run action (spec core §2 "re-run button")', () => {
  it('a finished task of a default template offers Re-run, as the task log does', async () => {
    asRole('owner', 15);
    const state = demo.app.state;
    const tpl = state.templates.find(
      (x) =>
        x.project_id === 1 &&
        x.type === '' &&
        state.tasks.some((task) => task.template_id === x.id && task.status === 'success'),
    );
    if (!tpl) throw new Error('the seed has no default template with a finished task');
    await renderApp(`/project/1/templates/${tpl.id}`);
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(
      (await within(table).findAllByRole('button', { name: 'Re-run' })).length,
    ).toBeGreaterThan(0);
    expect(within(table).queryByRole('button', { name: 'Rerun' })).toBeNull();
  });
});
