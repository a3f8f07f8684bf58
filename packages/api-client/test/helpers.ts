/** Helpers for the real-HTTP tests against the demo server started by the global setup. */
import { inject } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client';
import type { RepositoryInput } from '../src/inputs';
import type { AccessKey, Project, Repository, Template } from '../src/schemas';

/** Base URL of the demo server. */
export const demoUrl = (): string => inject('demoUrl');

const clients = new Map<string, Promise<ApiClient>>();

/**
 * A client for a seeded user (`admin`, `owner`, `manager`, `runner`, `guest`; password
 * `changeme`): signs in with the password (the client keeps the session cookie), creates an
 * API token, and returns a client that uses the token.
 */
export function clientFor(username: string): Promise<ApiClient> {
  let client = clients.get(username);
  if (!client) {
    client = (async () => {
      const session = createApiClient({ baseUrl: demoUrl() });
      await session.auth.login({ auth: username, password: 'changeme' });
      const token = await session.user.tokens.create();
      return createApiClient({ baseUrl: demoUrl(), token: token.id });
    })();
    clients.set(username, client);
  }
  return client;
}

/** A unique name for objects a test creates. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Calls a demo fault control (`POST /api/demo/faults/...`). */
export async function fault(path: string, body?: unknown): Promise<void> {
  const response = await fetch(new URL(`api/demo/faults/${path}`, demoUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 204) throw new Error(`fault ${path} answered ${response.status}`);
}

/** A fresh project owned by admin, with the seeded owner/manager/runner/guest as members. */
export async function projectWithTeam(): Promise<{ admin: ApiClient; project: Project }> {
  const admin = await clientFor('admin');
  const project = await admin.projects.create({ name: unique('api-client test') });
  const users = await admin.users.list();
  const roles = {
    owner: 'owner',
    manager: 'manager',
    runner: 'task_runner',
    guest: 'guest',
  } as const;
  for (const [username, role] of Object.entries(roles)) {
    const user = users.find((item) => item.username === username);
    if (!user) throw new Error(`seeded user ${username} is missing`);
    await admin.project(project.id).team.add({ user_id: user.id, role });
  }
  return { admin, project };
}

/**
 * A new `None` access key in project `p`, named `none key …`: keys are created with a 204 and no
 * body (API §6.7), so it is found in the list by its unique name.
 */
export async function noneKey(p: ReturnType<ApiClient['project']>): Promise<AccessKey> {
  const keyName = unique('none key');
  await p.keys.create({ name: keyName, type: 'none' });
  return (await p.keys.list()).find((item) => item.name === keyName)!;
}

/**
 * A new repository in project `p` with `fields`, named `repo …`: repositories are created with a
 * 204 and no body (API §6.8), so it is found in the list by its unique name.
 */
export async function newRepository(
  p: ReturnType<ApiClient['project']>,
  fields: Omit<RepositoryInput, 'name'>,
): Promise<Repository> {
  const name = unique('repo');
  await p.repositories.create({ ...fields, name });
  return (await p.repositories.list()).find((item) => item.name === name)!;
}

/** A bash template in `projectId` (with a `None` key and a local repository). */
export async function bashTemplate(client: ApiClient, projectId: number): Promise<Template> {
  const p = client.project(projectId);
  const key = await noneKey(p);
  const repository = await newRepository(p, {
    git_url: '/tmp/repo',
    git_branch: '',
    ssh_key_id: key.id,
  });
  return p.templates.create({
    name: unique('script'),
    app: 'bash',
    playbook: 'run.sh',
    repository_id: repository.id,
  });
}

/** Polls `check` every 100 ms until it returns a value, up to `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
