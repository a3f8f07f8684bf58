import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { credentials, expect } from './fixtures';

/**
 * Signs in through the sign-in form and waits for the console to leave `/auth/login`. Defaults to
 * the suite's user (`E2E_USER` / `E2E_PASSWORD`).
 */
export async function signIn(page: Page, username?: string, password?: string): Promise<void> {
  const fallback = credentials();
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username ?? fallback.username);
  await page.getByLabel('Password').fill(password ?? fallback.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** A name no other test uses: `prefix` plus time and randomness. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core (injected from node_modules) on the page and returns the violations as
 * `rule: help (n) [targets]` lines, so a test can expect `[]`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Measure what a person sees once the screen settles: a colour-scheme switch or an opening
  // dialog runs CSS transitions, and axe reading a colour mid-transition reports a false
  // contrast failure. Endless animations (spinners, the live dot) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Evaluated through the browser protocol: the console's CSP refuses inline <script> tags.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (o?: unknown) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  });
}
