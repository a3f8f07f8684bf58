import type { Template } from '@semaphore-console/api-client';
import { client } from '../../client';
import { createAppStore } from '../../stores/createAppStore';
import { failureText } from '../../failures';

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
export const usePaletteStore = createAppStore<PaletteState>((set, get) => ({
  projectId: null,
  templates: [],
  loading: false,
  error: null,
  async loadTemplates(projectId) {
    set((s) => {
      if (s.projectId !== projectId) s.templates = [];
      s.projectId = projectId;
      s.loading = true;
      s.error = null;
    });
    try {
      const templates = await client().project(projectId).templates.list();
      if (get().projectId !== projectId) return;
      set({
        templates: templates
          .map(({ id, name }) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        loading: false,
      });
    } catch (error) {
      if (get().projectId === projectId) set({ loading: false, error: failureText(error) });
    }
  },
}));
