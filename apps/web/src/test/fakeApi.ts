import { vi } from 'vitest';
import type { ShellApi } from '../api';
import { HttpError } from '@semaphore-console/api-client';
import type { Project, User } from '../wire';

/** A site admin as `GET /api/user` answers. */
export const ADMIN: User = {
  id: 1,
  username: 'admin',
  name: 'Admin',
  email: 'admin@example.com',
  admin: true,
  alert: false,
  external: false,
  created: '2026-01-01T00:00:00Z',
  can_create_project: true,
};

/** A project as the server answers. */
export function project(id: number, name: string, type = ''): Project {
  return {
    id,
    name,
    created: '2026-01-01T00:00:00Z',
    alert: false,
    alert_chat: null,
    max_parallel_tasks: 0,
    type,
  };
}

/** The api-client's HTTP error for a status (empty body unless given). */
export function httpError(status: number, body?: unknown): HttpError {
  return new HttpError(
    { method: 'GET', url: 'http://localhost/api/test', path: 'api/test' },
    status,
    '',
    body,
  );
}

/** A fake {@link ShellApi}: every call is a `vi.fn` with a plausible default answer. */
export function fakeApi(overrides: Partial<ShellApi> = {}): ShellApi {
  const api: ShellApi = {
    loginOptions: vi.fn(async () => ({ oidc_providers: [], login_with_password: true })),
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    currentUser: vi.fn(async () => ADMIN),
    info: vi.fn(async () => ({
      version: '2.10.0',
      ansible: '',
      web_host: '',
      use_remote_runner: false,
    })),
    projects: vi.fn(async () => [project(1, 'Demo'), project(2, 'Second')]),
    createProject: vi.fn(async (input) => ({ ...project(9, input.name), ...input })),
    updateProject: vi.fn(async () => undefined),
    deleteProject: vi.fn(async () => undefined),
    role: vi.fn(async () => ({ role: 'owner' as const, permissions: 15 })),
    backup: vi.fn(async () => '{"meta":{"name":"Demo"}}'),
    restore: vi.fn(async () => project(10, 'Restored')),
    leaveProject: vi.fn(async () => undefined),
    events: vi.fn(async () => []),
    lastTasks: vi.fn(async () => []),
    keys: vi.fn(async () => []),
    users: vi.fn(async () => [ADMIN]),
    createUser: vi.fn(async (input) => ({ ...ADMIN, ...input, id: 5, external: false })),
    updateUser: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => undefined),
  };
  return { ...api, ...overrides };
}
