import type { ActiveTask, ApiClient } from '@semaphore-console/api-client';
import { api } from '../../apiClient';

/**
 * The calls of the admin Active tasks screen (spec core §7, API §6.17.1). The store depends on
 * this port only; tests pass fakes. Every method rejects with the api-client's error.
 */
export interface ActiveTasksApi {
  /** `GET /api/tasks`: every queued or running task of the server (admins). */
  listActiveTasks(): Promise<ActiveTask[]>;
  /** `DELETE /api/tasks/{taskId}`: asks for a normal stop (204 even when not found). */
  stopTask(taskId: number): Promise<void>;
}

/** The Active tasks calls over the api-client. */
export function createActiveTasksApi(client: ApiClient): ActiveTasksApi {
  return {
    listActiveTasks: () => client.tasks.list(),
    stopTask: (taskId) => client.tasks.stop(taskId),
  };
}

let current: ActiveTasksApi | null = null;

/** Installs the calls (tests install a fake; `null` goes back to the api-client). */
export function provideActiveTasksApi(next: ActiveTasksApi | null): void {
  current = next;
}

/** The installed calls; by default the adapter over the console's one api-client. */
export function activeTasksApi(): ActiveTasksApi {
  current ??= createActiveTasksApi(api);
  return current;
}
