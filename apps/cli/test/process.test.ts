/**
 * The CLI as a real process against the demo server as a real process, in both dialects
 * (`--server-version 2.10` and `2.20`): a run with variables followed to exit 0 with JSON events,
 * a failing template (exit 1), a stop from another shell (exit 3), a 5,000-line burst through
 * the `--socket-buffer` and `--output-delay` faults printed exactly as `/output`, `login` of a
 * TOTP user, and the README's CI examples run as shell scripts.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strip } from '@semaphore-console/ansi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../src/index';
import { RUN_PING_HOSTS, failingTemplate, plainLines } from './cliFixtures';
import { cliShim, type DemoProcess, spawnCli, startDemoProcess } from './processDemo';

let home: string;
/** The demo processes, started together (their start-up is most of this file's time). */
const demos: Record<'2.10' | '2.20' | 'burst' | 'readme', DemoProcess> = {} as never;
beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'semaphore-console-home-'));
  const [v210, v220, burst, readme] = await Promise.all([
    startDemoProcess(['--server-version', '2.10']),
    startDemoProcess(['--server-version', '2.20']),
    startDemoProcess(['--socket-buffer', '2', '--output-delay', '300']),
    startDemoProcess([]),
  ]);
  Object.assign(demos, { '2.10': v210, '2.20': v220, burst, readme });
}, 60_000);
afterAll(async () => {
  await Promise.all(Object.values(demos).map((demo) => demo.stop()));
  await rm(home, { recursive: true, force: true });
});

describe.concurrent.each(['2.10', '2.20'] as const)(
  'as a process against Semaphore %s',
  (version) => {
    it('runs with variables (exit 0, JSON lines), fails (exit 1), and is stopped from another shell (exit 3)', async () => {
      const demo = demos[version];
      const env = {
        SEMAPHORE_URL: demo.url,
        SEMAPHORE_TOKEN: demo.token,
        HOME: home,
        XDG_CONFIG_HOME: home,
      };
      const failing = await failingTemplate(demo.admin);
      const ok = spawnCli([...RUN_PING_HOSTS, '--follow', '--json'], env);
      const fails = spawnCli(['run', String(failing), '-p', '1', '--follow'], env);
      const soak = spawnCli(['run', 'Soak test (long running)', '-p', '1', '--follow'], env);
      const [, id] = await soak.waitForStderr(/Task #(\d+): running/, 40_000);
      const stop = await spawnCli(['stop', id!], env).done;
      expect(stop.code).toBe(EXIT_CODES.success);

      const [okRun, failRun, soakRun] = await Promise.all([ok.done, fails.done, soak.done]);
      expect(okRun.stderr).toBe('');
      expect(okRun.code).toBe(EXIT_CODES.success);
      const events = plainLines(okRun.stdout).map(
        (line) => JSON.parse(line) as Record<string, unknown>,
      );
      const taskId = (events[0]!.task as { id: number }).id;
      const stored = await demo.admin.project(1).tasks.output(taskId);
      expect(events.filter((e) => e.type === 'line').map((e) => e.output)).toEqual(
        stored.map((r) => r.output),
      );
      expect(events.at(-1)).toMatchObject({
        type: 'result',
        exit_code: 0,
        task: { status: 'success' },
      });
      const task = await demo.admin.project(1).tasks.get(taskId);
      expect(JSON.parse(task.environment ?? '')).toEqual({ ping_timeout: 5 });

      expect(failRun.code).toBe(EXIT_CODES.taskFailed);
      expect(soakRun.code).toBe(EXIT_CODES.taskStopped);
      expect(soakRun.stderr).toMatch(/stop/);
    });

    it('refuses a bad variable before any request, even with an unreachable server', async () => {
      const run = await spawnCli(['run', 'Ping hosts', '--var', 'bad-name=1'], {
        SEMAPHORE_URL: 'http://127.0.0.1:9/',
        SEMAPHORE_TOKEN: 'x',
        HOME: home,
      }).done;
      expect(run.code).toBe(EXIT_CODES.usage);
      expect(run.stderr).toContain('"bad-name" is not a variable name');
    });

    if (version === '2.20') {
      it('logs in a TOTP user (code from the demo) and stores the token 0600', async () => {
        const demo = demos[version];
        const config = await mkdtemp(join(tmpdir(), 'semaphore-console-login-'));
        try {
          const response = await fetch(`${demo.url}api/demo/totp/totp`);
          const { code } = (await response.json()) as { code: string };
          const login = await spawnCli(
            ['login', '--url', demo.url],
            { HOME: config, XDG_CONFIG_HOME: config },
            `totp\nchangeme\n${code}\n`,
          ).done;
          expect(login.stderr).toContain('Authenticator code:');
          expect(login.code).toBe(EXIT_CODES.success);
          const file = join(config, 'semaphore-console', 'config.json');
          expect((await stat(file)).mode & 0o777).toBe(0o600);
          expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ username: 'totp' });
          const projects = await spawnCli(['projects', '--json'], {
            HOME: config,
            XDG_CONFIG_HOME: config,
          }).done;
          expect(projects.code).toBe(EXIT_CODES.success);
          for (const line of plainLines(projects.stdout))
            expect(JSON.parse(line)).toHaveProperty('id');
        } finally {
          await rm(config, { recursive: true, force: true });
        }
      });
    }
  },
);

