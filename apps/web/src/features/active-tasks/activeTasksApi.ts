import type { ActiveTask, ApiClient } from '@semaphore-console/api-client';
import { api } from '../../apiClient';

/**
 * The calls of the admin Active tasks screen (spec core §7, API §6.17.1). The store depends on
 * this port only; tests pass fakes. Every method rejects with the api-client's error.
 */
export interface ActiveTasksApi {
  /** `GET /api/tasks`: every queued or running task of the server (admins). */
  listActiveTasks(): Promise<ActiveTask[]>;
  /**
   * Stops a task. Normal stop: `DELETE /api/tasks/{taskId}` (204 even when not found). Force stop
   * (spec core §4, a task already `stopping`): `POST /api/project/{projectId}/tasks/{taskId}/stop`
   * with `{"force": true}`, since the admin route has no force.
   */
  stopTask(task: { task_id: number; project_id: number }, force: boolean): Promise<void>;
}

/** The Active tasks calls over the api-client. */
export function createActiveTasksApi(client: ApiClient): ActiveTasksApi {
  return {
    listActiveTasks: () => client.tasks.list(),
    stopTask: (task, force) =>
      force
        ? client.project(task.project_id).tasks.stop(task.task_id, { force: true })
        : client.tasks.stop(task.task_id),
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
