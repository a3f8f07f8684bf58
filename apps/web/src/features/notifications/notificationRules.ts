import type { Task, WsUpdate } from '@semaphore-console/api-client';

/**
 * When a desktop notification is due, and what it says. Pure: the notifier feeds it the feed's
 * `update` messages (API §7.3) and the task it reads back.
 */

/** A moment worth a notification: the run is over, or it waits for a confirmation (API §8.1). */
export type TaskMoment = 'finished' | 'confirmation';

/**
 * The moment an `update` message marks: `finished` when `end` is set (API §7.4: "treat `end`
 * appearing as the definitive finished signal"; sent once at the end of a run, API §8.3),
 * `confirmation` when the status becomes `waiting_confirmation`, else `null`.
 */
export function taskMoment(update: Pick<WsUpdate, 'status' | 'end'>): TaskMoment | null {
  if (update.end !== null) return 'finished';
  if (update.status === 'waiting_confirmation') return 'confirmation';
  return null;
}

/**
 * A key for one notification of one moment of a task: the same moment is announced once (a
 * repeated `update` or two tabs' feeds), a later stop of a finished task (a new `end`) again.
 */
export function momentKey(update: Pick<WsUpdate, 'task_id' | 'status' | 'end'>): string {
  return `${update.task_id}:${update.end ?? update.status}`;
}

/** What the notifier knows about the person and this tab when an update arrives. */
export interface NotifyContext {
  /** Notifications turned on in the user menu (preferences). */
  enabled: boolean;
  /** The browser's permission (`Notification.permission`), or `unsupported`. */
  permission: NotificationPermission | 'unsupported';
  /** The signed-in user's id. */
  userId: number | null;
  /** The task whose log is open in this tab (`?t=`), if any. */
  openTask: { projectId: number; taskId: number } | null;
  /** Whether this tab is in front (`document.visibilityState === 'visible'`). */
  visible: boolean;
}

/** Whether an update could lead to a notification at all (before reading the task). */
export function mayNotify(context: Pick<NotifyContext, 'enabled' | 'permission'>): boolean {
  return context.enabled && context.permission === 'granted';
}

/**
 * Whether to show a desktop notification for a task at a moment: notifications on and allowed,
 * and the task started by the user (`user_id`, API §8.5) or open in this tab — but not when its
 * log is open in a tab that is in front, where the person already sees it.
 */
export function shouldNotify(
  context: NotifyContext,
  task: Pick<Task, 'id' | 'project_id' | 'user_id'>,
): boolean {
  if (!mayNotify(context)) return false;
  const open =
    context.openTask !== null &&
    context.openTask.taskId === task.id &&
    context.openTask.projectId === task.project_id;
  const mine = context.userId !== null && task.user_id === context.userId;
  if (!open && !mine) return false;
  return !(open && context.visible);
}

/** The parts of a notification's text, already translated by the caller. */
export interface NotificationText {
  title: string;
  body: string;
  /** Same tag replaces an older notification of the task. */
  tag: string;
}

/** The translated pieces of a notification (see {@link notificationText}). */
export interface NotificationParts {
  /** The template's name (server text). */
  templateName: string;
  /** The status, translated (spec core §4: `error` reads "Failed"). */
  statusLabel: string;
  /** "Task #41", translated. */
  taskLabel: string;
  /** The run's duration, translated; `null` before the run started. */
  duration: string | null;
}

/**
 * The notification of a task: title "{template}: {status}", body "{Task #id} · {duration}" (the
 * duration only once the run has started).
 */
export function notificationText(
  task: Pick<Task, 'id' | 'project_id'>,
  parts: NotificationParts,
): NotificationText {
  return {
    title: `${parts.templateName}: ${parts.statusLabel}`,
    body: parts.duration ? `${parts.taskLabel} · ${parts.duration}` : parts.taskLabel,
    tag: `semaphore-task-${task.project_id}-${task.id}`,
  };
}

/**
 * The task whose log is open on a page (`/project/{id}/…?t={taskId}`, spec core §2), or `null`.
 */
export function openTaskOf(location: {
  pathname: string;
  search: string;
}): { projectId: number; taskId: number } | null {
  const project = /^\/project\/([1-9]\d{0,9})(?:\/|$)/.exec(location.pathname);
  const task = new URLSearchParams(location.search).get('t') ?? '';
  if (!project || !/^[1-9]\d{0,9}$/.test(task)) return null;
  return { projectId: Number(project[1]), taskId: Number(task) };
}
