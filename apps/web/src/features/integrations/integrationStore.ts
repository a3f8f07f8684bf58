import {
  type Integration,
  type IntegrationAlias,
  type IntegrationExtractValue,
  type IntegrationExtractValueInput,
  type IntegrationMatcher,
  type IntegrationMatcherInput,
} from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { withErrorText } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';
import { addAlias, aliasesApi, deleteAlias } from './aliases';

/** The integration detail's state and actions (spec resources §2 "Detail", API §6.15). */
export interface IntegrationState {
  projectId: number | null;
  integrationId: number | null;
  integration: Integration | null;
  /** The integration's aliases; `null` until loaded. */
  aliases: IntegrationAlias[] | null;
  values: IntegrationExtractValue[];
  matchers: IntegrationMatcher[];
  loading: boolean;
  loaded: boolean;
  /** Text of the last failed load (spec resources §8). */
  error: string | null;
  /** Whether the searchable flag is being saved. */
  savingSearchable: boolean;
  /**
   * Loads the integration, its aliases, extract values and matchers (all rows). Never rejects: a
   * failure is kept in `error`.
   */
  load(projectId: number, integrationId: number): Promise<void>;
  /**
   * Saves the "global alias" (searchable) flag at once (spec resources §2): a full `PUT` of the
   * integration with the new flag; a failure puts the old one back.
   * @throws Error with the server's text when the call fails.
   */
  setSearchable(searchable: boolean): Promise<void>;
  /** Adds an alias of the integration. @throws Error with the server's text. */
  addAlias(): Promise<void>;
  /** Deletes an alias of the integration. @throws Error with the server's text. */
  deleteAlias(aliasId: number): Promise<void>;
  /**
   * Creates (`POST`, 201) or updates (`PUT`) an extract value and reloads the values.
   * @throws Error with the server's text when the call fails.
   */
  saveValue(valueId: number | null, input: IntegrationExtractValueInput): Promise<void>;
  /** `DELETE …/values/{id}`, then reloads the values (the delete flow shows failures). */
  removeValue(valueId: number): Promise<void>;
  /**
   * Creates (`POST`, 200) or updates (`PUT`, with `id` and `integration_id`) a matcher and
   * reloads the matchers.
   * @throws Error with the server's text when the call fails.
   */
  saveMatcher(matcherId: number | null, input: IntegrationMatcherInput): Promise<void>;
  /** `DELETE …/matchers/{id}`, then reloads the matchers. */
  removeMatcher(matcherId: number): Promise<void>;
}

const empty = {
  integration: null,
  aliases: null,
  values: [],
  matchers: [],
  loaded: false,
  error: null,
};

/** The integration detail store. */
export const useIntegrationStore = createServerStore<IntegrationState>((set, get, { query }) => {
  const detail = query({
    fetch(projectId: number, integrationId: number) {
      const project = client().project(projectId);
      const child = project.integration(integrationId);
      return Promise.all([
        project.integrations.get(integrationId),
        aliasesApi(projectId, integrationId).list(),
        child.values.list(),
        child.matchers.list(),
      ]);
    },
    start(s, [projectId, integrationId], switching) {
      if (switching) Object.assign(s, { projectId, integrationId, ...empty });
      s.error = null;
    },
    done(s, [integration, aliases, values, matchers]) {
      Object.assign(s, { integration, aliases, values, matchers });
    },
  });
  /** The calls of the open integration, or `null` before a load. */
  const open = () => {
    const { projectId, integrationId } = get();
    if (projectId === null || integrationId === null) return null;
    return {
      projectId,
      integrationId,
      api: client().project(projectId).integration(integrationId),
      same: () => get().projectId === projectId && get().integrationId === integrationId,
    };
  };
  return {
    projectId: null,
    integrationId: null,
    ...empty,
    loading: false,
    savingSearchable: false,

    load: detail.load,

    async setSearchable(searchable) {
      const o = open();
      const integration = get().integration;
      if (!o || !integration) return;
      set((s) => {
        if (s.integration) s.integration.searchable = searchable;
        s.savingSearchable = true;
      });
      try {
        const { id: _id, project_id: _pid, ...fields } = integration;
        await withErrorText(() =>
          client()
            .project(o.projectId)
            .integrations.update(o.integrationId, { ...fields, searchable }),
        );
      } catch (error) {
        if (o.same()) {
          set((s) => {
            if (s.integration) s.integration.searchable = integration.searchable;
          });
        }
        throw error;
      } finally {
        set({ savingSearchable: false });
      }
    },

    async addAlias() {
      const o = open();
      if (!o) return;
      const next = await addAlias(o.projectId, o.integrationId, get().aliases);
      if (o.same()) set({ aliases: next });
    },

    async deleteAlias(aliasId) {
      const o = open();
      if (!o) return;
      const next = await deleteAlias(o.projectId, o.integrationId, get().aliases, aliasId);
      if (o.same()) set({ aliases: next });
    },

    async saveValue(valueId, input) {
      const o = open();
      if (!o) return;
      if (valueId === null) await withErrorText(() => o.api.values.create(input));
      else await withErrorText(() => o.api.values.update(valueId, input));
      const values = await o.api.values.list();
      if (o.same()) set({ values });
    },

    async removeValue(valueId) {
      const o = open();
      if (!o) return;
      await o.api.values.delete(valueId);
      const values = await o.api.values.list();
      if (o.same()) set({ values });
    },

    async saveMatcher(matcherId, input) {
      const o = open();
      if (!o) return;
      if (matcherId === null) await withErrorText(() => o.api.matchers.create(input));
      else await withErrorText(() => o.api.matchers.update(matcherId, input));
      const matchers = await o.api.matchers.list();
      if (o.same()) set({ matchers });
    },

    async removeMatcher(matcherId) {
      const o = open();
      if (!o) return;
      await o.api.matchers.delete(matcherId);
      const matchers = await o.api.matchers.list();
      if (o.same()) set({ matchers });
    },
  };
});
