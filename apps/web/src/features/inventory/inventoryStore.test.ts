import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../server/client';
import { startDemo, type DemoHarness } from '../../test/demo';
import { ensureNoneKey, saveInventory, useInventoryStore } from './inventoryStore';

let demo: DemoHarness;
let projectId: number;
beforeEach(async () => {
  demo = await startDemo({ run: false });
  projectId = (await client().projects.create({ name: 'Empty', demo: false })).id;
  // A new project may come with a None key (the demo server makes one): start without it.
  const keys = client().project(projectId).keys;
  for (const key of await keys.list()) await keys.delete(key.id);
});
afterEach(() => demo.close());

describe('inventory store (spec resources §4, API §6.9)', () => {
  it('creates the None key before the first workspace inventory, and uses it', async () => {
    expect(await client().project(projectId).keys.list()).toEqual([]);
    await saveInventory(projectId, null, {
      name: 'Staging',
      type: 'terraform-workspace',
      inventory: 'staging',
      ssh_key_id: null,
      become_key_id: null,
    });
    const keys = await client().project(projectId).keys.list();
    expect(keys.map((k) => [k.name, k.type])).toEqual([['None', 'none']]);
    const [inventory] = useInventoryStore.getState().items;
    expect(inventory).toMatchObject({ name: 'Staging', ssh_key_id: keys[0]!.id });
    // A second workspace reuses it.
    await ensureNoneKey(projectId);
    expect(await client().project(projectId).keys.list()).toHaveLength(1);
  });

  it('saves an OpenTofu workspace as terraform-workspace where the server refuses the type', async () => {
    await saveInventory(projectId, null, {
      name: 'Tofu',
      type: 'tofu-workspace',
      inventory: 'default',
    });
    expect(useInventoryStore.getState().items[0]).toMatchObject({ type: 'terraform-workspace' });
  });

  it('keeps the list and rejects with the server text when a save fails', async () => {
    await useInventoryStore.getState().load(projectId);
    await expect(
      saveInventory(projectId, null, {
        name: 'Bad',
        type: 'static',
        inventory: '',
        ssh_key_id: 99999,
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(useInventoryStore.getState().items).toEqual([]);
  });

  it('reports a failed load as the error state', async () => {
    await useInventoryStore.getState().load(987654);
    expect(useInventoryStore.getState()).toMatchObject({ loading: false, items: [] });
    expect(useInventoryStore.getState().error).not.toBeNull();
  });
});
