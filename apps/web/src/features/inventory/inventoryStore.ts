import {
  isHttpError,
  type AccessKey,
  type Inventory,
  type InventoryInput,
} from '@semaphore-console/api-client';
import { isWorkspaceInventory } from '@semaphore-console/validation';
import { client } from '../../server/client';
import { createResourceStore } from '../../components/resourceStore';
import { useKeysStore } from '../keys';

/**
 * Inventories (`GET …/inventory`, API §6.9): list, save and delete through the generic flow
 * (`…/inventory/{id}/refs`). Use {@link saveInventory} to save: it adds the workspace rules.
 */
export const useInventoryStore = createResourceStore<Inventory, InventoryInput>(
  'inventory',
  (projectId) => client().project(projectId).inventory,
);

/** Name of the key created for workspace inventories (spec resources §4). */
export const NONE_KEY_NAME = 'None';

/**
 * The project's key of type `none`; when there is none, creates one named `None` (spec resources
 * §4 "Workspace inventories") — the create answers 204 without a body, so the keys are listed
 * again to find it (API §13.1 item 1).
 */
export async function ensureNoneKey(projectId: number): Promise<AccessKey> {
  const keys = client().project(projectId).keys;
  const found = (await keys.list()).find((key) => key.type === 'none');
  if (found) return found;
  await keys.create({ name: NONE_KEY_NAME, type: 'none' });
  const created = (await keys.list()).find((key) => key.type === 'none');
  if (!created) throw new Error('The None key was not created');
  return created;
}

/**
 * Saves an inventory (create when `id` is `null`). A workspace inventory uses the project's `none`
 * key as its user credentials, created first when missing (spec resources §4). An OpenTofu
 * workspace that the server refuses as a type (API §5.6: the documented snapshot rejects
 * `tofu-workspace`) is saved as `terraform-workspace`, which OpenTofu templates use there.
 * Reloads the list. Rejects with the api-client's error.
 */
export async function saveInventory(
  projectId: number,
  id: number | null,
  input: InventoryInput,
): Promise<void> {
  let body = input;
  if (isWorkspaceInventory(input.type)) {
    const none = await ensureNoneKey(projectId);
    await useKeysStore.getState().load(projectId);
    body = { ...input, ssh_key_id: none.id, become_key_id: null };
  }
  const store = useInventoryStore.getState();
  try {
    await store.save(projectId, id, body);
  } catch (error) {
    const refusedType =
      body.type === 'tofu-workspace' &&
      isHttpError(error) &&
      error.status === 400 &&
      /inventory type/i.test(error.serverError ?? '');
    if (!refusedType) throw error;
    await store.save(projectId, id, { ...body, type: 'terraform-workspace' });
  }
}
