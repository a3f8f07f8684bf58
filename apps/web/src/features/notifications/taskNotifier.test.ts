import type { EventFeed } from '@semaphore-console/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishTaskEvent } from '../../server/feed';
import { client, openFeed } from '../../server/client';
import { startDemo, type DemoHarness } from '../../test/demo';
import type { NotifyContext, NotificationText } from './notificationRules';
import { startTaskNotifier } from './taskNotifier';

let demo: DemoHarness;
let feed: EventFeed | undefined;
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  feed?.dispose();
  demo.close();
});

/** Opens the demo's live feed into the console's task event bus, resolved once it is open. */
async function liveFeed(): Promise<void> {
  feed = openFeed();
  feed.on('update', publishTaskEvent);
  const opened = feed;
  await new Promise<void>((resolve) => {
    const off = opened.on('state', (state) => {
      if (state === 'open') {
        off();
        resolve();
      }
    });
  });
}

function notifier(context: Partial<NotifyContext>) {
  const shown: NotificationText[] = [];
  const clicks: (() => void)[] = [];
  const openTask = vi.fn();
  const stop = startTaskNotifier({
    context: () => ({
      enabled: true,
      permission: 'granted',
      userId: null,
      openTask: null,
      visible: true,
      ...context,
    }),
    describe: (task, templateName) => ({
      templateName: templateName ?? '?',
      statusLabel: task.status,
      taskLabel: `Task #${task.id}`,
      duration: task.start ? 'some time' : null,
    }),
    show: (text, onClick) => {
      shown.push(text);
      clicks.push(onClick);
    },
    openTask,
  });
  stops.push(stop);
  return { shown, clicks, openTask };
}

function templateOf(demoHarness: DemoHarness, projectId: number, app: string) {
  const template = demoHarness.app.state.templates.find(
    (t) => t.project_id === projectId && t.app === app && t.type === '',
  );
  if (!template) throw new Error(`no ${app} template`);
  return template;
}

describe('task notifier (in-memory demo server)', () => {
  it('announces once when a task the user started finishes; a click opens its log', async () => {
    demo = await startDemo();
    await liveFeed();
    const me = await client().user.get();
    const projectId = demo.projectId();
    const template = templateOf(demo, projectId, 'bash');
    const { shown, clicks, openTask } = notifier({ userId: me.id });
    const task = await client().project(projectId).tasks.create({ template_id: template.id });
    await vi.waitFor(() => expect(shown).toHaveLength(1), { timeout: 5000 });
    expect(shown[0]).toEqual({
      title: `${template.name}: success`,
      body: `Task #${task.id} · some time`,
      tag: `semaphore-task-${projectId}-${task.id}`,
    });
    clicks[0]?.();
    expect(openTask).toHaveBeenCalledWith(projectId, task.id);
    // The same moment again (another tab's feed, a repeated message) is not announced twice:
    // the next notification is the next task's.
    const stored = demo.app.state.tasks.find((t) => t.id === task.id);
    publishTaskEvent({
      type: 'update',
      task_id: task.id,
      project_id: projectId,
      template_id: template.id,
      status: 'success',
      start: stored?.start ?? null,
      end: stored?.end ?? null,
      version: null,
    });
    const next = await client().project(projectId).tasks.create({ template_id: template.id });
    await vi.waitFor(() => expect(shown).toHaveLength(2), { timeout: 5000 });
    expect(shown[1]?.body).toBe(`Task #${next.id} · some time`);
  });

  it('announces the wait for confirmation of a Terraform plan', async () => {
    demo = await startDemo();
    await liveFeed();
    const me = await client().user.get();
    const projectId = demo.app.state.templates.find((t) => t.app === 'terraform')?.project_id ?? 0;
    const template = templateOf(demo, projectId, 'terraform');
    const { shown } = notifier({ userId: me.id });
    const task = await client().project(projectId).tasks.create({ template_id: template.id });
    await vi.waitFor(() => expect(shown).toHaveLength(1), { timeout: 5000 });
    expect(shown[0]?.title).toBe(`${template.name}: waiting_confirmation`);
    await client().project(projectId).tasks.stop(task.id, { force: true });
  });

  it('stays quiet for other people’s tasks and while notifications are off', async () => {
    demo = await startDemo();
    await liveFeed();
    const me = await client().user.get();
    const projectId = demo.projectId();
    const template = templateOf(demo, projectId, 'bash');
    const others = notifier({ userId: me.id + 1000 });
    const off = notifier({ userId: me.id, enabled: false });
    const denied = notifier({ userId: me.id, permission: 'denied' });
    // The control notifier reads the task back like the others and is the last to subscribe:
    // once it has announced, the others have decided.
    const control = notifier({ userId: me.id });
    const task = await client().project(projectId).tasks.create({ template_id: template.id });
    await vi.waitFor(() => expect(control.shown).toHaveLength(1), { timeout: 5000 });
    expect(control.shown[0]?.body).toContain(`#${task.id}`);
    expect(others.shown).toEqual([]);
    expect(off.shown).toEqual([]);
    expect(denied.shown).toEqual([]);
  });
});
