/**
 * Test fixtures shared by the in-memory and the process tests of the CLI.
 */
import type { ApiClient } from '@semaphore-console/api-client';

/**
 * `run` of the seeded survey template "Ping hosts" of "Acme Web Platform" with its required
 * variable `ping_timeout`; a test adds its own flags.
 */
export const RUN_PING_HOSTS = [
  'run',
  'Ping hosts',
  '--project',
  'Acme Web Platform',
  '--var',
  'ping_timeout=5',
];

/** Log text as printed in plain mode: one stripped line per record. */
export function plainLines(stdout: string): string[] {
  const lines = stdout.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The id of the task the CLI announced on stderr (`Task #<id> queued`). */
export function announcedTask(stderr: string): number {
  const match = /Task #(\d+) queued/.exec(stderr);
  if (!match) throw new Error(`no task announced in:\n${stderr}`);
  return Number(match[1]);
}

/**
 * Creates "Always fails": the seeded "Ping hosts" template (4) of project 1 with a variable group
 * that sets `demo_fail`, so its tasks end in `error`. Returns the new template's id.
 */
export async function failingTemplate(client: ApiClient): Promise<number> {
  const project = client.project(1);
  await project.environment.create({
    name: 'fails',
    project_id: 1,
    json: '{"demo_fail": true}',
    password: null,
    env: null,
    secrets: [],
  } as never);
  const env = (await project.environment.list()).find((e) => e.name === 'fails')!;
  const ping = await project.templates.get(4);
  const created = await project.templates.create({
    ...ping,
    id: undefined,
    name: 'Always fails',
    environment_id: env.id,
    environment_ids: [env.id],
    survey_vars: [],
  } as never);
  return created.id;
}
