/**
 * `run`, `logs`, `stop`, `confirm` and `reject` against the demo server in memory.
 */
import { stat } from 'node:fs/promises';
import { strip } from '@semaphore-console/ansi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../src/index';
import type { TaskWithTpl } from '@semaphore-console/api-client';
import { RUN_PING_HOSTS, announcedTask, failingTemplate, plainLines } from './cliFixtures';
import { Capture, type MemoryDemo, startMemoryDemo } from './memoryDemo';

let demo: MemoryDemo;
afterEach(async () => {
  await demo.close();
});

/** `run <template> -p 1 <flags>`: runs a template of project 1. */
const runIn1 = (template: string, ...flags: string[]) =>
  demo.cli(['run', template, '-p', '1', ...flags]);

/** The body of the task the harness saw posted to project 1. */
function postedTask(): Record<string, unknown> {
  const post = demo.requests.find((r) => r.method === 'POST' && r.path === '/api/project/1/tasks');
  return JSON.parse(post!.body) as Record<string, unknown>;
}

/** Polls project 1's last tasks every 10 ms, at most `tries` times, for one that `matches`. */
async function awaitTask(
  matches: (task: TaskWithTpl) => boolean,
  tries: number,
): Promise<number | undefined> {
  for (let i = 0; i < tries; i++) {
    await new Promise((r) => setTimeout(r, 10));
    const found = (await demo.client.project(1).tasks.last(5)).find(matches);
    if (found) return found.id;
  }
  return undefined;
}

/** The CLI's environment for this harness's server, with `extra` on top. */
const envWith = (extra: Record<string, string> = {}) => ({
  SEMAPHORE_URL: `${demo.transport.origin}/`,
  XDG_CONFIG_HOME: demo.configHome,
  ...extra,
});

/** Starts a synthetic task of template 9 writing `lines` lines at `perSecond`; its id. */
async function startSynthetic(lines: number, perSecond: number): Promise<number> {
  const response = await demo.app.fetch(
    new Request(`${demo.transport.origin}/api/demo/project/1/tasks/synthetic`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
      body: JSON.stringify({ template_id: 9, lines, lines_per_second: perSecond }),
    }),
  );
  return ((await response.json()) as { id: number }).id;
}

