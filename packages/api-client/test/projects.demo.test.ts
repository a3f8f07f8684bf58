import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/errors';
import { clientFor, projectWithTeam, unique } from './helpers';

describe('projects (demo server)', () => {
  it('create (with the demo flag), get, update, role, events, delete', async () => {
    const admin = await clientFor('admin');
    const name = unique('demo project');
    const project = await admin.projects.create({ name, demo: true });
    expect(project).toMatchObject({ name, type: '' });
    const p = admin.project(project.id);
    expect((await admin.projects.list()).map((item) => item.id)).toContain(project.id);
    expect(await p.get()).toMatchObject({ id: project.id, name });
    expect((await p.templates.list()).length).toBeGreaterThan(0); // the demo set
    await p.update({
      name: `${name} renamed`,
      alert: true,
      alert_chat: '42',
      max_parallel_tasks: 3,
    });
    expect(await p.get()).toMatchObject({
      name: `${name} renamed`,
      alert: true,
      alert_chat: '42',
      max_parallel_tasks: 3,
    });
    expect(await p.role()).toMatchObject({ role: 'owner', permissions: 15 });
    const events = await p.events.last();
    expect(events.length).toBeGreaterThan(0);
    expect(Array.isArray(await p.events.list())).toBe(true);
    expect(Array.isArray(await admin.events.list())).toBe(true);
    expect(Array.isArray(await admin.events.last())).toBe(true);
    await p.delete();
    await expect(p.get()).rejects.toBeInstanceOf(HttpError);
  });

  it('backup, then restore in both forms', async () => {
    const admin = await clientFor('admin');
    const name = unique('backed up');
    const project = await admin.projects.create({ name, demo: true });
    const backup = await admin.project(project.id).backup();
    expect(backup.meta.name).toBe(name);
    const fromObject = await admin.projects.restore(backup);
    expect(fromObject.id).not.toBe(project.id);
    expect(fromObject.name).toBe(name);
    const fromText = await admin.projects.restore(JSON.stringify(backup, null, 2));
    expect(fromText.name).toBe(name);
    const renamed = await admin.projects.restore(backup, { name: `${name} copy` });
    expect(renamed.name).toBe(`${name} copy`);
    expect((await admin.project(fromText.id).templates.list()).length).toBe(
      (await admin.project(project.id).templates.list()).length,
    );
    const broken = await admin.projects.restore('{"meta": ').catch((e: unknown) => e);
    expect(broken).toMatchObject({ status: 400 });
  });

  it('team: list, add, duplicate add (409), get, change role, remove; leave', async () => {
    const { admin, project } = await projectWithTeam();
    const team = admin.project(project.id).team;
    const members = await team.list({ sort: 'name' });
    expect(members.map((m) => m.role).sort()).toEqual(
      ['guest', 'manager', 'owner', 'owner', 'task_runner'].sort(),
    );
    const guest = members.find((m) => m.username === 'guest')!;
    const duplicate = await team.add({ user_id: guest.id, role: 'guest' }).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ status: 409 });
    expect(await team.get(guest.id)).toMatchObject({ id: guest.id, username: 'guest' });
    await team.updateRole(guest.id, 'manager');
    expect((await team.list()).find((m) => m.id === guest.id)?.role).toBe('manager');
    await team.remove(guest.id);
    expect((await team.list()).some((m) => m.id === guest.id)).toBe(false);
    const runner = await clientFor('runner');
    expect(await runner.project(project.id).role()).toMatchObject({
      role: 'task_runner',
      permissions: 1,
    });
    await runner.project(project.id).leave();
    await expect(runner.project(project.id).get()).rejects.toMatchObject({ status: 404 });
    const owner = await clientFor('owner');
    await expect(owner.project(project.id).leave()).rejects.toMatchObject({ status: 400 });
  });

  it('permission refusals: 403 for a guest write, 404 for a non-member', async () => {
    const { project } = await projectWithTeam();
    const guest = await clientFor('guest');
    const refused = await guest
      .project(project.id)
      .views.create({ title: 'nope', position: 0 })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403, serverError: undefined });
    const admin = await clientFor('admin');
    const other = await admin.projects.create({ name: unique('private') });
    await expect(guest.project(other.id).get()).rejects.toMatchObject({ status: 404 });
  });
});
