import { createServerStore } from '../../stores/serverData';
import type {
  Schedule,
  ScheduleWithTpl,
  TaskWithTpl,
  Template,
} from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { failureText } from '../../server/failures';

/** The body of a schedule save (API §6.13): `id` only on update. */
export type ScheduleBody = Omit<Schedule, 'id'> & { id?: number };

/** Rows of a schedule's task list (spec core §9: the schedule task list shows 5). */
export const SCHEDULE_TASKS_LIMIT = 5;

/** Loading state of a list. */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

/** The last tasks of one template, as the expanded schedule row shows them. */
export interface TemplateTasks {
  status: LoadStatus;
  tasks: TaskWithTpl[];
  error: string | null;
}

/** A task `update` message's fields (API §7.3) merged into the task lists. */
export interface TaskUpdate {
  task_id: number;
  template_id: number;
  status: string;
  start: string | null;
  end: string | null;
}

/** The Schedules screen's state (spec core §2, §4) and its actions. */
export interface SchedulesState {
  /** Project the lists belong to. */
  projectId: number | null;
  schedules: ScheduleWithTpl[];
  status: LoadStatus;
  /** Text of the failed list load (spec core §8). */
  error: string | null;
  /** Templates of the project, for the editor's select. */
  templates: Template[];
  /** Last tasks per template id. */
  tasks: Record<number, TemplateTasks>;
  /** Loads the schedules and templates of a project (`GET …/schedules`, `GET …/templates`). */
  load(projectId: number): Promise<void>;
  /**
   * Turns a schedule on or off at once (`PUT …/schedules/{id}/active`, spec core §4). The switch
   * moves first; when the call fails it moves back and the promise rejects with the error text.
   */
  setActive(projectId: number, scheduleId: number, active: boolean): Promise<void>;
  /**
   * Saves the editor: the server checks the cron pattern first (`POST …/schedules/validate`),
   * then the schedule is created (`POST`, `active: true`) or updated (`PUT`), and the list reloads.
   * @throws Error with the server's text (e.g. `Cron: …`); nothing is saved then.
   */
  save(projectId: number, body: ScheduleBody): Promise<void>;
  /** Deletes a schedule (`DELETE …/schedules/{id}`) and drops it from the list. @throws Error with the server's text. */
  remove(projectId: number, scheduleId: number): Promise<void>;
  /** Loads the last 5 tasks of a template (`GET …/templates/{id}/tasks/last?limit=5`). */
  loadTasks(projectId: number, templateId: number): Promise<void>;
  /** Reads the schedule list again without the loading state (the rows stay while it loads). */
  reloadList(projectId: number): Promise<void>;
  /** Merges a websocket task update into the loaded task lists (spec core §4 "Live feed"). */
  applyTaskUpdate(update: TaskUpdate): void;
}

