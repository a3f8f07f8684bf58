import {
  createEventFeed,
  type EventFeed,
  type Task,
  type WsLog,
} from '@semaphore-console/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../server/client';
import { startDemo, type DemoHarness, type StartDemoOptions } from '../../test/demo';
import { TaskLogSession, type TaskLogSessionOptions } from './taskLogSession';
import { isFinishedTaskStatus } from './taskStatus';

/**
 * The session against the demo server in memory with the real server's behaviours of API §7.5
 * switched on: a socket closed when its send buffer overflows, and `/output` lagging the
 * websocket. The dialog's part (telling the session what the task does) is played by `follow`.
 */

let demo: DemoHarness | undefined;
/** `GET …/output` calls made by the sessions of the test. */
let reads = 0;
/** Called at every `GET …/output` of the sessions of the test. */
let onRead: (() => void) | undefined;
let feed: EventFeed | undefined;
let session: TaskLogSession | undefined;
afterEach(() => {
  session?.stop();
  feed?.dispose();
  demo?.close();
  demo = feed = session = onRead = undefined;
  reads = 0;
});

/** Starts the demo with `options`, and a feed on it that reconnects after `reconnectDelayMs`. */
async function start(options: StartDemoOptions, reconnectDelayMs = 20): Promise<DemoHarness> {
  demo = await startDemo({ faults: true, ...options });
  feed = createEventFeed({
    baseUrl: `${demo.transport.origin}/`,
    WebSocket: demo.transport.WebSocket,
    reconnectDelayMs,
  });
  await vi.waitFor(() => expect(feed?.state).toBe('open'));
  return demo;
}

/** `POST /api/demo/project/{id}/tasks/synthetic` (demo-server README): the created task. */
async function synthetic(body: Record<string, unknown>): Promise<Task> {
  const harness = demo as DemoHarness;
  const projectId = harness.projectId();
  const template = harness.app.state.templates.find((t) => t.project_id === projectId);
  const response = await harness.transport.fetch(
    `${harness.transport.origin}/api/demo/project/${projectId}/tasks/synthetic`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ template_id: template?.id, ...body }),
    },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Task;
}

/** A session on task `taskId` over the demo's api-client and the test's feed. */
function open(
  taskId: number,
  options: TaskLogSessionOptions = {},
  linesSeen?: () => number,
): TaskLogSession {
  const projectId = (demo as DemoHarness).projectId();
  const events = feed as EventFeed;
  const next = new TaskLogSession(
    taskId,
    {
      readOutput: (options) => {
        reads++;
        onRead?.();
        return client().project(projectId).tasks.outputBatches(taskId, options);
      },
      subscribeLines: (listener) => events.on('log', (message: WsLog) => listener(message)),
      subscribeReconnected: (listener) => events.on('reconnected', listener),
      feedState: () => events.state,
      subscribeFeedState: (listener) => events.on('state', listener),
      ...(linesSeen ? { linesSeen } : {}),
    },
    { schedule: (callback) => clearTimeout.bind(null, setTimeout(callback, 0)), ...options },
  );
  next.start();
  session = next;
  return next;
}

/**
 * What the dialog does: tells the session what the task does, from its `update` messages and a
 * `GET` of the task at the start and after every reconnect (API §7.1: nothing is replayed).
 */
function follow(target: TaskLogSession, taskId: number): void {
  const projectId = (demo as DemoHarness).projectId();
  const tell = (task: Pick<Task, 'status' | 'end'>) =>
    target.setTask({
      ended: task.end !== null || isFinishedTaskStatus(task.status),
      end: task.end,
    });
  const refresh = async () => tell(await client().project(projectId).tasks.get(taskId));
  void refresh();
  (feed as EventFeed).on('update', (message) => {
    if (message.task_id === taskId) tell(message);
  });
  (feed as EventFeed).on('reconnected', () => void refresh());
}

function shown(target: TaskLogSession): string[] {
  return target.lines.records().map((record) => record.output);
}

function stored(taskId: number): string[] {
  return ((demo as DemoHarness).app.state.outputs[String(taskId)] ?? []).map((l) => l.output);
}

