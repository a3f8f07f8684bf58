import { useEffect } from 'react';
import { selectCurrentProject, useShellStore } from '../stores/session';
import type { Project } from '@semaphore-console/api-client';

/** What a screen inside `/project/{id}/…` knows about the current project and the user's rights. */
export interface ProjectContext {
  projectId: number;
  project: Project | undefined;
  /** Role slug (`owner`, `manager`, `task_runner`, `guest`, or `''` for a non-member admin). */
  role: string;
  /** Permission bitmask of the role (0 while loading). */
  permissions: number;
  isAdmin: boolean;
  /**
   * Whether the user holds a permission bit (`Permission` of `@semaphore-console/permissions`);
   * site admins hold every bit (spec core §6).
   */
  can(bit: number): boolean;
}

/**
 * The current project and the user's rights in it; loads the role on first use
 * (`GET /api/project/{id}/role`). Use inside the project layout only.
 */
export function useProjectContext(): ProjectContext {
  const projectId = useShellStore((s) => s.projectId) ?? 0;
  const project = useShellStore(selectCurrentProject);
  const role = useShellStore((s) => s.roles[projectId]);
  const isAdmin = useShellStore((s) => s.user?.admin ?? false);
  const loadRole = useShellStore((s) => s.loadRole);
  useEffect(() => {
    if (projectId) loadRole(projectId).catch(() => undefined);
  }, [projectId, loadRole]);
  const permissions = role?.permissions ?? 0;
  return {
    projectId,
    project,
    role: role?.role ?? '',
    permissions,
    isAdmin,
    can: (bit) => isAdmin || (permissions & bit) === bit,
  };
}
