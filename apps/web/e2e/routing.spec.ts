import { credentials, expect, test } from './fixtures';
import { createDemoProject, signedInApi, signIn } from './helpers';

/**
 * Routing on a page load (spec core §2, §4): a deep link opened signed out is where the sign-in
 * comes back to, and no page load logs react-router's missing `HydrateFallback` warning.
 */

test('a deep link opened signed out is where the sign-in lands', async ({ page }) => {
  const api = await signedInApi();
  const project = await createDemoProject(api, 'Deep link');
  const templateId = await project.createTemplate({
    name: 'Deep link template',
    app: 'ansible',
    playbook: 'deep.yml',
  });
  await api.dispose();

  const deepLink = `/project/${project.projectId}/templates/${templateId}`;
  // The page's own data (its route's loader) waits for a session: none is asked for signed out.
  const pageData: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes(`/api${deepLink}`)) pageData.push(request.url());
  });
  await page.goto(deepLink);
  // The sign-in form the gate sent the person to, filled in as a person would.
  const { username, password } = credentials();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  expect(pageData).toEqual([]);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/project/${project.projectId}/templates/${templateId}$`),
  );
  await expect(page.getByText('Deep link template').first()).toBeVisible();
  expect(pageData.length).toBeGreaterThan(0);
});

test('no page load logs the missing HydrateFallback warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('HydrateFallback')) warnings.push(message.text());
  });
  // Signed out: the gate's redirect to the sign-in page.
  await page.goto('/project/1/history');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await signIn(page);
  // A full page load of a project page, signed in.
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/auth/login');
  expect(warnings).toEqual([]);
});
