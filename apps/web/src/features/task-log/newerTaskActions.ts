import type { ServerCapabilities } from '@semaphore-console/api-client';
import { useShellStore } from '../../stores/session';

/** The task actions of newer servers (newer §N4) the connected server has. */
export interface NewerTaskActions {
  /** `POST …/tasks/{id}/reject`: Reject beside Confirm. */
  reject: boolean;
  /** `POST …/templates/{t}/stop_all_tasks`: "Stop all" on the template page. */
  stopAll: boolean;
}

/**
 * The one place that decides which newer task actions (newer §N4) are offered: servers from 2.19
 * (the generation with history paging, newer §N5) by the version of `GET /api/info`. 2.10 and
 * servers whose version is unknown get neither: their screens stay as they were.
 */
export function newerTaskActions(
  capabilities: Pick<ServerCapabilities, 'version'>,
): NewerTaskActions {
  const v = capabilities.version;
  const newer = v !== null && (v.major > 2 || (v.major === 2 && v.minor >= 19));
  return { reject: newer, stopAll: newer };
}

/** {@link newerTaskActions} of the connected server. */
export function useNewerTaskActions(): NewerTaskActions {
  const version = useShellStore((st) => st.capabilities.version);
  return newerTaskActions({ version });
}
