import { type TaskWithTpl, type WsMessage } from '@semaphore-console/api-client';
import { client } from '../../client';
import { subscribeFeedReconnected, subscribeTaskEvents } from '../../feed';
import { createAppStore } from '../../stores/createAppStore';
import { failureText } from '../../failures';

interface DashboardState {
  /** Project whose tasks are loaded, or `null`. */
  projectId: number | null;
  tasks: TaskWithTpl[];
  loading: boolean;
  error: string | null;
  /** `GET /api/project/{id}/tasks/last` (newest first, at most 200). */
  load(projectId: number): Promise<void>;
  /**
   * Applies a websocket message (spec core §4 "Live feed"; API §7.4): an `update` merges status,
   * start, end and version into a known task; an `update` for an unknown task of this project
   * reloads the list (the task is new). `log` messages are ignored here.
   */
  apply(message: WsMessage): void;
}

/** The dashboard's store: the last tasks of the current project, kept live. */
export const useDashboardStore = createAppStore<DashboardState>((set, get) => ({
  projectId: null,
  tasks: [],
  loading: false,
  error: null,
  async load(projectId) {
    set((s) => {
      if (s.projectId !== projectId) s.tasks = [];
      s.projectId = projectId;
      s.loading = true;
      s.error = null;
    });
    try {
      const tasks = await client().project(projectId).tasks.last();
      if (get().projectId !== projectId) return;
      set({ tasks: sortNewestFirst(tasks), loading: false });
    } catch (error) {
      if (get().projectId === projectId) set({ loading: false, error: failureText(error) });
    }
  },
  apply(message) {
    const { projectId } = get();
    if (message.type !== 'update' || message.project_id !== projectId) return;
    const known = get().tasks.some((t) => t.id === message.task_id);
    if (!known) {
      void get().load(projectId);
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
}));

/** Sorts tasks newest first by `created` (ids may decrease on Bolt servers, API §1.3). */
export function sortNewestFirst(tasks: readonly TaskWithTpl[]): TaskWithTpl[] {
  return [...tasks].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
}

/**
 * Connects the dashboard store to the event feed (and reloads after a reconnect, when missed
 * messages are lost); returns the unsubscribe function.
 */
export function followTaskEvents(): () => void {
  const offMessages = subscribeTaskEvents((message) => useDashboardStore.getState().apply(message));
  const offReconnect = subscribeFeedReconnected(() => {
    const { projectId, load } = useDashboardStore.getState();
    if (projectId !== null) void load(projectId);
  });
  return () => {
    offMessages();
    offReconnect();
  };
}
