import { chromiumLaunchOptions } from '@semaphore-console/e2e';
import { defineConfig } from '@playwright/test';
import type { DeployOptions, DialectOptions } from './e2e/fixtures';

/**
 * End-to-end suite: real Chromium (Debian's /usr/bin/chromium) against real server processes,
 * started by `e2e/global-setup.ts`: the demo server in each dialect (as Semaphore 2.10, and as
 * 2.20 with `--server-version 2.20`), each with the built console in front, on free loopback
 * ports; or only the console in front of `E2E_BASE_URL` (then only the 2.10 projects run: the
 * server is what it is).
 *
 * Every journey runs once per dialect, served by the production console server at `/`. The
 * deployment journey (e2e/deploy.spec.ts) runs again in more projects: the console server under
 * `/semaphore/`, and the nginx recipe of deploy/ at `/` and under `/semaphore/` (docs/deploy.md),
 * the nginx recipe at `/` also in front of the 2.20 dialect, whose writes must pass its Origin
 * check (newer §N8).
 */
const realServer = Boolean(process.env.E2E_BASE_URL);
const deploy = /deploy\.spec\.ts$/;

export default defineConfig<DeployOptions & DialectOptions>({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // A test passes the first time, every time: no retries, in CI or locally.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'console 2.10', testIgnore: deploy, use: { serverVersion: '2.10' } },
    ...(realServer
      ? []
      : [{ name: 'console 2.20', testIgnore: deploy, use: { serverVersion: '2.20' as const } }]),
    {
      name: 'console-server /semaphore/',
      testMatch: deploy,
      use: { front: 'console-server-subpath' },
    },
    { name: 'nginx /', testMatch: deploy, use: { front: 'nginx-root' } },
    {
      name: 'nginx /semaphore/',
      testMatch: deploy,
      use: { front: 'nginx-subpath' },
    },
    ...(realServer
      ? []
      : [
          {
            name: 'nginx / 2.20',
            testMatch: deploy,
            use: { front: 'nginx-root' as const, serverVersion: '2.20' as const },
          },
        ]),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
