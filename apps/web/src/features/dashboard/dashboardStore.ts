import { type TaskPage, type TaskWithTpl, type WsMessage } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createServerStore } from '../../stores/serverData';
import { failureText } from '../../server/failures';

/** Tasks per history page on servers that page (newer §N5). */
export const PAGE_SIZE = 50;
/** Most pages a refresh reads to close the gap to the tasks already loaded (newer §N5). */
const MAX_REFRESH_PAGES = 10;

interface DashboardState {
  /** Project whose tasks are loaded, or `null`. */
  projectId: number | null;
  tasks: TaskWithTpl[];
  loading: boolean;
  /** Whether an older page is being read ({@link DashboardState.loadOlder}). */
  loadingOlder: boolean;
  error: string | null;
  /**
   * Whether older tasks remain on the server (`X-Has-Next`, newer §N5); `null` when the server
   * does not page (2.10: the list is its last 200 tasks, spec core §2).
   */
  hasNext: boolean | null;
  /** Id of the last task of the oldest page read: the `before` of the next page. */
  cursor: number | null;
  /**
   * Reads the newest tasks: `GET /api/project/{id}/tasks/last?count=50&limit=200` (newest first;
   * a server that pages answers 50 with `X-Has-Next`, one that does not its last 200). Pages
   * already loaded of the same project are kept: the newest tasks are merged in by id, reading
   * further pages until they meet the loaded ones, so nothing is duplicated or lost.
   */
  load(projectId: number): Promise<void>;
  /** Reads the next older page (`before` = {@link DashboardState.cursor}) and merges it by id. */
  loadOlder(): Promise<void>;
  /**
   * Applies a websocket message (spec core §4 "Live feed"; API §7.4): an `update` merges status,
   * start, end and version into a known task; an `update` for an unknown task of this project
   * reloads the list (the task is new). `log` messages are ignored here.
   */
  apply(message: WsMessage): void;
}

/** The dashboard's store: the last tasks of the current project, kept live, paged (newer §N5). */
export const useDashboardStore = createServerStore<DashboardState>(
  (set, get, { query }) => {
    const newest = query({
      async fetch(projectId: number) {
        const tasksApi = client().project(projectId).tasks;
        // The tasks of this project already loaded (none after a project switch).
        const known = new Set(get().tasks.map((t) => t.id));
        const first = await tasksApi.page({ count: PAGE_SIZE });
        const pages: TaskPage[] = [first];
        // A refresh with pages loaded: read on until a page reaches a loaded task (no gap).
        let last = first;
        while (
          known.size > 0 &&
          last.hasNext === true &&
          last.tasks.length > 0 &&
          !last.tasks.some((t) => known.has(t.id)) &&
          pages.length < MAX_REFRESH_PAGES
        ) {
          last = await tasksApi.page({ count: PAGE_SIZE, before: last.tasks.at(-1)!.id });
          pages.push(last);
        }
        const fresh = pages.flatMap((p) => p.tasks);
        const met = known.size > 0 && fresh.some((t) => known.has(t.id));
        return { first, last, fresh, met };
      },
      start(s, [projectId], switching) {
        if (switching) {
          s.tasks = [];
          s.hasNext = null;
          s.cursor = null;
        }
        s.projectId = projectId;
        s.error = null;
      },
      done(s, { first, last, fresh, met }) {
        if (first.hasNext === null || !met) {
          // First load, a server without paging, or the loaded pages are out of reach: start over.
          s.tasks = sortNewestFirst(fresh);
          s.hasNext = last.hasNext;
          s.cursor = last.tasks.at(-1)?.id ?? null;
        } else {
          s.tasks = mergeById(s.tasks, fresh);
        }
      },
    });
    return {
      projectId: null,
      tasks: [],
      loading: false,
      loadingOlder: false,
      error: null,
      hasNext: null,
      cursor: null,
      load: newest.load,
      async loadOlder() {
        const { projectId, cursor, hasNext, loadingOlder } = get();
        if (projectId === null || hasNext !== true || cursor === null || loadingOlder) return;
        set({ loadingOlder: true, error: null });
        try {
          const page = await client()
            .project(projectId)
            .tasks.page({ count: PAGE_SIZE, before: cursor });
          if (get().projectId !== projectId) return;
          set((s) => {
            s.loadingOlder = false;
            s.tasks = mergeById(s.tasks, page.tasks);
            s.hasNext = page.hasNext === true && page.tasks.length > 0;
            s.cursor = page.tasks.at(-1)?.id ?? s.cursor;
          });
        } catch (error) {
          if (get().projectId === projectId)
            set({ loadingOlder: false, error: failureText(error) });
        }
      },
      apply(message) {
        const { projectId } = get();
        if (message.type !== 'update' || message.project_id !== projectId) return;
        const known = get().tasks.some((t) => t.id === message.task_id);
        if (!known) {
          void newest.invalidate(projectId);
          return;
        }
        set((s) => {
          const task = s.tasks.find((t) => t.id === message.task_id);
          if (!task) return;
          task.status = message.status;
          task.start = message.start ?? task.start;
          task.end = message.end ?? task.end;
          if (message.version !== null) task.version = message.version;
        });
      },
    };
  },
  // The live feed (spec core §4), while the dashboard is shown.
  { onFeed: (message, get) => get().apply(message) },
);

/** Sorts tasks newest first by `created` (ids may decrease on Bolt servers, API §1.3). */
export function sortNewestFirst(tasks: readonly TaskWithTpl[]): TaskWithTpl[] {
  return [...tasks].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
}

/**
 * Merges `incoming` into `loaded` by task id (an incoming task replaces the loaded one), newest
 * first: a task is never listed twice, whichever pages it came in (newer §N5).
 */
export function mergeById(
  loaded: readonly TaskWithTpl[],
  incoming: readonly TaskWithTpl[],
): TaskWithTpl[] {
  const byId = new Map<number, TaskWithTpl>();
  for (const task of loaded) byId.set(task.id, task);
  for (const task of incoming) byId.set(task.id, task);
  return sortNewestFirst([...byId.values()]);
}
