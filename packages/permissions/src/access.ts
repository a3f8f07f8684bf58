/**
 * What a user may do in a project and on the site, for the screens to ask.
 *
 * Source: spec core §6, spec resources §6, API doc §3.1-§3.5.
 */
import {
  can,
  isProjectRole,
  type PermissionBit,
  type PermissionName,
  type ProjectRole,
  UnknownPermissionError,
} from './permissions';

/**
 * A user's standing in one project: the site admin flag plus the answer of
 * `GET /api/project/{project_id}/role` (API doc §3.5).
 */
export interface ProjectAccess {
  /** The site admin flag (`admin` of `GET /api/user`). A site admin can do everything. */
  readonly admin: boolean;
  /** The project role slug; `''` for a site admin who is not a member. */
  readonly role: ProjectRole | '';
  /** The permission bitmask of the role (integer 0-15; 0 for `''`). */
  readonly permissions: number;
}

/** The signed-in user as `GET /api/user` describes it (API doc §5.1); only the fields used here. */
export interface SiteUser {
  /** Site admin flag. */
  readonly admin: boolean;
  /** `admin` OR the server's `non_admin_can_create_project` setting (API doc §5.1). */
  readonly can_create_project?: boolean | undefined;
}

/**
 * Whether the user holds one project permission: site admins always do, members when their mask
 * has the bit (API doc §3.5: `user.admin || (permissions & bit) === bit`).
 *
 * @param access - the user's standing in the project.
 * @param permission - a permission name or bit.
 * @throws {@link UnknownPermissionError} for an unknown permission.
 */
export function canProject(
  access: ProjectAccess,
  permission: PermissionName | PermissionBit,
): boolean {
  const granted = can(access.permissions, permission);
  return access.admin || granted;
}

/** Whether the user may run, stop and confirm tasks (bit 1; spec core §6). */
export function canRunTasks(access: ProjectAccess): boolean {
  return canProject(access, 'runProjectTasks');
}

/**
 * Whether the user may create, edit and delete templates, views, schedules, inventories,
 * environments, keys, repositories and integrations (bit 4; spec core §6, resources §6). Without
 * it, list action columns are hidden.
 */
export function canManageResources(access: ProjectAccess): boolean {
  return canProject(access, 'manageProjectResources');
}

/** Whether the user may open the settings tab and edit integrations (bit 2; spec core §6). */
export function canUpdateProject(access: ProjectAccess): boolean {
  return canProject(access, 'updateProject');
}

/** Whether the user may add, re-role and remove team members (bit 8; spec resources §6). */
export function canManageUsers(access: ProjectAccess): boolean {
  return canProject(access, 'manageProjectUsers');
}

/**
 * Whether the user may leave the project (`DELETE /api/project/{id}/me`): any member except the
 * owner (spec core §6). A site admin who is not a member (role `''`) has nothing to leave.
 *
 * @throws {@link UnknownPermissionError} when `access.role` is not a known role or `''`.
 */
export function canLeaveProject(access: ProjectAccess): boolean {
  if (access.role === '') return false;
  if (!isProjectRole(access.role)) throw new UnknownPermissionError('role', access.role);
  return access.role !== 'owner';
}

/** Whether the user may set the admin flag of a user: site admins only (spec core §6). */
export function canSetAdminFlag(user: SiteUser): boolean {
  return user.admin === true;
}

/**
 * Whether the user may create or restore projects: site admins, and others when
 * `can_create_project` is true (spec core §6, API doc §5.1). Governs the New project and Restore
 * project entries.
 */
export function canCreateProject(user: SiteUser): boolean {
  return user.admin === true || user.can_create_project === true;
}

/** The project actions {@link isProjectActionAllowed} knows. */
export const PROJECT_ACTIONS = Object.freeze([
  'run_tasks',
  'update_project',
  'manage_resources',
  'manage_users',
  'leave_project',
] as const);

/** One project action: `run_tasks`, `update_project`, `manage_resources`, `manage_users`, `leave_project`. */
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** The site actions {@link isUserActionAllowed} knows. */
export const USER_ACTIONS = Object.freeze([
  'set_admin_flag',
  'create_project',
  'restore_project',
] as const);

/** One site action: `set_admin_flag`, `create_project`, `restore_project`. */
export type UserAction = (typeof USER_ACTIONS)[number];

/**
 * Whether a project action is allowed, by name (for action tables and menus).
 *
 * @param access - the user's standing in the project.
 * @param action - one of {@link PROJECT_ACTIONS}.
 * @throws {@link UnknownPermissionError} (kind `'action'`) for an unknown action (spec core §8).
 */
export function isProjectActionAllowed(access: ProjectAccess, action: ProjectAction): boolean {
  switch (action) {
    case 'run_tasks':
      return canRunTasks(access);
    case 'update_project':
      return canUpdateProject(access);
    case 'manage_resources':
      return canManageResources(access);
    case 'manage_users':
      return canManageUsers(access);
    case 'leave_project':
      return canLeaveProject(access);
    default:
      throw new UnknownPermissionError('action', action);
  }
}

/**
 * Whether a site action is allowed, by name.
 *
 * @param user - the signed-in user.
 * @param action - one of {@link USER_ACTIONS}.
 * @throws {@link UnknownPermissionError} (kind `'action'`) for an unknown action (spec core §8).
 */
export function isUserActionAllowed(user: SiteUser, action: UserAction): boolean {
  switch (action) {
    case 'set_admin_flag':
      return canSetAdminFlag(user);
    case 'create_project':
    case 'restore_project':
      return canCreateProject(user);
    default:
      throw new UnknownPermissionError('action', action);
  }
}
