import type { Environment, EnvironmentInput } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createResourceStore } from '../../components/resourceStore';

/**
 * Environments (`GET …/environment`, API §6.10; `secrets` is `null` in the list): list, save
 * (create answers 204 without a body: the list is reloaded) and delete through the generic flow
 * (`…/environment/{id}/refs`).
 */
export const useEnvironmentStore = createResourceStore<Environment, EnvironmentInput>(
  'environment',
  (projectId) => client().project(projectId).environment,
);

/** `GET …/environment/{id}`: the environment with its secrets (values always `''`), for editing. */
export function loadEnvironment(projectId: number, id: number): Promise<Environment> {
  return client().project(projectId).environment.get(id);
}
