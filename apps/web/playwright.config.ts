import { chromiumLaunchOptions } from '@semaphore-console/e2e';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end suite: real Chromium (Debian's /usr/bin/chromium) against real server processes,
 * started by `e2e/global-setup.ts`: the demo server and the built console on free loopback
 * ports, or only the console in front of `E2E_BASE_URL`.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // A test passes the first time, every time: no retries, in CI or locally.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
