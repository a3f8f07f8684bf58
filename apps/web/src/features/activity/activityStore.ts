import { type Event } from '@semaphore-console/api-client';
import { client } from '../../client';
import { createAppStore } from '../../stores/createAppStore';
import { failureText } from '../../failures';

interface ActivityState {
  projectId: number | null;
  events: Event[];
  loading: boolean;
  error: string | null;
  /** `GET /api/project/{id}/events/last` (newest first, at most 200). */
  load(projectId: number): Promise<void>;
}

/** The activity screen's store: the events of the current project. */
export const useActivityStore = createAppStore<ActivityState>((set, get) => ({
  projectId: null,
  events: [],
  loading: false,
  error: null,
  async load(projectId) {
    set((s) => {
      if (s.projectId !== projectId) s.events = [];
      s.projectId = projectId;
      s.loading = true;
      s.error = null;
    });
    try {
      const events = (await client().project(projectId).events.last()) ?? [];
      if (get().projectId === projectId) set({ events, loading: false });
    } catch (error) {
      if (get().projectId === projectId) set({ loading: false, error: failureText(error) });
    }
  },
}));
