import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../server/client';
import { startDemo, type DemoHarness } from '../test/demo';
import { hasReferrers, referrerPath, useDeleteFlow } from './deleteFlow';

let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

function inventoryTarget(name: string, onDeleted = vi.fn()) {
  const pid = demo.projectId();
  const inventory = demo.app.state.inventories.find((i) => i.project_id === pid && i.name === name);
  if (!inventory) throw new Error(`no inventory ${name}`);
  const api = client().project(pid).inventory;
  return {
    id: inventory.id,
    onDeleted,
    target: {
      kind: 'inventory' as const,
      name,
      projectId: pid,
      refs: () => api.refs(inventory.id),
      remove: () => api.delete(inventory.id),
      onDeleted,
    },
  };
}

function usedInventoryName(): string {
  const pid = demo.projectId();
  const used = demo.app.state.inventories.find(
    (i) => i.project_id === pid && demo.app.state.templates.some((t) => t.inventory_id === i.id),
  );
  if (!used) throw new Error('the seed has no used inventory');
  return used.name;
}

describe('the generic delete flow (spec resources §4)', () => {
  it('blocks an object that templates use and deletes nothing', async () => {
    const { id, target, onDeleted } = inventoryTarget(usedInventoryName());
    expect(await useDeleteFlow.getState().requestDelete(target)).toBe('blocked');
    const state = useDeleteFlow.getState();
    expect(state.phase).toBe('blocked');
    expect(state.referrers?.templates?.length).toBeGreaterThan(0);
    expect(await state.confirm()).toBe(false);
    expect(demo.app.state.inventories.some((i) => i.id === id)).toBe(true);
    expect(onDeleted).not.toHaveBeenCalled();
    state.cancel();
    expect(useDeleteFlow.getState().phase).toBe('idle');
  });

  it('asks for confirmation for an unused object, then deletes it', async () => {
    const pid = demo.projectId();
    const created = await client()
      .project(pid)
      .inventory.create({ name: 'Spare', type: 'static', inventory: '' });
    const { target, onDeleted } = inventoryTarget('Spare');
    expect(await useDeleteFlow.getState().requestDelete(target)).toBe('confirm');
    expect(demo.app.state.inventories.some((i) => i.id === created.id)).toBe(true);
    expect(await useDeleteFlow.getState().confirm()).toBe(true);
    expect(demo.app.state.inventories.some((i) => i.id === created.id)).toBe(false);
    expect(onDeleted).toHaveBeenCalledOnce();
    expect(useDeleteFlow.getState().phase).toBe('idle');
  });

  it("keeps the confirmation open with the server's text when the server still refuses", async () => {
    // A key used only by a template vault: the refs do not report it (API §5.16), the delete
    // answers 400 "Access Key is in use by one or more templates".
    const pid = demo.projectId();
    const keys = client().project(pid).keys;
    await keys.create({
      name: 'Vault pass',
      type: 'login_password',
      login_password: { password: 'x' },
    });
    const key = (await keys.list()).find((k) => k.name === 'Vault pass');
    if (!key) throw new Error('key not created');
    const template = demo.app.state.templates.find((t) => t.project_id === pid);
    if (!template) throw new Error('no template');
    template.vaults.push({
      id: 999,
      project_id: pid,
      template_id: template.id,
      vault_key_id: key.id,
      name: null,
    });
    const onDeleted = vi.fn();
    const flow = useDeleteFlow.getState();
    expect(
      await flow.requestDelete({
        kind: 'key',
        name: key.name,
        projectId: pid,
        refs: () => keys.refs(key.id),
        remove: () => keys.delete(key.id),
        onDeleted,
      }),
    ).toBe('confirm');
    expect(await useDeleteFlow.getState().confirm()).toBe(false);
    const state = useDeleteFlow.getState();
    expect(state.phase).toBe('confirm');
    expect(state.error).toBe('Access Key is in use by one or more templates');
    expect(onDeleted).not.toHaveBeenCalled();
    expect((await keys.list()).some((k) => k.id === key.id)).toBe(true);
  });

  it('confirms at once for objects without a refs endpoint', async () => {
    const remove = vi.fn(async () => undefined);
    const flow = useDeleteFlow.getState();
    expect(await flow.requestDelete({ kind: 'schedule', name: 'Nightly', remove })).toBe('confirm');
    expect(await useDeleteFlow.getState().confirm()).toBe(true);
    expect(remove).toHaveBeenCalledOnce();
  });

  it('reads null and missing referrer lists as empty (API §13.3 item 22)', () => {
    expect(hasReferrers({ matchers: null } as never)).toBe(false);
    expect(hasReferrers({ templates: null, inventories: [], repositories: [] })).toBe(false);
    expect(hasReferrers({ templates: [], schedules: [{ id: 1, name: 'S' }] })).toBe(true);
    expect(hasReferrers({ integrations: [{ id: 2, name: 'Hook' }] })).toBe(true);
    expect(hasReferrers(null)).toBe(false);
  });

  it('links each referrer to its screen', () => {
    expect(referrerPath(3, 'templates', 7)).toBe('/project/3/templates/7');
    expect(referrerPath(3, 'inventories', 7)).toBe('/project/3/inventory');
    expect(referrerPath(3, 'repositories', 7)).toBe('/project/3/repositories');
    expect(referrerPath(3, 'schedules', 7)).toBe('/project/3/schedule');
    expect(referrerPath(3, 'integrations', 7)).toBe('/project/3/integration/7');
  });

  it('ends blocked with the error when the refs call fails, deleting nothing', async () => {
    const remove = vi.fn(async () => undefined);
    const flow = useDeleteFlow.getState();
    const phase = await flow.requestDelete({
      kind: 'inventory',
      name: 'Gone',
      refs: () => client().project(demo.projectId()).inventory.refs(987654),
      remove,
    });
    expect(phase).toBe('blocked');
    expect(useDeleteFlow.getState().error).not.toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });
});
