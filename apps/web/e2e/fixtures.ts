import { test as base } from '@playwright/test';

/** The suite's `test`: `baseURL` is the console started by the global setup. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_CONSOLE_URL;
    if (!url) throw new Error('E2E_CONSOLE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
});

/** The sign-in the suite uses (the demo admin, or `E2E_USER` / `E2E_PASSWORD`). */
export function credentials(): { username: string; password: string } {
  return { username: process.env.E2E_USER ?? '', password: process.env.E2E_PASSWORD ?? '' };
}

export { expect } from '@playwright/test';
