import type { AccessKey, AccessKeyCreate, AccessKeyUpdate } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createResourceStore } from '../../components/resourceStore';

/**
 * The key store's list (`GET …/keys`, API §6.7), save (create answers 204 without a body: the
 * list is reloaded) and delete through the generic flow (`…/keys/{id}/refs`).
 */
export const useKeysStore = createResourceStore<AccessKey, AccessKeyCreate, AccessKeyUpdate>(
  'key',
  (projectId) => client().project(projectId).keys,
);
