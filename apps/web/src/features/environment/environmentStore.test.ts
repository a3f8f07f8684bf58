import type { EnvironmentSecretType } from '@semaphore-console/api-client';
import { environmentSecretChanges } from '@semaphore-console/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { loadEnvironment, useEnvironmentStore } from './environmentStore';

let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

const secretValues = (envId: number) =>
  demo.app.state.keys
    .filter((k) => k.environment_id === envId)
    .map((k) => [k.name, k.secret_type, k.string]);

describe('environment store (spec resources §4, API §6.10)', () => {
  it('creates, replaces and deletes secrets through the operations list', async () => {
    const pid = demo.projectId();
    const store = useEnvironmentStore.getState();
    await store.save(pid, null, {
      name: 'Secrets e2e',
      json: '{"a":1}',
      env: '{"HOME":"/root"}',
      secrets: [
        { name: 'TOKEN', type: 'env', secret: 'one', operation: 'create' },
        { name: 'db', type: 'var', secret: 'pw', operation: 'create' },
      ],
    });
    const created = useEnvironmentStore.getState().items.find((e) => e.name === 'Secrets e2e');
    if (!created) throw new Error('not listed after create');
    expect(created.secrets).toBeNull();
    const full = await loadEnvironment(pid, created.id);
    expect(full.secrets?.every((s) => s.secret === '')).toBe(true);
    const original = (full.secrets ?? []).map(({ id, name, type }) => ({
      id,
      name,
      type: type as EnvironmentSecretType,
    }));
    const token = original.find((s) => s.name === 'TOKEN')!;
    const changes = environmentSecretChanges(
      original,
      [{ id: token.id, name: 'TOKEN', type: 'env', secret: 'two' }],
      { replaceUpdates: true },
    );
    await store.save(pid, created.id, {
      name: 'Secrets e2e',
      json: full.json,
      env: full.env,
      secrets: changes.map((c) => ({ ...c })),
    });
    expect(secretValues(created.id)).toEqual([['TOKEN', 'env', 'two']]);
  });

  it('rejects invalid extra variables with the server text and keeps the list', async () => {
    const pid = demo.projectId();
    await useEnvironmentStore.getState().load(pid);
    const before = useEnvironmentStore.getState().items;
    await expect(
      useEnvironmentStore.getState().save(pid, null, { name: 'Bad', json: '{' }),
    ).rejects.toMatchObject({ serverError: 'Extra variables must be valid JSON' });
    expect(useEnvironmentStore.getState().items).toEqual(before);
  });
});
