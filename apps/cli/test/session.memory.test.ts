/**
 * `login` (with the 2.20 second factor) and `logout` against the demo server in memory.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../src/index';
import { type MemoryDemo, startMemoryDemo } from './memoryDemo';

let demo: MemoryDemo;
afterEach(async () => {
  await demo.close();
});

/** Answers prompts from a list, recording the questions. */
function answers(list: string[], asked: string[]) {
  return async (question: string, options: { hidden: boolean }) => {
    asked.push(`${question}${options.hidden ? ' (hidden)' : ''}`);
    const next = list.shift();
    if (next === undefined) throw new Error(`unexpected question ${question}`);
    return next;
  };
}

describe('login and logout', () => {
  it('signs in with a password, stores the token privately, and logout revokes it (2.10)', async () => {
    demo = await startMemoryDemo({ serverVersion: '2.10' });
    const asked: string[] = [];
    const env = { SEMAPHORE_URL: `${demo.transport.origin}/`, XDG_CONFIG_HOME: demo.configHome };
    const login = await demo.cli(['login'], { env, prompt: answers(['owner', 'changeme'], asked) });
    expect(login.code).toBe(EXIT_CODES.success);
    expect(asked).toEqual(['Login: ', 'Password:  (hidden)']);
    const file = join(demo.configHome, 'semaphore-console', 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(demo.configHome, 'semaphore-console'))).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(await readFile(file, 'utf8')) as { token: string; username: string };
    expect(stored.username).toBe('owner');
    // The stored token is used without SEMAPHORE_TOKEN.
    const projects = await demo.cli(['projects', '--json'], { env });
    expect(projects.code).toBe(EXIT_CODES.success);
    expect(projects.stdout.trim().split('\n').length).toBeGreaterThan(0);

    const logout = await demo.cli(['logout'], { env });
    expect(logout.code).toBe(EXIT_CODES.success);
    expect(logout.stderr).toContain('the token is revoked');
    await expect(stat(file)).rejects.toThrow();
    const again = await demo.cli(['projects'], { env: { ...env, SEMAPHORE_TOKEN: stored.token } });
    expect(again.code).toBe(EXIT_CODES.auth);
  });

  it('refuses a wrong password with the auth code', async () => {
    demo = await startMemoryDemo();
    const env = { SEMAPHORE_URL: `${demo.transport.origin}/`, XDG_CONFIG_HOME: demo.configHome };
    const login = await demo.cli(['login', '--user', 'owner'], {
      env,
      prompt: answers(['wrong'], []),
    });
    expect(login.code).toBe(EXIT_CODES.auth);
    expect(login.stderr).toContain('wrong login or password');
  });

  it('asks for the authenticator code of a TOTP user (2.20, newer §N3)', async () => {
    demo = await startMemoryDemo({ serverVersion: '2.20' });
    const env = { SEMAPHORE_URL: `${demo.transport.origin}/`, XDG_CONFIG_HOME: demo.configHome };
    const codeResponse = await demo.app.fetch(
      new Request(`${demo.transport.origin}/api/demo/totp/totp`),
    );
    const { code } = (await codeResponse.json()) as { code: string };
    const asked: string[] = [];
    const login = await demo.cli(['login'], {
      env,
      prompt: answers(['totp', 'changeme', code], asked),
    });
    expect(login.stderr).toContain('as totp');
    expect(login.code).toBe(EXIT_CODES.success);
    expect(asked).toEqual(['Login: ', 'Password:  (hidden)', 'Authenticator code: ']);
    const projects = await demo.cli(['projects'], { env });
    expect(projects.code).toBe(EXIT_CODES.success);
  });

  it('a wrong authenticator code is an auth error', async () => {
    demo = await startMemoryDemo({ serverVersion: '2.20' });
    const env = { SEMAPHORE_URL: `${demo.transport.origin}/`, XDG_CONFIG_HOME: demo.configHome };
    const login = await demo.cli(['login'], {
      env,
      prompt: answers(['totp', 'changeme', '000000'], []),
    });
    expect(login.code).toBe(EXIT_CODES.auth);
    expect(login.stderr).toContain('The code was refused');
  });
});