describe.each(['2.10', '2.20'] as const)('as Semaphore %s', (serverVersion) => {
  beforeEach(async () => {
    demo = await startMemoryDemo({ serverVersion });
  });

  it('runs a template with a survey variable, prints exactly the stored log and exits 0', async () => {
    const run = await demo.cli([...RUN_PING_HOSTS, '--message', 'from CI', '--follow']);
    expect(run.stderr).toContain('success');
    expect(run.code).toBe(EXIT_CODES.success);
    const taskId = announcedTask(run.stderr);
    const stored = await demo.output(1, taskId);
    expect(stored.length).toBeGreaterThan(20);
    expect(plainLines(run.stdout)).toEqual(stored.map((r) => strip(r.output)));
    const task = await demo.client.project(1).tasks.get(taskId);
    expect(JSON.parse(task.environment ?? '{}')).toEqual({ ping_timeout: 5 });
    expect(task.message).toBe('from CI');
    // The run summary from the Ansible recap.
    expect(run.stderr).toMatch(/Hosts: \d+ ok, 3 changed, 0 failed, 0 unreachable/);
  });

  it('sends the run flags top-level and in params (newer §N4)', async () => {
    const run = await runIn1('Ping hosts', '--dry-run', '--diff', '--no-follow');
    expect(run.code).toBe(EXIT_CODES.success);
    const body = postedTask();
    expect(body).toMatchObject({
      dry_run: true,
      diff: true,
      params: { dry_run: true, diff: true, debug: false },
    });
    expect(run.stdout.trim()).toMatch(/^\d+$/);
  });

  it('exits with the failed code when the task fails', async () => {
    const template = await failingTemplate(demo.client);
    const run = await runIn1(String(template), '--follow');
    expect(run.code).toBe(EXIT_CODES.taskFailed);
    expect(run.stderr).toMatch(/Task #\d+ error/);
    expect(run.stderr).toMatch(/1 failed/);
  });

  it('refuses a bad variable name before any request', async () => {
    const before = demo.requests.length;
    const run = await runIn1('Ping hosts', '--var', 'ping-timeout=5');
    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain('"ping-timeout" is not a variable name');
    expect(demo.requests.length).toBe(before);
  });

  it('refuses an undeclared or badly typed survey variable before creating a task', async () => {
    const undeclared = await runIn1('Ping hosts', '--var', 'timeout=5');
    expect(undeclared.code).toBe(EXIT_CODES.usage);
    expect(undeclared.stderr).toContain(
      '"timeout" is not a survey variable of template "Ping hosts" (its survey variables: ping_timeout)',
    );
    const notInt = await runIn1('Ping hosts', '--var', 'ping_timeout=soon');
    expect(notInt.code).toBe(EXIT_CODES.usage);
    expect(notInt.stderr).toContain(
      'ping_timeout (Timeout (s)) of "Ping hosts" must be an integer',
    );
    const required = await runIn1('Deploy to production', '--var', 'region=eu-west-1');
    expect(required.code).toBe(EXIT_CODES.usage);
    expect(required.stderr).toContain(
      'canary_percent (Canary traffic (%)) of "Deploy to production" is required',
    );
    const choice = await runIn1(
      'Deploy to production',
      '--var',
      'region=mars',
      '--var',
      'canary_percent=5',
    );
    expect(choice.stderr).toContain(
      'must be one of: eu-central-1 (Frankfurt), eu-west-1 (Ireland), us-east-1 (Virginia)',
    );
    const notSecret = await runIn1('Ping hosts', '--secret', 'ping_timeout=5');
    expect(notSecret.stderr).toContain('is not a secret: use --var ping_timeout=');
    expect(demo.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/tasks'))).toEqual(
      [],
    );
  });

  it('sends a secret survey variable in secret, never in environment', async () => {
    const run = await runIn1(
      'Deploy to production',
      '--var',
      'region=Ireland',
      '--var',
      'canary_percent=10',
      '--secret',
      'api_token=s3cr3t',
      '--version',
      '1.4.3',
      '--no-follow',
    );
    expect(run.stderr).toContain('queued');
    expect(run.code).toBe(EXIT_CODES.success);
    const body = postedTask() as { environment: string; secret: string; build_task_id: number };
    expect(JSON.parse(body.environment)).toEqual({ region: 'eu-west-1', canary_percent: 10 });
    expect(JSON.parse(body.secret)).toEqual({ api_token: 's3cr3t' });
    expect(body.build_task_id).toBeGreaterThan(0);
  });

  it('prints JSON events that parse line by line', async () => {
    const run = await runIn1('Ping hosts', '--follow', '--json');
    expect(run.code).toBe(EXIT_CODES.success);
    const events = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; [k: string]: unknown });
    expect(events[0]!.type).toBe('task');
    expect(events.at(-1)).toMatchObject({
      type: 'result',
      exit_code: 0,
      complete: true,
      task: { status: 'success' },
    });
    expect(events.filter((e) => e.type === 'status').map((e) => e.status)).toContain('running');
    const lines = events.filter((e) => e.type === 'line');
    const taskId = (events[0]!.task as { id: number }).id;
    const stored = await demo.output(1, taskId);
    expect(lines.map((e) => e.output)).toEqual(stored.map((r) => r.output));
    expect(lines.map((e) => e.index)).toEqual(stored.map((_, i) => i));
  });

  it('exits with the stopped code when the task is stopped from another shell', async () => {
    const following = runIn1('Soak test (long running)', '--follow');
    // Wait until the task runs, then stop it as another process would.
    const taskId = await awaitTask(
      (t) => t.status === 'running' && t.tpl_alias.startsWith('Soak'),
      200,
    );
    expect(taskId).toBeDefined();
    const stop = await demo.cli(['stop', String(taskId)]);
    expect(stop.code).toBe(EXIT_CODES.success);
    const run = await following;
    expect(run.code).toBe(EXIT_CODES.taskStopped);
    const stored = await demo.output(1, taskId!);
    expect(plainLines(run.stdout)).toEqual(stored.map((r) => strip(r.output)));
  });

  it('says how to confirm a plan, and confirm lets it apply (exit 0)', async () => {
    const following = runIn1('Provision network', '--follow');
    const taskId = await awaitTask((t) => t.status === 'waiting_confirmation', 300);
    expect(taskId).toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    const confirm = await demo.cli(['confirm', String(taskId)]);
    expect(confirm.code).toBe(EXIT_CODES.success);
    const run = await following;
    expect(run.stderr).toContain(`Task #${taskId} is waiting for confirmation`);
    expect(run.stderr).toContain(`semaphore-console confirm ${taskId} --project 1`);
    expect(run.stderr).toMatch(/Plan: \d+ to add, \d+ to change, \d+ to destroy/);
    expect(run.code).toBe(EXIT_CODES.success);
  });

  it('reject ends a waiting plan as stopped (exit 3)', async () => {
    const following = runIn1('Provision network', '--follow', '--json');
    const taskId = await awaitTask((t) => t.status === 'waiting_confirmation', 300);
    const reject = await demo.cli(['reject', String(taskId)]);
    expect(reject.code).toBe(EXIT_CODES.success);
    expect(reject.stderr).toContain(serverVersion === '2.10' ? 'force stop' : 'rejected');
    const run = await following;
    expect(run.code).toBe(EXIT_CODES.taskStopped);
    expect(run.stdout).toContain('"type":"waiting_confirmation"');
  });

  it('--auto-confirm confirms the plan itself', async () => {
    const run = await runIn1('Provision network', '--follow', '--auto-confirm');
    expect(run.stderr).toContain('confirming (--auto-confirm)');
    expect(run.code).toBe(EXIT_CODES.success);
  });
});

