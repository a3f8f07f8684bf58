import type { ActiveTask } from '@semaphore-console/api-client';
import { createServerStore } from '../../stores/serverData';
import { isFinishedTaskStatus, isForceStop } from '../task-log';
import { client } from '../../server/client';
import { failureText } from '../../server/failures';

/** How often the list reloads while the screen is open (spec core §9: 10000 ms). */
export const ACTIVE_TASKS_REFRESH_MS = 10_000;

/** Rows per page (spec core §9). */
export const ACTIVE_TASKS_PAGE_SIZE = 20;

/** Where a task is (spec core §2): waiting in the queue, on a remote runner, or on the server. */
export type TaskLocation =
  { kind: 'queue' } | { kind: 'runner'; runnerId: number } | { kind: 'local' };

/**
 * The location of an active-task record (API §5.19): `location: "queue"` → Queue; a running task
 * with a `runner_id` → Runner #id; otherwise Local Running.
 */
export function taskLocation(task: ActiveTask): TaskLocation {
  if (task.location === 'queue') return { kind: 'queue' };
  if (task.runner_id !== undefined && task.runner_id !== 0) {
    return { kind: 'runner', runnerId: task.runner_id };
  }
  return { kind: 'local' };
}

/** The Active tasks screen's state and actions. */
export interface ActiveTasksState {
  tasks: ActiveTask[];
  /** Whether a load is under way. */
  loading: boolean;
  /** Whether the list was loaded at least once. */
  loaded: boolean;
  /** Text of the last failed load (spec core §8); cleared by the next good one. */
  error: string | null;
  /** Task ids with a stop call under way. */
  stopping: number[];
  /** Loads `GET /api/tasks`. Never rejects: a failure is kept in `error`. */
  load(): Promise<void>;
  /**
   * Stops a task, then reloads: a normal stop, or a force stop when the task is already
   * `stopping` (spec core §4).
   * @throws Error with the server's text when the call fails.
   */
  stop(taskId: number): Promise<void>;
  /**
   * Merges a websocket `update` (API §7.3): a finished task leaves the list, a known one takes
   * the new status; an unknown unfinished task makes the list reload.
   */
  applyUpdate(update: { task_id: number; status: string }): void;
}

/** The Active tasks store. */
export const useActiveTasksStore = createServerStore<ActiveTasksState>(
  (set, get, { query }) => {
    const list = query({
      fetch: () => client().tasks.list(),
      done(s, tasks) {
        s.tasks = tasks;
      },
    });
    return {
      tasks: [],
      loading: false,
      loaded: false,
      error: null,
      stopping: [],
      load: list.load,

      async stop(taskId) {
        const task = get().tasks.find((x) => x.task_id === taskId);
        if (!task) return;
        set((s) => {
          s.stopping.push(taskId);
        });
        try {
          // The admin route `DELETE /api/tasks/{id}` has no force: a force stop (spec core §4) goes
          // through the project's `POST …/tasks/{id}/stop` (API §6.17.1).
          await (isForceStop(task.status)
            ? client().project(task.project_id).tasks.stop(task.task_id, { force: true })
            : client().tasks.stop(task.task_id));
        } catch (error) {
          throw new Error(failureText(error), { cause: error });
        } finally {
          set((s) => {
            s.stopping = s.stopping.filter((id) => id !== taskId);
          });
        }
        await list.invalidate();
      },

      applyUpdate(update) {
        const known = get().tasks.some((task) => task.task_id === update.task_id);
        if (isFinishedTaskStatus(update.status)) {
          if (known) {
            set((s) => {
              s.tasks = s.tasks.filter((task) => task.task_id !== update.task_id);
            });
          }
          return;
        }
        if (!known) {
          void list.invalidate();
          return;
        }
        set((s) => {
          const task = s.tasks.find((x) => x.task_id === update.task_id);
          if (!task) return;
          task.status = update.status as ActiveTask['status'];
          if (update.status === 'running' && task.location === 'queue') task.location = 'running';
        });
      },
    };
  },
  {
    // The feed's task updates (API §7.3) while the screen is open.
    onFeed(message, get) {
      if (message.type === 'update') get().applyUpdate(message);
    },
  },
);
