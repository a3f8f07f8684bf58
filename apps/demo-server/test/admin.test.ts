import {
  AppSchema,
  ProjectBackupSchema,
  ProjectSchema,
  RunnerSchema,
  TemplateSchema,
} from '@semaphore-console/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../src/index';
import type { Client } from './helpers';
import { expectCreated, expectList, expectShape, signIn, startServer } from './helpers';

let server: DemoServer;
let admin: Client;
let owner: Client;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'admin');
  owner = await signIn(server.url, 'owner');
});
afterAll(() => server.close());

describe('apps', () => {
  it('any user lists apps (with id, by priority); admin-only single/save/active/delete', async () => {
    const apps = expectList(AppSchema, (await owner.get('/api/apps')).body);
    expect(apps.map((a) => a.id)).toEqual([
      'ansible',
      'terraform',
      'tofu',
      'bash',
      'powershell',
      'python',
      'pulumi',
    ]);
    expect((await owner.get('/api/apps/ansible')).status).toBe(403);
    const one = await admin.get('/api/apps/ansible');
    expect(one.body).not.toHaveProperty('id');
    expect((await admin.get('/api/apps/active')).body).toEqual({ error: 'app not found' });
    expect(
      (await admin.put('/api/apps/ruby', { active: true, priority: 450, title: 'Ruby', args: [] }))
        .status,
    ).toBe(204);
    expect((await admin.post('/api/apps/ruby/active', { active: 'yes' })).body).toEqual({
      error: 'Invalid request body',
    });
    expect((await admin.post('/api/apps/ruby/active', { active: false })).status).toBe(204);
    const ruby = expectShape(AppSchema, (await admin.get('/api/apps/ruby')).body);
    expect(ruby).toMatchObject({ active: false, priority: 450, title: 'Ruby', args: null });
    expect((await admin.delete('/api/apps/ruby')).status).toBe(204);
    expect((await admin.get('/api/apps/ruby')).status).toBe(404);
  });
});

describe('runners', () => {
  it('global runners are admin-only; the token is returned only on create', async () => {
    expect((await owner.get('/api/runners')).status).toBe(403);
    const created = await admin.post('/api/runners', {
      name: 'r1',
      webhook: '',
      max_parallel_tasks: 2,
      active: true,
    });
    const runner = expectCreated(RunnerSchema, created, 201);
    expect(typeof (created.body as { token: string }).token).toBe('string');
    expect((await admin.get(`/api/runners/${runner.id}`)).body).not.toHaveProperty('token');
    expect((await admin.get('/api/runners/999')).body).toEqual({ error: 'Runner not found' });
    expect((await admin.get('/api/runners/abc')).body).toEqual({ error: 'runner_id required' });
    expect((await admin.post(`/api/runners/${runner.id}/active`, { active: false })).status).toBe(
      204,
    );
    expect(
      (await admin.put(`/api/runners/${runner.id}`, { ...runner, name: 'r2', active: true }))
        .status,
    ).toBe(204);
    expect(
      expectShape(RunnerSchema, (await admin.get(`/api/runners/${runner.id}`)).body),
    ).toMatchObject({ name: 'r2', active: true });
    expect((await admin.delete(`/api/runners/${runner.id}`)).status).toBe(204);
    expect(
      expectList(RunnerSchema, (await admin.get('/api/runners')).body).every(
        (r) => r.project_id === null,
      ),
    ).toBe(true);
  });

  it('project runners (console spec extension) are scoped to the project', async () => {
    const runner = expectCreated(
      RunnerSchema,
      await owner.post('/api/project/1/runners', {
        name: 'p1',
        max_parallel_tasks: 1,
        active: true,
      }),
      201,
    );
    expect(runner.project_id).toBe(1);
    expect(
      expectList(RunnerSchema, (await owner.get('/api/project/1/runners')).body).map((r) => r.name),
    ).toEqual(['p1']);
    expect((await owner.get('/api/project/2/runners')).body).toEqual([]);
    const guest = await signIn(server.url, 'guest');
    expect((await guest.delete(`/api/project/1/runners/${runner.id}`)).status).toBe(403);
    expect((await owner.delete(`/api/project/1/runners/${runner.id}`)).status).toBe(204);
  });
});

