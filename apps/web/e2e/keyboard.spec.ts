import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { credentials, expect, test } from './fixtures';
import { axeViolations, createDemoProject, json, signedInApi, signInByApi } from './helpers';

/**
 * The console with the keyboard alone: sign in, switch project, run a template, search its log,
 * close it, open a schedule editor; after each step the test asserts where focus landed. Also the
 * project and user menus: axe-clean while open, and the highlighted item visibly marked in light
 * and dark mode.
 */

/** Whether `target` exists and has focus (without waiting for it to appear). */
async function hasFocus(target: Locator): Promise<boolean> {
  return (
    (await target.count()) === 1 &&
    (await target.evaluate((element) => element === document.activeElement))
  );
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a person would, and fails after `max`
 * presses. Returns the number of presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 30 } = {}) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return presses;
  }
  throw new Error(`focus did not reach ${target.toString()} within ${max} presses`);
}

/** Contrast ratio (WCAG 2.x) of two CSS `rgb()`/`rgba()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The focused menu item's marker: its outline colour against the menu's background. */
async function highlightContrast(item: Locator): Promise<number> {
  const { outline, outlineStyle, surface } = await item.evaluate((element) => {
    const menu = element.closest('[role="menu"], [role="listbox"]') as HTMLElement;
    const style = getComputedStyle(element);
    return {
      outline: style.outlineColor,
      outlineStyle: style.outlineStyle,
      surface: getComputedStyle(menu).backgroundColor,
    };
  });
  return outlineStyle === 'none' ? 1 : contrast(outline, surface);
}

let projectName: string;

test.beforeAll(async () => {
  const api = await signedInApi();
  const { projectId } = await createDemoProject(api, 'Keyboard');
  projectName = (await json<{ name: string }>(await api.get(`api/project/${projectId}`))).name;
  await api.dispose();
});

