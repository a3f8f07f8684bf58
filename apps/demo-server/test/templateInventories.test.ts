/**
 * Several inventories per template (newer §N6): attach, detach and set_default of the 2.20
 * dialect, read back through the inventories' `template_id` and the template's `inventory_id`;
 * absent (404) on 2.10.
 */
import { describe, expect, it } from 'vitest';
import { type Client, bothDialects } from './helpers';

interface WireInventory {
  id: number;
  name: string;
  type: string;
  template_id?: number | null;
}
interface WireTemplate {
  id: number;
  app?: string;
  inventory_id?: number | null;
}

const servers = bothDialects();

/** An Ansible template of project 1 and a free inventory (no owner) it may take. */
async function pick(client: Client): Promise<{ tpl: WireTemplate; inv: WireInventory }> {
  const templates = (await client.get('/api/project/1/templates')).body as WireTemplate[];
  const tpl = templates.find((t) => !t.app || t.app === 'ansible')!;
  const inventories = (await client.get('/api/project/1/inventory')).body as WireInventory[];
  const inv = inventories.find((i) => !i.template_id && i.id !== tpl.inventory_id)!;
  return { tpl, inv };
}

describe('template inventories (2.20)', () => {
  it('attaches, sets the default and detaches, refusing what the real server refuses', async () => {
    const { tpl, inv } = await pick(servers.admin);
    const base = `/api/project/1/templates/${tpl.id}/inventory/${inv.id}`;

    expect((await servers.admin.post(`${base}/detach`)).status).toBe(400);
    expect((await servers.admin.post(`${base}/attach`)).status).toBe(204);
    const attached = (await servers.admin.get(`/api/project/1/inventory/${inv.id}`))
      .body as WireInventory;
    expect(attached.template_id).toBe(tpl.id);
    const again = await servers.admin.post(`${base}/attach`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'Inventory is already attached to another template' });

    expect((await servers.admin.post(`${base}/set_default`)).status).toBe(204);
    const after = (await servers.admin.get(`/api/project/1/templates/${tpl.id}`))
      .body as WireTemplate;
    expect(after.inventory_id).toBe(inv.id);

    expect((await servers.admin.post(`${base}/detach`)).status).toBe(204);
    const detached = (await servers.admin.get(`/api/project/1/inventory/${inv.id}`))
      .body as WireInventory;
    expect(detached.template_id ?? null).toBeNull();
  });

  it('answers 404 for an unknown inventory', async () => {
    const { tpl } = await pick(servers.admin);
    const res = await servers.admin.post(
      `/api/project/1/templates/${tpl.id}/inventory/9999/attach`,
    );
    expect(res.status).toBe(404);
  });
});

describe('template inventories (2.10)', () => {
  it('has no attach route', async () => {
    const { tpl, inv } = await pick(servers.admin10);
    const res = await servers.admin10.post(
      `/api/project/1/templates/${tpl.id}/inventory/${inv.id}/attach`,
    );
    expect(res.status).toBe(404);
  });
});
