import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../test/helpers';
import {
  INVENTORY_TYPES,
  accessKeyTypesFor,
  environmentSchema,
  inventorySchema,
  keySchema,
  repositorySchema,
  repositoryUrlType,
} from './resources';

describe('inventory (resources §5)', () => {
  it('needs name, type and user credentials', () => {
    expect(errorsOf(inventorySchema, {})).toEqual({
      name: 'Name is required',
      type: 'Type is required',
    });
    expect(errorsOf(inventorySchema, { name: 'i', type: 'static-yaml' })).toEqual({
      ssh_key_id: 'User credentials are required',
    });
  });

  it('keeps static content as typed (requirement not shown)', () => {
    expect(outputOf(inventorySchema, { name: 'i', type: 'static', ssh_key_id: 1 })).toEqual({
      name: 'i',
      type: 'static',
      inventory: '',
      ssh_key_id: 1,
      become_key_id: null,
      repository_id: null,
    });
    expect(
      outputOf(inventorySchema, {
        name: 'i',
        type: 'static',
        ssh_key_id: 1,
        become_key_id: 2,
        inventory: '[web]\nhost1\n',
      }).inventory,
    ).toBe('[web]\nhost1\n');
  });

  it('needs a path for the file type', () => {
    expect(errorsOf(inventorySchema, { name: 'i', type: 'file', ssh_key_id: 1 })).toEqual({
      inventory: 'Path to inventory file is required',
    });
    expect(
      errorsOf(inventorySchema, { name: 'i', type: 'file', ssh_key_id: 1, inventory: 'hosts.ini' }),
    ).toBeNull();
  });

  it.each([['terraform-workspace'], ['tofu-workspace']])(
    '%s needs a workspace name and display name, not user credentials',
    (type) => {
      expect(errorsOf(inventorySchema, { type })).toEqual({
        name: 'Name is required',
        inventory: 'Workspace name is required',
      });
      expect(errorsOf(inventorySchema, { name: 'Prod', type, inventory: 'prod' })).toBeNull();
    },
  );

  it('knows the five inventory types', () => {
    expect([...INVENTORY_TYPES]).toEqual([
      'static',
      'static-yaml',
      'file',
      'terraform-workspace',
      'tofu-workspace',
    ]);
    expect(errorsOf(inventorySchema, { name: 'i', type: 'ini', ssh_key_id: 1 })).toEqual({
      type: 'Type is required',
    });
  });
});

describe('environment (resources §5)', () => {
  it('needs a name and valid JSON; empty JSON is {}', () => {
    expect(errorsOf(environmentSchema, { json: '{', env: 'x' })).toEqual({
      name: 'Name is required',
      json: 'Extra variables must be valid JSON',
      env: 'Environment variables must be valid JSON',
    });
    expect(outputOf(environmentSchema, { name: ' env ', json: '', env: null })).toEqual({
      name: 'env',
      json: '{}',
      env: '{}',
      secrets: [],
    });
    expect(
      outputOf(environmentSchema, { name: 'e', json: '{"a":1}', env: '{"B":"2"}' }),
    ).toMatchObject({ json: '{"a":1}', env: '{"B":"2"}' });
  });

  it('checks secrets: name and type var or env', () => {
    expect(
      errorsOf(environmentSchema, {
        name: 'e',
        secrets: [
          { name: 'TOKEN', type: 'env', secret: 'x', operation: 'create' },
          { name: '', type: 'file' },
        ],
      }),
    ).toEqual({ 'secrets.1.name': 'Name is required', 'secrets.1.type': 'Type is required' });
    expect(
      outputOf(environmentSchema, {
        name: 'e',
        secrets: [{ id: 3, name: 'pw', type: 'var', operation: 'delete' }],
      }).secrets,
    ).toEqual([{ id: 3, name: 'pw', type: 'var', secret: '', operation: 'delete' }]);
  });
});

