import { expect, test } from './fixtures';
import { json, signInByApi, sharedDemoProject } from './helpers';

/**
 * Runs and re-runs that a survey-strict server accepts (newer §N4), in both dialects: a dry run
 * from the run form reaches the server where it reads it (`params.dry_run` on 2.20, the top-level
 * `dry_run` on 2.10), and a re-run from the task log dialog after the template's survey changed
 * sends only the variables the survey declares now (a variable that became secret in `secret`)
 * and is accepted; were it refused, the dialog would show the server's reason.
 */

/** The task as the server sends it (`GET …/tasks/{id}`), the fields this spec reads. */
interface WireTask {
  id: number;
  template_id: number;
  environment?: string;
  dry_run?: boolean;
  params?: { dry_run?: boolean };
}

/** A survey variable of a template body (API §5.8). */
interface SurveyVariable {
  name: string;
  title: string;
  type: string;
  required?: boolean;
}

const newer = () => process.env.E2E_SERVER_VERSION === '2.20';

/** Whether the server stored the task as a dry run, read where this dialect keeps the flag. */
const dryRun = (task: WireTask) => (newer() ? task.params?.dry_run : task.dry_run) === true;

const spec = sharedDemoProject('Runs newer');

const projectPath = () => `api/project/${spec.project.projectId}`;

/** Replaces a template's survey (`PUT …/templates/{id}` with the rest as the server sent it). */
async function setSurvey(templateId: number, survey: SurveyVariable[]): Promise<void> {
  const path = `${projectPath()}/templates/${templateId}`;
  const template = await json<Record<string, unknown>>(await spec.api.get(path));
  const answer = await spec.api.put(path, { data: { ...template, survey_vars: survey } });
  expect(answer.ok(), `PUT ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
}

async function readTask(taskId: number): Promise<WireTask> {
  return json<WireTask>(await spec.api.get(`${projectPath()}/tasks/${taskId}`));
}

/** A new Ansible template of the project with `survey`; its id. */
async function surveyedTemplate(name: string, survey: SurveyVariable[]): Promise<number> {
  const id = await spec.project.createTemplate({ name, app: 'ansible', playbook: 'site.yml' });
  await setSurvey(id, survey);
  return id;
}

test('a dry run from the run form reaches the server where it reads the flag', async ({ page }) => {
  const templateId = await surveyedTemplate('Deploy with survey', [
    { name: 'region', title: 'Region', type: '', required: true },
    { name: 'token', title: 'Token', type: 'secret' },
  ]);
  await signInByApi(page);
  await page.goto(`/project/${spec.project.projectId}/templates/${templateId}`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Region/).fill('eu-west-1');
  await dialog.getByLabel(/Token/).fill('s3cret');
  await dialog.getByRole('checkbox', { name: 'Dry run' }).click();
  await dialog.getByRole('button', { name: 'Run' }).click();

  // Accepted: the task log dialog of the new task opens through ?t={taskId}.
  await expect(page).toHaveURL(/[?&]t=\d+/);
  const taskId = Number(new URL(page.url()).searchParams.get('t'));
  const task = await readTask(taskId);
  expect(task.template_id).toBe(templateId);
  expect(dryRun(task), JSON.stringify(task)).toBe(true);
  // Only the declared non-secret variable is in `environment`; the secret went in `secret`.
  expect(JSON.parse(task.environment ?? '{}')).toEqual({ region: 'eu-west-1' });
});

test('a re-run after the survey changed is accepted, or shows the server’s reason', async ({
  page,
}) => {
  const templateId = await surveyedTemplate('Re-run with survey', [
    { name: 'region', title: 'Region', type: '' },
    { name: 'token', title: 'Token', type: '' },
    { name: 'old', title: 'Old', type: '' },
  ]);
  // The flag in both places: each dialect reads its own (newer §N4).
  const sourceId = await spec.project.run({
    template_id: templateId,
    environment: JSON.stringify({ region: 'eu', token: 't', old: 'x' }),
    dry_run: true,
    params: { dry_run: true },
  });
  await spec.api.post(`${projectPath()}/tasks/${sourceId}/stop`, { data: { force: true } });
  await spec.project.waitForEnd(sourceId);
  // Since then `old` left the survey and `token` became a secret.
  await setSurvey(templateId, [
    { name: 'region', title: 'Region', type: '' },
    { name: 'token', title: 'Token', type: 'secret' },
  ]);

  await signInByApi(page);
  await page.goto(`/project/${spec.project.projectId}/history?t=${sourceId}`);
  const log = page.getByRole('dialog').filter({ hasText: `Task #${sourceId}` });
  await expect(log).toBeVisible();
  await log.getByRole('button', { name: 'Re-run' }).click();

  const refused = page
    .getByRole('alert')
    .filter({ hasText: 'The server did not start the re-run' });
  let outcome: 'accepted' | 'refused' | 'pending' = 'pending';
  await expect
    .poll(
      async () => {
        const shown = Number(new URL(page.url()).searchParams.get('t'));
        if (shown && shown !== sourceId) outcome = 'accepted';
        else if (await refused.isVisible()) outcome = 'refused';
        return outcome;
      },
      { timeout: 20_000 },
    )
    .not.toBe('pending');

  // Both dialects accept the request built against the current survey; a refusal would show the
  // server's reason in the dialog (its text is the failure message here).
  expect(outcome, (await refused.allTextContents()).join(' ')).toBe('accepted');
  const rerunId = Number(new URL(page.url()).searchParams.get('t'));
  await expect(page.getByRole('dialog').getByText(`Task #${rerunId}`)).toBeVisible();
  const rerun = await readTask(rerunId);
  expect(rerun.template_id).toBe(templateId);
  expect(JSON.parse(rerun.environment ?? '{}')).toEqual({ region: 'eu' });
  expect(dryRun(rerun), JSON.stringify(rerun)).toBe(true);
});
