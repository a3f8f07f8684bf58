import { createHmac } from 'node:crypto';
import {
  IntegrationAliasSchema,
  IntegrationExtractValueSchema,
  IntegrationMatcherSchema,
  IntegrationSchema,
  ProjectSchema,
  TaskWithTplSchema,
} from '@semaphore-console/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoServer } from '../src/index';
import type { Client } from './helpers';
import { expectCreated, expectList, expectShape, signIn, startServer } from './helpers';

let server: DemoServer;
let admin: Client;
let pid: number;
let base: string;
let templateId: number;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, 'admin');
  pid = expectShape(ProjectSchema, (await admin.post('/api/projects', { name: 'Hooks' })).body).id;
  base = `/api/project/${pid}/integrations`;
  const repoKey = server.state.keys.find((k) => k.project_id === pid && k.name === 'None')?.id;
  await admin.post(`/api/project/${pid}/repositories`, {
    name: 'r',
    project_id: pid,
    git_url: '/srv',
    ssh_key_id: repoKey,
  });
  const repo = server.state.repositories.find((r) => r.project_id === pid)?.id;
  templateId = (
    (
      await admin.post(`/api/project/${pid}/templates`, {
        name: 'Hooked',
        app: 'bash',
        playbook: 'h.sh',
        repository_id: repo,
      })
    ).body as { id: number }
  ).id;
  await admin.post(`/api/project/${pid}/keys`, {
    name: 'Hook secret',
    type: 'login_password',
    project_id: pid,
    login_password: { login: '', password: 's3cret' },
  });
});
afterAll(() => server.close());

const tasksOfTemplate = async () =>
  expectList(
    TaskWithTplSchema,
    (await admin.get(`/api/project/${pid}/templates/${templateId}/tasks`)).body,
  );

describe('integration CRUD', () => {
  it('create (201), validation, update (204), refs stub, delete', async () => {
    expect((await admin.post(base, { name: 'x', project_id: pid + 1 })).body).toEqual({
      error: 'Project ID in body and URL must be the same',
    });
    expect((await admin.request('POST', base, undefined, '{oops')).body).toEqual({
      error: 'Project ID in body and URL must be the same',
    });
    expect((await admin.post(base, { name: '', project_id: pid })).body).toEqual({
      error: 'No Name set for integration',
    });
    const res = await admin.post(base, { name: 'Temp', project_id: pid, template_id: templateId });
    expect(res.status).toBe(201);
    const integration = expectShape(IntegrationSchema, res.body);
    expect(
      (await admin.put(`${base}/${integration.id}`, { ...integration, name: 'Temp 2' })).status,
    ).toBe(204);
    expect(
      expectShape(IntegrationSchema, (await admin.get(`${base}/${integration.id}`)).body).name,
    ).toBe('Temp 2');
    expect((await admin.get(`${base}/${integration.id}/refs`)).body).toEqual({
      matchers: null,
      values: null,
    });
    expect((await admin.delete(`${base}/${integration.id}`)).status).toBe(204);
    expect((await admin.get(`${base}/${integration.id}`)).status).toBe(404);
  });
});

