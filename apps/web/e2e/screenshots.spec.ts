import { test } from './fixtures';
import { LOOKS, lookAt, signIn } from './helpers';

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

for (const look of LOOKS) {
  const { theme, width } = look;
  test(`screenshots ${theme} ${width}`, async ({ page }) => {
    const shot = await lookAt(page, look, dir ?? '.');
    await page.goto('/auth/login');
    await shot('signin', { fullPage: false });
    await signIn(page);
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await shot(name);
    }
    await page.goto('/project/1/history');
    if (width < 960) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^User menu/ }).click();
    await shot('menu', { fullPage: false });
    await page.keyboard.press('Escape');
    if (width < 960) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Project:/ }).click();
    await shot('projects-menu', { fullPage: false });
  });
}
