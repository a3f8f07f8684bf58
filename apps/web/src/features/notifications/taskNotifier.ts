import type { Task } from '@semaphore-console/api-client';
import { subscribeTaskEvents } from '../../server/feed';
import { client } from '../../server/client';
import {
  mayNotify,
  momentKey,
  notificationText,
  shouldNotify,
  taskMoment,
  type NotificationParts,
  type NotificationText,
  type NotifyContext,
} from './notificationRules';

/** What {@link startTaskNotifier} needs from the app. */
export interface TaskNotifierOptions {
  /** The person, the tab and the preference at the time of an update. */
  context(): NotifyContext;
  /** The translated pieces of the text; `templateName` is `null` when the template is unreadable. */
  describe(task: Task, templateName: string | null): NotificationParts;
  /** Shows a notification; `onClick` runs when the person clicks it. */
  show(text: NotificationText, onClick: () => void): void;
  /** Opens the task log of a task (a notification was clicked). */
  openTask(projectId: number, taskId: number): void;
}

/**
 * Raises a notification when a task the user started or has open finishes or waits for
 * confirmation, driven by the feed's `update` messages (API §7.3). An update carries no starter,
 * so the task (`GET …/tasks/{id}`) and its template's name (`GET …/templates/{id}`) are read
 * back — only while notifications are on and allowed. Each moment is announced once. Returns the
 * function that stops it.
 */
export function startTaskNotifier(options: TaskNotifierOptions): () => void {
  const announced = new Set<string>();
  const announce = async (projectId: number, taskId: number, update: Partial<Task>) => {
    const project = client().project(projectId);
    let task: Task;
    try {
      task = { ...(await project.tasks.get(taskId)), ...update };
    } catch {
      return;
    }
    if (!shouldNotify(options.context(), task)) return;
    const template = await project.templates.get(task.template_id).catch(() => null);
    const text = notificationText(task, options.describe(task, template?.name ?? null));
    options.show(text, () => options.openTask(projectId, taskId));
  };
  return subscribeTaskEvents((message) => {
    if (message.type !== 'update') return;
    if (!taskMoment(message) || !mayNotify(options.context())) return;
    const key = momentKey(message);
    if (announced.has(key)) return;
    announced.add(key);
    // The feed may be ahead of the task read back (API §7.5): its status and times win.
    const update: Partial<Task> = { status: message.status, end: message.end };
    if (message.start !== null) update.start = message.start;
    void announce(message.project_id, message.task_id, update);
  });
}

/** The browser's notification permission, or `unsupported` without the Notification API. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Shows a desktop notification (the browser's Notification API); a click brings the tab to the
 * front, runs `onClick` and closes the notification.
 */
export function showDesktopNotification(text: NotificationText, onClick: () => void): void {
  if (typeof Notification === 'undefined') return;
  const notification = new Notification(text.title, { body: text.body, tag: text.tag });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}