describe('key (resources §5)', () => {
  it('needs a name always', () => {
    expect(errorsOf(keySchema({ isNew: false }), { name: '' })).toEqual({
      name: 'Name is required',
    });
  });

  it('needs type and secrets of a new key', () => {
    expect(errorsOf(keySchema({ isNew: true }), { name: 'k' })).toEqual({
      type: 'Type is required',
    });
    expect(errorsOf(keySchema({ isNew: true }), { name: 'k', type: 'login_password' })).toEqual({
      'login_password.password': 'Password is required',
    });
    expect(
      errorsOf(keySchema({ isNew: true }), { name: 'k', type: 'ssh', ssh: { private_key: ' ' } }),
    ).toEqual({ 'ssh.private_key': 'Private key is required' });
    expect(errorsOf(keySchema({ isNew: true }), { name: 'k', type: 'none' })).toBeNull();
  });

  it('the SSH login is optional', () => {
    expect(
      outputOf(keySchema({ isNew: true }), {
        name: 'k',
        type: 'ssh',
        ssh: { private_key: '-----BEGIN KEY-----' },
      }),
    ).toEqual({
      name: 'k',
      type: 'ssh',
      override_secret: false,
      ssh: { login: '', passphrase: '', private_key: '-----BEGIN KEY-----' },
      login_password: { login: '', password: '' },
    });
  });

  it('checks secrets of an existing key only when override_secret is on', () => {
    const edited = { id: 4, name: 'k', type: 'login_password' };
    expect(errorsOf(keySchema({ isNew: false }), edited)).toBeNull();
    expect(errorsOf(keySchema({ isNew: false }), { ...edited, override_secret: true })).toEqual({
      'login_password.password': 'Password is required',
    });
    expect(
      errorsOf(keySchema({ isNew: false }), {
        ...edited,
        override_secret: true,
        login_password: { login: 'bob', password: 'pw' },
      }),
    ).toBeNull();
  });
});

describe('repository URL recognition (resources §5)', () => {
  it.each([
    ['git://example.com/repo.git', 'git'],
    ['file:///srv/repo', 'file'],
    ['ssh://git@example.com/repo.git', 'ssh'],
    ['http://example.com/repo.git', 'http'],
    ['https://github.com/semaphoreui/semaphore.git', 'https'],
    ['HTTPS://example.com/repo.git', 'https'],
    ['/srv/playbooks', 'local'],
    ['git@github.com:org/repo.git', 'ssh'],
    ['github.com/org/repo', 'ssh'],
    ['ftp://example.com/repo', null],
    ['svn+ssh://host/repo', null],
    ['', null],
    ['   ', null],
  ])('%s -> %s', (url, type) => {
    expect(repositoryUrlType(url)).toBe(type);
  });

  it('offers the access key types that fit', () => {
    expect(accessKeyTypesFor('ssh')).toEqual(['ssh']);
    expect(accessKeyTypesFor('git')).toEqual(['ssh']);
    expect(accessKeyTypesFor('https')).toEqual(['login_password', 'none']);
    expect(accessKeyTypesFor('file')).toEqual(['login_password', 'none']);
    expect(accessKeyTypesFor('local')).toEqual(['ssh', 'login_password', 'none']);
  });
});

describe('repository (resources §5)', () => {
  it('needs name, URL and access key', () => {
    expect(errorsOf(repositorySchema, {})).toEqual({
      name: 'Name is required',
      git_url: 'URL or path is required',
      ssh_key_id: 'Access key is required',
    });
  });

  it("says 'incorrect URL' for an unknown scheme", () => {
    expect(
      errorsOf(repositorySchema, {
        name: 'r',
        git_url: 'ftp://x/y',
        git_branch: 'main',
        ssh_key_id: 1,
      }),
    ).toEqual({ git_url: 'incorrect URL' });
  });

  it('needs a branch unless the path is local', () => {
    expect(
      errorsOf(repositorySchema, { name: 'r', git_url: 'git@host:org/r.git', ssh_key_id: 1 }),
    ).toEqual({ git_branch: 'Branch is required' });
    expect(
      outputOf(repositorySchema, {
        name: 'r',
        git_url: ' /srv/repo ',
        ssh_key_id: 1,
        project_id: 2,
      }),
    ).toEqual({ name: 'r', git_url: '/srv/repo', git_branch: '', ssh_key_id: 1, project_id: 2 });
    expect(
      outputOf(repositorySchema, {
        name: 'r',
        git_url: 'https://h/r.git',
        git_branch: ' main ',
        ssh_key_id: 1,
      }).git_branch,
    ).toBe('main');
  });
});
