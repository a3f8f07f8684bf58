import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { credentials, expect, test } from './fixtures';

/**
 * Signs in through the sign-in form and waits for the page the console lands on (the last project's
 * first page, or a new project). Defaults to the suite's user (`E2E_USER` / `E2E_PASSWORD`).
 */
export async function signIn(page: Page, username?: string, password?: string): Promise<void> {
  const fallback = credentials();
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username ?? fallback.username);
  await page.getByLabel('Password').fill(password ?? fallback.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The console lands on `/`, which goes on to the last project's first page (or to a new
  // project): a person waits for that page. A menu opened on the way closed under the test.
  await expect(page).toHaveURL(/\/project\/(new|\d+\/[a-z-]+)(\?|$)/);
}

/** The JSON of an API answer. @throws Error with the URL, status and body when it is not 2xx. */
export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * An API request context on the console (`E2E_CONSOLE_URL`), signed in as the suite's user
 * (`POST /api/auth/login`). Dispose it in `afterAll`.
 */
export async function signedInApi(): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_CONSOLE_URL;
  if (!baseURL) throw new Error('E2E_CONSOLE_URL is not set');
  const api = await playwrightRequest.newContext({ baseURL });
  const { username, password } = credentials();
  expect((await api.post('api/auth/login', { data: { auth: username, password } })).ok()).toBe(
    true,
  );
  return api;
}

/** Signs the page's browser context in through the API (the session cookie is the page's). */
export async function signInByApi(page: Page): Promise<void> {
  const { username, password } = credentials();
  const response = await page.request.post('api/auth/login', {
    data: { auth: username, password },
  });
  expect(response.ok()).toBe(true);
}

/** A project made for one spec, with the demo set (key, repository, inventory, environment). */
export interface DemoProject {
  projectId: number;
  /**
   * Creates a template of the project on its demo repository, inventory and environment
   * (`POST /api/project/{id}/templates`); its id.
   */
  createTemplate(fields: { name: string; app: string; playbook: string }): Promise<number>;
  /** Starts a task (`POST /api/project/{id}/tasks` with `data`); its id. */
  run(data: { template_id: number } & Record<string, unknown>): Promise<number>;
  /** The task (`GET …/tasks/{id}`). */
  task(taskId: number): Promise<{ status: string; end: string | null }>;
  /** Polls the task until its `end` is set (every 500 ms, up to `timeoutMs`, default 60 s). */
  waitForEnd(taskId: number, timeoutMs?: number): Promise<void>;
  /** The task's stored output lines (`GET …/tasks/{id}/output`), text only. */
  output(taskId: number): Promise<string[]>;
}

/** Creates a project named `uniqueName(prefix)` with the demo set (`demo: true`). */
export async function createDemoProject(
  api: APIRequestContext,
  prefix: string,
): Promise<DemoProject> {
  const project = await json<{ id: number }>(
    await api.post('api/projects', { data: { name: uniqueName(prefix), demo: true } }),
  );
  const p = `api/project/${project.id}`;
  const [repositories, inventories, environments] = await Promise.all([
    json<{ id: number }[]>(await api.get(`${p}/repositories`)),
    json<{ id: number }[]>(await api.get(`${p}/inventory`)),
    json<{ id: number }[]>(await api.get(`${p}/environment`)),
  ]);
  const base = {
    project_id: project.id,
    type: '',
    repository_id: repositories[0]?.id,
    inventory_id: inventories[0]?.id,
    environment_id: environments[0]?.id,
    arguments: '[]',
  };
  // A 2.20 server leaves `end` out until the task ended (newer §N1): missing reads as `null`.
  const task = async (taskId: number) => {
    const answer = await json<{ status: string; end?: string | null }>(
      await api.get(`${p}/tasks/${taskId}`),
    );
    return { ...answer, end: answer.end ?? null };
  };
  return {
    projectId: project.id,
    createTemplate: async (fields) =>
      (
        await json<{ id: number }>(
          await api.post(`${p}/templates`, { data: { ...base, ...fields } }),
        )
      ).id,
    run: async (data) => (await json<{ id: number }>(await api.post(`${p}/tasks`, { data }))).id,
    task,
    waitForEnd: async (taskId, timeoutMs = 60_000) => {
      await expect
        .poll(async () => (await task(taskId)).end, { timeout: timeoutMs, intervals: [500] })
        .not.toBeNull();
    },
    output: async (taskId) =>
      (await json<{ output: string }[]>(await api.get(`${p}/tasks/${taskId}/output`))).map(
        (r) => r.output,
      ),
  };
}

/** What {@link sharedDemoProject} gives a spec file (set once its `beforeAll` ran). */
export interface SharedDemoProject {
  /** The API signed in as the suite's user (`signedInApi`). */
  api: APIRequestContext;
  /** The spec's demo project ({@link createDemoProject}). */
  project: DemoProject;
}

/**
 * One API session and demo project (named from `prefix`) for all tests of a spec file: made in a
 * `test.beforeAll` (registered here, before the spec's own) and the session disposed after all.
 */
export function sharedDemoProject(prefix: string): SharedDemoProject {
  const shared = {} as SharedDemoProject;
  test.beforeAll(async () => {
    shared.api = await signedInApi();
    shared.project = await createDemoProject(shared.api, prefix);
  });
  test.afterAll(async () => {
    await shared.api?.dispose();
  });
  return shared;
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
  // contrast failure. Endless animations (spinners, the live dot) are not waited for. Two frames
  // first: a colour-scheme switch only starts its transitions at the next style update, so an
  // immediate look would find none running yet.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await animationsEnded(page);
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

/**
 * Waits until no CSS animation or transition runs on the page (endless ones, spinners and the
 * live dot, are not waited for): what a person sees once the screen settled.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Fails unless axe finds no violation on the page in the light and in the dark colour scheme
 * (`what` names the screen in the failure); leaves the page in light.
 */
export async function expectNoAxeViolations(page: Page, what?: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const title = what === undefined ? `axe (${scheme})` : `axe ${what} (${scheme})`;
    expect(await axeViolations(page), title).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Opens the combobox labelled `label` in `scope` (the page, or a dialog) and picks the option
 * named exactly `option` (the options open in a portal, outside a dialog's scope).
 */
export async function choose(
  scope: Page | Locator,
  label: RegExp | string,
  option: string,
): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label });
  await combobox.click();
  await combobox.page().getByRole('option', { name: option, exact: true }).click();
}

/** The looks a person checks screenshots in: light and dark, at 1280 px and at 375 px wide. */
export const LOOKS = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 375 },
  { theme: 'dark', width: 375 },
] as const;

/** One of {@link LOOKS}. */
export type Look = (typeof LOOKS)[number];

/**
 * Puts `page` in `look` (viewport 800 px high, colour scheme) and returns a function that takes
 * a screenshot to `<dir>/<name>-<theme>-<width>.png` (the whole page unless `fullPage` is false).
 * `dir` is created if missing.
 */
export async function lookAt(
  page: Page,
  look: Look,
  dir: string,
): Promise<(name: string, options?: { fullPage?: boolean }) => Promise<Buffer>> {
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: look.width, height: 800 });
  await page.emulateMedia({ colorScheme: look.theme });
  return (name, { fullPage = true } = {}) =>
    page.screenshot({ path: `${dir}/${name}-${look.theme}-${look.width}.png`, fullPage });
}
