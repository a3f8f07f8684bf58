/**
 * Task statuses and the actions they allow (spec core §4, API §8.1-8.2).
 */

/** Every status the server sends, as exact strings (API §8.1). */
export const TASK_STATUSES = [
  'waiting',
  'starting',
  'waiting_confirmation',
  'confirmed',
  'running',
  'success',
  'error',
  'stopping',
  'stopped',
] as const;

/** One of the {@link TASK_STATUSES}. */
export type KnownTaskStatus = (typeof TASK_STATUSES)[number];

/** How a status is drawn: success a green check, error a red cross, others a pending/clock icon. */
export type TaskStatusKind = 'success' | 'error' | 'pending';

/** Raised for a status that is not one of {@link TASK_STATUSES} (spec core §8: "an error is raised"). */
export class UnknownTaskStatusError extends Error {
  /** The status text the server sent. */
  readonly status: string;
  constructor(status: string) {
    super(`Unknown task status: ${status}`);
    this.name = 'UnknownTaskStatusError';
    this.status = status;
  }
}

/** Whether `status` is one of the {@link TASK_STATUSES}. */
export function isKnownTaskStatus(status: string): status is KnownTaskStatus {
  return (TASK_STATUSES as readonly string[]).includes(status);
}

/**
 * The icon kind of a status (spec core §4).
 * @throws UnknownTaskStatusError for a status the spec does not list.
 */
export function taskStatusKind(status: string): TaskStatusKind {
  if (!isKnownTaskStatus(status)) throw new UnknownTaskStatusError(status);
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

/** The statuses after which the server changes nothing on its own (API §8.1). */
export function isFinishedTaskStatus(status: string): boolean {
  return status === 'success' || status === 'error' || status === 'stopped';
}
