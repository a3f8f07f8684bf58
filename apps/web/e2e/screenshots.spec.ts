import { mkdirSync } from 'node:fs';
import { test } from './fixtures';
import { signIn } from './helpers';

// Screenshots for a person to look at (light, dark, 375 px). Runs only with SHOTS_DIR set.
const dir = process.env.SHOTS_DIR;
const pages = [
  ['dashboard', '/project/1/history'],
  ['activity', '/project/1/activity'],
  ['settings', '/project/1/settings'],
  ['new', '/project/new'],
  ['restore', '/project/restore'],
  ['users', '/users'],
  ['team', '/project/1/team'],
  ['templates', '/project/1/templates'],
  ['active-tasks', '/tasks'],
  ['integrations', '/project/1/integrations'],
] as const;

test.skip(!dir, 'set SHOTS_DIR to take screenshots');

for (const [theme, width] of [
  ['light', 1280],
  ['dark', 1280],
  ['light', 375],
  ['dark', 375],
] as const) {
  test(`screenshots ${theme} ${width}`, async ({ page }) => {
    mkdirSync(dir ?? '.', { recursive: true });
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/auth/login');
    await page.screenshot({ path: `${dir}/signin-${theme}-${width}.png` });
    await signIn(page);
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/${name}-${theme}-${width}.png`, fullPage: true });
    }
    await page.goto('/project/1/history');
    if (width < 960) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.screenshot({ path: `${dir}/menu-${theme}-${width}.png` });
    await page.keyboard.press('Escape');
    if (width < 960) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Project:/ }).click();
    await page.screenshot({ path: `${dir}/projects-menu-${theme}-${width}.png` });
  });
}
