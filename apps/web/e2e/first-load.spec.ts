import { expect, test } from './fixtures';
import { createDemoProject, signedInApi, signInByApi } from './helpers';

/**
 * The code of a first page (spec core §2 deep links; STYLE.md "the first page's code arrives in
 * a handful of preloaded files, not an import chain"): a cold load of the project page fetches
 * its JavaScript in a few merged chunks (vite.config.ts `pageChunks`), not one file per module.
 */

test('a cold project page fetches its code in a handful of files', async ({ page }) => {
  const api = await signedInApi();
  const project = await createDemoProject(api, 'First load');
  await api.dispose();
  await signInByApi(page);

  await page.goto(`project/${project.projectId}/history`);
  await expect(page.getByText('No tasks yet. Run a task template to see it here.')).toBeVisible();
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  // Entry, runtime, start-up, forms, router and shell, drawer, dashboard, catalog, the early
  // start (boot.ts), their re-export facades; about 80 files when every module was its own chunk.
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(20);
});
