import type {
  EventFeedState,
  Task,
  TaskOutput,
  WsLog,
  WsUpdate,
} from '@semaphore-console/api-client';
import { vi } from 'vitest';
import type { TaskLogApi } from './taskLogApi';

/** A task as `GET …/tasks/{id}` answers (API §5.9); override what a test needs. */
export function task(fields: Partial<Task> = {}): Task {
  return {
    id: 7,
    template_id: 3,
    project_id: 1,
    status: 'running',
    debug: false,
    dry_run: false,
    diff: false,
    playbook: '',
    environment: '{"region":"eu"}',
    limit: '',
    secret: '',
    arguments: null,
    git_branch: null,
    user_id: 1,
    integration_id: null,
    schedule_id: null,
    created: '2026-11-22T04:00:00Z',
    start: '2026-11-22T04:00:02Z',
    end: null,
    message: 'Deploy the fix',
    commit_hash: '0123456789abcdef0123',
    commit_message: 'Fix the thing',
    build_task_id: null,
    version: null,
    inventory_id: null,
    ...fields,
  };
}

/** A fake {@link TaskLogApi} with a controllable feed: `emitUpdate`, `emitLog`, `setState`. */
export function fakeTaskLogApi(overrides: Partial<TaskLogApi> = {}) {
  const updates = new Set<(m: WsUpdate) => void>();
  const logs = new Set<(m: WsLog) => void>();
  const reconnects = new Set<() => void>();
  const states = new Set<(s: EventFeedState) => void>();
  let state: EventFeedState = 'open';
  const output: TaskOutput[] = [
    { task_id: 7, task: '', time: '2026-11-22T04:00:02Z', output: 'Task 7 added to queue' },
    { task_id: 7, task: '', time: '2026-11-22T04:00:03Z', output: '\x1b[32mok: [web-1]\x1b[0m' },
  ];
  const api = {
    getTask: vi.fn(async (_projectId: number, taskId: number) => task({ id: taskId })),
    getTemplate: vi.fn(async (projectId: number, templateId: number) => ({
      id: templateId,
      project_id: projectId,
      name: 'Deploy app',
      type: '',
      app: 'ansible',
    })) as unknown as TaskLogApi['getTemplate'],
    lastTemplateTasks: vi.fn(async () => [
      { ...task(), user_name: 'Ada Admin' },
    ]) as unknown as TaskLogApi['lastTemplateTasks'],
    output: vi.fn(async () => output),
    stop: vi.fn(async () => undefined),
    confirm: vi.fn(async () => undefined),
    createTask: vi.fn(async () => task({ id: 8, status: 'waiting', start: null })),
    onUpdate: (listener: (m: WsUpdate) => void) => {
      updates.add(listener);
      return () => updates.delete(listener);
    },
    onLog: (listener: (m: WsLog) => void) => {
      logs.add(listener);
      return () => logs.delete(listener);
    },
    onReconnected: (listener: () => void) => {
      reconnects.add(listener);
      return () => reconnects.delete(listener);
    },
    connectionState: () => state,
    onConnectionState: (listener: (s: EventFeedState) => void) => {
      states.add(listener);
      return () => states.delete(listener);
    },
  } satisfies TaskLogApi;
  Object.assign(api, overrides);
  return {
    api,
    output,
    emitUpdate: (fields: Partial<WsUpdate>) => {
      const message: WsUpdate = {
        type: 'update',
        task_id: 7,
        project_id: 1,
        template_id: 3,
        status: 'running',
        start: '2026-11-22T04:00:02Z',
        end: null,
        version: null,
        ...fields,
      };
      updates.forEach((l) => l(message));
    },
    emitLog: (output: string, taskId = 7) =>
      logs.forEach((l) =>
        l({ type: 'log', task_id: taskId, project_id: 1, time: new Date().toISOString(), output }),
      ),
    setState: (next: EventFeedState) => {
      state = next;
      states.forEach((l) => l(next));
    },
    reconnect: () => reconnects.forEach((l) => l()),
    listeners: () => updates.size + logs.size + reconnects.size + states.size,
  };
}
