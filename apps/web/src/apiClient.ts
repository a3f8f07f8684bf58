import type { ApiClient } from '@semaphore-console/api-client';
import { setShellApi, type ShellApi } from './api';
import { connect } from './client';
import { baseAddress } from './navigation';
import { createTemplatesApi } from './features/templates/createTemplatesApi';
import { provideTemplatesApi } from './features/templates/templatesApi';

/**
 * The shell's calls (spec core §7) over the api-client. `createProject` follows the create with
 * a `PUT` because SQL servers keep only name and type on create (API §5.2, §13.3 #25).
 */
export function createShellApi(client: ApiClient): ShellApi {
  return {
    loginOptions: () => client.auth.loginOptions(),
    login: (auth, password) => client.auth.login({ auth, password }),
    logout: () => client.auth.logout(),
    currentUser: () => client.user.get(),
    info: () => client.info(),
    projects: () => client.projects.list(),
    async createProject(input) {
      const created = await client.projects.create(input);
      const project = {
        ...created,
        alert: input.alert,
        alert_chat: input.alert_chat,
        max_parallel_tasks: input.max_parallel_tasks,
      };
      if (
        created.alert !== input.alert ||
        created.alert_chat !== input.alert_chat ||
        created.max_parallel_tasks !== input.max_parallel_tasks
      ) {
        await client.project(created.id).update(project);
      }
      return project;
    },
    updateProject: (project) => client.project(project.id).update(project),
    deleteProject: (projectId) => client.project(projectId).delete(),
    role: (projectId) => client.project(projectId).role(),
    backup: async (projectId) =>
      `${JSON.stringify(await client.project(projectId).backup(), null, 2)}\n`,
    restore: (backupText) => client.projects.restore(backupText),
    leaveProject: (projectId) => client.project(projectId).leave(),
    events: (projectId) => client.project(projectId).events.last(),
    lastTasks: (projectId) => client.project(projectId).tasks.last(),
    keys: (projectId) => client.project(projectId).keys.list(),
    users: async () => (await client.users.list()) as Awaited<ReturnType<ShellApi['users']>>,
    createUser: (input) => client.users.create({ ...input, password: input.password ?? '' }),
    updateUser: (userId, input) => client.users.update(userId, input),
    changePassword: (userId, password) => client.users.setPassword(userId, password),
  };
}

/** The one api-client instance of the console (for feature stores); set by {@link connectApi}. */
export let api: ApiClient;

/**
 * Connects the console to the server at its base address (API §1.1): creates the api-client,
 * installs the shell api. The feed opens after start-up (`feed.ts`, spec core §4).
 * Called once by main.tsx before the first render.
 */
export function connectApi(): ApiClient {
  const client = connect({ baseUrl: baseAddress() });
  api = client;
  setShellApi(createShellApi(client));
  provideTemplatesApi(createTemplatesApi(client));
  return client;
}