/** The Schedules screen's store. */
export const useSchedulesStore = createServerStore<SchedulesState>(
  (set, get, { query }) => {
    const lists = query({
      fetch(projectId: number) {
        const project = client().project(projectId);
        return Promise.all([project.schedules.list(), project.templates.list()]);
      },
      start(s, [projectId], switching) {
        s.projectId = projectId;
        s.status = 'loading';
        s.error = null;
        if (switching) {
          s.schedules = [];
          s.templates = [];
          s.tasks = {};
        }
      },
      done(s, [schedules, templates]) {
        s.schedules = schedules;
        s.templates = templates;
        s.status = 'success';
      },
      fail(s) {
        s.status = 'error';
      },
    });
    // Read again without the loading state: the rows stay while it loads, a failure keeps them.
    const list = query({
      fields: false,
      fetch: (projectId: number) => client().project(projectId).schedules.list(),
      done(s, schedules) {
        s.schedules = schedules;
      },
    });
    const lastTasks = query({
      each: true,
      fields: false,
      fetch: (projectId: number, templateId: number) =>
        client().project(projectId).templates.lastTasks(templateId, SCHEDULE_TASKS_LIMIT),
      start(s, [, templateId]) {
        s.tasks[templateId] = {
          status: 'loading',
          tasks: s.tasks[templateId]?.tasks ?? [],
          error: null,
        };
      },
      done(s, tasks, [, templateId]) {
        s.tasks[templateId] = {
          status: 'success',
          tasks: tasks.slice(0, SCHEDULE_TASKS_LIMIT),
          error: null,
        };
      },
      fail(s, text, _error, [, templateId]) {
        s.tasks[templateId] = { status: 'error', tasks: [], error: text };
      },
    });
    return {
      projectId: null,
      schedules: [],
      status: 'idle',
      error: null,
      templates: [],
      tasks: {},

      load(projectId) {
        if (get().projectId !== projectId) {
          list.forget();
          lastTasks.forget();
        }
        return lists.load(projectId);
      },

      reloadList: (projectId) => list.invalidate(projectId),

      async setActive(projectId, scheduleId, active) {
        const flip = (value: boolean) =>
          set((s) => {
            const row = s.schedules.find((x) => x.id === scheduleId);
            if (row) row.active = value;
          });
        flip(active);
        try {
          await client().project(projectId).schedules.setActive(scheduleId, active);
        } catch (error) {
          flip(!active);
          throw new Error(failureText(error), { cause: error });
        }
      },

      async save(projectId, body) {
        const { schedules } = client().project(projectId);
        const runOnce = body.type === 'run_at';
        // The 2.20 fields go only when the editor set them (newer §N7); a 2.10 body stays as it was.
        const newer = {
          ...(body.type !== undefined && { type: body.type }),
          ...(body.run_at !== undefined && { run_at: body.run_at }),
          ...(body.delete_after_run !== undefined && { delete_after_run: body.delete_after_run }),
          ...(body.task_params !== undefined && { task_params: body.task_params }),
        };
        try {
          // The server checks the cron first; a refusal is `Cron: …` (HTTP 400, API §6.13). A
          // run-once schedule has no cron (newer §N7).
          if (!runOnce) await schedules.validate(body.cron_format);
          if (body.id === undefined) {
            await schedules.create({
              name: body.name,
              template_id: body.template_id,
              cron_format: body.cron_format,
              active: true,
              repository_id: body.repository_id,
              ...newer,
            });
          } else {
            await schedules.update(body.id, body);
          }
        } catch (error) {
          throw new Error(failureText(error), { cause: error });
        }
        await lists.invalidate(projectId);
      },

      async remove(projectId, scheduleId) {
        try {
          await client().project(projectId).schedules.delete(scheduleId);
        } catch (error) {
          throw new Error(failureText(error), { cause: error });
        }
        set((s) => {
          s.schedules = s.schedules.filter((x) => x.id !== scheduleId);
        });
      },

      loadTasks: lastTasks.load,

      applyTaskUpdate(update) {
        // A run-once schedule of the template may just have run and been deleted or switched off
        // (newer §N7): the list is read again when one of its tasks changes.
        const projectId = get().projectId;
        const runOnce = get().schedules.some(
          (x) => x.type === 'run_at' && x.template_id === update.template_id,
        );
        if (runOnce && projectId !== null) void get().reloadList(projectId);
        const list = get().tasks[update.template_id];
        if (!list || list.status !== 'success') return;
        const known = list.tasks.some((task) => task.id === update.task_id);
        if (!known) {
          // A new run of the template: reload so it appears at the top of the 5.
          const projectId = get().projectId;
          if (projectId !== null) void get().loadTasks(projectId, update.template_id);
          return;
        }
        set((s) => {
          const task = s.tasks[update.template_id]?.tasks.find((x) => x.id === update.task_id);
          if (!task) return;
          task.status = update.status as TaskWithTpl['status'];
          if (update.start !== null) task.start = update.start;
          if (update.end !== null) task.end = update.end;
        });
      },
    };
  },
  {
    // The feed's task updates of the project shown (spec core §4 "Live feed").
    onFeed(message, get) {
      if (message.type !== 'update' || message.project_id !== get().projectId) return;
      get().applyTaskUpdate(message);
    },
  },
);
