import type { Page } from '@playwright/test';
import { securityHeaders } from '@semaphore-console/console-server';
import { startConsole, startNginx } from '@semaphore-console/e2e';
import { credentials, type DeployOptions, expect, test as base } from './fixtures';
import { uniqueName } from './helpers';

/**
 * The deployment journey (docs/deploy.md), run by the Playwright projects of
 * playwright.config.ts in front of the suite's Semaphore (demo server or `E2E_BASE_URL`): the
 * console server under `/semaphore/`, and the repository's nginx recipe at `/` and under
 * `/semaphore/`. Sign in, run a task, watch its live log through the proxied websocket, with the
 * security headers and no Content-Security-Policy violation on the way. Every path below is
 * relative, so it resolves under the web root path.
 */

const test = base.extend<object, DeployOptions & { frontUrl: string }>({
  front: ['nginx-root', { option: true, scope: 'worker' }],
  frontUrl: [
    async ({ front, dialect: _ }, use) => {
      const upstream = process.env.E2E_SERVER_URL;
      if (!upstream) throw new Error('E2E_SERVER_URL is not set: run through playwright.config.ts');
      const running =
        front === 'console-server-subpath'
          ? await startConsole(upstream, '/semaphore/').then((c) => ({
              url: c.url,
              stop: () => c.process.stop(),
            }))
          : await startNginx({ recipe: front === 'nginx-root' ? 'root' : 'subpath', upstream });
      await use(running.url);
      await running.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ frontUrl }, use) => use(frontUrl),
});

async function signInThroughForm(page: Page): Promise<void> {
  const { username, password } = credentials();
  await page.goto('auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test('signs in, runs a task and follows its live log through the proxy', async ({
  page,
  baseURL,
  cspViolations,
}) => {
  const root = new URL(baseURL ?? '').pathname;

  // The page and its hashed assets come with the security headers and the caching of the recipe.
  const index = await page.request.get('project/1/history');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  for (const [name, value] of Object.entries(securityHeaders))
    expect(index.headers()[name], name).toBe(value);
  const html = await index.text();
  expect(html).toContain(`<base href="${root}"`);
  const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await page.request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await signInThroughForm(page);
  expect(new URL(page.url()).pathname.startsWith(root)).toBe(true);

  const created = await page.request.post('api/projects', {
    data: { name: uniqueName('Deploy e2e'), demo: true },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };
  const templates = (await (
    await page.request.get(`api/project/${project.id}/templates`)
  ).json()) as { id: number; name: string }[];
  const ping = templates.find((t) => t.name === 'Ping Site');
  if (!ping) throw new Error('the demo project has no "Ping Site" template');

  await page.goto(`project/${project.id}/templates/${ping.id}`);
  await expect(page.getByRole('heading', { name: 'Ping Site' })).toBeVisible();
  await page.getByRole('button', { name: 'Run' }).click();
  const form = page.getByRole('dialog', { name: 'New task' });
  await form.getByRole('button', { name: 'Run' }).click();

  // The task log opens (?t=) and its lines arrive over the websocket, through the proxy.
  await expect(page).toHaveURL(/[?&]t=\d+/);
  expect(new URL(page.url()).pathname.startsWith(`${root}project/`)).toBe(true);
  const log = page.getByRole('dialog').filter({ hasText: 'Ping Site' });
  await expect(log.getByRole('status', { name: 'Connection: Live' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(log.getByText('Success')).toBeVisible({ timeout: 30_000 });
  const lineLink = log.getByRole('log', { name: 'Log output' }).getByRole('link').first();
  await expect(lineLink).toBeVisible();
  // A line permalink keeps the screen's address under the web root path (not `<base>` + `#L…`).
  await expect(lineLink).toHaveAttribute(
    'href',
    new RegExp(`^${root}project/\\d+/.*[?&]t=\\d+#L\\d+$`),
  );
  const origin = new URL(baseURL ?? '');
  expect(sockets).toContain(`ws://${origin.host}${root}api/ws`);

  expect(cspViolations).toEqual([]);
});
