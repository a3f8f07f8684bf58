import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startConsole, startProcess, type StartedProcess } from '@semaphore-console/e2e';
import { credentials, expect, test } from './fixtures';

/**
 * The console while its server is gone (API §7.1): a demo server of its own, with its state in a
 * file, is stopped and started again on the same port. Every page shows the reconnecting banner
 * with the last contact; after the server is back the banner goes and the page reloads its data.
 */

const demoEntry = fileURLToPath(new URL('../../demo-server/dist/main.js', import.meta.url));

test('the offline banner appears when the server stops, and the page reloads after it is back', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'offline-'));
  const port = await freePort();
  const serverUrl = `http://127.0.0.1:${port}`;
  const startDemo = () =>
    startProcess(
      'node',
      [demoEntry, '--port', String(port), '--host', '127.0.0.1', '--data', join(dir, 'state.json')],
      { readyUrl: `${serverUrl}/api/ping` },
    );
  let demo: StartedProcess | undefined = await startDemo();
  const web = await startConsole(serverUrl);
  try {
    const { username, password } = credentials();
    const login = await page.request.post(new URL('api/auth/login', web.url).href, {
      data: { auth: username || 'admin', password: password || 'changeme' },
    });
    expect(login.ok()).toBe(true);
    await page.goto(new URL('project/1/templates', web.url).href);
    await expect(page.getByRole('table')).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Reconnecting to the server' });
    await expect(banner).toHaveCount(0);

    await demo.stop();
    demo = undefined;
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText(/Last contact at \d/);

    const reloaded = page.waitForRequest(
      (request) =>
        request.method() === 'GET' && /\/api\/project\/1\/templates$/.test(request.url()),
      { timeout: 30_000 },
    );
    demo = await startDemo();
    await expect(banner).toBeHidden({ timeout: 30_000 });
    await reloaded;
    await expect(page.getByRole('table')).toBeVisible();
  } finally {
    await web.process.stop();
    await demo?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