describe.concurrent(
  'a 5,000-line burst through dropped sockets and a late /output (API §7.5)',
  () => {
    it('prints exactly the lines of /output', async () => {
      const demo = demos.burst;
      const response = await fetch(`${demo.url}api/demo/project/1/tasks/synthetic`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
        body: JSON.stringify({ template_id: 9, lines: 5000, lines_per_second: 1000 }),
      });
      const { id } = (await response.json()) as { id: number };
      const run = await spawnCli(['logs', String(id), '-p', '1', '--follow'], {
        SEMAPHORE_URL: demo.url,
        SEMAPHORE_TOKEN: demo.token,
        HOME: home,
        SEMAPHORE_CONSOLE_DEBUG: '1',
      }).done;
      expect(run.stderr, `exit ${run.code}; stdout: ${run.stdout.slice(0, 300)}`).toContain(
        'success',
      );
      // The fault did its work: the flooded socket was dropped mid-run.
      expect(run.stderr).toContain('[debug] live feed closed');
      expect(run.code).toBe(EXIT_CODES.success);
      const stored = await demo.admin.project(1).tasks.output(id);
      expect(stored.length).toBeGreaterThanOrEqual(5000);
      expect(plainLines(run.stdout)).toEqual(stored.map((r) => strip(r.output)));
    });
  },
);

describe.concurrent('Ctrl-C while following', () => {
  it('exits 130 and leaves the task running', async () => {
    const demo = demos.readme;
    const env = { SEMAPHORE_URL: demo.url, SEMAPHORE_TOKEN: demo.token, HOME: home };
    const soak = spawnCli(['run', 'Soak test (long running)', '-p', '1', '--follow'], env);
    const [, id] = await soak.waitForStderr(/Task #(\d+): running/, 40_000);
    soak.child.kill('SIGINT');
    const run = await soak.done;
    expect(run.code).toBe(EXIT_CODES.interrupted);
    expect(run.stderr).toContain(`Stopped following. Task #${id} goes on`);
    expect((await demo.admin.project(1).tasks.get(Number(id))).status).toBe('running');
    const stop = await spawnCli(['stop', id!, '--force'], env).done;
    expect(stop.code).toBe(EXIT_CODES.success);
  });
});

describe.concurrent("the README's CI examples", () => {
  /** The README's fenced blocks of a language. */
  async function blocks(language: string): Promise<string[]> {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    return [...readme.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
      (m) => m[1]!,
    );
  }

  /** The shell script of each CI example. */
  async function scripts(): Promise<Record<string, string>> {
    const yaml = await blocks('yaml');
    const github = yaml.find((b) => b.includes('runs-on'))!;
    const runAt = github.indexOf('run: |\n');
    const githubScript = github
      .slice(runAt + 'run: |\n'.length)
      .split('\n')
      .map((line) => line.replace(/^ {10}/, ''))
      .join('\n');
    const gitlab = yaml.find((b) => b.includes('before_script'))!;
    const gitlabScript = gitlab
      .slice(gitlab.indexOf('  script:\n'))
      .split('\n')
      .filter((line) => line.startsWith('    - '))
      .map((line) => line.slice('    - '.length))
      .join('\n');
    const jenkins = (await blocks('groovy'))[0]!;
    const jenkinsScript = /sh '''\n([\s\S]*?)'''/.exec(jenkins)![1]!;
    return {
      github: `set -e\n${githubScript}`,
      gitlab: `set -e\n${gitlabScript}`,
      jenkins: jenkinsScript,
    };
  }

  it('run against the demo server and exit 0', async () => {
    const demo = demos.readme;
    const found = await scripts();
    expect(found.github).toContain('semaphore-console run');
    expect(found.gitlab).toContain('semaphore-console run');
    expect(found.jenkins).toContain('semaphore-console run');
    const shim = await cliShim();
    const work = await mkdtemp(join(tmpdir(), 'semaphore-console-ci-'));
    try {
      const env = {
        PATH: `${shim.dir}:${process.env.PATH ?? ''}`,
        HOME: work,
        SEMAPHORE_URL: demo.url,
        SEMAPHORE_TOKEN: demo.token,
        GITHUB_REPOSITORY: 'example/web',
        GITHUB_SHA: 'abc123',
        CI_PIPELINE_ID: '42',
        BUILD_TAG: 'jenkins-web-7',
      };
      const results = await Promise.all(
        Object.entries(found).map(
          ([name, script]) =>
            new Promise<{ name: string; code: number | null; out: string }>((resolve) => {
              const child = spawn('bash', ['-c', script], {
                cwd: work,
                env,
                stdio: ['ignore', 'pipe', 'pipe'],
              });
              let out = '';
              child.stdout.on('data', (c: Buffer) => (out += c.toString()));
              child.stderr.on('data', (c: Buffer) => (out += c.toString()));
              child.once('close', (code) => resolve({ name, code, out }));
            }),
        ),
      );
      for (const result of results) expect(result, result.out).toMatchObject({ code: 0 });
      const gitlab = results.find((r) => r.name === 'gitlab')!;
      expect(JSON.parse(plainLines(gitlab.out).at(-1)!)).toMatchObject({
        type: 'result',
        exit_code: 0,
      });
    } finally {
      await shim.remove();
      await rm(work, { recursive: true, force: true });
    }
  });
});
