import type {
  ApiClient,
  EventFeed,
  EventFeedState,
  Task,
  TaskCreate,
  TaskOutput,
  TaskWithTpl,
  Template,
  WsLog,
  WsUpdate,
} from '@semaphore-console/api-client';

/**
 * The server calls and feed events the task log dialog uses (spec core §7; API §6.11-6.12, §7).
 * The store and the dialog depend on this port only; {@link createTaskLogApi} adapts the
 * api-client and its event feed, tests pass fakes. Every method rejects with the api-client's
 * error (`errorMessage(error)` is what the person sees).
 */
export interface TaskLogApi {
  /** `GET /api/project/{projectId}/tasks/{taskId}`: the plain task (400 for an unknown task). */
  getTask(projectId: number, taskId: number): Promise<Task>;
  /** `GET /api/project/{projectId}/templates/{templateId}` (the breadcrumb's name). */
  getTemplate(projectId: number, templateId: number): Promise<Template>;
  /**
   * `GET …/templates/{templateId}/tasks/last?limit=200`: the template's last tasks with
   * `user_name` (the plain task has only `user_id`, API §5.10).
   */
  lastTemplateTasks(projectId: number, templateId: number): Promise<TaskWithTpl[]>;
  /**
   * `GET /api/project/{projectId}/tasks/{taskId}/output`: the whole stored log. `onProgress`
   * gets the records read so far while it downloads (one growing array).
   */
  output(
    projectId: number,
    taskId: number,
    onProgress?: (records: readonly TaskOutput[]) => void,
  ): Promise<TaskOutput[]>;
  /** `POST …/tasks/{taskId}/stop` with `{"force": force}` (204). */
  stop(projectId: number, taskId: number, force: boolean): Promise<void>;
  /** `POST …/tasks/{taskId}/confirm` with an empty body (204; 400 when the task is not active). */
  confirm(projectId: number, taskId: number): Promise<void>;
  /** `POST /api/project/{projectId}/tasks` (201): the queued task. */
  createTask(projectId: number, request: TaskCreate): Promise<Task>;
  /** Websocket `update` messages (any task); returns the unsubscribe. */
  onUpdate(listener: (message: WsUpdate) => void): () => void;
  /** Websocket `log` messages (any task); returns the unsubscribe. */
  onLog(listener: (message: WsLog) => void): () => void;
  /** The feed's `reconnected` event; returns the unsubscribe. */
  onReconnected(listener: () => void): () => void;
  /** The feed's current connection state. */
  connectionState(): EventFeedState;
  /** Connection state changes; returns the unsubscribe. */
  onConnectionState(listener: (state: EventFeedState) => void): () => void;
}

/** Adapts the api-client and the one event feed to {@link TaskLogApi}. */
export function createTaskLogApi(client: ApiClient, feed: EventFeed): TaskLogApi {
  return {
    getTask: (projectId, taskId) => client.project(projectId).tasks.get(taskId),
    getTemplate: (projectId, templateId) => client.project(projectId).templates.get(templateId),
    lastTemplateTasks: (projectId, templateId) =>
      client.project(projectId).templates.lastTasks(templateId, 200),
    output: (projectId, taskId, onProgress) =>
      client.project(projectId).tasks.output(taskId, onProgress ? { onProgress } : undefined),
    stop: (projectId, taskId, force) => client.project(projectId).tasks.stop(taskId, { force }),
    confirm: (projectId, taskId) => client.project(projectId).tasks.confirm(taskId),
    createTask: (projectId, request) => client.project(projectId).tasks.create(request),
    onUpdate: (listener) => feed.on('update', listener),
    onLog: (listener) => feed.on('log', listener),
    onReconnected: (listener) => feed.on('reconnected', listener),
    connectionState: () => feed.state,
    onConnectionState: (listener) => feed.on('state', listener),
  };
}

let current: TaskLogApi | null = null;

/** Installs the calls the task log uses (the app at start-up, tests with a fake). */
export function provideTaskLogApi(api: TaskLogApi): void {
  current = api;
}

/**
 * The installed calls.
 * @throws Error when {@link provideTaskLogApi} was not called.
 */
export function taskLogApi(): TaskLogApi {
  if (!current) throw new Error('task log: provideTaskLogApi() was not called');
  return current;
}
