import type { Context } from 'hono';
import type { ProjectRole, StoredProject, StoredUser } from './model';

/** Hono environment of the demo server: what the auth and project middlewares put on the context. */
export interface DemoEnv {
  Variables: {
    /** The signed-in user (set by the auth middleware). */
    user: StoredUser;
    /** The project of a `/api/project/{project_id}/…` route. */
    project: StoredProject;
    /** The caller's role in that project (`""` for a non-member admin). */
    role: ProjectRole;
  };
}

/** The Hono context type used by every route. */
export type Ctx = Context<DemoEnv>;

/**
 * An HTTP answer thrown from a handler: `status` with either an empty body or a JSON body
 * (API document §1.5 lists both forms). Turned into a response by the server's error handler.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    /** `Location` of a redirect answer. */
    readonly location?: string,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Throws an empty-body error answer with `status`. */
export function fail(status: number): never {
  throw new HttpError(status);
}

/** Throws a `{"error": message}` answer (plus `extra` fields, e.g. `inUse`). */
export function failJson(status: number, message: string, extra?: Record<string, unknown>): never {
  throw new HttpError(status, { error: message, ...extra });
}

const jsonHeaders = { 'content-type': 'application/json' };

/** Answers `data` as JSON with `status` (200 by default). */
export function json(c: Ctx, data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: jsonHeaders });
}

/** Answers an empty body with `status`; the content type is still `application/json` (§1.2). */
export function empty(_c: Ctx, status = 204): Response {
  return new Response(null, { status, headers: jsonHeaders });
}

/** A decoded JSON request body (an object; fields are read with the helpers below). */
export type Body = Record<string, unknown>;

/**
 * Reads the request body like Go's JSON decoder: a missing/empty body or invalid JSON answers 400
 * with an empty body; a body that is not a JSON object answers 400 too (§1.2).
 */
export async function readBody(c: Ctx): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') fail(400);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(400);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail(400);
  return parsed as Body;
}

/** A string field: missing or null → `""`; another type → 400 (Go decode error). */
export function str(b: Body, key: string): string {
  const v = b[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') fail(400);
  return v;
}

/** A nullable string field: missing → null. */
export function strOrNull(b: Body, key: string): string | null {
  const v = b[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') fail(400);
  return v;
}

/** An integer field: missing or null → 0; a non-integer → 400. */
export function int(b: Body, key: string): number {
  const v = b[key];
  if (v === undefined || v === null) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(400);
  return v;
}

/** A nullable integer field: missing → null. */
export function intOrNull(b: Body, key: string): number | null {
  const v = b[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(400);
  return v;
}

/** A boolean field: missing or null → false. */
export function bool(b: Body, key: string): boolean {
  const v = b[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') fail(400);
  return v;
}

/**
 * A path id: decimal integer, else 400 with an empty body (§1.3) — or, when the request accepts
 * `text/html`, a 302 redirect to `/404` as the real server does.
 */
export function idParam(c: Ctx, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^-?\d+$/.test(raw)) {
    if ((c.req.header('accept') ?? '').includes('text/html'))
      throw new HttpError(302, undefined, '/404');
    fail(400);
  }
  return Number(raw);
}

/** Whether a JSON-encoded string parses. */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The current time as an RFC 3339 string (UTC, milliseconds). */
export function nowIso(): string {
  return new Date().toISOString();
}
