import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client } from '../server/client';
import { startDemo, type DemoHarness } from '../test/demo';
import { renderAt } from '../test/render';
import { DeleteWithReferences } from './DeleteWithReferences';
import { useDeleteFlow } from './deleteFlow';

let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

describe('DeleteWithReferences', () => {
  it('lists the users of a repository, each linked to its screen, and deletes nothing', async () => {
    const pid = demo.projectId();
    const repo = demo.app.state.repositories.find(
      (r) => r.project_id === pid && demo.app.state.templates.some((t) => t.repository_id === r.id),
    );
    if (!repo) throw new Error('the seed has no used repository');
    const user = demo.app.state.templates.find((t) => t.repository_id === repo.id);
    await renderAt(<DeleteWithReferences />);
    const api = client().project(pid).repositories;
    await useDeleteFlow.getState().requestDelete({
      kind: 'repository',
      name: repo.name,
      projectId: pid,
      refs: () => api.refs(repo.id),
      remove: () => api.delete(repo.id),
    });
    const dialog = await screen.findByRole('dialog', { name: `Cannot delete ${repo.name}` });
    expect(within(dialog).getByText(`cannot delete ${repo.name}, used by`)).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Templates' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: user?.name })).toHaveAttribute(
      'href',
      `/project/${pid}/templates/${user?.id}`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(demo.app.state.repositories.some((r) => r.id === repo.id)).toBe(true);
  });

  it("shows the object's confirmation text and the server's refusal in a red alert", async () => {
    await renderAt(<DeleteWithReferences />);
    void useDeleteFlow.getState().requestDelete({
      kind: 'matcher',
      name: 'Main branch',
      remove: async () => {
        throw new Error('Matcher is in use');
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete matcher' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this Integration Matcher?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Matcher is in use');
    expect(screen.getByRole('dialog', { name: 'Delete matcher' })).toBeVisible();
  });
});
