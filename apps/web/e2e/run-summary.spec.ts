import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { sharedDemoProject, signInByApi } from './helpers';

/**
 * Understanding a run at a glance, against the demo server's Ansible-like output (plays, tasks,
 * a fatal host, the PLAY RECAP): the run summary while the task runs, a host filter, jump to the
 * first error, folding with search opening a folded section, and comparing two runs. Screenshots
 * in light and dark into /tmp/shots.
 */

const SHOTS = '/tmp/shots';

const spec = sharedDemoProject('Run summary');
let projectId = 0;
let templateId = 0;

test.beforeAll(async () => {
  projectId = spec.project.projectId;
  templateId = await spec.project.createTemplate({
    name: 'Deploy web app',
    app: 'ansible',
    playbook: 'site.yml',
  });
  mkdirSync(SHOTS, { recursive: true });
});

const HOSTS = [1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2, 3].map(
  (n) => `web-${String(n).padStart(2, '0')}.prod.example.com`,
);

/** Starts the template; `fail` sets the demo's `demo_fail` extra variable (a fatal host). */
async function run(fail: boolean, message: string): Promise<number> {
  return spec.project.run({
    template_id: templateId,
    message,
    // Twelve hosts (about 13 s of output at the demo's pace), the failing one last.
    limit: HOSTS.join(','),
    environment: JSON.stringify(fail ? { demo_fail: true } : {}),
  });
}

test('shows the run summary live, filters by host, jumps to the error, folds and searches', async ({
  page,
}) => {
  const taskId = await run(true, 'failing run');
  await signInByApi(page);
  await page.goto(`/project/${projectId}/history?t=${taskId}`);
  const dialog = page.getByRole('dialog');
  const summary = dialog.getByRole('region', { name: 'Run summary' });
  const log = dialog.getByRole('log', { name: 'Log output' });

  // While it runs: the current play and task, and per-host counts as soon as they are known.
  await expect(dialog.getByText('Running', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByText('Play', { exact: true })).toBeVisible();
  await expect(summary.getByText('Deploy web app')).toBeVisible();
  await expect(summary.getByText('Task', { exact: true })).toBeVisible();
  await expect(
    summary.getByRole('button', { name: /^web-01\.prod\.example\.com: \d+ ok$/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/run-summary-running-light.png` });

  // At the end: the recap's figures, no current task.
  await expect(dialog.getByText('Failed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(summary.getByText('Task', { exact: true })).toHaveCount(0);
  await expect(
    summary.getByRole('button', { name: 'web-03.prod.example.com: 1 failed' }),
  ).toBeVisible();
  await expect(
    summary.getByRole('button', { name: 'web-01.prod.example.com: 6 ok' }),
  ).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/run-summary-light.png` });

  // A host shows only its lines, with the task headers around them.
  await summary.getByRole('button', { name: 'web-03.prod.example.com', exact: true }).click();
  await expect(log.getByText('ok: [web-01.prod.example.com]')).toHaveCount(0);
  await expect(log.getByText(/^fatal: \[web-03\.prod\.example\.com\]/)).toBeVisible();
  await expect(log.getByText(/^TASK \[app : Pull release artifact\]/)).toBeVisible();
  await summary.getByRole('button', { name: 'Show all lines' }).click();
  await expect(summary.getByRole('button', { name: 'Show all lines' })).toHaveCount(0);

  // Jump to the first error: it is shown and marked, among every host's lines again.
  await summary.getByRole('button', { name: 'Jump to first error' }).click();
  await expect(log.locator('[aria-current="location"]')).toContainText('fatal: [web-03');
  await expect(log.getByText('changed: [web-01.prod.example.com]').first()).toBeVisible();

  // Fold the failing task: its lines go; a search match inside opens it again.
  await log.getByRole('button', { name: 'Fold app : Pull release artifact' }).click();
  await expect(log.getByText(/^fatal: \[web-03/)).toHaveCount(0);
  await expect(
    log.getByRole('button', { name: 'Unfold app : Pull release artifact' }),
  ).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('searchbox', { name: 'Search the log' }).fill('Service Unavailable');
  await expect(log.locator('mark[data-current-match]')).toHaveText('Service Unavailable');
  await expect(log.getByRole('button', { name: 'Fold app : Pull release artifact' })).toBeVisible();

  await summary.getByRole('button', { name: 'Fold all', exact: true }).click();
  await expect(log.getByText(/^TASK \[/)).toHaveCount(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/run-summary-folded-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
});

test('compares two runs: parameters and the log diff', async ({ page }) => {
  const good = await run(false, 'good run');
  const bad = await run(true, 'failing run');
  await Promise.all([spec.project.waitForEnd(good), spec.project.waitForEnd(bad)]);
  await signInByApi(page);
  await page.goto(`/project/${projectId}/templates/${templateId}`);
  await page.getByRole('checkbox', { name: `Compare task #${good}` }).check();
  await page.getByRole('checkbox', { name: `Compare task #${bad}` }).check();
  await page.getByRole('button', { name: 'Compare selected' }).click();

  await expect(
    page.getByRole('heading', { name: `Compare task #${good} with task #${bad}` }),
  ).toBeVisible();
  const params = page.getByRole('table', { name: /Parameters/ });
  await expect(params.getByRole('row', { name: /Message.*differs/ })).toContainText('good run');
  await expect(params.getByRole('row', { name: /Variable demo_fail.*differs/ })).toContainText(
    'true',
  );
  await expect(params.getByRole('row', { name: /^Playbook/ })).not.toContainText('differs');

  await expect(
    page.getByText(/\d+ lines only in task #\d+, \d+ lines only in task #\d+/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Go to the first difference' }).click();
  const diff = page.getByRole('log', { name: 'Log differences' });
  const marked = diff.locator('[aria-current="location"]');
  await expect(marked).toBeVisible();
  await expect(marked).toHaveAttribute('data-kind', /^(removed|added)$/);
  await expect(
    diff.locator('[data-kind="added"]').filter({ hasText: 'fatal: [web-03' }),
  ).toBeVisible();

  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/compare-light.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/compare-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
});

test('shows the Terraform plan summary beside Confirm', async ({ page }) => {
  const terraform = await spec.project.createTemplate({
    name: 'Provision network',
    app: 'terraform',
    playbook: 'network',
  });
  const task = { id: await spec.project.run({ template_id: terraform }) };
  await signInByApi(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/project/${projectId}/history?t=${task.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Waiting for confirmation')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('status', { name: 'Plan summary' })).toHaveText(
    /1 to add\s*1 to change\s*0 to destroy/,
  );
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/plan-summary-375-light.png` });
});
