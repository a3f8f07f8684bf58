import { type Event } from '@semaphore-console/api-client';
import { client } from '../../client';
import { createServerStore } from '../../stores/serverData';

interface ActivityState {
  projectId: number | null;
  events: Event[];
  loading: boolean;
  error: string | null;
  /** `GET /api/project/{id}/events/last` (newest first, at most 200). */
  load(projectId: number): Promise<void>;
}

/** The activity screen's store: the events of the current project. */
export const useActivityStore = createServerStore<ActivityState>((_set, _get, { query }) => ({
  projectId: null,
  events: [],
  loading: false,
  error: null,
  load: query({
    fetch: async (projectId: number) => (await client().project(projectId).events.last()) ?? [],
    start(s, [projectId], switching) {
      if (switching) s.events = [];
      s.projectId = projectId;
      s.error = null;
    },
    done(s, events) {
      s.events = events;
    },
  }).load,
}));
