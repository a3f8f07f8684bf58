import { test as base } from '@playwright/test';

/**
 * The suite's `test`: `baseURL` is the console started by the global setup; `cspViolations`
 * collects every Content-Security-Policy violation of the page (its `securitypolicyviolation`
 * events and the browser's console reports), for a test to expect `[]`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  baseURL: async ({}, use) => {
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
