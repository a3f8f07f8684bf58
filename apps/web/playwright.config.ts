import { chromiumLaunchOptions } from '@semaphore-console/e2e';
import { defineConfig } from '@playwright/test';
import type { DeployOptions } from './e2e/fixtures';

/**
 * End-to-end suite: real Chromium (Debian's /usr/bin/chromium) against real server processes,
 * started by `e2e/global-setup.ts`: the demo server and the built console on free loopback
 * ports, or only the console in front of `E2E_BASE_URL`.
 *
 * The suite runs once, served by the production console server at `/`. The deployment journey
 * (e2e/deploy.spec.ts) runs again in three more projects: the console server under `/semaphore/`,
 * and the nginx recipe of deploy/ at `/` and under `/semaphore/` (docs/deploy.md).
 */
export default defineConfig<DeployOptions>({
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
    { name: 'console', testIgnore: /deploy\.spec\.ts$/ },
    {
      name: 'console-server /semaphore/',
      testMatch: /deploy\.spec\.ts$/,
      use: { front: 'console-server-subpath' },
    },
    { name: 'nginx /', testMatch: /deploy\.spec\.ts$/, use: { front: 'nginx-root' } },
    {
      name: 'nginx /semaphore/',
      testMatch: /deploy\.spec\.ts$/,
      use: { front: 'nginx-subpath' },
    },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
