import { describe, expect, it } from 'vitest';
import { parseArguments } from '../src/jsonFields';
import type { Task } from '../src/schemas';
import { bashTemplate, clientFor, demoUrl, eventually, projectWithTeam, unique } from './helpers';

async function synthetic(projectId: number, body: object): Promise<Task> {
  const response = await fetch(
    new URL(`api/demo/project/${projectId}/tasks/synthetic`, demoUrl()),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Task;
}

describe('templates, views, schedules (demo server)', () => {
  it('templates: create (201), get, list, update, refs, tasks, last tasks, schedules, delete', async () => {
    const { admin, project } = await projectWithTeam();
    const p = admin.project(project.id);
    const template = await bashTemplate(admin, project.id);
    expect(template).toMatchObject({ app: 'bash', type: '', project_id: project.id });
    await p.templates.update(template.id, {
      name: template.name,
      app: 'bash',
      playbook: 'other.sh',
      repository_id: template.repository_id,
      arguments: '["--fast"]',
      allow_override_args_in_task: true,
    });
    const got = await p.templates.get(template.id);
    expect(got.playbook).toBe('other.sh');
    expect(parseArguments(got.arguments)).toEqual(['--fast']);
    expect((await p.templates.list({ sort: 'name' })).map((t) => t.id)).toContain(template.id);
    expect(await p.templates.refs(template.id)).toMatchObject({ templates: [] });
    const invalid = await p.templates
      .create({ name: '', app: 'bash', playbook: 'x', repository_id: template.repository_id })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, serverError: 'template name can not be empty' });
    const task = await synthetic(project.id, { template_id: template.id, lines: 3 });
    expect((await p.templates.tasks(template.id)).map((t) => t.id)).toContain(task.id);
    const last = await p.templates.lastTasks(template.id, 1);
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({ id: task.id, tpl_alias: template.name });
    const repoSchedule = await p.schedules.create({
      template_id: template.id,
      cron_format: '*/5 * * * *',
      name: unique('on commit'),
      repository_id: template.repository_id,
    });
    expect((await p.templates.schedules(template.id)).map((s) => s.id)).toContain(repoSchedule.id);
    await p.templates.delete(template.id);
    await expect(p.templates.get(template.id)).rejects.toMatchObject({ status: 404 });
  });

  it('views: create, list, get, update, positions, templates of a view, delete', async () => {
    const { admin, project } = await projectWithTeam();
    const p = admin.project(project.id);
    const a = await p.views.create({ title: 'A', position: 0 });
    const b = await p.views.create({ title: 'B', position: 1 });
    expect(a).toMatchObject({ title: 'A', project_id: project.id });
    await p.views.update(a.id, { title: 'A2', position: 0 });
    expect(await p.views.get(a.id)).toMatchObject({ title: 'A2' });
    await p.views.setPositions({ [a.id]: 1, [b.id]: 0 });
    const positions = Object.fromEntries((await p.views.list()).map((v) => [v.id, v.position]));
    expect(positions).toMatchObject({ [a.id]: 1, [b.id]: 0 });
    const template = await bashTemplate(admin, project.id);
    await p.templates.update(template.id, {
      name: template.name,
      app: 'bash',
      playbook: template.playbook,
      repository_id: template.repository_id,
      view_id: b.id,
    });
    expect((await p.views.templates(b.id)).map((t) => t.id)).toEqual([template.id]);
    expect(await p.views.templates(a.id)).toEqual([]);
    const empty = await p.views.create({ title: '', position: 2 }).catch((e: unknown) => e);
    expect(empty).toMatchObject({ status: 400, serverError: 'title can not be empty' });
    await p.views.delete(a.id);
    await expect(p.views.get(a.id)).rejects.toMatchObject({ status: 404 });
  });

  it('schedules: validate, create, list, get, update, active, delete', async () => {
    const { admin, project } = await projectWithTeam();
    const p = admin.project(project.id);
    const template = await bashTemplate(admin, project.id);
    await expect(p.schedules.validate('0 3 * * 1')).resolves.toBeUndefined();
    const bad = await p.schedules.validate('61 * * * *').catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, serverError: expect.stringMatching(/^Cron: /) });
    const name = unique('nightly');
    const schedule = await p.schedules.create({
      template_id: template.id,
      cron_format: '0 3 * * *',
      name,
      active: true,
    });
    expect(schedule).toMatchObject({ name, active: true, repository_id: null });
    const listed = (await p.schedules.list()).find((s) => s.id === schedule.id);
    expect(listed?.tpl_name).toBe(template.name);
    await p.schedules.update(schedule.id, {
      template_id: template.id,
      cron_format: '0 4 * * *',
      name,
      active: true,
    });
    expect((await p.schedules.get(schedule.id)).cron_format).toBe('0 4 * * *');
    await p.schedules.setActive(schedule.id, false);
    expect((await p.schedules.get(schedule.id)).active).toBe(false);
    await p.schedules.delete(schedule.id);
    await expect(p.schedules.get(schedule.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('tasks (demo server)', () => {
  it('create, get, list, last, output, stop, confirm refusal, delete', async () => {
    const { project } = await projectWithTeam();
    const admin = await clientFor('admin');
    const runner = await clientFor('runner');
    const template = await bashTemplate(admin, project.id);
    const p = runner.project(project.id);
    const task = await p.tasks.create({ template_id: template.id, message: 'from the test' });
    expect(task).toMatchObject({
      template_id: template.id,
      status: 'waiting',
      message: 'from the test',
    });
    expect(await p.tasks.get(task.id)).toMatchObject({ id: task.id });
    expect((await p.tasks.list()).map((t) => t.id)).toContain(task.id);
    expect((await p.tasks.last(5)).map((t) => t.id)).toContain(task.id);
    const output = await eventually(async () => {
      const lines = await p.tasks.output(task.id);
      return lines.length > 0 ? lines : undefined;
    });
    expect(output[0]).toMatchObject({ task_id: task.id, task: '' });
    await p.tasks.stop(task.id, { force: true });
    const stopped = await eventually(async () => {
      const current = await p.tasks.get(task.id);
      return current.status === 'stopped' ? current : undefined;
    });
    expect(stopped.status).toBe('stopped');
    await expect(p.tasks.confirm(task.id)).rejects.toMatchObject({ status: 400 });
    // deleting needs the resources bit (runner: 403) AND site admin (manager: 401, API §3.4)
    await expect(p.tasks.delete(task.id)).rejects.toMatchObject({ status: 403 });
    const manager = await clientFor('manager');
    await expect(manager.project(project.id).tasks.delete(task.id)).rejects.toMatchObject({
      status: 401,
    });
    await admin.project(project.id).tasks.delete(task.id);
    await expect(p.tasks.get(task.id)).rejects.toMatchObject({ status: 400 });
  });

  it('a finished synthetic task has exactly its stored lines', async () => {
    const { project } = await projectWithTeam();
    const admin = await clientFor('admin');
    const template = await bashTemplate(admin, project.id);
    const task = await synthetic(project.id, { template_id: template.id, lines: 250 });
    const output = await admin.project(project.id).tasks.output(task.id);
    expect(output).toHaveLength(250);
    expect((await admin.project(project.id).tasks.get(task.id)).status).toBe('success');
  });

  it('outputBatches reads a long log while it downloads, with the same records', async () => {
    const { project } = await projectWithTeam();
    const admin = await clientFor('admin');
    const template = await bashTemplate(admin, project.id);
    const task = await synthetic(project.id, { template_id: template.id, lines: 20_000 });
    const tasks = admin.project(project.id).tasks;
    const whole = await tasks.output(task.id);
    const batches: number[] = [];
    const streamed: unknown[] = [];
    let end = 0;
    for await (const batch of tasks.outputBatches(task.id)) {
      batches.push(batch.records.length);
      streamed.push(...batch.records);
      end = batch.end;
    }
    expect(streamed).toEqual(whole);
    expect(streamed).toHaveLength(20_000);
    expect(end).toBe(20_000);
    // Several network chunks, each adding records.
    expect(batches.length).toBeGreaterThan(1);
  });
});
