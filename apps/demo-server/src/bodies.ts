/**
 * Request bodies of the write routes, as valibot schemas. Each body the api-client sends is
 * written once, as its schema in the api-client (`inputs.ts`); this file reads it the way the real
 * server's Go JSON decoder does (API §1.2) with {@link goBody}: every field may be absent or
 * `null` (the route then uses the zero value), unknown fields are ignored, and a value of the
 * wrong type is bad input. Unlike the real server, bad input always answers **400
 * `{"error": "<field path>: <problem>"}`** and never reaches the route (no input produces a 500).
 * What the routes check beyond types (required names, ids that must match, the server's own
 * messages) stays in the routes.
 */
import {
  AccessKeyUpdateSchema,
  AppInputSchema,
  EnvironmentInputSchema,
  IntegrationExtractValueInputSchema,
  IntegrationInputSchema,
  IntegrationMatcherInputSchema,
  InventoryInputSchema,
  LoginRequestSchema,
  ProjectCreateSchema,
  RepositoryInputSchema,
  RunnerInputSchema,
  ScheduleInputSchema,
  TaskCreateSchema,
  TeamMemberAddSchema,
  TemplateInputSchema,
  UserCreateSchema,
  ViewInputSchema,
} from '@semaphore-console/api-client';
import * as v from 'valibot';

/** A Go `string` field: absent or null = `""`. */
const str = v.nullish(v.string());
/** A Go integer field (ids, counts): absent or null = 0 / null; must be a safe integer. */
const int = v.nullish(v.pipe(v.number(), v.safeInteger()));
/** A Go `bool` field: absent or null = false. */
const bool = v.nullish(v.boolean());
/** An element of a nested list: an object (not null); unknown fields ignored (dropped). */
const item = <E extends v.ObjectEntries>(entries: E) => v.object(entries);
/** A Go slice of `item`: absent or null = empty. */
const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item));
/** A request body: a JSON object; unknown fields are ignored (API §1.2). */
const body = <E extends v.ObjectEntries>(entries: E) => v.looseObject(entries);

/** A field of an api-client body the 2.10 server does not read: left as sent, unchecked. */
const unchecked = Symbol('unchecked');

/** The parts of a valibot schema {@link goValue} reads (its documented properties). */
interface SchemaNode {
  readonly type: string;
  readonly wrapped?: SchemaNode;
  readonly item?: SchemaNode;
  readonly options?: readonly unknown[];
  readonly entries?: Readonly<Record<string, SchemaNode>>;
}

/** Whether a schema reads a JSON string (a string, a picklist, a union of those). */
function isStringKind(node: SchemaNode): boolean {
  if (node.type === 'string' || node.type === 'picklist') return true;
  return node.type === 'union' && (node.options as SchemaNode[]).every(isStringKind);
}

/**
 * What the Go decoder accepts for a non-null value of `node`: a string for any string kind (an
 * enumeration's value is the route's business), a safe integer for a number (every number of a
 * body is a Go integer), a boolean, a slice, a struct (unknown fields dropped), or any object for
 * a map. @throws {Error} for a schema the decoder has no reading of (a `custom` one): the body
 * states that field itself.
 */
function goValue(node: SchemaNode): v.GenericSchema {
  if (node.wrapped) return goValue(node.wrapped); // optional, nullable, nullish
  if (isStringKind(node)) return v.string();
  switch (node.type) {
    case 'number':
      return v.pipe(v.number(), v.safeInteger());
    case 'boolean':
      return v.boolean();
    case 'array':
      return v.array(goValue(node.item as SchemaNode));
    case 'object':
      return item(goEntries(node.entries ?? {}));
    case 'record':
      return v.looseObject({});
    default:
      throw new Error(`no Go reading of a ${node.type} schema: state the field in bodies.ts`);
  }
}

function goEntries(entries: Readonly<Record<string, SchemaNode>>): v.ObjectEntries {
  return Object.fromEntries(
    Object.entries(entries).map(([key, node]) => [key, v.nullish(goValue(node))]),
  );
}

/** The Go reading of a body value's type: string kinds are strings, fields may be null/absent. */
type Go<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Go<E>[]
        : T extends object
          ? string extends keyof T
            ? { [key: string]: unknown }
            : { [K in keyof T]?: Go<NonNullable<T[K]>> | null }
          : unknown;

/** What a route states for a field: its own schema, or {@link unchecked}. */
type Stated = Readonly<Record<string, v.GenericSchema | typeof unchecked>>;

/** The output of {@link goBody}: the Go reading of `T` with the stated fields, loose. */
type GoBody<T, F extends Stated> = {
  [K in Exclude<keyof T, keyof F>]?: Go<NonNullable<T[K]>> | null;
} & {
  [K in keyof F as F[K] extends typeof unchecked ? never : K]: F[K] extends v.GenericSchema
    ? v.InferOutput<F[K]>
    : never;
} & { [key: string]: unknown };

/**
 * The Go decoder's reading (API §1.2) of an api-client request body schema: every field
 * `nullish` of its Go kind ({@link goValue}), unknown fields ignored (a loose object). `stated`
 * fields come first and replace or add to the api-client's: the ids a route reads from the body
 * (`id`, `project_id`), fields the api-client sends as it read them (survey variables, task
 * parameters), and {@link unchecked} for fields the 2.10 server does not read.
 */
function goBody<
  S extends v.ObjectSchema<v.ObjectEntries, undefined>,
  const F extends Stated = Record<never, never>,