test('the main journey with the keyboard alone, focus landing where the next step starts', async ({
  page,
}) => {
  // Sign in: the username is the first stop, Enter submits.
  await page.goto('/auth/login');
  const username = page.getByRole('textbox', { name: 'Username' });
  await tabTo(page, username);
  const { username: user, password } = credentials();
  await page.keyboard.type(user);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/project\/\d+\/history/);
  // After sign-in, focus is on the page's heading, not on <body>.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The skip link is the first stop of the page and leads to the main content.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Switch project from the selector at the top of the drawer.
  // The drawer comes before the main content: Shift+Tab from it (the richest project's dashboard
  // has more stops after it than a person would Tab through).
  const selector = page.getByRole('button', { name: /^Project:/ });
  await tabTo(page, selector, { back: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const target = menu.getByRole('menuitem', { name: new RegExp(`^${projectName}`) });
  for (let i = 0; i < 20 && !(await hasFocus(target)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  // While the menu is open, the page stays in the accessibility tree: no focusable element
  // under aria-hidden, and the page's h1 is still there.
  expect(await axeViolations(page)).toEqual([]);
  expect(await highlightContrast(target)).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Project: ${projectName}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeFocused();

  // Run a template: `g t` opens the templates; the Run dialog starts on its first field.
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page.getByRole('heading', { level: 1, name: 'Task templates' })).toBeFocused();
  const run = page.getByRole('button', { name: 'Run Ping Site' });
  await tabTo(page, run, { max: 60 });
  await page.keyboard.press('Enter');
  const runDialog = page.getByRole('dialog', { name: 'New task' });
  // Not Cancel: Enter right away runs the task.
  await expect(runDialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('keyboard run');
  await page.keyboard.press('Enter');

  // The task log opens on its search; wait for the run to finish, as a person would.
  const logDialog = page.getByRole('dialog', { name: /Task #\d+/ });
  const search = logDialog.getByRole('searchbox', { name: 'Search the log' });
  await expect(search).toBeFocused();
  await expect(logDialog.getByRole('button', { name: 'Re-run' })).toBeVisible({ timeout: 30_000 });

  // Search the log, then Tab from the search to the log's one stop: the match's line.
  await page.keyboard.type('Gathering Facts');
  await expect(logDialog.getByText(/^1 of 1$/)).toBeVisible();
  const log = logDialog.getByRole('log', { name: 'Log output' });
  const focusedLine = log.locator('[data-line-link]:focus');
  // Past the toolbar and the run summary's filters.
  await tabTo(page, focusedLine, { max: 40 });
  const matchLine = Number(await focusedLine.getAttribute('data-line-link')) + 1;
  await expect(log.getByRole('link', { name: `Line ${matchLine}`, exact: true })).toBeFocused();
  await expect(log.locator('[data-active]')).toContainText('Gathering Facts');
  await page.keyboard.press('ArrowDown');
  await expect(log.getByRole('link', { name: `Line ${matchLine + 1}`, exact: true })).toBeFocused();
  // Screenshots of the log with its active line (SHOTS_DIR, default /tmp/shots).
  const shots = process.env.SHOTS_DIR ?? '/tmp/shots';
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 720 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${shots}/task-log-active-line-${width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(log.getByRole('link', { name: `Line ${matchLine + 1}`, exact: true })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(log.getByRole('link', { name: 'Line 1', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(log.locator('[data-line-link]:focus')).toHaveAttribute('aria-describedby', /.+/);
  // One more Tab leaves the log (no other line is a stop).
  await page.keyboard.press('Tab');
  await expect(log.locator(':focus')).toHaveCount(0);

  // Close: focus returns to the Run button the journey started from.
  await page.keyboard.press('Escape');
  await expect(logDialog).toBeHidden();
  await expect(run).toBeFocused();

  // Open a schedule editor: `g s`, then New schedule; Escape gives focus back to it.
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeFocused();
  const newSchedule = page.getByRole('button', { name: 'New schedule' }).first();
  await tabTo(page, newSchedule);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog');
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(newSchedule).toBeFocused();
});

test('the user menu and a select in dark mode: axe-clean, the highlighted item marked', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInByApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const account = page.getByRole('button', { name: /^User menu:/ });
  await tabTo(page, account, { back: true });
  await page.keyboard.press('Enter');
  const first = page.getByRole('menu').getByRole('menuitem').first();
  await expect(first).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(await highlightContrast(first)).toBeGreaterThanOrEqual(3);

  // Edit account, then Escape: focus returns to the menu's button, not to <body>.
  const edit = page.getByRole('menuitem', { name: 'Edit account' });
  for (let i = 0; i < 10 && !(await hasFocus(edit)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(account).toBeFocused();

  // A listbox option (the dashboard's template filter) is marked the same way.
  const filter = page.getByRole('combobox', { name: 'Template' });
  await tabTo(page, filter, { max: 40 });
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeFocused();
  expect(await highlightContrast(option)).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('Escape');
});

test('a code editor in a dialog: Escape keeps what was typed, Tab leaves the editor, closing with changes asks first', async ({
  page,
}) => {
  await signInByApi(page);
  const created = await page.request.post('/api/projects', {
    data: { name: `Editor keys ${Date.now()}`, demo: false },
  });
  expect(created.status()).toBe(201);
  const { id: projectId } = (await created.json()) as { id: number };
  await page.goto(`/project/${projectId}/inventory`);
  await page.getByRole('button', { name: 'New inventory' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New inventory' });
  const editor = dialog.getByRole('textbox', { name: 'Inventory', exact: true });
  await editor.click();
  await page.keyboard.type('[web]');
  // Escape inside the editor never closes the dialog (nor discards the text).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(editor).toBeFocused();
  // Tab moves on instead of indenting: the editor keeps exactly what was typed.
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(editor).toHaveText('[web]');
  // Outside the editor Escape closes, but first asks: Keep editing (focused) keeps the text.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(editor).toHaveText('[web]');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Tab and Shift+Tab leave an open menu, which closes', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const account = page.getByRole('button', { name: /^User menu:/ });
  for (const key of ['Tab', 'Shift+Tab']) {
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press(key);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    // Focus moved on from the menu's button, to a control beside it (not back to the page).
    await expect(account).not.toBeFocused();
    expect(
      await page.evaluate(() => document.activeElement !== document.body),
      `${key} moves focus`,
    ).toBe(true);
  }
});
