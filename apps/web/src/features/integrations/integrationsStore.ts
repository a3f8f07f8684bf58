import {
  type AccessKey,
  type Integration,
  type IntegrationAlias,
  type IntegrationInput,
  type Template,
} from '@semaphore-console/api-client';
import { client } from '../../server/client';
import type { Referrers } from '../../components/deleteFlow';
import { withErrorText } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';
import { addAlias, aliasesApi, deleteAlias } from './aliases';

/** The integration list's state and actions (spec resources §2 "Integrations", API §6.15). */
export interface IntegrationsState {
  /** The project the lists belong to. */
  projectId: number | null;
  integrations: Integration[];
  /** The project's templates (names and links; the dialog's template choice). */
  templates: Template[];
  /** The project's keys; only `login_password` ones are offered as a secret (spec resources §5). */
  keys: AccessKey[];
  /** Project-level aliases (`…/integrations/aliases`); `null` until loaded ("load alias"). */
  aliases: IntegrationAlias[] | null;
  loading: boolean;
  loaded: boolean;
  /** Text of the last failed load (spec resources §8). */
  error: string | null;
  /**
   * Loads integrations, templates and keys of a project, then its project-level aliases. Never
   * rejects: a failure is kept in `error`.
   */
  load(projectId: number): Promise<void>;
  /** Loads the project-level aliases. Never rejects: a failure is kept in `error`. */
  loadAliases(): Promise<void>;
  /**
   * Creates (`POST`, 201) or updates (`PUT`, full body) an integration and reloads the list.
   * @throws Error with the server's text when the call fails.
   */
  save(integrationId: number | null, input: IntegrationInput): Promise<void>;
  /**
   * `GET …/integrations/{id}/refs` for the delete flow (API §5.16: a stub, `{matchers: null,
   * values: null}` on the documented server; a server that lists users of the integration in the
   * usual lists blocks the delete).
   */
  refs(integrationId: number): Promise<Referrers | null>;
  /** `DELETE …/integrations/{id}` (no reload: the delete flow's `onDeleted` does it). */
  remove(integrationId: number): Promise<void>;
  /** Adds a project-level alias. @throws Error with the server's text. */
  addAlias(): Promise<void>;
  /** Deletes a project-level alias. @throws Error with the server's text. */
  deleteAlias(aliasId: number): Promise<void>;
}

/** The integration list store. */
export const useIntegrationsStore = createServerStore<IntegrationsState>((set, get, { query }) => {
  const lists = query({
    fetch(projectId: number) {
      const project = client().project(projectId);
      return Promise.all([
        project.integrations.list({ sort: 'name' }),
        project.templates.list(),
        project.keys.list(),
      ]);
    },
    start(s, [projectId], switching) {
      if (switching) {
        s.projectId = projectId;
        s.integrations = [];
        s.templates = [];
        s.keys = [];
        s.aliases = null;
        s.loaded = false;
      }
      s.error = null;
    },
    done(s, [integrations, templates, keys]) {
      s.integrations = integrations;
      s.templates = templates;
      s.keys = keys;
    },
  });
  const projectAliases = query({
    // The list's own status stays; a failure shows as its error.
    fields: false,
    fetch: (projectId: number) => aliasesApi(projectId, null).list(),
    done(s, aliases) {
      s.aliases = aliases;
    },
    fail(s, text) {
      s.error = text;
    },
  });
  return {
    projectId: null,
    integrations: [],
    templates: [],
    keys: [],
    aliases: null,
    loading: false,
    loaded: false,
    error: null,

    async load(projectId) {
      await lists.load(projectId);
      if (get().projectId !== projectId || get().error !== null) return;
      await get().loadAliases();
    },

    async loadAliases() {
      const { projectId } = get();
      if (projectId === null) return;
      await projectAliases.load(projectId);
    },

    async save(integrationId, input) {
      const { projectId } = get();
      if (projectId === null) return;
      const api = client().project(projectId).integrations;
      if (integrationId === null) await withErrorText(() => api.create(input));
      else await withErrorText(() => api.update(integrationId, input));
      await lists.invalidate(projectId);
      if (get().projectId === projectId && get().error === null) await get().loadAliases();
    },

    async refs(integrationId) {
      const { projectId } = get();
      if (projectId === null) return null;
      const answer: object = await client().project(projectId).integrations.refs(integrationId);
      return answer as Referrers;
    },

    async remove(integrationId) {
      const { projectId } = get();
      if (projectId === null) return;
      await client().project(projectId).integrations.delete(integrationId);
    },

    async addAlias() {
      const { projectId, aliases } = get();
      if (projectId === null) return;
      const next = await addAlias(projectId, null, aliases);
      if (get().projectId === projectId) set({ aliases: next });
    },

    async deleteAlias(aliasId) {
      const { projectId, aliases } = get();
      if (projectId === null) return;
      const next = await deleteAlias(projectId, null, aliases, aliasId);
      if (get().projectId === projectId) set({ aliases: next });
    },
  };
});