describe('TaskLogSession against the demo server with the real server faults (API §7.5)', () => {
  it('a burst drops the socket and /output lags the end: the log still ends equal to /output', async () => {
    const harness = await start({ socketBuffer: 16, outputDelayMs: 1000 });
    const task = await synthetic({ lines: 2000, lines_per_second: 1_000_000 });
    const log = open(task.id, { settleIntervalMs: 40, settleQuietMs: 120, settleTimeoutMs: 5000 });
    let reconnected = 0;
    (feed as EventFeed).on('reconnected', () => reconnected++);
    follow(log, task.id);

    await vi.waitFor(() => expect(log.completeness).toBe('settling'), {
      timeout: 5000,
      interval: 5,
    });
    // The fault happened: the socket overflowed and reconnected, and /output was still short.
    expect(reconnected).toBeGreaterThan(0);
    expect(harness.app.state.tasks.find((t) => t.id === task.id)?.status).toBe('success');
    expect(stored(task.id).length).toBeLessThan(2000);

    await vi.waitFor(() => expect(log.completeness).toBe('complete'), { timeout: 10_000 });
    const all = stored(task.id);
    expect(all.length).toBeGreaterThanOrEqual(2000);
    expect(shown(log)).toEqual(all);
  }, 30_000);

  it('opened after the burst, it waits for /output to hold the lines the feed saw before', async () => {
    await start({ socketBuffer: 16, outputDelayMs: 800 });
    let seen = 0;
    (feed as EventFeed).on('log', () => seen++);
    const task = await synthetic({ lines: 2000, lines_per_second: 1_000_000 });
    await vi.waitFor(() => expect(seen).toBeGreaterThan(16));
    // The dialog opens after the burst: none of its lines reach the session over the socket,
    // and /output is still empty for a while (two early reads agree on nothing).
    expect(stored(task.id)).toEqual([]);
    const log = open(
      task.id,
      { settleIntervalMs: 40, settleQuietMs: 120, settleTimeoutMs: 5000 },
      () => seen,
    );
    follow(log, task.id);
    await vi.waitFor(() => expect(log.completeness).toBe('complete'), { timeout: 10_000 });
    expect(stored(task.id).length).toBeGreaterThanOrEqual(2000);
    expect(shown(log)).toEqual(stored(task.id));
  }, 30_000);

  it('reads /output while a running task has the socket down, until the socket is back', async () => {
    const harness = await start({}, 60_000);
    const task = await synthetic({ lines: 400, lines_per_second: 200 });
    const log = open(task.id, { pollMs: 50 });
    follow(log, task.id);
    await vi.waitFor(() => expect(log.lines.length).toBeGreaterThan(20));
    harness.transport.dropSockets();
    await vi.waitFor(() => expect(feed?.state).toBe('reconnecting'));
    const before = log.lines.length;
    // No socket for a minute: the lines keep coming from /output.
    await vi.waitFor(() => expect(log.lines.length).toBeGreaterThan(before + 40), {
      timeout: 5000,
    });
    expect(feed?.state).toBe('reconnecting');
    expect(shown(log)).toEqual(stored(task.id).slice(0, log.lines.length));
  }, 30_000);

  it('says the log may be incomplete while /output keeps lagging, and completes on retry', async () => {
    await start({ outputDelayMs: 1500 });
    const task = await synthetic({ lines: 50, lines_per_second: 1_000_000 });
    const log = open(task.id, { settleIntervalMs: 40, settleQuietMs: 120, settleTimeoutMs: 300 });
    follow(log, task.id);
    await vi.waitFor(() => expect(log.completeness).toBe('incomplete'), { timeout: 5000 });
    await vi.waitFor(() => expect(stored(task.id).length).toBeGreaterThanOrEqual(50), {
      timeout: 5000,
    });
    await log.settle();
    expect(log.completeness).toBe('complete');
    expect(shown(log)).toEqual(stored(task.id));
  }, 30_000);

  it('a task that just ended: the read that just ended is the first of the settle, not read again at once', async () => {
    await start({});
    const task = await synthetic({ lines: 30 });
    const log = open(task.id, { settleIntervalMs: 300, settleQuietMs: 600, settleTimeoutMs: 5000 });
    await vi.waitFor(() => expect(log.lines.length).toBe(30));
    expect(reads).toBe(1);
    // The task's details come right after its output (as in the dialog).
    log.setTask({ ended: true, end: new Date().toISOString() });
    expect(log.completeness).toBe('settling');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads).toBe(1);
    await vi.waitFor(() => expect(log.completeness).toBe('complete'), { timeout: 5000 });
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(shown(log)).toEqual(stored(task.id));
  });

  it('a long log that just ended: its summary catches up before the output is read again', async () => {
    await start({});
    const lines = 30_000;
    const task = await synthetic({ lines });
    const log = open(task.id, { settleIntervalMs: 20, settleQuietMs: 60, settleTimeoutMs: 10_000 });
    /** How many lines the run summary had read at each `GET …/output` after the first. */
    const summarised: number[] = [];
    onRead = () => summarised.push(log.outline.outline.length);
    await vi.waitFor(() => expect(log.lines.length).toBe(lines), { timeout: 10_000 });
    // Ended just now: the settle reads the output again (API §7.5).
    log.setTask({ ended: true, end: new Date().toISOString() });
    await vi.waitFor(() => expect(log.completeness).toBe('complete'), { timeout: 10_000 });
    // The summary catches up after the log arrived; every re-read waited for it.
    expect(summarised.length).toBeGreaterThanOrEqual(1);
    expect(summarised).toEqual(summarised.map(() => lines));
    expect(shown(log)).toEqual(stored(task.id));
  }, 30_000);

  it('a task that ended long ago is read once: complete at once, without settling', async () => {
    await start({});
    const task = await synthetic({ lines: 30 });
    const log = open(task.id);
    await vi.waitFor(() => expect(log.lines.length).toBe(30));
    expect(reads).toBe(1);
    log.setTask({ ended: true, end: '2020-01-01T00:00:00Z' });
    expect(log.completeness).toBe('complete');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads).toBe(1);
  });
});

describe('TaskLogSession: a long stream from the demo server', () => {
  it('a stream of 20,000 lines at 10,000 lines/s is kept frozen and sealed, and ends equal to /output', async () => {
    await start({});
    const task = await synthetic({ lines: 20_000, lines_per_second: 10_000 });
    const log = open(task.id, { settleIntervalMs: 40, settleQuietMs: 120 });
    follow(log, task.id);
    /** What a line costs beyond its text: the merge's lines, and the lines not sealed into blocks. */
    const inside = log as unknown as {
      merge: { lines: unknown[] } | null;
      lines: { items: { openOutputs: unknown[] } };
    };
    const merged = () => inside.merge?.lines.length ?? 0;
    let most = 0;
    await vi.waitFor(
      () => {
        most = Math.max(most, merged());
        expect(log.completeness).toBe('complete');
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(shown(log)).toEqual(stored(task.id));
    // Without the freeze both held every line (20,001) to the end.
    expect(most).toBeLessThan(12_000);
    expect(merged()).toBeLessThan(8192);
    expect(inside.lines.items.openOutputs.length).toBeLessThan(12_288);
  }, 60_000);
});
