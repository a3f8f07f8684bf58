import { expect, test } from './fixtures';
import {
  LOOKS,
  axeViolations,
  json,
  lookAt,
  signInByApi,
  uniqueName,
  sharedDemoProject,
} from './helpers';

/**
 * The template form on a 2.20 server (newer §N4, §N6): Ansible task prompts and two ordered
 * variable groups are set, saved, and still there after a reload; the markdown description shows
 * rendered with hostile input inert (the sanitizer stage runs in a real browser here).
 * Screenshots of the form go to `SHOTS_DIR` when it is set.
 */

test.skip(({ serverVersion }) => serverVersion !== '2.20', 'task prompts and groups are 2.20');

const spec = sharedDemoProject('Template newer');

test('Ansible prompts and two variable groups are saved and read back', async ({ page }) => {
  const p = `api/project/${spec.project.projectId}`;
  const groupName = uniqueName('Group');
  await spec.api.post(`${p}/environment`, {
    data: { name: groupName, project_id: spec.project.projectId, json: '{}', env: '{}' },
  });
  const templateId = await spec.project.createTemplate({
    name: uniqueName('Prompts'),
    app: 'ansible',
    playbook: 'site.yml',
  });
  const template = await json<Record<string, unknown>>(
    await spec.api.get(`${p}/templates/${templateId}`),
  );
  await spec.api.put(`${p}/templates/${templateId}`, {
    data: {
      ...template,
      description:
        '**Deploys** it. <img src=x onerror="window.hacked=1"> [x](javascript:window.hacked=2)',
    },
  });

  await signInByApi(page);
  await page.goto(`/project/${spec.project.projectId}/templates/${templateId}/edit`);
  const prompts = page.getByRole('group', { name: 'Task prompts' });
  await prompts.getByRole('checkbox', { name: 'Allow debug' }).click();
  await prompts.getByRole('checkbox', { name: 'Allow overriding tags' }).click();
  await prompts.getByLabel('Default tags').fill('deploy');
  await prompts.getByLabel('Default tags').press('Enter');
  const groups = page.getByRole('group', { name: 'Variable groups' });
  await groups.getByRole('combobox', { name: /Add a variable group/ }).click();
  await page.getByRole('option', { name: groupName }).click();
  await groups.getByRole('button', { name: `Move ${groupName} up` }).press('Enter');
  await expect(groups.getByRole('listitem').first()).toContainText(groupName);
  expect(await axeViolations(page)).toEqual([]);

  const shots = process.env.SHOTS_DIR;
  if (shots) {
    for (const look of LOOKS) {
      const shot = await lookAt(page, look, shots);
      await expect(prompts).toBeVisible();
      await shot('template-form-newer');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/templates/${templateId}$`));
  const description = page.getByTestId('markdown-description');
  await expect(description.locator('strong')).toHaveText('Deploys');
  await expect(description.locator('img, script, [onerror]')).toHaveCount(0);
  await expect(description.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  await page.goto(`/project/${spec.project.projectId}/templates/${templateId}/edit`);
  await page.reload();
  const again = page.getByRole('group', { name: 'Task prompts' });
  await expect(again.getByRole('checkbox', { name: 'Allow debug' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Allow overriding tags' })).toBeChecked();
  await expect(again.getByRole('list', { name: 'Default tags' })).toContainText('deploy');
  const order = page.getByRole('group', { name: 'Variable groups' }).getByRole('listitem');
  await expect(order).toHaveCount(2);
  await expect(order.first()).toContainText(groupName);
});
