import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import { bashTemplate, demoUrl, projectWithTeam } from './helpers';

const run = promisify(execFile);
const here = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(
  new URL('../../../apps/demo-server/node_modules/.bin/tsx', import.meta.url),
);

describe('README example (examples/run-template.mjs)', () => {
  it('is the code shown in the README', () => {
    const readme = readFileSync(`${here}README.md`, 'utf8');
    const example = readFileSync(`${here}examples/run-template.mjs`, 'utf8').trimEnd();
    expect(readme).toContain(example);
  });

  it('signs in with a token, lists projects, runs a template and prints its streamed log', async () => {
    const { admin, project } = await projectWithTeam();
    const template = await bashTemplate(admin, project.id);
    const session = createApiClient({ baseUrl: demoUrl() });
    await session.auth.login({ auth: 'admin', password: 'changeme' });
    const token = await session.user.tokens.create();
    const { stdout } = await run(
      tsx,
      ['--conditions=@semaphore-console/source', 'examples/run-template.mjs', template.name],
      {
        cwd: here,
        timeout: 60_000,
        env: {
          ...process.env,
          SEMAPHORE_URL: demoUrl(),
          SEMAPHORE_TOKEN: token.id,
          SEMAPHORE_PROJECT: String(project.id),
        },
      },
    );
    expect(stdout).toContain('Signed in as admin');
    expect(stdout).toContain(`project #${project.id} ${project.name}`);
    expect(stdout).toMatch(new RegExp(`Running "${template.name}" as task #(\\d+)`));
    const finished = /Task #\d+ finished: (\w+) \((\d+) lines\)/.exec(stdout);
    expect(finished?.[1]).toBe('success');
    const id = Number(/as task #(\d+)/.exec(stdout)![1]);
    const stored = await admin.project(project.id).tasks.output(id);
    expect(Number(finished?.[2])).toBe(stored.length);
    for (const record of stored) expect(stdout).toContain(record.output);
  }, 60_000);
});
