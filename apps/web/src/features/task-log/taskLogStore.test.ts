import { errorMessage, type Task } from '@semaphore-console/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { rerunRequest, rerunVariables, useTaskLogStore } from './taskLogStore';

let demo: DemoHarness;
let projectId: number;
let created: Task;
beforeEach(async () => {
  // The runner is off: the queued task stays `waiting` until a test moves it.
  demo = await startDemo({ run: false, faults: true });
  projectId = demo.projectId();
  const template = demo.app.state.templates.find(
    (t) => t.project_id === projectId && t.app === 'ansible',
  );
  if (!template) throw new Error('no seeded Ansible template');
  created = await demo.client
    .project(projectId)
    .tasks.create({ template_id: template.id, message: 'Deploy the fix', limit: 'web' });
  useTaskLogStore.getState().close();
});
afterEach(() => demo.close());

/** Requests the demo received for this task (`suffix` after `…/tasks/{id}`). */
function sent(method: string, suffix = '') {
  const path = `/api/project/${projectId}/tasks/${created.id}${suffix}`;
  return demo.requests.filter((r) => r.method === method && r.path === path);
}

describe('task log store', () => {
  it('loads the task, its template and the author name', async () => {
    await useTaskLogStore.getState().open(projectId, created.id);
    const state = useTaskLogStore.getState();
    expect(state.task).toEqual(await demo.client.project(projectId).tasks.get(created.id));
    expect(state.task?.message).toBe('Deploy the fix');
    const template = demo.app.state.templates.find((t) => t.id === created.template_id);
    expect(state.template).toEqual({
      id: template?.id,
      name: template?.name,
      type: template?.type,
      app: template?.app,
    });
    const admin = demo.app.state.users.find((u) => u.username === 'admin');
    expect(state.userName).toBe(admin?.name);
    expect(state.loadError).toBeNull();
  });

  it('asks for the template and the author only once the page is idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const templatePath = `/api/project/${projectId}/templates/${created.template_id}`;
      const templateReads = () => demo.requests.filter((r) => r.path.startsWith(templatePath));
      const opened = useTaskLogStore.getState().open(projectId, created.id);
      await vi.waitFor(() => expect(useTaskLogStore.getState().task?.id).toBe(created.id));
      // The task is shown; its template and author wait for the page to be idle.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(templateReads()).toHaveLength(0);
      expect(useTaskLogStore.getState().template).toBeNull();
      expect(idle).toHaveLength(1);
      idle.shift()?.();
      await opened;
      expect(templateReads()).toHaveLength(2);
      expect(useTaskLogStore.getState().template?.id).toBe(created.template_id);
      // A dialog closed before the page was idle asks for nothing more.
      const reads = templateReads().length;
      const closed = useTaskLogStore.getState().open(projectId, created.id);
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      useTaskLogStore.getState().close();
      idle.shift()?.();
      await closed;
      expect(templateReads()).toHaveLength(reads);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the error text when the task cannot be read', async () => {
    const missing = created.id + 1000;
    const expected = await demo.client
      .project(projectId)
      .tasks.get(missing)
      .then(
        () => 'no error',
        (error: unknown) => errorMessage(error),
      );
    await useTaskLogStore.getState().open(projectId, missing);
    expect(useTaskLogStore.getState().loadError).toBe(expected);
    expect(expected).not.toBe('no error');
    expect(useTaskLogStore.getState().task).toBeNull();
  });

  it('applies an update that came while the task itself was loading', async () => {
    const opening = useTaskLogStore.getState().open(projectId, created.id);
    useTaskLogStore.getState().applyUpdate({
      type: 'update',
      project_id: projectId,
      task_id: created.id,
      template_id: created.template_id,
      status: 'running',
      start: '2026-11-22T04:00:02Z',
      end: null,
      version: null,
    });
    await opening;
    expect(useTaskLogStore.getState().task).toMatchObject({
      status: 'running',
      start: '2026-11-22T04:00:02Z',
    });
  });

  it('merges live updates of its own task only, and refetches once the run ended', async () => {
    await useTaskLogStore.getState().open(projectId, created.id);
    const store = useTaskLogStore.getState();
    const update = {
      type: 'update',
      project_id: projectId,
      template_id: created.template_id,
      start: null,
      end: null,
      version: null,
    } as const;
    store.applyUpdate({ ...update, task_id: created.id + 1, status: 'error' });
    expect(useTaskLogStore.getState().task?.status).toBe('waiting');
    store.applyUpdate({
      ...update,
      task_id: created.id,
      status: 'stopping',
      start: '2026-11-22T04:00:02Z',
      version: '1.2.3',
    });
    expect(useTaskLogStore.getState().task).toMatchObject({ status: 'stopping', version: '1.2.3' });
    expect(sent('GET')).toHaveLength(1);
    store.applyUpdate({
      ...update,
      task_id: created.id,
      status: 'stopped',
      start: '2026-11-22T04:00:02Z',
      end: '2026-11-22T04:01:00Z',
    });
    expect(useTaskLogStore.getState().task).toMatchObject({
      status: 'stopped',
      end: '2026-11-22T04:01:00Z',
    });
    await vi.waitFor(() => expect(sent('GET')).toHaveLength(2));
    // The refetched task is the server's.
    await vi.waitFor(() => expect(useTaskLogStore.getState().task?.status).toBe('waiting'));
  });

  it('stops with force false, and with force true once stopping', async () => {
    await useTaskLogStore.getState().open(projectId, created.id);
    await useTaskLogStore.getState().stop();
    expect(sent('POST', '/stop').map((r) => JSON.parse(r.body))).toEqual([{ force: false }]);
    useTaskLogStore.setState((s) => {
      if (s.task) s.task.status = 'stopping';
    });
    await useTaskLogStore.getState().stop();
    expect(sent('POST', '/stop').map((r) => JSON.parse(r.body))).toEqual([
      { force: false },
      { force: true },
    ]);
    expect(useTaskLogStore.getState().actionError).toBeNull();
  });

  it('confirms only in waiting_confirmation and reports a refused call', async () => {
    await useTaskLogStore.getState().open(projectId, created.id);
    await useTaskLogStore.getState().confirm();
    expect(sent('POST', '/confirm')).toHaveLength(0);
    // The store believes it waits for confirmation; the server has stopped it and refuses.
    await demo.client.project(projectId).tasks.stop(created.id, { force: true });
    useTaskLogStore.setState((s) => {
      if (s.task) s.task.status = 'waiting_confirmation';
    });
    await useTaskLogStore.getState().confirm();
    expect(sent('POST', '/confirm')).toHaveLength(1);
    expect(useTaskLogStore.getState().actionError).toMatch(/400/);
    expect(useTaskLogStore.getState().busy).toBeNull();
  });

  it('re-runs with the same parameters against the current template and returns the new id', async () => {
    await useTaskLogStore.getState().open(projectId, created.id);
    const before = demo.requests.length;
    const id = await useTaskLogStore.getState().rerun();
    const after = demo.requests.slice(before);
    // The template is read again first: its survey may have changed since the dialog opened.
    expect(after.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/project/${projectId}/templates/${created.template_id}`,
      `POST /api/project/${projectId}/tasks`,
    ]);
    const template = await demo.client.project(projectId).templates.get(created.template_id);
    expect(JSON.parse(after[1]?.body ?? '')).toMatchObject(rerunRequest(created, template));
    const newest = demo.app.state.tasks.at(-1);
    expect(id).toBe(newest?.id);
    expect(id).not.toBe(created.id);
  });

  it('keeps the server’s reason when the re-run is refused', async () => {
    await useTaskLogStore.getState().open(projectId, created.id);
    const count = demo.app.state.tasks.length;
    await demo.fault({ path: `/api/project/${projectId}/tasks`, status: 400 });
    const id = await useTaskLogStore.getState().rerun();
    expect(id).toBeNull();
    expect(useTaskLogStore.getState().actionError).toMatch(/400/);
    expect(useTaskLogStore.getState().busy).toBeNull();
    expect(demo.app.state.tasks).toHaveLength(count);
  });
});

describe('rerunVariables', () => {
  const survey = [
    { name: 'region', type: '' },
    { name: 'replicas', type: 'int' },
    { name: 'token', type: 'secret' },
  ];

  it('keeps declared variables, moves secret ones to `secret`, drops the rest (newer §N4)', () => {
    expect(
      rerunVariables('{"region":"eu","replicas":3,"token":"t","ansible_ssh_common_args":"x"}', {
        survey_vars: survey,
      }),
    ).toEqual({
      environment: '{"region":"eu","replicas":3}',
      secret: '{"token":"t"}',
    });
  });

  it('keeps undeclared variables when the template allows any', () => {
    expect(
      rerunVariables('{"region":"eu","extra":"x","token":"t"}', {
        survey_vars: survey,
        allow_any_vars_in_task: true,
      }),
    ).toEqual({ environment: '{"region":"eu","extra":"x"}', secret: '{"token":"t"}' });
  });

  it('sends no variables for a template without a survey, an empty or a broken text', () => {
    expect(rerunVariables('{"region":"eu"}', { survey_vars: null })).toEqual({ environment: '{}' });
    expect(rerunVariables('', { survey_vars: survey })).toEqual({ environment: '{}' });
    expect(rerunVariables(undefined, {})).toEqual({ environment: '{}' });
    expect(rerunVariables('[1]', { survey_vars: survey })).toEqual({ environment: '{}' });
  });
});

describe('rerunRequest', () => {
  const template = { app: 'ansible', survey_vars: [{ name: 'region', type: '' }] };

  it('repeats the run parameters (API §5.9), the flags also in `params` (newer §N4), not the secret', () => {
    const body = rerunRequest(
      {
        ...created,
        debug: true,
        diff: true,
        limit: 'web',
        environment: '{"region":"eu","removed":"x"}',
        arguments: '["-v"]',
        git_branch: 'main',
        commit_hash: '0123456789abcdef0123',
        build_task_id: 4,
        inventory_id: 2,
        secret: '',
      },
      template,
    );
    expect(body).toEqual({
      template_id: created.template_id,
      debug: true,
      dry_run: false,
      diff: true,
      params: { debug: true, dry_run: false, diff: true },
      playbook: '',
      environment: '{"region":"eu"}',
      limit: 'web',
      arguments: '["-v"]',
      git_branch: 'main',
      message: 'Deploy the fix',
      commit_hash: '0123456789abcdef0123',
      build_task_id: 4,
      inventory_id: 2,
    });
    expect(body).not.toHaveProperty('secret');
  });

  it('repeats a Terraform plan as `params.plan`, read from the typed view or from `params`', () => {
    const terraform = { app: 'tofu', survey_vars: [] };
    expect(rerunRequest({ ...created, dry_run: true }, terraform)).toMatchObject({
      dry_run: true,
      debug: false,
      diff: false,
      params: { plan: true },
    });
    const fromParams = { ...created, dry_run: false, params: { plan: true } } as typeof created;
    expect(rerunRequest(fromParams, terraform)).toMatchObject({
      dry_run: true,
      params: { plan: true },
    });
    expect(rerunRequest({ ...created, dry_run: false }, terraform).params).toEqual({ plan: false });
  });

  it("repeats the source task's other `params` (limit, tags, debug level, destroy; newer §N4)", () => {
    const source = {
      ...created,
      debug: true,
      params: { debug: true, debug_level: 2, limit: ['web', 'db'], tags: ['deploy'] },
    } as typeof created;
    expect(rerunRequest(source, template).params).toEqual({
      debug: true,
      debug_level: 2,
      dry_run: false,
      diff: false,
      limit: ['web', 'db'],
      tags: ['deploy'],
    });
    const destroy = { ...created, params: { destroy: true, upgrade: true } } as typeof created;
    expect(rerunRequest(destroy, { app: 'terraform', survey_vars: [] }).params).toEqual({
      destroy: true,
      upgrade: true,
      plan: false,
    });
  });
});
