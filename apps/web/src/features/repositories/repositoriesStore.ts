import type { Repository, RepositoryInput } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createResourceStore } from '../../components/resourceStore';

/**
 * Repositories (`GET …/repositories`, API §6.8): list, save (create answers 204 without a body:
 * the list is reloaded) and delete through the generic flow (`…/repositories/{id}/refs`).
 */
export const useRepositoriesStore = createResourceStore<Repository, RepositoryInput>(
  'repository',
  (projectId) => client().project(projectId).repositories,
);
