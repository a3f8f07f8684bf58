export {
  ALL_PERMISSIONS,
  Permission,
  PROJECT_ROLES,
  ROLE_PERMISSIONS,
  UnknownPermissionError,
  can,
  isProjectRole,
  roleMask,
} from './permissions';
export type { PermissionBit, PermissionName, ProjectRole } from './permissions';
export {
  PROJECT_ACTIONS,
  USER_ACTIONS,
  canCreateProject,
  canLeaveProject,
  canManageResources,
  canManageUsers,
  canProject,
  canRunTasks,
  canSetAdminFlag,
  canUpdateProject,
  isProjectActionAllowed,
  isUserActionAllowed,
} from './access';
export type { ProjectAccess, ProjectAction, SiteUser, UserAction } from './access';
export { accessNotice, permissionMessages } from './messages';
export type { PermissionMessage } from './messages';
