import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createDemoProject, signIn } from './helpers';

/**
 * What every list shares (spec resources §2 "Resource lists"): a name of 10,000 characters
 * without a space wraps instead of widening the page, so New and the row actions stay on screen
 * and the full name is the tooltip; the Actions header sits over its right-aligned buttons; the
 * template and integration detail pages keep the page width.
 */

const LONG = 'n'.repeat(10_000);

/** Whether the page scrolls sideways. */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** The element's right edge is within the window. */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'bounding box').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a 10,000-character name wraps: New, row actions and detail pages stay on screen', async ({
  page,
}) => {
  const project = await createDemoProject(page.request, 'Lists e2e');
  const p = `api/project/${project.projectId}`;
  const key = await page.request.post(`${p}/keys`, {
    data: { name: LONG, type: 'none', project_id: project.projectId },
  });
  expect(key.ok()).toBe(true);
  const templateId = await project.createTemplate({
    name: LONG,
    app: 'ansible',
    playbook: 'a.yml',
  });
  const integration = await page.request.post(`${p}/integrations`, {
    data: {
      name: LONG,
      template_id: templateId,
      auth_method: '',
      project_id: project.projectId,
    },
  });
  expect(integration.ok()).toBe(true);
  const integrationId = ((await integration.json()) as { id: number }).id;

  await page.goto(`project/${project.projectId}/keys`);
  const keys = page.getByRole('table', { name: 'Key store' });
  await expect(keys.getByTitle(LONG, { exact: true })).toBeVisible();
  await expectOnScreen(page, page.getByRole('button', { name: 'New key' }));
  await expectOnScreen(page, keys.getByRole('button', { name: `Edit key ${LONG}` }));
  expect(await pageOverflows(page)).toBe(false);
  // The Actions header over the buttons: aligned to the end like them.
  const actions = keys.getByRole('columnheader', { name: 'Actions' });
  expect(await actions.evaluate((th) => getComputedStyle(th).textAlign)).toMatch(/^(end|right)$/);

  await page.goto(`project/${project.projectId}/templates`);
  const templates = page.getByRole('table', { name: 'Task templates' });
  await expect(templates.getByTitle(LONG, { exact: true })).toBeVisible();
  await expectOnScreen(page, templates.getByRole('button', { name: `Edit ${LONG}` }));
  expect(await pageOverflows(page)).toBe(false);

  await page.goto(`project/${project.projectId}/templates/${templateId}`);
  await expect(page.getByRole('heading', { level: 1, name: LONG })).toBeVisible();
  expect(await pageOverflows(page)).toBe(false);

  await page.goto(`project/${project.projectId}/integration/${integrationId}`);
  await expect(page.getByRole('heading', { level: 1, name: LONG })).toBeVisible();
  expect(await pageOverflows(page)).toBe(false);
});

test('an empty template list says what templates are for, with New template', async ({ page }) => {
  const created = await page.request.post('api/projects', {
    data: { name: `Lists empty ${Date.now().toString(36)}`, demo: false },
  });
  const projectId = ((await created.json()) as { id: number }).id;
  await page.goto(`project/${projectId}/templates`);
  await expect(page.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
  // The list frame of every resource list: New in the empty state, not twice (spec resources §2).
  await expect(page.getByRole('button', { name: 'New template' })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Task templates' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New template' }).click();
  await expect(page.getByRole('menuitem', { name: 'Deploy' })).toBeVisible();
});
