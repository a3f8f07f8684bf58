/**
 * The access notices of the spec, as translatable message descriptors.
 *
 * Source: spec core §6.
 */
import { canManageResources, canRunTasks, type ProjectAccess } from './access';

/**
 * A translatable message: a stable `id` and its English default `message` (the shape of lingui's
 * `MessageDescriptor`, so `i18n._(descriptor)` translates it).
 */
export interface PermissionMessage {
  /** Stable catalog id. */
  readonly id: string;
  /** English default text. */
  readonly message: string;
}

/** The notices of spec core §6, by key. */
export const permissionMessages = Object.freeze({
  /** Shown to members who can run tasks but not manage templates. */
  canRunAnyTasks: Object.freeze({
    id: 'permissions.notice.canRunAnyTasks',
    message: 'You can run any tasks',
  }),
  /** Shown to members who can neither run tasks nor manage templates. */
  readOnlyAccess: Object.freeze({
    id: 'permissions.notice.readOnlyAccess',
    message: 'You have read-only access',
  }),
} satisfies Record<string, PermissionMessage>);

/**
 * The access notice a template screen shows (spec core §6): `null` for users who can manage
 * resources (they see the edit actions instead); otherwise 'You can run any tasks' when they can
 * run tasks, else 'You have read-only access'.
 *
 * @param access - the user's standing in the project.
 * @returns a descriptor from {@link permissionMessages}, or `null`.
 */
export function accessNotice(access: ProjectAccess): PermissionMessage | null {
  if (canManageResources(access)) return null;
  return canRunTasks(access)
    ? permissionMessages.canRunAnyTasks
    : permissionMessages.readOnlyAccess;
}
