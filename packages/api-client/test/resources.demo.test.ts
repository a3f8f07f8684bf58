import { describe, expect, it } from 'vitest';
import { parseEnvironmentVariables, parseExtraVariables } from '../src/jsonFields';
import { clientFor, newRepository, noneKey, unique } from './helpers';

async function freshProject() {
  const admin = await clientFor('admin');
  const project = await admin.projects.create({ name: unique('resources') });
  return { admin, p: admin.project(project.id), projectId: project.id };
}

describe('project resources (demo server)', () => {
  it('access keys: create (204, no body), list, get, update, refs, delete; in use → 400 inUse', async () => {
    const { p, projectId } = await freshProject();
    const name = unique('ssh key');
    await expect(
      p.keys.create({ name, type: 'ssh', ssh: { login: 'git', private_key: 'PRIVATE' } }),
    ).resolves.toBeUndefined();
    const key = (await p.keys.list({ sort: 'name' })).find((item) => item.name === name)!;
    expect(key).toMatchObject({ type: 'ssh', project_id: projectId });
    const got = await p.keys.get(key.id);
    expect(got.ssh?.private_key ?? '').toBe(''); // secrets are write-only
    await p.keys.update(key.id, { name: `${name} 2`, type: 'ssh', override_secret: false });
    expect((await p.keys.get(key.id)).name).toBe(`${name} 2`);
    const invalid = await p.keys.create({ name: '', type: 'none' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, serverError: 'name can not be empty' });
    // used by a repository → refs list it and delete is refused
    const repository = await newRepository(p, {
      git_url: 'git@h:x.git',
      git_branch: 'main',
      ssh_key_id: key.id,
    });
    const refs = await p.keys.refs(key.id);
    expect(refs.repositories.map((r) => r.name)).toContain(repository.name);
    const inUse = await p.keys.delete(key.id).catch((e: unknown) => e);
    expect(inUse).toMatchObject({ status: 400, inUse: true });
    await p.repositories.delete(repository.id);
    await p.keys.delete(key.id);
    await expect(p.keys.get(key.id)).rejects.toMatchObject({ status: 404 });
  });

  it('repositories: create (204), list, get, update, refs, delete', async () => {
    const { p } = await freshProject();
    const key = await noneKey(p);
    const name = unique('repo');
    await expect(
      p.repositories.create({
        name,
        git_url: 'https://example.com/r.git',
        git_branch: 'main',
        ssh_key_id: key.id,
      }),
    ).resolves.toBeUndefined();
    const repo = (await p.repositories.list({ sort: 'name', order: 'desc' })).find(
      (r) => r.name === name,
    )!;
    expect(await p.repositories.get(repo.id)).toMatchObject({
      git_branch: 'main',
      ssh_key_id: key.id,
    });
    await p.repositories.update(repo.id, {
      name,
      git_url: 'https://example.com/r.git',
      git_branch: 'dev',
      ssh_key_id: key.id,
    });
    expect((await p.repositories.get(repo.id)).git_branch).toBe('dev');
    expect(await p.repositories.refs(repo.id)).toMatchObject({ templates: [], inventories: [] });
    const missing = await p.repositories
      .create({ name: 'x', git_url: '/x', git_branch: '', ssh_key_id: 999999 })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404 });
    await p.repositories.delete(repo.id);
    await expect(p.repositories.get(repo.id)).rejects.toMatchObject({ status: 404 });
  });

  it('inventory: create (201 with the object), list, get, update, refs, delete', async () => {
    const { p, projectId } = await freshProject();
    const created = await p.inventory.create({
      name: unique('hosts'),
      type: 'static',
      inventory: '[web]\nhost1',
    });
    expect(created).toMatchObject({ project_id: projectId, type: 'static', ssh_key_id: null });
    expect((await p.inventory.list()).map((i) => i.id)).toContain(created.id);
    await p.inventory.update(created.id, {
      name: created.name,
      type: 'static-yaml',
      inventory: 'all: {}',
    });
    expect(await p.inventory.get(created.id)).toMatchObject({
      type: 'static-yaml',
      inventory: 'all: {}',
    });
    expect(await p.inventory.refs(created.id)).toMatchObject({ templates: [] });
    const rejected = await p.inventory
      .create({ name: 'tofu', type: 'tofu-workspace', inventory: 'default' })
      .catch((e: unknown) => e);
    expect(rejected).toMatchObject({ status: 400, serverError: 'Not supported inventory type' });
    await p.inventory.delete(created.id);
    await expect(p.inventory.get(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('environment: create (204) with a secret, JSON-string fields, secret delete+create, refs, delete', async () => {
    const { p } = await freshProject();
    const name = unique('env');
    await expect(
      p.environment.create({
        name,
        json: '{"region":"eu"}',
        env: '{"HOME":"/root"}',
        secrets: [{ type: 'var', name: 'token', secret: 's3cret', operation: 'create' }],
      }),
    ).resolves.toBeUndefined();
    const listed = (await p.environment.list()).find((e) => e.name === name)!;
    expect(parseExtraVariables(listed.json)).toEqual({ region: 'eu' });
    expect(parseEnvironmentVariables(listed.env)).toEqual({ HOME: '/root' });
    const env = await p.environment.get(listed.id);
    expect(env.secrets).toEqual([
      expect.objectContaining({ type: 'var', name: 'token', secret: '' }),
    ]);
    const secret = env.secrets![0]!;
    await p.environment.update(env.id, {
      name,
      json: '{}',
      env: null,
      secrets: [
        { id: secret.id, type: 'var', name: 'token', operation: 'delete' },
        { type: 'env', name: 'TOKEN', secret: 'new', operation: 'create' },
      ],
    });
    const updated = await p.environment.get(env.id);
    expect(updated.json).toBe('{}');
    expect(updated.secrets?.map((s) => `${s.type}:${s.name}`)).toEqual(['env:TOKEN']);
    const invalid = await p.environment.create({ name: 'bad', json: '{' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      status: 400,
      serverError: 'Extra variables must be valid JSON',
    });
    expect(await p.environment.refs(env.id)).toMatchObject({ templates: [] });
    await p.environment.delete(env.id);
    await expect(p.environment.get(env.id)).rejects.toMatchObject({ status: 404 });
  });
});