describe('options', () => {
  it('set (200, echoed) and list; admin only', async () => {
    const set = await admin.post('/api/options', { key: 'demo.flag', value: 'on' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ key: 'demo.flag', value: 'on' });
    expect(((await admin.get('/api/options')).body as Record<string, string>)['demo.flag']).toBe(
      'on',
    );
    expect((await owner.get('/api/options')).status).toBe(403);
  });
});

describe('backup and restore', () => {
  it('backs up the seeded project by names, without secrets or ids', async () => {
    const backup = expectShape(
      ProjectBackupSchema,
      (await owner.get('/api/project/1/backup')).body,
    ) as unknown as {
      meta: { name: string };
      templates: {
        name: string;
        vaults: unknown[];
        build_template?: string;
        cron?: string;
        repository: string;
      }[];
      keys: { name: string; type: string }[];
      integrations: {
        aliases: string[];
        matchers: unknown[];
        extract_values: unknown[];
        template: string;
      }[];
      integration_aliases: string[];
    };
    expect(backup.meta.name).toBe('Acme Web Platform');
    expect(backup.keys.every((k) => Object.keys(k).sort().join() === 'name,type')).toBe(true);
    const deploy = backup.templates.find((t) => t.name === 'Deploy to production');
    expect(deploy).toMatchObject({
      build_template: 'Build web app',
      vaults: [],
      repository: 'Playbooks',
    });
    expect(backup.templates.find((t) => t.name === 'Nightly sales report')?.cron).toBe(
      '30 2 * * *',
    );
    expect(backup.integrations[0]?.aliases.length).toBe(1);
    expect(backup.integrations[0]?.matchers.length).toBe(2);
    expect(backup.integration_aliases.length).toBe(1);
    expect(JSON.stringify(backup)).not.toContain('vault-demo-password');
  });

  it('restores into a new project (200) owned by the caller; keys come back empty; both forms work', async () => {
    const backup = (await admin.get('/api/project/1/backup')).body as Record<string, unknown>;
    const guest = await signIn(server.url, 'guest');
    const restored = await guest.request(
      'POST',
      '/api/projects/restore',
      undefined,
      JSON.stringify(backup),
    );
    expect(restored.status).toBe(200);
    const project = expectShape(ProjectSchema, restored.body);
    expect(project.name).toBe('Acme Web Platform');
    expect((await guest.get(`/api/project/${project.id}/role`)).body).toEqual({
      role: 'owner',
      permissions: 15,
    });
    const keys = (await guest.get(`/api/project/${project.id}/keys`)).body as { empty?: boolean }[];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.empty === true)).toBe(true);
    const templates = expectList(
      TemplateSchema,
      (await guest.get(`/api/project/${project.id}/templates`)).body,
    );
    const deploy = templates.find((t) => t.name === 'Deploy to production');
    expect(templates.find((t) => t.id === deploy?.build_template_id)?.name).toBe('Build web app');
    // A restored cron becomes a commit-triggered schedule.
    const nightly = templates.find((t) => t.name === 'Nightly sales report');
    const schedules = (
      await guest.get(`/api/project/${project.id}/templates/${nightly?.id}/schedules`)
    ).body as unknown[];
    expect(schedules.length).toBe(1);
    // The integration's alias and the project's alias come back, each with its owner.
    const aliases = server.state.aliases.filter((a) => a.project_id === project.id);
    expect(aliases.map((a) => a.integration_id === null).sort()).toEqual([false, true]);

    const named = await owner.post('/api/project/restore', { name: 'Copy of web', backup });
    expect(named.status).toBe(200);
    expect(expectShape(ProjectSchema, named.body).name).toBe('Copy of web');
  });

  it('answers 400 with an empty body for a broken document and creates nothing', async () => {
    const count = server.state.projects.length;
    const bad = await admin.post('/api/projects/restore', {
      meta: { name: 'Broken' },
      templates: [{ name: 't', repository: 'missing', app: 'bash', type: '' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toBe('');
    expect(
      (await admin.request('POST', '/api/projects/restore', undefined, 'not json')).status,
    ).toBe(400);
    expect(server.state.projects.length).toBe(count);
  });
});