describe('lossless follow (API §7.5)', () => {
  beforeEach(async () => {
    demo = await startMemoryDemo();
  });

  it('prints exactly /output after dropped sockets and a late /output', async () => {
    await demo.realServerFaults({ socketBuffer: 64, outputDelayMs: 40 });
    const template = (await demo.client.project(1).templates.list()).find(
      (t) => t.name === 'Rotate logs',
    )!;
    const task = await demo.client.project(1).tasks.create({ template_id: template.id });
    // A 5,000-line burst of a synthetic task beside it, on the same feed.
    const syntheticId = await startSynthetic(5000, 20000);
    const [burst, other] = await Promise.all([
      demo.cli(['logs', String(syntheticId), '-p', '1', '--follow']),
      demo.cli(['logs', String(task.id), '-p', '1', '--follow']),
    ]);
    expect(burst.code).toBe(EXIT_CODES.success);
    expect(other.code).toBe(EXIT_CODES.success);
    const stored = await demo.output(1, syntheticId);
    expect(stored.length).toBeGreaterThanOrEqual(5000);
    // The burst overflowed the socket's buffer: the feeds reconnected (two followers, more sockets).
    expect(demo.sockets()).toBeGreaterThan(2);
    expect(plainLines(burst.stdout)).toEqual(stored.map((r) => strip(r.output)));
    expect(plainLines(other.stdout)).toEqual(
      (await demo.output(1, task.id)).map((r) => strip(r.output)),
    );
  });

  it('logs --follow of a task that has just ended waits for its late /output', async () => {
    await demo.realServerFaults({ outputDelayMs: 150 });
    const id = await startSynthetic(300, 100000);
    for (let i = 0; i < 100 && !(await demo.client.project(1).tasks.get(id)).end; i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await demo.output(1, id)).length).toBeLessThan(300);
    const run = await demo.cli(['logs', String(id), '-p', '1', '--follow']);
    expect(run.code).toBe(EXIT_CODES.success);
    const stored = await demo.output(1, id);
    expect(stored.length).toBeGreaterThanOrEqual(300);
    expect(plainLines(run.stdout)).toEqual(stored.map((r) => strip(r.output)));
  });

  it('backfills the lines of a dropped socket during a run', async () => {
    await demo.realServerFaults({ outputDelayMs: 30 });
    const following = runIn1('Ping hosts', '--follow');
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 15));
      demo.transport.dropSockets();
    }
    const run = await following;
    expect(run.code).toBe(EXIT_CODES.success);
    expect(demo.sockets()).toBeGreaterThan(1);
    const taskId = announcedTask(run.stderr);
    expect(plainLines(run.stdout)).toEqual(
      (await demo.output(1, taskId)).map((r) => strip(r.output)),
    );
  });

  it('keeps colours on a terminal and drops them with NO_COLOR', async () => {
    const tty = Object.assign(new Capture(), { isTTY: true });
    const run = await demo.cli(['run', 'Ping hosts', '-p', '1'], { stdout: tty });
    expect(run.code).toBe(EXIT_CODES.success);
    expect(tty.text).toContain('\u001b[');
    const noColor = Object.assign(new Capture(), { isTTY: true });
    await demo.cli(['logs', String(announcedTask(run.stderr)), '-p', '1'], {
      stdout: noColor,
      env: envWith({ SEMAPHORE_TOKEN: demo.token, NO_COLOR: '1' }),
    });
    expect(noColor.text).not.toContain('\u001b');
    expect(noColor.text.split('\n').length).toBeGreaterThan(20);
  });
});

describe('exit codes of connection problems', () => {
  beforeEach(async () => {
    demo = await startMemoryDemo();
  });

  it('auth: 4 for a refused token or none', async () => {
    const refused = await demo.cli(['projects'], {
      env: envWith({ SEMAPHORE_TOKEN: 'nope' }),
    });
    expect(refused.code).toBe(EXIT_CODES.auth);
    const none = await demo.cli(['projects'], {
      env: envWith(),
    });
    expect(none.code).toBe(EXIT_CODES.auth);
    expect(none.stderr).toContain('Not signed in');
  });

  it('unreachable: 5 when no answer comes', async () => {
    const run = await demo.cli(['projects'], {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(run.code).toBe(EXIT_CODES.unreachable);
    expect(run.stderr).toContain('Cannot reach the server');
  });

  it('usage: 2 for an unknown flag, an unknown template and a missing URL', async () => {
    expect((await demo.cli(['run', 'Ping hosts', '--frobnicate'])).code).toBe(EXIT_CODES.usage);
    const unknown = await runIn1('No such template');
    expect(unknown.code).toBe(EXIT_CODES.usage);
    expect(unknown.stderr).toContain('No template "No such template"; there are:');
    const noUrl = await demo.cli(['projects'], { env: { XDG_CONFIG_HOME: demo.configHome } });
    expect(noUrl.code).toBe(EXIT_CODES.usage);
  });

  it('config folder is private', async () => {
    const info = await stat(demo.configHome);
    expect(info.isDirectory()).toBe(true);
  });
});
