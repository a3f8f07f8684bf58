import { expect, test } from './fixtures';
import { createDemoProject, signedInApi, signInByApi } from './helpers';

/**
 * The code of a first page (spec core §2 deep links; STYLE.md "the first page's code arrives in
 * a handful of preloaded files, not an import chain"): a cold load of the project page fetches
 * its JavaScript in a few merged chunks (vite.config.ts `pageChunks`), not one file per module.
 */

/** What the dashboard of a project without tasks shows once it is loaded. */
const EMPTY_HISTORY = 'No tasks yet. Run a task template to see it here.';

test('a cold project page fetches its code in a handful of files', async ({ page }) => {
  const api = await signedInApi();
  const project = await createDemoProject(api, 'First load');
  await api.dispose();
  await signInByApi(page);
  // The time the page showed its content (`window.__readyAt`, ms after the navigation): what is
  // fetched later (idle prefetches, the feed's worker) is not on the first page's path.
  await page.addInitScript((text) => {
    new MutationObserver((_, observer) => {
      if (!document.body.textContent?.includes(text)) return;
      (window as unknown as { __readyAt: number }).__readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, EMPTY_HISTORY);

  await page.goto(`project/${project.projectId}/history`);
  await expect(page.getByText(EMPTY_HISTORY)).toBeVisible();
  const files = await page.evaluate(() => {
    const readyAt = (window as unknown as { __readyAt: number }).__readyAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= readyAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  });
  // Entry, runtime, start-up code, form pieces, catalog, the early start (boot.ts), the router
  // with the gate, the drawer, the dashboard and the re-export facades of their lazy imports:
  // about 80 files when every shared module was a chunk of its own.
  expect(files.length, files.join('\n')).toBeLessThanOrEqual(20);
});

test('a cold project page asks for its data before the start-up code has arrived', async ({
  page,
}) => {
  const api = await signedInApi();
  const project = await createDemoProject(api, 'Early data');
  await api.dispose();
  await signInByApi(page);
  // The start-up chunk never arrives: whatever is asked now comes from the HTML's own scripts.
  await page.route(/\/assets\/initial-[^/]*\.js$/, () => undefined);
  const asked = (path: string) =>
    page.waitForRequest((request) => new URL(request.url()).pathname === path);
  const user = asked('/api/user');
  const tasks = asked(`/api/project/${project.projectId}/tasks/last`);
  await page.goto(`project/${project.projectId}/history`, { waitUntil: 'commit' });
  await Promise.all([user, tasks]);
});

test('the sign-in page asks for none of the data of a console page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('auth/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Its own check of a session only: none of the early requests of a console page.
  const early = ['/api/user', '/api/info', '/api/projects'];
  expect(asked.filter((path) => early.includes(path))).toEqual(['/api/user']);
});
