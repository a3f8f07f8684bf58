import type { Template } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createServerStore } from '../../stores/serverData';

/** The data the command palette loads when it opens. */
export interface PaletteState {
  /** Project whose templates are loaded, or `null`. */
  projectId: number | null;
  /** Templates of that project, by name. */
  templates: Pick<Template, 'id' | 'name'>[];
  loading: boolean;
  /** Why the templates could not be loaded (spec core §8 text). */
  error: string | null;
  /** `GET /api/project/{id}/templates` (API §6.11), sorted by name. */
  loadTemplates(projectId: number): Promise<void>;
}

/** The command palette's store. */
export const usePaletteStore = createServerStore<PaletteState>((_set, _get, { query }) => ({
  projectId: null,
  templates: [],
  loading: false,
  error: null,
  loadTemplates: query({
    fetch: (projectId: number) => client().project(projectId).templates.list(),
    start(s, [projectId], switching) {
      if (switching) s.templates = [];
      s.projectId = projectId;
      s.error = null;
    },
    done(s, templates) {
      // One collator for the whole sort: `localeCompare` builds one per call (thousands here).
      const { compare } = new Intl.Collator();
      s.templates = templates
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => compare(a.name, b.name));
    },
  }).load,
}));
