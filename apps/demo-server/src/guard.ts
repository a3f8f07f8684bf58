import type { MiddlewareHandler } from 'hono';
import type { Demo } from './demo';
import { type Ctx, type DemoEnv, fail, failJson, idParam } from './http';
import { type StoredUser, rolePermissions } from './model';

/**
 * Requires a project permission bit for a write (§3.4): admins always pass; otherwise the caller's
 * role must carry `bit`, else 403 with an empty body.
 */
export function need(c: Ctx, bit: number): void {
  if (c.get('user').admin) return;
  if ((rolePermissions[c.get('role')] & bit) !== bit) fail(403);
}

/**
 * Middleware of `/api/project/{project_id}/…` (§3.1, §6.5): a non-integer id answers 400
 * `{"error":"Invalid project ID"}`; non-members and a missing project get 404 with an empty body
 * (the [Bolt] store's answer, §7.5; [SQL] answers an admin 400). Sets `project` and `role` on the context.
 */
export function projectMiddleware(demo: Demo): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    // A path no route answers has no user: let the not-found handler answer it (404).
    if (!(c.get('user') as StoredUser | undefined)) return next();
    if (!/^\d+$/.test(c.req.param('project_id') ?? '')) failJson(400, 'Invalid project ID');
    const id = idParam(c as Ctx, 'project_id');
    const user = c.get('user');
    const project = demo.project(id);
    const role = demo.memberRole(id, user.id);
    if (!project) fail(404);
    if (!role && !user.admin) fail(404);
    c.set('project', project);
    c.set('role', role ?? '');
    await next();
  };
}

/** Finds an object of the URL's project by the id in path parameter `param`; 404 when missing. */
export function findInProject<T extends { id: number; project_id: number | null }>(
  c: Ctx,
  list: T[],
  param: string,
  missingStatus = 404,
): T {
  const id = idParam(c, param);
  const pid = c.get('project').id;
  const item = list.find((x) => x.id === id && x.project_id === pid);
  if (!item) fail(missingStatus);
  return item;
}

/**
 * Records an event (§5.14) in the URL's project, by the signed-in user, about object `id` of
 * `type` (`template`, `inventory`, `user`, …) with the server's `description`.
 */
export function projectEvent(
  demo: Demo,
  c: Ctx,
  type: string,
  id: number,
  description: string,
): void {
  demo.event({
    user_id: c.get('user').id,
    project_id: c.get('project').id,
    object_id: id,
    object_type: type,
    description,
  });
}
