import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../server/client';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

let demo: DemoHarness;
afterEach(() => demo.close());

// Whole-app renders are slow on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const ansibleTemplate = () =>
  demo.app.state.templates.find((t) => t.project_id === 1 && (t.app || 'ansible') === 'ansible')!;
const environments = () => demo.app.state.environments.filter((e) => e.project_id === 1);

describe('template form, newer servers (newer §N1, §N4, §N6)', () => {
  it('edits task prompts and the order of the variable groups on 2.20, and saves them', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20' });
    const template = ansibleTemplate();
    const { container } = await renderApp(`/project/1/templates/${template.id}/edit`);
    const prompts = await screen.findByRole('group', { name: 'Task prompts' });
    await userEvent.click(within(prompts).getByRole('checkbox', { name: 'Allow debug' }));
    await userEvent.click(
      within(prompts).getByRole('checkbox', { name: 'Allow overriding the limit' }),
    );
    const limit = within(prompts).getByLabelText('Default limit');
    await userEvent.type(limit, 'web1{Enter}web2,');
    expect(within(prompts).getByRole('list', { name: 'Default limit' })).toHaveTextContent(
      /web1.*web2/,
    );
    await userEvent.click(within(prompts).getByRole('checkbox', { name: 'Allow parallel tasks' }));

    const groups = screen.getByRole('group', { name: 'Variable groups' });
    const listed = within(groups).queryAllByRole('listitem').length;
    await userEvent.click(within(groups).getByRole('combobox', { name: /Add a variable group/ }));
    const other = environments().find((e) => e.id !== template.environment_id)!;
    await userEvent.click(await screen.findByRole('option', { name: other.name }));
    await waitFor(() => expect(within(groups).getAllByRole('listitem')).toHaveLength(listed + 1));
    // Keyboard: the last group moves up with its button, and the focus follows it.
    const up = within(groups).getByRole('button', { name: `Move ${other.name} up` });
    if (listed > 0) {
      up.focus();
      await userEvent.keyboard('{Enter}');
      expect(within(groups).getAllByRole('listitem')[0]).toHaveTextContent(other.name);
    }
    expect(screen.queryByRole('combobox', { name: /^Environment/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const saved = await client().project(1).templates.get(template.id);
      expect(saved.task_params).toMatchObject({
        allow_debug: true,
        allow_override_limit: true,
        limit: ['web1', 'web2'],
      });
      expect(saved.allow_parallel_tasks).toBe(true);
      expect(saved.environment_ids?.[0]).toBe(other.id);
    });
  });

  it('offers the newer survey types with a default and the env target on 2.20', async () => {
    demo = await startDemo({ run: false, serverVersion: '2.20' });
    await renderApp(`/project/1/templates/${ansibleTemplate().id}/edit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add survey variable' }));
    const groups = screen.getAllByRole('group', { name: /^Survey variable \d+$/ });
    const survey = groups[groups.length - 1]!;
    await userEvent.click(within(survey).getByRole('combobox', { name: 'Variable type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Text (several lines)' }));
    expect(within(survey).getByLabelText('Default value').tagName).toBe('TEXTAREA');
    expect(
      within(survey).getByRole('checkbox', { name: 'Pass as an environment variable' }),
    ).toBeVisible();
  });

  it('shows none of the newer controls on 2.10', async () => {
    demo = await startDemo({ run: false });
    const { container } = await renderApp(`/project/1/templates/${ansibleTemplate().id}/edit`);
    await screen.findByRole('combobox', { name: /^Environment/ });
    expect(screen.queryByRole('group', { name: 'Task prompts' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Variable groups' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Allow parallel tasks' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add survey variable' }));
    const groups = screen.getAllByRole('group', { name: /^Survey variable \d+$/ });
    const survey = groups[groups.length - 1]!;
    expect(within(survey).queryByLabelText('Default value')).toBeNull();
    expect(
      within(survey).queryByRole('checkbox', { name: 'Pass as an environment variable' }),
    ).toBeNull();
    await userEvent.click(within(survey).getByRole('combobox', { name: 'Variable type' }));
    expect(await screen.findByRole('option', { name: 'Enum' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Text (several lines)' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(await axeViolations(container)).toEqual([]);
  });
});
