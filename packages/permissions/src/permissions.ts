/**
 * Project permission bits and role masks of the Semaphore server.
 *
 * Source: spec core §6, API doc §3.2 (bit values) and §3.3 (the bits each role carries).
 */

/**
 * The four project permission bits, by the names the spec uses (spec core §6, API doc §3.2).
 *
 * - `runProjectTasks` (1): start, stop and confirm tasks.
 * - `updateProject` (2): the settings tab, edit/delete the project, integration edit actions.
 * - `manageProjectResources` (4): create, edit and delete templates, views, schedules, inventories,
 *   environments, keys, repositories and integrations.
 * - `manageProjectUsers` (8): add, change the role of and remove team members.
 */
export const Permission = Object.freeze({
  runProjectTasks: 1,
  updateProject: 2,
  manageProjectResources: 4,
  manageProjectUsers: 8,
} as const);

/** Name of one permission bit: `'runProjectTasks' | 'updateProject' | …` (see {@link Permission}). */
export type PermissionName = keyof typeof Permission;

/** Value of one permission bit: `1 | 2 | 4 | 8` (see {@link Permission}). */
export type PermissionBit = (typeof Permission)[PermissionName];

/** Every bit set (15): what a site admin and a project owner hold. */
export const ALL_PERMISSIONS = 15;

/** The project roles of the real server, in the order the server lists them (API doc §3.3). */
export const PROJECT_ROLES = Object.freeze(['owner', 'manager', 'task_runner', 'guest'] as const);

/** A project role slug: `owner`, `manager`, `task_runner` or `guest` (API doc §3.3). */
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/**
 * The permission bitmask each role carries on the real server (API doc §3.3):
 * owner 15 (all), manager 5 (run tasks + manage resources), task_runner 1 (run tasks), guest 0.
 */
export const ROLE_PERMISSIONS: Readonly<Record<ProjectRole, number>> = Object.freeze({
  owner: ALL_PERMISSIONS,
  manager: Permission.runProjectTasks | Permission.manageProjectResources,
  task_runner: Permission.runProjectTasks,
  guest: 0,
});

const PERMISSION_BITS: ReadonlySet<number> = new Set(Object.values(Permission));

/**
 * Raised for a role, permission or action the console does not know (spec core §8: an unknown
 * project or user action raises an error).
 */
export class UnknownPermissionError extends Error {
  /** What was unknown: a role slug, a permission name or bit, or an action name. */
  readonly kind: 'role' | 'permission' | 'action';
  /** The value that was not recognised. */
  readonly value: unknown;

  /**
   * @param kind - what kind of value was not recognised.
   * @param value - the value itself.
   */
  constructor(kind: 'role' | 'permission' | 'action', value: unknown) {
    super(`Unknown ${kind}: ${String(value)}`);
    this.name = 'UnknownPermissionError';
    this.kind = kind;
    this.value = value;
  }
}

/**
 * Whether `role` is one of the four project role slugs.
 *
 * @param role - any value, e.g. the `role` field of `GET /api/project/{id}/role`.
 * @returns `true` for `owner`, `manager`, `task_runner`, `guest`.
 */
export function isProjectRole(role: unknown): role is ProjectRole {
  return typeof role === 'string' && (PROJECT_ROLES as readonly string[]).includes(role);
}

/**
 * The permission bitmask a role carries on the real server (API doc §3.3).
 *
 * @param role - a role slug, or `''` (what a site admin who is not a member gets; mask 0).
 * @returns the bitmask, 0-15.
 * @throws {@link UnknownPermissionError} for any other value.
 */
export function roleMask(role: ProjectRole | ''): number {
  if (role === '') return 0;
  if (!isProjectRole(role)) throw new UnknownPermissionError('role', role);
  return ROLE_PERMISSIONS[role];
}

function bitOf(permission: PermissionName | PermissionBit): number {
  if (typeof permission === 'number') {
    if (!PERMISSION_BITS.has(permission))
      throw new UnknownPermissionError('permission', permission);
    return permission;
  }
  if (typeof permission === 'string' && Object.hasOwn(Permission, permission)) {
    return Permission[permission];
  }
  throw new UnknownPermissionError('permission', permission);
}

/**
 * Whether a permission bitmask grants one permission: `(mask & bit) === bit`
 * (API doc §3.5). The site admin override is not applied here; use {@link canProject} for that.
 *
 * @param mask - the `permissions` bitmask of `GET /api/project/{id}/role` (integer 0-15).
 * @param permission - a permission name (`'runProjectTasks'`) or its bit value (`1`).
 * @returns `true` when the bit is set.
 * @throws {@link UnknownPermissionError} for a permission name or bit that does not exist.
 */
export function can(mask: number, permission: PermissionName | PermissionBit): boolean {
  const bit = bitOf(permission);
  return (mask & bit) === bit;
}
