import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { RunRefusedError, useNewTaskStore } from './newTaskStore';

const store = () => useNewTaskStore.getState();
let demo: DemoHarness;
afterEach(() => demo.close());

describe('new task store (spec core §2 "New task dialog")', () => {
  it('reads a deploy template and the successful tasks of its build template', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    const deploy = demo.app.state.templates.find(
      (t) => t.project_id === pid && t.type === 'deploy' && t.build_template_id,
    )!;
    const pending = store().load(pid, deploy.id);
    expect(store().loading).toBe(true);
    await pending;
    expect(store().loading).toBe(false);
    expect(store().template?.id).toBe(deploy.id);
    const builds = demo.app.state.tasks.filter(
      (task) => task.template_id === deploy.build_template_id && task.status === 'success',
    );
    expect(
      store()
        .buildTasks.map((task) => task.id)
        .sort(),
    ).toEqual(builds.map((task) => task.id).sort());
  });

  it('starts each read empty and keeps a failure as its text', async () => {
    demo = await startDemo({ run: false, faults: true });
    const pid = demo.projectId();
    const template = demo.app.state.templates.find((t) => t.project_id === pid)!;
    await store().load(pid, template.id);
    expect(store().template?.id).toBe(template.id);
    await demo.fault({ path: `/api/project/${pid}/templates/${template.id}`, status: 503 });
    const again = store().load(pid, template.id);
    expect(store().template).toBeNull();
    await again;
    expect(store().template).toBeNull();
    expect(store().error).toMatch(/cannot be reached/);
  });

  it('turns a refused run into a RunRefusedError with the status', async () => {
    demo = await startDemo({ run: false });
    const pid = demo.projectId();
    const failure = await store()
      .run(pid, { template_id: 999_999 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RunRefusedError);
    expect((failure as RunRefusedError).status).toBeGreaterThanOrEqual(400);
  });
});
