/**
 * The actions task statuses allow (spec core §4, API §8.1-8.2). The statuses themselves are the
 * api-client's (`TASK_STATUSES`, `isTaskStatus`, `isFinishedTaskStatus`).
 */
import { isFinishedTaskStatus, isTaskStatus } from '@semaphore-console/api-client';

export { isFinishedTaskStatus };

/** How a status is drawn: success a green check, error a red cross, others a pending/clock icon. */
export type TaskStatusKind = 'success' | 'error' | 'pending';

/** Raised for a status that is not a documented `TaskStatus` (spec core §8: "an error is raised"). */
export class UnknownTaskStatusError extends Error {
  /** The status text the server sent. */
  readonly status: string;
  constructor(status: string) {
    super(`Unknown task status: ${status}`);
    this.name = 'UnknownTaskStatusError';
    this.status = status;
  }
}

/**
 * The icon kind of a status (spec core §4).
 * @throws UnknownTaskStatusError for a status the spec does not list.
 */
export function taskStatusKind(status: string): TaskStatusKind {
  if (!isTaskStatus(status)) throw new UnknownTaskStatusError(status);
  if (status === 'success') return 'success';
  if (status === 'error') return 'error';
  return 'pending';
}

const STOPPABLE: readonly string[] = [
  'running',
  'stopping',
  'waiting',
  'starting',
  'waiting_confirmation',
  'confirmed',
];

/** Stop is offered in running, stopping, waiting, starting, waiting_confirmation, confirmed (spec core §4). */
export function canStopTask(status: string): boolean {
  return STOPPABLE.includes(status);
}

/** Once a task is stopping, the button becomes Force stop and the stop call sends `force: true`. */
export function isForceStop(status: string): boolean {
  return status === 'stopping';
}

/** Confirm is offered only in waiting_confirmation (spec core §4; API §8.2). */
export function canConfirmTask(status: string): boolean {
  return status === 'waiting_confirmation';
}
