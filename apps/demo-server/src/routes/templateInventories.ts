/**
 * Several inventories per template (newer §N6), 2.20 dialect only, as the real server's
 * `api/projects/templates.go` handles them:
 * - `POST /api/project/{p}/templates/{t}/inventory/{i}/attach` (204): the inventory's owner
 *   (`template_id` on the wire, newer §N1) becomes the template; 400 `Inventory is already
 *   attached to another template` when it has an owner.
 * - `POST …/inventory/{i}/detach` (204): the owner is cleared; 400 `Inventory is not attached to
 *   this template` otherwise.
 * - `POST …/inventory/{i}/set_default` (204): the template's `inventory_id` becomes the inventory;
 *   for a Terraform-family template it must be attached first (400 as above).
 *
 * The attached inventories are read as the stock console does: the project's inventories whose
 * `template_id` is the template (`GET …/inventory`). A 2.10 server answers 404 for these routes.
 */
import { Permission } from '@semaphore-console/permissions';
import type { Hono } from 'hono';
import type { Demo } from '../demo';
import { findInProject, need } from '../guard';
import { type DemoEnv, empty, failJson } from '../http';

/** Apps whose inventories are workspaces owned by one template (newer §N1). */
const TERRAFORM_APPS: ReadonlySet<string> = new Set(['terraform', 'tofu', 'terragrunt']);

/** Registers the attach, detach and set-default routes (2.20 only). */
export function registerTemplateInventoryRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  const P = '/api/project/:project_id/templates/:template_id/inventory/:inventory_id';

  app.post(`${P}/attach`, (c) => {
    need(c, Permission.manageProjectResources);
    const tpl = findInProject(c, demo.state.templates, 'template_id');
    const inv = findInProject(c, demo.state.inventories, 'inventory_id');
    if (inv.holder_id !== null && inv.holder_id !== undefined) {
      failJson(400, 'Inventory is already attached to another template');
    }
    inv.holder_id = tpl.id;
    return empty(c);
  });

  app.post(`${P}/detach`, (c) => {
    need(c, Permission.manageProjectResources);
    const tpl = findInProject(c, demo.state.templates, 'template_id');
    const inv = findInProject(c, demo.state.inventories, 'inventory_id');
    if (inv.holder_id !== tpl.id) failJson(400, 'Inventory is not attached to this template');
    inv.holder_id = null;
    return empty(c);
  });

  app.post(`${P}/set_default`, (c) => {
    need(c, Permission.manageProjectResources);
    const tpl = findInProject(c, demo.state.templates, 'template_id');
    const inv = findInProject(c, demo.state.inventories, 'inventory_id');
    if (TERRAFORM_APPS.has(tpl.app ?? '') && inv.holder_id !== tpl.id) {
      failJson(400, 'Inventory is not attached to this template');
    }
    tpl.inventory_id = inv.id;
    return empty(c);
  });
}
