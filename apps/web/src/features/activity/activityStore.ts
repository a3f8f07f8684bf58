import { type Event, type ProjectUser } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { createServerStore } from '../../stores/serverData';

interface ActivityState {
  projectId: number | null;
  events: Event[];
  /** The project's team (display names of the events' users); `[]` when it cannot be read. */
  members: ProjectUser[];
  loading: boolean;
  error: string | null;
  /**
   * `GET /api/project/{id}/events/last` (newest first, at most 200) and the team
   * (`GET /api/project/{id}/users`, API §6.6) for the users' display names.
   */
  load(projectId: number): Promise<void>;
}

/** The activity screen's store: the events of the current project and its team's names. */
export const useActivityStore = createServerStore<ActivityState>((_set, _get, { query }) => ({
  projectId: null,
  events: [],
  members: [],
  loading: false,
  error: null,
  load: query({
    fetch: (projectId: number) =>
      Promise.all([
        client()
          .project(projectId)
          .events.last()
          .then((events) => events ?? []),
        // Names are a nicety: without them the screen shows the logins (API §5.14).
        client()
          .project(projectId)
          .team.list()
          .catch(() => [] as ProjectUser[]),
      ]),
    start(s, [projectId], switching) {
      if (switching) {
        s.events = [];
        s.members = [];
      }
      s.projectId = projectId;
      s.error = null;
    },
    done(s, [events, members]) {
      s.events = events;
      s.members = members;
    },
  }).load,
}));

/**
 * The name to show for an event's user: the display name of the team member with its `user_id`,
 * else the login the server sent (`username` is the LOGIN, API §5.14), else `null`.
 */
export function eventUserName(event: Event, members: readonly ProjectUser[]): string | null {
  const member = event.user_id == null ? undefined : members.find((m) => m.id === event.user_id);
  return member?.name || event.username || null;
}
