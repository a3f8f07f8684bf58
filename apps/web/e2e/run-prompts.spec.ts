import { expect, test } from './fixtures';
import {
  LOOKS,
  axeViolations,
  createDemoProject,
  json,
  lookAt,
  signIn,
  signedInApi,
} from './helpers';

/**
 * The run form's prompts (newer §N4) and several inventories per template (newer §N6) against
 * the demo server as 2.20 (2.10 has neither): a run with a limit and two tags reaches the task's
 * recorded `params`; a second inventory attached on the template page is picked in the run form
 * and is the task's `inventory_id`. Screenshots of the run form go to `SHOTS_DIR` when it is set.
 */

test.skip(({ serverVersion }) => serverVersion !== '2.20', 'task_params exist on 2.12+');

interface Inventory {
  id: number;
  name: string;
  type: string;
  template_id?: number | null;
}
interface Task {
  id: number;
  inventory_id?: number | null;
  params?: { limit?: string[]; tags?: string[] };
}

test('runs with a limit, two tags and a second attached inventory', async ({ page }) => {
  const api = await signedInApi();
  const demo = await createDemoProject(api, 'Run prompts e2e');
  const p = `api/project/${demo.projectId}`;
  const fields = {
    name: 'Prompted site',
    app: 'ansible',
    playbook: 'site.yml',
    task_params: {
      allow_override_limit: true,
      allow_override_tags: true,
      allow_override_inventory: true,
    },
  };
  const templateId = await demo.createTemplate(fields);
  const template = await json<{ inventory_id?: number }>(
    await api.get(`${p}/templates/${templateId}`),
  );
  const inventories = await json<Inventory[]>(await api.get(`${p}/inventory`));
  const second = inventories.find(
    (i) => i.id !== template.inventory_id && !i.template_id && !i.type.endsWith('workspace'),
  )!;

  await signIn(page);
  await page.goto(`/project/${demo.projectId}/templates/${templateId}`);
  await page.getByRole('button', { name: 'Run', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('textbox', { name: 'Limit' }).fill('web');
  await dialog.getByRole('textbox', { name: 'Limit' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('deploy,config');
  await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await expect(dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(2);

  const shots = process.env.SHOTS_DIR;
  if (shots) {
    for (const look of LOOKS) {
      const shot = await lookAt(page, look, shots);
      await expect(dialog).toBeVisible();
      await shot('run-prompts', { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
  }
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(dialog).toBeHidden();
  const first = (await json<Task[]>(await api.get(`${p}/templates/${templateId}/tasks`)))[0]!;
  const recorded = await json<Task>(await api.get(`${p}/tasks/${first.id}`));
  expect(recorded.params?.limit).toEqual(['web']);
  expect(recorded.params?.tags).toEqual(['deploy', 'config']);
  await page.keyboard.press('Escape');

  // Attach the second inventory on the template page, then run with it.
  await page.goto(`/project/${demo.projectId}/templates/${templateId}`);
  const section = page.getByRole('region', { name: 'Inventories' });
  await section.getByRole('combobox', { name: 'Inventory to attach' }).click();
  await page.getByRole('option', { name: second.name, exact: true }).click();
  await section.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(section.getByRole('button', { name: `Detach ${second.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Run', exact: true }).first().click();
  await dialog.getByRole('combobox', { name: 'Inventory' }).click();
  await page.getByRole('option', { name: second.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const tasks = await json<Task[]>(await api.get(`${p}/templates/${templateId}/tasks`));
      return tasks.length === 2 ? tasks[0]!.inventory_id : null;
    })
    .toBe(second.id);
});
