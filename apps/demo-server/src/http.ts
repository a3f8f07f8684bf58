import type { Context } from 'hono';
import * as v from 'valibot';
import { describeIssue } from './bodies';
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
 * Reads the request body as a JSON object, like Go's JSON decoder (§1.2), and checks it against
 * `schema` (see `bodies.ts`) when given. Bad input answers 400 `{"error": …}`: a missing/empty
 * body, invalid JSON, a body that is not a JSON object, or a field of the wrong type (the error
 * names the field path). Unknown fields are kept and ignored.
 */
export async function readBody(c: Ctx): Promise<Body>;
export async function readBody<S extends v.GenericSchema<unknown, Body>>(
  c: Ctx,
  schema: S,
): Promise<v.InferOutput<S>>;
export async function readBody(c: Ctx, schema?: v.GenericSchema<unknown, Body>): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') failJson(400, 'request body is empty: send a JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    failJson(400, 'request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    failJson(400, 'request body must be a JSON object');
  if (!schema) return parsed as Body;
  const result = v.safeParse(schema, parsed);
  if (!result.success) failJson(400, describeIssue(result.issues));
  return result.output;
}

/** Answers 400 `{"error": "<key> must be <what>"}` (a field of the wrong type). */
function wrongType(key: string, what: string): never {
  failJson(400, `${key} must be ${what}`);
}

/** A string field: missing or null → `""`; another type → 400. */
export function str(b: Body, key: string): string {
  const value = b[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') wrongType(key, 'a string');
  return value;
}

/** A nullable string field: missing → null; another type → 400. */
export function strOrNull(b: Body, key: string): string | null {
  const value = b[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') wrongType(key, 'a string');
  return value;
}

/** An integer field: missing or null → 0; a non-integer → 400. */
export function int(b: Body, key: string): number {
  const value = b[key];
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) wrongType(key, 'an integer');
  return value;
}

/** A nullable integer field: missing → null; a non-integer → 400. */
export function intOrNull(b: Body, key: string): number | null {
  const value = b[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) wrongType(key, 'an integer');
  return value;
}

/** A boolean field: missing or null → false; another type → 400. */
export function bool(b: Body, key: string): boolean {
  const value = b[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') wrongType(key, 'a boolean');
  return value;
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
