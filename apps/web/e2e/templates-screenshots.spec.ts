import { expect, test } from './fixtures';
import { LOOKS, lookAt, signIn, uniqueName } from './helpers';

// Screenshots of the template screens for a person to look at (light, dark, 375 px). Runs only
// with SHOTS_DIR set.
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take screenshots');

for (const look of LOOKS) {
  test(`template screens ${look.theme} ${look.width}`, async ({ page }) => {
    const shoot = await lookAt(page, look, dir ?? '.');
    const shot = (name: string) => shoot(`templates-${name}`);
    await signIn(page);
    const created = await page.request.post('/api/projects', {
      data: { name: uniqueName('Shots'), demo: true },
    });
    const { id } = (await created.json()) as { id: number };
    const templates = (await (await page.request.get(`/api/project/${id}/templates`)).json()) as {
      id: number;
      name: string;
    }[];
    const deploy = templates.find((t) => t.name === 'Deploy to Dev')!;
    const build = templates.find((t) => t.name === 'Build')!;
    await page.request.post(
      `${process.env.E2E_SERVER_URL}/api/demo/project/${id}/tasks/synthetic`,
      {
        data: { template_id: build.id, lines: 10 },
      },
    );

    await page.goto(`/project/${id}/templates`);
    await expect(page.getByRole('link', { name: 'Build', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Show last tasks of Build' }).click();
    await expect(page.getByRole('table', { name: 'Last tasks' })).toBeVisible();
    await shot('list');

    await page.getByRole('button', { name: 'Edit views' }).click();
    await page.getByRole('button', { name: 'Add view' }).click();
    await shot('views');
    await page.keyboard.press('Escape');

    await page.goto(`/project/${id}/templates/${build.id}`);
    await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
    await shot('detail');

    await page.goto(`/project/${id}/templates/${deploy.id}`);
    await page.getByRole('button', { name: 'Run' }).click();
    await page
      .getByRole('dialog', { name: 'New task' })
      .getByRole('button', { name: 'Run' })
      .click();
    await expect(page.getByText('Build version is required').first()).toBeVisible();
    await shot('run');
    await page.keyboard.press('Escape');

    await page.goto(`/project/${id}/templates/${deploy.id}/edit`);
    await expect(page.getByLabel(/^Name/)).toHaveValue('Deploy to Dev');
    await page.getByRole('button', { name: 'Add survey variable' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await shot('edit');
  });
}
