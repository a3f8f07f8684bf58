import { createServerStore } from '../../stores/serverData';
import { client } from '../../server/client';
import { useShellStore } from '../../stores/session';
import type { NewTaskRequest } from './taskRequest';
import { moveItem, nextTemporaryViewId, sortViews, viewPositions } from './viewOrder';
import type { ObjectReferrers, TaskWithTpl, Template, View } from '@semaphore-console/api-client';
import { mergeById, PAGE_SIZE } from '../dashboard';

/** Loading state of one piece of data (spec core §4: loading, success, error). */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

/** Tasks shown when a template row is expanded (spec core §9). */
export const EXPANDED_TASKS_LIMIT = 5;
/** Tasks fetched for the template detail (spec core §9: last-tasks limit 200). */
export const TEMPLATE_TASKS_LIMIT = 200;

/** A live task change from the event feed: `task_id` plus the fields that changed (spec core §4). */
export interface TaskUpdate {
  task_id: number;
  [field: string]: unknown;
}

/** State of the template list, views and template detail of one project. */
export interface TemplatesState {
  projectId: number | null;
  /** The list of the current tab (all, or one view's templates). */
  templates: Template[];
  templatesStatus: LoadStatus;
  templatesError: string | null;
  /** Views in tab order; unsaved ones have a negative id. */
  views: View[];
  viewsStatus: LoadStatus;
  /** Last tasks of expanded rows by template id (at most 5 each). */
  lastTasks: Record<number, TaskWithTpl[]>;
  /** The template of the detail screen. */
  template: Template | null;
  templateStatus: LoadStatus;
  templateError: string | null;
  /** Tasks of the detail screen, newest first. */
  tasks: TaskWithTpl[];
  tasksStatus: LoadStatus;
  /**
   * Whether older tasks of the template remain (`X-Has-Next`, newer §N5); `null` when the server
   * does not page (its last 200, spec core §9).
   */
  tasksHasNext: boolean | null;
  /** Id of the last task of the oldest page read: the `before` of the next page (newer §N5). */
  tasksCursor: number | null;
  /** Whether an older page of the template's tasks is being read. */
  tasksLoadingOlder: boolean;

  /** Loads the templates of the project, or of one view when `viewId` is given. */
  loadTemplates(projectId: number, viewId?: number | null): Promise<void>;
  /** Loads the views of the project (sorted by position). */
  loadViews(projectId: number): Promise<void>;
  /** Loads the last 5 tasks of a template for its expanded row. */
  loadLastTasks(projectId: number, templateId: number): Promise<void>;
  /** Loads one full template and its tasks for the detail screen. */
  loadTemplate(projectId: number, templateId: number): Promise<void>;
  /**
   * Reloads the tasks of the detail screen: `…/templates/{id}/tasks/last?count=50&limit=200` (a
   * server that pages answers 50 with `X-Has-Next`, newer §N5; loaded pages are kept and the
   * newest merged in by id).
   */
  loadTemplateTasks(projectId: number, templateId: number): Promise<void>;
  /** Reads the next older page of the template's tasks and merges it by id (newer §N5). */
  loadOlderTemplateTasks(projectId: number): Promise<void>;
  /** The objects that use a template (`GET …/refs`), asked before deleting it. */
  templateRefs(projectId: number, templateId: number): Promise<ObjectReferrers>;
  /** Deletes a template and drops it from the list. Rejects with the server's error. */
  deleteTemplate(projectId: number, templateId: number): Promise<void>;
  /** Starts a task and puts it at the top of the task lists. Rejects with the server's error. */
  runTask(projectId: number, request: NewTaskRequest): Promise<TaskWithTpl>;
  /** Merges a live 'update' message into every list that shows the task. */
  applyTaskUpdate(update: TaskUpdate): void;
  /** Adds an unsaved view with a temporary negative id and returns that id. */
  addView(): number;
  /** Saves a view's title: creates an unsaved view (its id becomes the server's), else updates. */
  saveView(projectId: number, id: number, title: string): Promise<View>;
  /** Deletes a view (an unsaved one is only dropped locally). */
  removeView(projectId: number, id: number): Promise<void>;
  /** Moves a view to another 0-based index and saves the order through `views/positions`. */
  moveView(projectId: number, from: number, to: number): Promise<void>;
  /** Back to the initial state (tests, project switch). */
  reset(): void;
}

type Data = Omit<
  TemplatesState,
  | 'loadTemplates'
  | 'loadViews'
  | 'loadLastTasks'
  | 'loadTemplate'
  | 'loadTemplateTasks'
  | 'loadOlderTemplateTasks'
  | 'templateRefs'
  | 'deleteTemplate'
  | 'runTask'
  | 'applyTaskUpdate'
  | 'addView'
  | 'saveView'
  | 'removeView'
  | 'moveView'
  | 'reset'
