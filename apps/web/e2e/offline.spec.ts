import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startConsole, startProcess, type StartedProcess } from '@semaphore-console/e2e';
import type { Page } from '@playwright/test';
import { credentials, expect, test } from './fixtures';

/**
 * The console while its server is gone (spec core §4, API §7.1): a demo server of its own, with
 * its state in a file, is stopped and started again on the same port, or answers 503 to every
 * call while the websocket stays open. Every page shows the reconnecting banner with the last
 * contact; after the server is back the banner goes and the page reloads its data; a form keeps
 * what was typed.
 */

const demoEntry = fileURLToPath(new URL('../../demo-server/dist/main.js', import.meta.url));

/** A demo server (restartable on its port) and a console in front of it, both of this test's own. */
async function ownStack(demoArgs: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'offline-'));
  const port = await freePort();
  const serverUrl = `http://127.0.0.1:${port}`;
  const startDemo = () =>
    startProcess(
      'node',
      [
        demoEntry,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--data',
        join(dir, 'state.json'),
        ...demoArgs,
      ],
      { readyUrl: `${serverUrl}/api/ping` },
    );
  let demo: StartedProcess | undefined = await startDemo();
  const web = await startConsole(serverUrl);
  return {
    web,
    /** Stops the demo server process. */
    async stopDemo() {
      await demo?.stop();
      demo = undefined;
    },
    /** Starts the demo server again on the same port with the same state. */
    async restartDemo() {
      demo = await startDemo();
    },
    async stop() {
      await web.process.stop();
      await demo?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in with the suite's credentials and opens `path` of the console at `consoleUrl`. */
async function openSignedIn(page: Page, consoleUrl: string, path: string) {
  const { username, password } = credentials();
  const login = await page.request.post(new URL('api/auth/login', consoleUrl).href, {
    data: { auth: username || 'admin', password: password || 'changeme' },
  });
  expect(login.ok()).toBe(true);
  await page.goto(new URL(path, consoleUrl).href);
}

const reconnecting = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Reconnecting to the server' });

test('the offline banner appears when the server stops, and the page reloads after it is back', async ({
  page,
}) => {
  const stack = await ownStack();
  try {
    await openSignedIn(page, stack.web.url, 'project/1/templates');
    await expect(page.getByRole('table')).toBeVisible();
    const banner = reconnecting(page);
    await expect(banner).toHaveCount(0);

    await stack.stopDemo();
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText(/Last contact at \d/);

    const reloaded = page.waitForRequest(
      (request) =>
        request.method() === 'GET' && /\/api\/project\/1\/templates$/.test(request.url()),
      { timeout: 30_000 },
    );
    await stack.restartDemo();
    await expect(banner).toBeHidden({ timeout: 30_000 });
    await reloaded;
    await expect(page.getByRole('table')).toBeVisible();
  } finally {
    await stack.stop();
  }
});

test('failing REST calls show the banner while the socket is open; a typed form survives and the list reloads', async ({
  page,
}) => {
  const stack = await ownStack(['--faults']);
  const faults = (path: string, data?: unknown) =>
    page.request.post(new URL(`api/demo/faults/${path}`, stack.web.url).href, { data });
  try {
    await openSignedIn(page, stack.web.url, 'project/1/keys');
    await expect(page.getByRole('table', { name: 'Key store' })).toBeVisible();
    const banner = reconnecting(page);
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: 'New key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New key' });
    const name = dialog.getByRole('textbox', { name: /Key name/ });
    await name.fill('Typed during an outage');
    await dialog.getByRole('combobox', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'None' }).click();

    // A proxy in front of a server that is gone: every call answers 503; the socket stays open.
    expect((await faults('requests', { count: 100_000, status: 503 })).ok()).toBe(true);
    await dialog.getByRole('button', { name: 'Create' }).click();
    // Spec core §4, §8: the red alert says the server cannot be reached (no "status code 503");
    // the dialog stays with the input.
    await expect(
      dialog.getByText('The server cannot be reached. The console keeps trying.'),
    ).toBeVisible();
    await expect(dialog.getByText(/status code/)).toHaveCount(0);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/Last contact at \d/);
    await expect(name).toHaveValue('Typed during an outage');

    // The server answers again: a ping notices, the banner goes and the list is read again.
    const reloaded = page.waitForRequest(
      (request) => request.method() === 'GET' && /\/api\/project\/1\/keys$/.test(request.url()),
      { timeout: 45_000 },
    );
    expect((await faults('reset')).ok()).toBe(true);
    await expect(banner).toBeHidden({ timeout: 45_000 });
    await reloaded;
    await expect(name).toHaveValue('Typed during an outage');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Key store' }).getByText('Typed during an outage'),
    ).toBeVisible();
  } finally {
    await stack.stop();
  }
});
