/**
 * The one place where the CLI decides what differs between Semaphore 2.10 and newer servers
 * (STYLE.md "one wire, two dialects"), on the api-client's capability map
 * (`client.capabilities()`, newer §N9).
 */
import {
  isHttpError,
  type ServerCapabilities as ApiCapabilities,
} from '@semaphore-console/api-client';
import type { Connection } from './connect';

/** What the CLI needs to know about the server. */
export interface ServerCapabilities {
  /** The server's version text (`/api/info` `version`), `''` when it sent none. */
  version: string;
  /**
   * The server reads a run's flags from `params` and checks them against the template's
   * `task_params` prompts (newer §N4): the capability map's `runFlagsInParams` (2.12+).
   */
  runParams: boolean;
}

/** The CLI's capabilities from the api-client's capability map. */
export function capabilitiesFrom(capabilities: ApiCapabilities): ServerCapabilities {
  return {
    version: capabilities.version?.raw ?? '',
    runParams: capabilities.runFlagsInParams,
  };
}

/** Reads the capability map (`GET /api/info`, once per client). */
export async function detectCapabilities(connection: Connection): Promise<ServerCapabilities> {
  return capabilitiesFrom(await connection.client.capabilities());
}

/**
 * Rejects a task waiting for confirmation: `tasks.reject` (`POST …/tasks/{id}/reject`) on servers
 * that have it (newer §N4); a 2.10 server answers that path 404 (API §1.1), and has no reject at
 * all — there a plan is rejected with a force stop (API §8.2 "Rejecting a plan"). Resolves with
 * how it was done.
 * @throws {HttpError} when the server refuses (e.g. 400: the task is not waiting).
 */
export async function rejectTask(
  connection: Connection,
  projectId: number,
  taskId: number,
): Promise<'reject' | 'force-stop'> {
  const tasks = connection.client.project(projectId).tasks;
  try {
    await tasks.reject(taskId);
    return 'reject';
  } catch (error) {
    if (!isHttpError(error, 404)) throw error;
  }
  await tasks.stop(taskId, { force: true });
  return 'force-stop';
}