>;

const initial: Data = {
  projectId: null,
  templates: [],
  templatesStatus: 'idle',
  templatesError: null,
  views: [],
  viewsStatus: 'idle',
  lastTasks: {},
  template: null,
  templateStatus: 'idle',
  templateError: null,
  tasks: [],
  tasksStatus: 'idle',
  tasksHasNext: null,
  tasksCursor: null,
  tasksLoadingOlder: false,
};

function mergeTask(task: TaskWithTpl, update: TaskUpdate): void {
  for (const [field, value] of Object.entries(update)) {
    if (field === 'task_id' || field === 'type' || field === 'project_id') continue;
    (task as unknown as Record<string, unknown>)[field] = value;
  }
}

/** The templates store (spec core §2 template list and detail, views). */
export const useTemplatesStore = createServerStore<TemplatesState>(
  (set, get, { query }) => {
    const list = query({
      fields: false,
      fetch(projectId: number, viewId?: number | null) {
        const project = client().project(projectId);
        return viewId == null ? project.templates.list() : project.views.templates(viewId);
      },
      start(s, [projectId], switching) {
        s.projectId = projectId;
        s.templatesStatus = 'loading';
        s.templatesError = null;
        // Another project or view: its rows are not these (the template editor loads all of them).
        if (switching) s.templates = [];
      },
      done(s, templates) {
        s.templates = [...templates].sort((a, b) => a.name.localeCompare(b.name));
        s.templatesStatus = 'success';
      },
      fail(s, text) {
        s.templatesStatus = 'error';
        s.templatesError = text;
      },
    });
    const views = query({
      fields: false,
      fetch: (projectId: number) => client().project(projectId).views.list(),
      start(s) {
        s.viewsStatus = 'loading';
      },
      done(s, answer) {
        s.views = sortViews(answer);
        s.viewsStatus = 'success';
      },
      fail(s) {
        s.viewsStatus = 'error';
      },
    });
    const lastTasks = query({
      each: true,
      fields: false,
      fetch: (projectId: number, templateId: number) =>
        client().project(projectId).templates.lastTasks(templateId, EXPANDED_TASKS_LIMIT),
      done(s, tasks, [, templateId]) {
        s.lastTasks[templateId] = tasks.slice(0, EXPANDED_TASKS_LIMIT);
      },
    });
    const template = query({
      fields: false,
      fetch: (projectId: number, templateId: number) =>
        client().project(projectId).templates.get(templateId),
      start(s, [projectId, templateId]) {
        s.projectId = projectId;
        s.templateStatus = 'loading';
        s.templateError = null;
        if (s.template?.id !== templateId) {
          s.template = null;
          s.tasks = [];
          s.tasksHasNext = null;
          s.tasksCursor = null;
        }
      },
      done(s, answer) {
        s.template = answer;
        s.templateStatus = 'success';
      },
      fail(s, text) {
        s.templateStatus = 'error';
        s.templateError = text;
      },
    });
    const templateTasks = query({
      fields: false,
      fetch: (projectId: number, templateId: number) =>
        client().project(projectId).templates.taskPage(templateId, { count: PAGE_SIZE }),
      start(s) {
        s.tasksStatus = 'loading';
      },
      done(s, page, [, templateId]) {
        const paged = page.hasNext !== null && s.tasksHasNext !== null && s.tasks.length > 0;
        const met = page.tasks.some((t) => s.tasks.some((k) => k.id === t.id));
        if (paged && met && s.template?.id === templateId) {
          s.tasks = mergeById(s.tasks, page.tasks);
        } else {
          s.tasks = page.tasks;
          s.tasksHasNext = page.hasNext;
          s.tasksCursor = page.tasks.at(-1)?.id ?? null;
        }
        s.tasksStatus = 'success';
      },
      fail(s) {
        s.tasksStatus = 'error';
      },
    });
    return {
      ...initial,

      loadTemplates(projectId, viewId) {
        // The expanded rows of another project are not reloaded after a reconnect.
        if (get().projectId !== projectId) lastTasks.forget();
        return list.load(projectId, viewId);
      },
      loadViews: views.load,
      loadLastTasks: lastTasks.load,

      async loadTemplate(projectId, templateId) {
        await template.load(projectId, templateId);
        const { templateStatus, template: shown } = get();
        if (templateStatus !== 'success' || shown?.id !== templateId) return;
        await templateTasks.load(projectId, templateId);
      },

      loadTemplateTasks: templateTasks.load,

      async loadOlderTemplateTasks(projectId) {
        const { template, tasksHasNext, tasksCursor, tasksLoadingOlder } = get();
        if (!template || tasksHasNext !== true || tasksCursor === null || tasksLoadingOlder) return;
        set({ tasksLoadingOlder: true });
        try {
          const page = await client()
            .project(projectId)
            .templates.taskPage(template.id, { count: PAGE_SIZE, before: tasksCursor });
          set((s) => {
            s.tasksLoadingOlder = false;
            if (s.template?.id !== template.id) return;
            s.tasks = mergeById(s.tasks, page.tasks);
            s.tasksHasNext = page.hasNext === true && page.tasks.length > 0;
            s.tasksCursor = page.tasks.at(-1)?.id ?? s.tasksCursor;
          });
        } catch {
          set({ tasksLoadingOlder: false });
        }
      },

      templateRefs(projectId, templateId) {
        return client().project(projectId).templates.refs(templateId);
      },

      async deleteTemplate(projectId, templateId) {
        await client().project(projectId).templates.delete(templateId);
        set((s) => {
          s.templates = s.templates.filter((t) => t.id !== templateId);
          delete s.lastTasks[templateId];
          if (s.template?.id === templateId) s.template = null;
        });
      },

      async runTask(projectId, request) {
        const created = await client().project(projectId).tasks.create(request);
        const { template: open, templates } = get();
        const template =
          open?.id === created.template_id
            ? open
            : templates.find((t) => t.id === created.template_id);
        // Task lists carry the template's fields beside the task (API §5.10 TaskWithTpl). The
        // answer is a plain Task without `user_name` (API §6.10): the starter is the signed-in user.
        const starter = (created as Partial<TaskWithTpl>).user_name;
        const task: TaskWithTpl = {
          ...created,
          user_name: starter || useShellStore.getState().user?.name || null,
          tpl_playbook: template?.playbook ?? '',
          tpl_type: template?.type ?? '',
          tpl_app: template?.app ?? '',
          tpl_alias: template?.name ?? '',
        };
        set((s) => {
          if (s.template?.id === task.template_id && !s.tasks.some((t) => t.id === task.id)) {
            s.tasks.unshift(task);
          }
          const listed = s.lastTasks[task.template_id];
          if (listed && !listed.some((t) => t.id === task.id)) {
            listed.unshift(task);
            listed.splice(EXPANDED_TASKS_LIMIT);
          }
          const row = s.templates.find((t) => t.id === task.template_id);
          if (row) row.last_task = task;
        });
        return task;
      },

      applyTaskUpdate(update) {
        set((s) => {
          for (const task of s.tasks) if (task.id === update.task_id) mergeTask(task, update);
          for (const list of Object.values(s.lastTasks)) {
            for (const task of list) if (task.id === update.task_id) mergeTask(task, update);
          }
          for (const template of s.templates) {
            if (template.last_task?.id === update.task_id) mergeTask(template.last_task, update);
          }
          if (s.template?.last_task?.id === update.task_id) mergeTask(s.template.last_task, update);
        });
      },

      addView() {
        const id = nextTemporaryViewId(get().views);
        set((s) => {
          s.views.push({ id, project_id: s.projectId ?? 0, title: '', position: s.views.length });
        });
        return id;
      },

      async saveView(projectId, id, title) {
        const index = get().views.findIndex((v) => v.id === id);
        const existing = get().views[index];
        if (!existing) throw new Error(`templates: no view ${id}`);
        const views = client().project(projectId).views;
        let saved: View;
        if (id < 0) {
          saved = await views.create({ title, position: index });
        } else {
          saved = { ...existing, project_id: projectId, title };
          // The client adds `id` and `project_id` (API §6.14: project_id is required on PUT).
          await views.update(id, { title, position: saved.position });
        }
        set((s) => {
          const at = s.views.findIndex((v) => v.id === id);
          if (at >= 0) s.views[at] = { ...saved, position: at };
        });
        return saved;
      },

      async removeView(projectId, id) {
        if (id > 0) await client().project(projectId).views.delete(id);
        set((s) => {
          s.views = s.views.filter((v) => v.id !== id);
          s.views.forEach((v, index) => {
            v.position = index;
          });
        });
      },

      async moveView(projectId, from, to) {
        const before = get().views;
        const moved = moveItem(before, from, to).map((v, index) => ({ ...v, position: index }));
        set((s) => {
          s.views = moved;
        });
        try {
          await client().project(projectId).views.setPositions(viewPositions(moved));
        } catch (error) {
          set((s) => {
            s.views = before;
          });
          throw error;
        }
      },

      reset() {
        set(() => ({ ...initial }));
      },
    };
  },
  {
    // The feed's task updates of the project shown (spec core §4 "Live feed").
    onFeed(message, get) {
      if (message.type !== 'update' || message.project_id !== get().projectId) return;
      const { type: _type, ...fields } = message;
      get().applyTaskUpdate(fields);
    },
  },
);

/** Back to the initial state (for tests). */
export function resetTemplatesStore(): void {
  useTemplatesStore.getState().reset();
}