>(schema: S, stated: F = {} as F): v.GenericSchema<unknown, GoBody<v.InferInput<S>, F>> {
  const entries: v.ObjectEntries = {};
  for (const [key, field] of Object.entries(stated))
    if (field !== unchecked && !(key in schema.entries)) entries[key] = field;
  for (const [key, node] of Object.entries(schema.entries)) {
    const field = stated[key];
    if (field === undefined) entries[key] = v.nullish(goValue(node as SchemaNode));
    else if (field !== unchecked) entries[key] = field;
  }
  return body(entries) as unknown as v.GenericSchema<unknown, GoBody<v.InferInput<S>, F>>;
}

const ids = { id: int, project_id: int };

/** `POST /api/auth/login` (API §2.3); `method` and `provider` are newer servers' (newer §N3). */
export const LoginBody = goBody(LoginRequestSchema, { method: unchecked, provider: unchecked });

/** `POST /api/users`, `PUT /api/users/{id}` (API §6.3). */
export const UserBody = goBody(UserCreateSchema);

/** `POST /api/users/{id}/password` (API §6.3). */
export const PasswordBody = body({ password: str });

/** `POST /api/projects`, `PUT /api/project/{id}` (API §6.4, §6.5). */
export const ProjectBody = goBody(ProjectCreateSchema, { id: int });

/** `POST /api/project/{id}/users`, `PUT …/users/{user_id}` (API §6.6); `role_id` newer §N1. */
export const TeamMemberBody = goBody(TeamMemberAddSchema, { role_id: unchecked });

/** `POST …/keys`, `PUT …/keys/{id}` (API §6.7). */
export const AccessKeyBody = goBody(AccessKeyUpdateSchema, ids);

/** `POST …/repositories`, `PUT …/repositories/{id}` (API §6.8). */
export const RepositoryBody = goBody(RepositoryInputSchema, ids);

/** `POST …/inventory`, `PUT …/inventory/{id}` (API §6.9); the newer names are newer §N1's. */
export const InventoryBody = goBody(InventoryInputSchema, {
  ...ids,
  template_id: unchecked,
  runner_tag: unchecked,
});

/** `POST …/environment`, `PUT …/environment/{id}` with its secret operations (API §6.10). */
export const EnvironmentBody = goBody(EnvironmentInputSchema, ids);

/** `POST …/views`, `PUT …/views/{id}` (API §6.14). */
export const ViewBody = goBody(ViewInputSchema, ids);

/** `POST …/views/positions`: view id → position (API §6.14). */
export const ViewPositionsBody = v.record(v.string(), v.pipe(v.number(), v.safeInteger()));

/** One survey variable of a template (API §5.8), as the api-client sends back what it read. */
const SurveyVarBody = item({
  name: str,
  title: str,
  required: bool,
  type: str,
  description: str,
  values: list(item({ name: str, value: str })),
  // Newer servers (newer §N1): `env` target, a string default or a list (`select`).
  target: str,
  default_value: v.nullish(v.union([v.string(), v.array(v.string())])),
});

/**
 * `POST …/templates`, `PUT …/templates/{id}` (API §6.11). What only newer servers read (newer
 * §N1, §N4, §N6) the routes read as sent; a vault's `type` and `script` are newer §N1's.
 */
export const TemplateBody = goBody(TemplateInputSchema, {
  ...ids,
  survey_vars: list(SurveyVarBody),
  vaults: list(item({ id: int, vault_key_id: int, name: str })),
  environment_ids: unchecked,
  task_params: unchecked,
  allow_override_branch_in_task: unchecked,
  allow_parallel_tasks: unchecked,
  allow_any_vars_in_task: unchecked,
  runner_tag: unchecked,
});

/** A parameter object (`params`, `task_params`): any object; its keys are the route's business. */
const params = v.nullish(v.looseObject({}));

/** `POST …/schedules`, `PUT …/schedules/{id}`, `POST …/schedules/validate` (API §6.13, newer §N7). */
export const ScheduleBody = goBody(ScheduleInputSchema, { ...ids, task_params: params });

/** `PUT …/schedules/{id}/active` (API §6.13). */
export const ActiveBody = body({ active: bool });

/** `POST …/tasks` (API §6.12); `version`, `integration_id`, `schedule_id` as the server reads them. */
export const TaskBody = goBody(TaskCreateSchema, {
  version: str,
  integration_id: int,
  schedule_id: int,
  params,
});

/** `POST …/tasks/{id}/stop` (API §6.12). */
export const StopBody = body({ force: bool });

/** `POST …/integrations`, `PUT …/integrations/{id}` (API §6.15.1). */
export const IntegrationBody = goBody(IntegrationInputSchema, ids);

/** `POST …/matchers`, `PUT …/matchers/{id}` (API §6.15.2). */
export const MatcherBody = goBody(IntegrationMatcherInputSchema, { id: int, integration_id: int });

/** `POST …/values`, `PUT …/values/{id}` (API §6.15.3). */
export const ExtractValueBody = goBody(IntegrationExtractValueInputSchema, {
  id: int,
  integration_id: int,
});

/** `POST /api/runners`, `PUT /api/runners/{id}` and the project-runner forms (API §6.17.2). */
export const RunnerBody = goBody(RunnerInputSchema);

/** `PUT`/`POST /api/apps/{id}` (API §6.17.3). */
export const AppBody = goBody(AppInputSchema);

/** `POST /api/options` (API §6.17.4). */
export const OptionBody = body({ key: str, value: str });

/**
 * The first problem of a failed parse as `"<field path>: <message>"` (the path is omitted for the
 * body itself), for a 400 `{"error": …}` answer.
 */
export function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid request body';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}