describe('webhook', () => {
  let integrationId: number;
  let aliasUrl: string;

  it('matchers: create answers 200; unknown id 400; validation', async () => {
    const secret = server.state.keys.find(
      (k) => k.project_id === pid && k.name === 'Hook secret',
    )?.id;
    integrationId = expectShape(
      IntegrationSchema,
      (
        await admin.post(base, {
          name: 'GitHub',
          project_id: pid,
          template_id: templateId,
          auth_method: 'github',
          auth_secret_id: secret,
          searchable: true,
        })
      ).body,
    ).id;
    const m = `${base}/${integrationId}/matchers`;
    expect((await admin.post(m, { integration_id: 0, name: 'n' })).body).toEqual({
      error: 'Extractor ID in body and URL must be the same',
    });
    expect(
      (
        await admin.post(m, {
          integration_id: integrationId,
          name: 'n',
          match_type: 'header',
          key: 'k',
        })
      ).body,
    ).toEqual({
      error: 'No value set',
    });
    const created = await admin.post(m, {
      integration_id: integrationId,
      name: 'Push',
      match_type: 'header',
      method: 'equals',
      key: 'X-GitHub-Event',
      value: 'push',
    });
    const matcher = expectCreated(IntegrationMatcherSchema, created, 200);
    await admin.post(m, {
      integration_id: integrationId,
      name: 'Main',
      match_type: 'body',
      method: 'equals',
      body_data_type: 'json',
      key: 'ref',
      value: 'refs/heads/main',
    });
    expect(expectList(IntegrationMatcherSchema, (await admin.get(m)).body).length).toBe(2);
    expect((await admin.get(`${m}/99999`)).status).toBe(400);
    expect((await admin.get(`${m}/${matcher.id}/refs`)).body).toEqual({ integrations: [] });
    expect(
      (await admin.put(`${m}/${matcher.id}`, { ...matcher, method: 'contains', value: 'pus' }))
        .status,
    ).toBe(204);
  });

  it('extract values: create answers 201, unknown id 400 JSON, partial update', async () => {
    const v = `${base}/${integrationId}/values`;
    expect(
      (await admin.post(v, { integration_id: integrationId, name: 'c', value_source: 'body' }))
        .body,
    ).toEqual({
      error: 'Value Source but no body data type set',
    });
    const created = await admin.post(v, {
      integration_id: integrationId,
      name: 'Commit',
      value_source: 'body',
      body_data_type: 'json',
      key: 'head_commit.id',
      variable: 'sha',
    });
    const value = expectCreated(IntegrationExtractValueSchema, created, 201);
    await admin.post(v, {
      integration_id: integrationId,
      name: 'Event',
      value_source: 'header',
      key: 'X-GitHub-Event',
      variable: 'event',
    });
    expect((await admin.get(`${v}/99999`)).body).toEqual({
      error: 'Failed to get IntegrationExtractValue, sql: no rows in result set',
    });
    expect((await admin.put(`${v}/${value.id}`, { variable: 'commit_sha' })).status).toBe(204);
    expect(
      expectShape(IntegrationExtractValueSchema, (await admin.get(`${v}/${value.id}`)).body),
    ).toMatchObject({
      variable: 'commit_sha',
      key: 'head_commit.id',
    });
  });

  it('aliases: create answers 200 {id, url} with a relative URL', async () => {
    const res = await admin.post(`${base}/${integrationId}/aliases`);
    expect(res.status).toBe(200);
    const alias = expectShape(IntegrationAliasSchema, res.body);
    expect(alias.url).toMatch(/^\/api\/integrations\/[a-z0-9]+$/);
    aliasUrl = alias.url;
    expect(
      expectList(
        IntegrationAliasSchema,
        (await admin.get(`${base}/${integrationId}/aliases`)).body,
      ),
    ).toEqual([alias]);
  });

  it('runs the template when auth and every matcher pass, with the extracted values; always answers 204', async () => {
    const body = JSON.stringify({ ref: 'refs/heads/main', head_commit: { id: 'abc123' } });
    const sign = (secret: string) =>
      `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const hook = (headers: Record<string, string>, payload = body) =>
      fetch(server.url + aliasUrl, { method: 'POST', headers, body: payload });
    const before = (await tasksOfTemplate()).length;

    expect(
      (await hook({ 'X-GitHub-Event': 'push', 'X-Hub-Signature-256': sign('wrong') })).status,
    ).toBe(204);
    expect(
      (await hook({ 'X-GitHub-Event': 'issues', 'X-Hub-Signature-256': sign('s3cret') })).status,
    ).toBe(204);
    const other = JSON.stringify({ ref: 'refs/heads/dev' });
    expect(
      (
        await hook(
          {
            'X-GitHub-Event': 'push',
            'X-Hub-Signature-256': `sha256=${createHmac('sha256', 's3cret').update(other).digest('hex')}`,
          },
          other,
        )
      ).status,
    ).toBe(204);
    expect((await tasksOfTemplate()).length).toBe(before);

    expect(
      (await hook({ 'X-GitHub-Event': 'push', 'X-Hub-Signature-256': sign('s3cret') })).status,
    ).toBe(204);
    const tasks = await tasksOfTemplate();
    expect(tasks.length).toBe(before + 1);
    expect(tasks[0]).toMatchObject({ integration_id: integrationId, user_id: null });
    expect(JSON.parse(tasks[0]?.environment ?? '')).toEqual({
      commit_sha: 'abc123',
      event: 'push',
    });
    expect(
      (await fetch(`${server.url}/api/integrations/unknownalias`, { method: 'POST', body: '{}' }))
        .status,
    ).toBe(204);
  });

  it('a project-level alias triggers every searchable integration; no matchers never fires', async () => {
    const res = await admin.post(`${base}/aliases`);
    expect(res.status).toBe(200);
    const alias = expectShape(IntegrationAliasSchema, res.body);
    expect(expectList(IntegrationAliasSchema, (await admin.get(`${base}/aliases`)).body)).toEqual([
      alias,
    ]);
    const bare = expectShape(
      IntegrationSchema,
      (
        await admin.post(base, {
          name: 'No matchers',
          project_id: pid,
          template_id: templateId,
          searchable: true,
        })
      ).body,
    );
    const before = (await tasksOfTemplate()).length;
    await fetch(server.url + alias.url, { method: 'POST', body: '{}' });
    expect((await tasksOfTemplate()).length).toBe(before);
    await admin.post(`${base}/${bare.id}/matchers`, {
      integration_id: bare.id,
      name: 'Any',
      match_type: 'body',
      method: 'contains',
      body_data_type: 'string',
      key: '-',
      value: 'deploy',
    });
    await fetch(server.url + alias.url, { method: 'POST', body: 'please deploy' });
    const tasks = await tasksOfTemplate();
    expect(tasks.length).toBe(before + 1);
    expect(tasks[0]?.integration_id).toBe(bare.id);
    expect((await admin.delete(`${base}/aliases/${alias.id}`)).status).toBe(204);
    expect((await admin.get(`${base}/aliases`)).body).toEqual([]);
  });

  it('the seeded GitHub integration fires with its alias', async () => {
    const seeded = server.state.integrations.find((i) => i.name === 'GitHub push to main');
    const alias = server.state.aliases.find((a) => a.integration_id === seeded?.id);
    const body = JSON.stringify({
      ref: 'refs/heads/main',
      head_commit: { id: 'f00' },
      pusher: { name: 'octocat' },
    });
    const secret = 'ghp_demo0000000000000000000000000000';
    const sig = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const before = server.state.tasks.length;
    await fetch(`${server.url}/api/integrations/${alias?.alias}`, {
      method: 'POST',
      headers: { 'X-GitHub-Event': 'push', 'X-Hub-Signature-256': sig, 'X-GitHub-Delivery': 'd-1' },
      body,
    });
    const task = server.state.tasks.at(-1);
    expect(server.state.tasks.length).toBe(before + 1);
    expect(JSON.parse(task?.environment ?? '')).toEqual({
      commit_sha: 'f00',
      pushed_by: 'octocat',
      delivery_id: 'd-1',
    });
  });
});

describe('integration permissions', () => {
  it('guests read (200) but cannot create (403)', async () => {
    const guest = await signIn(server.url, 'guest');
    expect((await guest.get('/api/project/1/integrations')).status).toBe(200);
    expect(
      (await guest.post('/api/project/1/integrations', { name: 'x', project_id: 1 })).status,
    ).toBe(403);
    expect((await guest.post('/api/project/1/integrations/aliases')).status).toBe(403);
  });
});
