import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp } from '../../test/render';
import { PALETTE_GROUP_LIMIT } from './CommandPalette';

let demo: DemoHarness;
afterEach(() => demo.close());

/** Adds `count` templates named "Deploy service 00"… to project 1; their ids by name. */
async function manyTemplates(count: number): Promise<Map<string, number>> {
  const repository = demo.app.state.repositories.find((r) => r.project_id === 1)!;
  const ids = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const name = `Deploy service ${String(i).padStart(2, '0')}`;
    const created = await demo.client.project(1).templates.create({
      name,
      app: 'bash',
      playbook: 'deploy.sh',
      repository_id: repository.id,
    });
    ids.set(name, created.id);
  }
  return ids;
}

describe('command palette', () => {
  it('draws the best matches of a long list, selects the best one and opens it with Enter', async () => {
    demo = await startDemo({ run: false });
    const ids = await manyTemplates(PALETTE_GROUP_LIMIT + 10);
    const { router } = await renderApp('/project/1/history');
    await screen.findByRole('table', { name: 'Last tasks' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    const templates = await within(palette).findByRole('group', { name: 'Templates' });
    await within(templates).findByRole('option', { name: 'Deploy service 00' });
    // More templates than a group draws: the first ones by name, and a note to narrow.
    expect(within(templates).getAllByRole('option')).toHaveLength(PALETTE_GROUP_LIMIT);
    expect(within(palette).getByRole('status')).toHaveTextContent(
      'Showing the best matches only. Type more to narrow the results.',
    );

    await userEvent.type(within(palette).getByRole('combobox'), 'service 29');
    const wanted = await within(palette).findByRole('option', { name: 'Deploy service 29' });
    // The best row of the query is the selected one; the arrow keys move on from it.
    await waitFor(() => expect(wanted).toHaveAttribute('aria-selected', 'true'));
    expect(within(palette).queryByRole('status')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    const run = within(palette).getByRole('option', { name: 'Run Deploy service 29' });
    await waitFor(() => expect(run).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/project/1/templates/${ids.get('Deploy service 29')}`,
      ),
    );
  });
});
