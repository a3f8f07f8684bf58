import { test as base } from '@playwright/test';

/**
 * The Semaphore dialect a Playwright project runs against (playwright.config.ts): the demo
 * server as 2.10 (`semaphore-api.md`) or as 2.20 (`--server-version 2.20`, newer-servers.md).
 * Against a real server (`E2E_BASE_URL`) only the `2.10` projects run, in front of that server.
 */
export type ServerVersion = '2.10' | '2.20';

/** The worker option that picks the stack of the global setup a project's tests use. */
export interface DialectOptions {
  serverVersion: ServerVersion;
}

/** The environment names of a stack's addresses, as the global setup publishes them. */
export function stackEnv(version: ServerVersion): { consoleUrl: string; serverUrl: string } {
  const key = version.replace('.', '_');
  return { consoleUrl: `E2E_CONSOLE_URL_${key}`, serverUrl: `E2E_SERVER_URL_${key}` };
}

/**
 * The suite's `test`: `baseURL` is the console of the project's stack (started by the global
 * setup); before any hook of a worker runs, `E2E_CONSOLE_URL`, `E2E_SERVER_URL` and
 * `E2E_SERVER_VERSION` name that stack, so helpers read one set of names in both dialects.
 * `cspViolations` collects every Content-Security-Policy violation of the page (its
 * `securitypolicyviolation` events and the browser's console reports), for a test to expect `[]`.
 */
export const test = base.extend<{ cspViolations: string[] }, DialectOptions & { dialect: void }>({
  serverVersion: ['2.10', { option: true, scope: 'worker' }],
  dialect: [
    async ({ serverVersion }, use) => {
      const names = stackEnv(serverVersion);
      const consoleUrl = process.env[names.consoleUrl];
      const serverUrl = process.env[names.serverUrl];
      if (!consoleUrl)
        throw new Error(`${names.consoleUrl} is not set: run through playwright.config.ts`);
      process.env.E2E_CONSOLE_URL = consoleUrl;
      if (serverUrl) process.env.E2E_SERVER_URL = serverUrl;
      process.env.E2E_SERVER_VERSION = serverVersion;
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ dialect: _ }, use) => {
    const url = process.env.E2E_CONSOLE_URL;
    if (!url) throw new Error('E2E_CONSOLE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation(t: string): void })
          .__reportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await use(violations);
  },
});

/** The Playwright project option of the deployment journey (e2e/deploy.spec.ts): what serves the console. */
export interface DeployOptions {
  front: 'console-server-subpath' | 'nginx-root' | 'nginx-subpath';
}

/** The sign-in the suite uses (the demo admin, or `E2E_USER` / `E2E_PASSWORD`). */
export function credentials(): { username: string; password: string } {
  return { username: process.env.E2E_USER ?? '', password: process.env.E2E_PASSWORD ?? '' };
}

export { expect } from '@playwright/test';
