import { expect, test } from './fixtures';
import { signIn, uniqueName } from './helpers';

/**
 * The console's Content-Security-Policy (apps/console-server/src/headers.ts) lets every screen
 * work: no `securitypolicyviolation` on the sign-in page, on each project and site screen, and
 * with a menu and a dialog open (Radix injects a `<style>` element then).
 */

const projectScreens = [
  'history',
  'activity',
  'templates',
  'schedule',
  'inventory',
  'environment',
  'keys',
  'repositories',
  'integrations',
  'team',
  'settings',
];
const siteScreens = ['project/new', 'project/restore', 'users', 'tasks', 'runners', 'apps'];

test('no screen of the console violates its Content-Security-Policy', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('auth/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await signIn(page);

  const created = await page.request.post('api/projects', {
    data: { name: uniqueName('CSP e2e'), demo: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const visited: string[] = [];
  for (const path of [...projectScreens.map((s) => `project/${id}/${s}`), ...siteScreens]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading').first()).toBeVisible();
    visited.push(path);
  }

  // A menu and a dialog: Radix locks the page scroll with an injected <style> element.
  await page.goto(`project/${id}/templates`);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  const templates = (await (await page.request.get(`api/project/${id}/templates`)).json()) as {
    id: number;
  }[];
  await page.goto(`project/${id}/templates/${templates[0]!.id}`);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('dialog', { name: 'New task' })).toBeVisible();

  expect(visited).toHaveLength(projectScreens.length + siteScreens.length);
  expect(cspViolations).toEqual([]);
});
