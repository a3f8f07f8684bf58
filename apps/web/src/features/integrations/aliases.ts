import type { IntegrationAlias } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { withErrorText } from '../../server/failures';

/**
 * The alias calls of a scope (API §6.15.4): the project-level aliases (`integrationId` null,
 * `…/integrations/aliases`) or one integration's (`…/integrations/{id}/aliases`).
 */
export function aliasesApi(projectId: number, integrationId: number | null) {
  const project = client().project(projectId);
  return integrationId === null
    ? project.integrations.aliases
    : project.integration(integrationId).aliases;
}

/** Adds an alias (`POST`, answered with `{id, url}`) and returns the list with it. */
export async function addAlias(
  projectId: number,
  integrationId: number | null,
  current: readonly IntegrationAlias[] | null,
): Promise<IntegrationAlias[]> {
  const created = await withErrorText(() => aliasesApi(projectId, integrationId).create());
  return [...(current ?? []), created];
}

/** Deletes an alias (`DELETE …/aliases/{aliasId}`) and returns the list without it. */
export async function deleteAlias(
  projectId: number,
  integrationId: number | null,
  current: readonly IntegrationAlias[] | null,
  aliasId: number,
): Promise<IntegrationAlias[]> {
  await withErrorText(() => aliasesApi(projectId, integrationId).delete(aliasId));
  return (current ?? []).filter((alias) => alias.id !== aliasId);
}
