import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signIn, uniqueName } from './helpers';

interface Project {
  projectId: number;
  templates: { id: number; name: string }[];
}

/** A fresh demo project (its own templates) for one test, created by the signed-in user. */
async function demoProject(page: Page): Promise<Project> {
  const created = await page.request.post('/api/projects', {
    data: { name: uniqueName('Palette e2e'), demo: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const list = await page.request.get(`/api/project/${id}/templates`);
  return { projectId: id, templates: (await list.json()) as Project['templates'] };
}

function template(project: Project, name: string): number {
  const found = project.templates.find((t) => t.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found.id;
}

/** A finished task (demo server's synthetic route) started by whoever `request` is signed in as. */
async function finishedTask(request: APIRequestContext, projectId: number, templateId: number) {
  // Through the console's origin, so the request's session names the starter.
  const answer = await request.post(`/api/demo/project/${projectId}/tasks/synthetic`, {
    data: { template_id: templateId, lines: 5 },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** Waits until the server says a task's run is over. */
async function waitForEnd(request: APIRequestContext, projectId: number, taskId: number) {
  await expect
    .poll(
      async () => {
        const task = (await (
          await request.get(`/api/project/${projectId}/tasks/${taskId}`)
        ).json()) as { end?: string | null; status: string };
        // A 2.20 server leaves `end` out until the task ended (newer §N1).
        return (task.end ?? null) === null ? 'running' : task.status;
      },
      { timeout: 30_000 },
    )
    .not.toBe('running');
}

/** Screenshots for a person to look at, only when `SHOTS_DIR` is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

test('filters the dashboard by status and user; the filters survive a reload', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const project = await demoProject(page);
  const ping = template(project, 'Ping Site');
  // Rita Runner joins the project and starts two tasks: one succeeds, one fails.
  const users = (await (await page.request.get('/api/users')).json()) as {
    id: number;
    username: string;
  }[];
  const rita = users.find((u) => u.username === 'runner');
  if (!rita) throw new Error('no runner user');
  const added = await page.request.post(`/api/project/${project.projectId}/users`, {
    data: { user_id: rita.id, role: 'task_runner' },
  });
  expect(added.ok()).toBe(true);
  const asRita = await playwrightRequest.newContext({ baseURL });
  const login = await asRita.post('/api/auth/login', {
    data: { auth: 'runner', password: 'changeme' },
  });
  expect(login.ok()).toBe(true);
  await finishedTask(asRita, project.projectId, ping);
  const failing = (await (
    await asRita.post(`/api/project/${project.projectId}/tasks`, {
      data: { template_id: ping, environment: JSON.stringify({ demo_fail: true }) },
    })
  ).json()) as { id: number };
  // The admin's tasks: two that succeed, one that fails.
  await finishedTask(page.request, project.projectId, ping);
  await finishedTask(page.request, project.projectId, ping);
  const adminFailing = (await (
    await page.request.post(`/api/project/${project.projectId}/tasks`, {
      data: { template_id: ping, environment: JSON.stringify({ demo_fail: true }) },
    })
  ).json()) as { id: number };
  await waitForEnd(asRita, project.projectId, failing.id);
  await waitForEnd(page.request, project.projectId, adminFailing.id);
  await asRita.dispose();

  await page.goto(`/project/${project.projectId}/history`);
  const table = page.getByRole('table', { name: 'Last tasks' });
  await expect(table.getByRole('row')).toHaveCount(6);
  const statuses = page.getByRole('group', { name: 'Status' });
  await expect(statuses.getByRole('button', { name: 'Failed 2' })).toBeVisible();
  await expect(statuses.getByRole('button', { name: 'Success 3' })).toBeVisible();

  await statuses.getByRole('button', { name: /^Failed/ }).click();
  await expect(statuses.getByRole('button', { name: /^Failed/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: 'Rita Runner' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: `Open task ${failing.id}` })).toBeVisible();
  // Counts follow the other filters: Rita has one task of each status.
  await expect(statuses.getByRole('button', { name: 'Success 1' })).toBeVisible();
  await expect(page.getByText('Filtering the last 5 tasks: 1 match.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`status=error&user=${rita.id}`));
  await shot(page, 'dashboard-filtered');
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'dashboard-filtered-375');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await shot(page, 'palette-375');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: `Open task ${failing.id}` })).toBeVisible();
  await expect(statuses.getByRole('button', { name: /^Failed/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'User' })).toHaveText(/Rita Runner/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(page).not.toHaveURL(/status=/);
});

test('the palette opens a template, runs it, and opens a task by id', async ({ page }) => {
  await signIn(page);
  const project = await demoProject(page);
  const ping = template(project, 'Ping Site');
  const earlier = await finishedTask(page.request, project.projectId, ping);
  await page.goto(`/project/${project.projectId}/history`);
  await expect(page.getByRole('table', { name: 'Last tasks' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  const search = palette.getByRole('combobox', { name: 'Search commands' });
  await expect(search).toBeFocused();
  await expect(palette.getByRole('option', { name: 'Ping Site', exact: true })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), `axe (${scheme})`).toEqual([]);
    await shot(page, `palette-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await search.fill('ping site');
  await palette.getByRole('option', { name: 'Ping Site', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.projectId}/templates/${ping}$`));
  await expect(page.getByRole('heading', { name: 'Ping Site' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await search.fill('run ping');
  await palette.getByRole('option', { name: 'Run Ping Site' }).click();
  const newTask = page.getByRole('dialog', { name: 'New task' });
  await expect(newTask).toBeVisible();
  await newTask.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/[?&]t=\d+/);
  const started = Number(new URL(page.url()).searchParams.get('t'));
  expect(started).toBeGreaterThan(earlier);
  await expect(page.getByRole('dialog').filter({ hasText: 'Ping Site' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/[?&]t=/);
  // The log dialog is gone (focus back on the page) before the next shortcut, as a person sees it.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await search.fill(`#${earlier}`);
  await palette.getByRole('option', { name: `Open task #${earlier}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]t=${earlier}$`));
  await expect(page.getByRole('dialog').filter({ hasText: `#${earlier}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Recent items come first, the last chosen on top.
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('option').first()).toHaveText(`Open task #${earlier}`);
  await expect(palette.getByRole('option').nth(1)).toHaveText('Run Ping Site');
});

test('a desktop notification is raised when the user’s task finishes', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL ?? '').origin });
  // Record what the console constructs through the real Notification API.
  await page.addInitScript(() => {
    const Real = window.Notification;
    const log: { title: string; body: string | undefined; tag: string | undefined }[] = [];
    const made: Notification[] = [];
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        log.push({ title, body: options?.body, tag: options?.tag });
        made.push(this);
      }
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    Object.defineProperty(Recorded, 'requestPermission', {
      value: (...args: []) => Real.requestPermission(...args),
    });
    Object.assign(window, { Notification: Recorded, __notes: log, __made: made });
  });
  await signIn(page);
  const project = await demoProject(page);
  const ping = template(project, 'Ping Site');
  await page.goto(`/project/${project.projectId}/history`);
  await page.getByRole('button', { name: /^User menu/ }).click();
  const toggle = page.getByRole('menuitemcheckbox', { name: 'Desktop notifications' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  const queued = await page.request.post(`/api/project/${project.projectId}/tasks`, {
    data: { template_id: ping },
  });
  const { id } = (await queued.json()) as { id: number };
  // Only this test's task counts: a task the user started in an earlier test may finish now too.
  const tag = `semaphore-task-${project.projectId}-${id}`;
  const notesOfTask = () =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { __notes: { tag?: string }[] }).__notes.filter(
          (note) => note.tag === wanted,
        ),
      tag,
    );
  await expect.poll(notesOfTask, { timeout: 30_000 }).toEqual([
    {
      title: 'Ping Site: Success',
      body: expect.stringMatching(new RegExp(`^Task #${id} · \\d+ sec$`)),
      tag,
    },
  ]);

  // A click on the notification opens the task's log.
  await page.evaluate((wanted) => {
    const w = window as unknown as { __notes: { tag?: string }[]; __made: Notification[] };
    const index = w.__notes.findIndex((note) => note.tag === wanted);
    w.__made[index]?.onclick?.(new Event('click'));
  }, tag);
  await expect(page).toHaveURL(new RegExp(`[?&]t=${id}$`));
  const log = page.getByRole('dialog').filter({ hasText: 'Ping Site' });
  await expect(log).toBeVisible();

  // In the background the tab shows the open task's status; in front the title comes back.
  const title = await page.title();
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expect(page).toHaveTitle(`Success · Ping Site #${id} — ${title}`);
  await expect(page.locator('link[rel="icon"][data-task-status="success"]')).toHaveCount(1);
  await setVisibility('visible');
  await expect(page).toHaveTitle(title);
  await expect(page.locator('link[rel="icon"][data-task-status]')).toHaveCount(0);
});

test('keyboard shortcuts: ? lists them, / focuses the filter, g t goes to templates; nothing fires while typing', async ({
  page,
}) => {
  await signIn(page);
  const project = await demoProject(page);
  const history = `/project/${project.projectId}/history`;
  await page.goto(history);
  const search = page.getByRole('searchbox', { name: 'Search message, version or commit' });
  await expect(search).toBeVisible();

  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('g t ?');
  await page.keyboard.press('Control+k');
  await expect(search).toHaveValue('g t ?');
  await expect(page).toHaveURL(new RegExp(`${history}\\?q=g`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.fill('');

  await page.getByRole('heading', { level: 1 }).first().click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /g t Go to Task templates/ })).toBeVisible();
  await expect(help.getByRole('row', { name: /Ctrl K Open the command palette/ })).toBeVisible();
  await shot(page, 'shortcuts');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(new RegExp(`/project/${project.projectId}/templates$`));
});
