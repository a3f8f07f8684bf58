/**
 * `createApiClient`: typed methods for every endpoint the console uses (API §4), grouped by
 * resource. Every method returns a promise and rejects with an {@link ApiError} subclass:
 * {@link HttpError} (non-2xx), {@link NetworkError}, {@link TimeoutError} or
 * {@link ResponseValidationError} (2xx answer that does not match the wire schema).
 */
import { authMethods, type AuthApi, type AuthClient } from './session';
import { Transport, type FetchFunction, type QueryParams, type TransportLike } from './http';
import { parseJson } from './jsonFields';
import { jsonArrayBatches, type ArrayBatch, type HeldText } from './streamed';
import { type InvalidItemReport, listOf } from './listItems';
import { capabilitiesFrom, type ServerCapabilities } from './capabilities';
import { taskStats, type TaskStat, type TaskStatsQuery } from './stats';
import { taskPage, type TaskPage, type TaskPageQuery } from './taskPaging';
import { invitesApi, projectInvitesApi, type InvitesApi, type ProjectInvitesApi } from './invites';
import type {
  AccessKeyCreate,
  AccessKeyUpdate,
  APITokenCreate,
  AppInput,
  EnvironmentInput,
  IntegrationExtractValueInput,
  IntegrationInput,
  IntegrationMatcherInput,
  InventoryInput,
  ListQuery,
  ProjectCreate,
  ProjectUpdate,
  RepositoryInput,
  RunnerInput,
  ScheduleInput,
  TaskCreate,
  TeamMemberAdd,
  TemplateInput,
  UserCreate,
  UserUpdate,
  ViewInput,
} from './inputs';
import {
  AccessKeySchema,
  ActiveTaskSchema,
  APITokenSchema,
  AppSchema,
  EnvironmentSchema,
  EventSchema,
  IntegrationAliasSchema,
  IntegrationChildReferrersSchema,
  IntegrationExtractValueSchema,
  IntegrationMatcherSchema,
  IntegrationReferrersSchema,
  IntegrationSchema,
  InventorySchema,
  ObjectReferrersSchema,
  ProjectBackupSchema,
  ProjectSchema,
  ProjectUserSchema,
  RepositorySchema,
  RoleAnswerSchema,
  RunnerSchema,
  ScheduleSchema,
  ScheduleWithTplSchema,
  SystemInfoSchema,
  TaskOutputSchema,
  TaskSchema,
  TaskWithTplSchema,
  TemplateSchema,
  UserListItemSchema,
  UserSchema,
  UserTotpSetupSchema,
  ViewSchema,
  type WireSchema,
} from './schemas';
import type {
  AccessKey,
  ActiveTask,
  APIToken,
  App,
  AssignableProjectRole,
  Environment,
  Event,
  Integration,
  IntegrationAlias,
  IntegrationChildReferrers,
  IntegrationExtractValue,
  IntegrationMatcher,
  IntegrationReferrers,
  Inventory,
  ObjectReferrers,
  Project,
  ProjectBackup,
  ProjectUser,
  Repository,
  RoleAnswer,
  Runner,
  Schedule,
  ScheduleWithTpl,
  SystemInfo,
  Task,
  TaskOutput,
  TaskParams,
  TaskWithTpl,
  Template,
  User,
  UserListItem,
  UserTotpSetup,
  View,
} from './schemas';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /**
   * Base URL of the Semaphore server INCLUDING its web root, e.g. `https://host/` or
   * `https://host/semaphore/`; every API path (`api/…`) is relative to it. In the browser
   * it may be relative (`/`, `./`), resolved against `location`.
   */
  baseUrl: string;
  /**
   * API token (API §2.6), sent as `Authorization: Bearer <token>` (Node scripts). Without
   * it the browser sends the same-origin `semaphore` session cookie; outside the browser the
   * client remembers the cookie of a successful `auth.login` itself.
   */
  token?: string;
  /** A `fetch` to use instead of `globalThis.fetch` (tests, proxies). */
  fetch?: FetchFunction;
  /** Timeout per request in milliseconds (default 30,000); `false` disables it. */
  timeout?: number | false;
  /**
   * Called once for each item a list answer left out because it did not parse (e.g. a field of
   * another type from a newer server): the item, its 0-based index, the problems and the request.
   * The list resolves with the other items (read what was left out of one list with
   * `invalidItemsOf`); show the person a note that something is missing. Unknown fields
   * and unknown enumeration values never make an item fail (`OpenEnum`).
   */
  onInvalidItem?: (report: InvalidItemReport) => void;
}

/** CRUD group of a project resource whose create answers 201 with the object. */
export interface ResourceApi<T, TInput, TCreated = T> {
  /** `GET` the list (optionally sorted, API §10). */
  list(query?: ListQuery): Promise<T[]>;
  /** `GET` one object by id. @throws {HttpError} 404 when unknown. */
  get(id: number): Promise<T>;
  /** `POST` a new object; resolves with the created object. */
  create(input: TInput): Promise<TCreated>;
  /** `PUT` the full object (204). The client sends `id` and `project_id` itself. */
  update(id: number, input: TInput): Promise<void>;
  /** `DELETE` (204). @throws {HttpError} 400 with `inUse: true` when still referenced. */
  delete(id: number): Promise<void>;
}

/** Objects that report who uses them (`…/refs`, API §5.16). */
export interface WithRefs {
  /** `GET …/{id}/refs`: the templates, inventories and repositories using the object. */
  refs(id: number): Promise<ObjectReferrers>;
}

/**
 * CRUD group whose create answers **204 without a body** (keys, repositories, environments,
 * API §13.1 item 1): `create` resolves with `void`; re-list to learn the new id.
 */
export interface NoBodyCreateResourceApi<T, TCreate, TUpdate = TCreate> extends Omit<
  ResourceApi<T, TCreate, void>,
  'update'
> {
  /** `POST` a new object. The server answers 204 WITHOUT a body: resolves with `void`. */
  create(input: TCreate): Promise<void>;
  /** `PUT` the full object (204). The client sends `id` and `project_id` itself. */
  update(id: number, input: TUpdate): Promise<void>;
}

/** Team of a project: `…/project/{id}/users` (API §6.6). */
export interface TeamApi {
  /** `GET …/users` (sort by `name`, `username`, `email`, `role`). */
  list(query?: ListQuery): Promise<ProjectUser[]>;
  /** `GET …/users/{userId}`: the full user (no role). @throws {HttpError} 404 for non-members. */
  get(userId: number): Promise<User>;
  /**
   * `POST …/users` with `{user_id, role, role_id}` (204, no body): `role` for 2.10–2.2x,
   * `role_id` for newest builds (newer §N1; see {@link TeamMemberAdd}).
   * @throws {HttpError} 409 when already a member.
   */
  add(member: TeamMemberAdd): Promise<void>;
  /**
   * `PUT …/users/{userId}` with `{role, role_id}` (204): `role_id` as given, else looked up in
   * the `roles` of `GET /api/info` when `capabilities()` read it (newest builds, newer §N1),
   * else left out.
   */
  updateRole(userId: number, role: AssignableProjectRole, roleId?: number): Promise<void>;
  /** `DELETE …/users/{userId}` (204). */
  remove(userId: number): Promise<void>;
}

/** Templates of a project (API §6.11, §6.12). */
export interface TemplatesApi extends ResourceApi<Template, TemplateInput>, WithRefs {
  /** `GET …/templates/{id}/tasks`: its tasks, newest first (max 1000; filters are ignored). */
  tasks(templateId: number): Promise<TaskWithTpl[]>;
  /** `GET …/templates/{id}/tasks/last?limit=N` (1–200; the server uses 200 otherwise). */
  lastTasks(templateId: number, limit?: number): Promise<TaskWithTpl[]>;
  /**
   * `GET …/templates/{id}/tasks/last?count=N&before=<task id>` (newer §N5): one history page of
   * the template and whether older tasks remain (`X-Has-Next`); `hasNext: null` when the server
   * does not page (2.10: its last 200 tasks).
   */
  taskPage(templateId: number, query: TaskPageQuery): Promise<TaskPage>;
  /**
   * `POST …/templates/{id}/stop_all_tasks` with `{force}` (204, newer §N4): stops every running
   * task of the template; `force` stops them at once.
   * @throws {HttpError} 404 on servers without it (2.10).
   */
  stopAllTasks(templateId: number, force?: boolean): Promise<void>;
  /** `GET …/templates/{id}/schedules`: only its "run on new commit" schedules. */
  schedules(templateId: number): Promise<Schedule[]>;
  /**
   * `GET …/templates/{id}/stats?start=&end=`: the template's runs per day and status (newer §N7;
   * see {@link TaskStat}; `userId` is sent, the server ignores it here).
   * @throws {HttpError} 404 on servers without stats (2.10) and for an unknown template;
   * 400 for a malformed date.
   */
  stats(templateId: number, query?: TaskStatsQuery): Promise<TaskStat[]>;
  /**
   * `POST …/templates/{id}/inventory/{inventoryId}/attach` (204, newer §N6, 2.12+): the inventory
   * becomes one of the template's (its `template_id`); the attached ones are the project's
   * inventories with that `template_id`.
   * @throws {HttpError} 400 when the inventory belongs to another template or its type does not
   * suit the template's app; 404 on servers without it (2.10).
   */
  attachInventory(templateId: number, inventoryId: number): Promise<void>;
  /**
   * `POST …/templates/{id}/inventory/{inventoryId}/detach` (204, newer §N6).
   * @throws {HttpError} 400 when the inventory is not attached to the template; 404 on 2.10.
   */
  detachInventory(templateId: number, inventoryId: number): Promise<void>;
  /**
   * `POST …/templates/{id}/inventory/{inventoryId}/set_default` (204, newer §N6): the template's
   * `inventory_id` becomes the inventory.
   * @throws {HttpError} 400 for a type that does not suit the app, or a Terraform workspace not
   * attached to the template; 404 on 2.10.
   */
  setDefaultInventory(templateId: number, inventoryId: number): Promise<void>;
}

/** Views (template tabs) of a project (API §6.14). */
export interface ViewsApi extends Omit<ResourceApi<View, ViewInput>, 'list'> {
  /** `GET …/views` (sort by `position` yourself: [Bolt] returns id order). */
  list(): Promise<View[]>;
  /** `POST …/views/positions` with a map of view id → position (204). */
  setPositions(positions: Readonly<Record<number, number>>): Promise<void>;
  /** `GET …/views/{id}/templates`: the templates of one view. */
  templates(viewId: number, query?: ListQuery): Promise<Template[]>;
}

/** Tasks of a project (API §6.12). */
/**
 * One batch of a task's log read while it downloads (`tasks.outputBatches`, API §6.12).
 *
 * - `kind: 'records'`: the valid records of the answer's records `index` to `end` (exclusive,
 *   0-based indexes of the whole log; records left out as invalid count, and are not in
 *   `records`), in order. Each batch goes on where the previous one ended (the first one at
 *   `skip`): the last batch's `end` is the log's length, the `skip` of a re-read that wants only
 *   what was added since.
 * - `kind: 'last'`: the log's last records, read first (`lastRecordsFirst`): `index` is the
 *   first's index in the log, `end` the log's length. They come again, in order, in the
 *   `'records'` batches that follow.
 *
 * `complete` is `true` on the `'records'` batch after which the answer's array has ended (said
 * once): no record follows, though the iteration ends only with the body, which can be a task or
 * more later.
 */
export type TaskOutputBatch = ArrayBatch<TaskOutput>;

/**
 * What the read has held unparsed so far ({@link TaskOutputReadOptions.holdWhile}): `chars`
 * characters of the body, the first of them `ms` ms ago.
 */
export type HeldOutput = HeldText;

/** Options of `tasks.outputBatches` (API §6.12). */
export interface TaskOutputReadOptions {
  /**
   * Leaves out the log's first `skip` records without parsing them (default 0): a re-read of a
   * log whose first records are held already (API §7.5: `/output` only grows) then costs a scan
   * of those records' text, not their parse. No record is yielded when the log has no more.
   */
  skip?: number;
  /** Aborts the read: the iteration then throws the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
  /**
   * Reads the end of a long log first: when the text that ends the answer (the network chunk
   * that does, or the chunks held meanwhile: {@link TaskOutputReadOptions.holdWhile}) holds more
   * than `2 × lastRecordsFirst` records (a log that arrives at once, as a finished one often
   * does), its last `lastRecordsFirst` records are read from the end of the text, validated and
   * yielded as a `'last'` batch before the rest is parsed; the rest is parsed when the next
   * batch is asked for (a viewer paints the end first). Default 0: not. Not used with `skip`.
   */
  lastRecordsFirst?: number;
  /**
   * Holds the answer's first network chunks unparsed while this returns `true` (asked after each
   * chunk with what is held: {@link HeldOutput}), or until the answer ends. A log that downloads
   * meanwhile is then read from its end (`lastRecordsFirst`), its download not slowed by the
   * parse of its start; the held chunks are parsed after, in order, the page given a turn every
   * 40 ms. The policy (how long, how much memory) is the caller's. Not used with `skip`.
   */
  holdWhile?: (held: HeldOutput) => boolean;
}

export interface TasksApi {
  /**
   * `POST …/tasks` (201): the stored task, status `waiting`. The run flags go where each
   * dialect reads them (newer §N4): `debug`, `dry_run`, `diff` at the top level (2.10) and in
   * `params` (2.12+, which read them only there; each side ignores the other's keys), `limit`
   * as the comma string at the top level and as a list in `params`; a key the caller set in
   * `params` is never overridden, and is copied to the top level when that is not set.
   * @throws {HttpError} 500 for an unknown template; 400 from a 2.20.2 server when
   * `environment` holds a key that is not a survey variable, or a secret one (newer §N4).
   */
  create(input: TaskCreate): Promise<Task>;
  /** `GET …/tasks`: newest first, max 1000. */
  list(): Promise<TaskWithTpl[]>;
  /** `GET …/tasks/last?limit=N` (1–200, default 200). */
  last(limit?: number): Promise<TaskWithTpl[]>;
  /**
   * `GET …/tasks/last?count=N&before=<task id>` (newer §N5): one history page and whether older
   * tasks remain (`X-Has-Next`); `hasNext: null` when the server does not page (2.10: its last
   * 200 tasks).
   */
  page(query: TaskPageQuery): Promise<TaskPage>;
  /** `GET …/tasks/{id}`: the plain task. @throws {HttpError} 400 (not 404) for an unknown task. */
  get(taskId: number): Promise<Task>;
  /**
   * `GET …/tasks/{id}/output`: the whole stored log, oldest first (API §6.12), read whole. For a
   * long or growing log, read it in batches as it downloads: {@link TasksApi.outputBatches}.
   */
  output(taskId: number): Promise<TaskOutput[]>;
  /**
   * `GET …/tasks/{id}/output` read while it downloads (API §6.12): an async iterable of
   * {@link TaskOutputBatch}es, the records each network chunk completed (only those: the read
   * keeps none, so a reader that copies each record into its own lines holds the log once).
   * Each iteration sends the request again. Leaving the loop early (`break`) cancels the read.
   *
   * ```ts
   * for await (const batch of client.project(1).tasks.outputBatches(taskId, { skip })) {
   *   if (batch.kind === 'records') print(batch.records);
   *   skip = batch.end;
   * }
   * ```
   * @throws (from the iteration) the errors of {@link TasksApi.output} for the same answer
   * ({@link HttpError}, {@link NetworkError}, {@link TimeoutError},
   * {@link ResponseValidationError}), after the batches before the failure; the signal's reason
   * once `signal` aborted.
   */
  outputBatches(taskId: number, options?: TaskOutputReadOptions): AsyncIterable<TaskOutputBatch>;
  /** `POST …/tasks/{id}/stop` with `{force}` (204); force stops at once for good. */
  stop(taskId: number, options?: { force?: boolean }): Promise<void>;
  /** `POST …/tasks/{id}/confirm` (204). @throws {HttpError} 400 when the task is not active. */
  confirm(taskId: number): Promise<void>;
  /**
   * `POST …/tasks/{id}/reject` (204, newer §N4): rejects a task waiting for confirmation.
   * @throws {HttpError} 404 on servers without it (2.10: there a plan is rejected by a forced
   *   `stop`, API §8.2), 400 when the task is not waiting.
   */
  reject(taskId: number): Promise<void>;
  /** `DELETE …/tasks/{id}` (admin only; 204). @throws {HttpError} 401 for non-admins. */
  delete(taskId: number): Promise<void>;
}

/** Schedules of a project (API §6.13). */
export interface SchedulesApi extends Omit<ResourceApi<Schedule, ScheduleInput>, 'list'> {
  /** `GET …/schedules`: only time-based schedules, each with `tpl_name`. */
  list(): Promise<ScheduleWithTpl[]>;
  /** `PUT …/schedules/{id}/active` with `{active}` (204). */
  setActive(scheduleId: number, active: boolean): Promise<void>;
  /**
   * `POST …/schedules/validate` with `{cron_format}`: resolves (200, empty body) when valid.
   * @throws {HttpError} 400 with `serverError` `Cron: …` when invalid.
   */
  validate(cronFormat: string): Promise<void>;
}

/** Webhook aliases, project-level or of one integration (API §6.15.4). */
export interface AliasesApi {
  /** `GET …/aliases`. */
  list(): Promise<IntegrationAlias[]>;
  /** `POST …/aliases` (no body; the server answers 200 with the new alias). */
  create(): Promise<IntegrationAlias>;
  /** `DELETE …/aliases/{aliasId}` (204). */
  delete(aliasId: number): Promise<void>;
}

/** Child objects of an integration (matchers, extract values), API §6.15.2–3. */
export interface IntegrationChildApi<T, TInput> extends ResourceApi<T, TInput> {
  /** `GET …/{id}/refs`: always empty on the documented server. */
  refs(id: number): Promise<IntegrationChildReferrers>;
}

/** Integrations of a project (API §6.15). */
export interface IntegrationsApi extends ResourceApi<Integration, IntegrationInput> {
  /** `GET …/integrations/{id}/refs` (a stub on the documented server). */
  refs(integrationId: number): Promise<IntegrationReferrers>;
  /** Project-level aliases: `…/integrations/aliases`. */
  aliases: AliasesApi;
}

/** One integration's matchers, extract values and aliases (API §6.15.2–4). */
export interface IntegrationApi {
  /** `…/integrations/{id}/matchers` (create answers 200 with the matcher). */
  matchers: IntegrationChildApi<IntegrationMatcher, IntegrationMatcherInput>;
  /** `…/integrations/{id}/values` (create answers 201). */
  values: IntegrationChildApi<IntegrationExtractValue, IntegrationExtractValueInput>;
  /** `…/integrations/{id}/aliases`. */
  aliases: AliasesApi;
}

/** Project runners `…/project/{id}/runners` (spec resources §7; absent on the documented server → 404). */
export interface ProjectRunnersApi {
  /** `GET …/runners`. */
  list(): Promise<Runner[]>;
  /** `GET …/runners/{id}`. */
  get(runnerId: number): Promise<Runner>;
  /** `POST …/runners/{id}/active` with `{active}` (204). */
  setActive(runnerId: number, active: boolean): Promise<void>;
  /** `POST …/runners` (201, with the one-time `token`). */
  create(input: RunnerInput): Promise<Runner>;
  /** `PUT …/runners/{id}` (204). */
  update(runnerId: number, input: RunnerInput): Promise<void>;
  /** `DELETE …/runners/{id}` (204). */
  delete(runnerId: number): Promise<void>;
}

/** Activity events (API §6.16). */
export interface EventsApi {
  /** `GET …/events`: newest first, no limit ([Bolt] returns at most one: prefer `last`). */
  list(): Promise<Event[]>;
  /** `GET …/events/last`: newest first, at most 200. */
  last(): Promise<Event[]>;
}

/** Everything under `/api/project/{id}` (API §4.4–4.8). */
export interface ProjectApi {
  /** The project id this group works on. */
  readonly id: number;
  /** `GET /api/project/{id}`. @throws {HttpError} 404 for non-members. */
  get(): Promise<Project>;
  /** `PUT /api/project/{id}` (204); `id` is sent by the client. */
  update(input: ProjectUpdate): Promise<void>;
  /** `DELETE /api/project/{id}` (204). */
  delete(): Promise<void>;
  /** `GET …/backup`: the backup document (API §11). */
  backup(): Promise<ProjectBackup>;
  /** `GET …/role`: the caller's role and permission bits. */
  role(): Promise<RoleAnswer>;
  /** `DELETE …/me`: leave the project (204). @throws {HttpError} 400 for owners. */
  leave(): Promise<void>;
  /** Project events. */
  events: EventsApi;
  /** Team members (`…/users`). */
  team: TeamApi;
  /** Access keys; create answers 204 without a body. */
  keys: NoBodyCreateResourceApi<AccessKey, AccessKeyCreate, AccessKeyUpdate> & WithRefs;
  /** Repositories; create answers 204 without a body. */
  repositories: NoBodyCreateResourceApi<Repository, RepositoryInput> & WithRefs;
  /** Inventories (`…/inventory`); create answers 201. */
  inventory: ResourceApi<Inventory, InventoryInput> & WithRefs;
  /** Environments (`…/environment`); create answers 204 without a body. */
  environment: NoBodyCreateResourceApi<Environment, EnvironmentInput> & WithRefs;
  /** Templates. */
  templates: TemplatesApi;
  /** Views. */
  views: ViewsApi;
  /** Tasks. */
  tasks: TasksApi;
  /** Schedules. */
  schedules: SchedulesApi;
  /** Integrations (+ project-level aliases). */
  integrations: IntegrationsApi;
  /** Matchers, extract values and aliases of one integration. */
  integration(integrationId: number): IntegrationApi;
  /** Project runners. */
  runners: ProjectRunnersApi;
  /**
   * `GET …/stats?start=&end=&user_id=`: the project's runs per day and status, newest day first
   * (newer §N7; see {@link TaskStat} for what counts).
   * @throws {HttpError} 404 on servers without stats (2.10); 400 for a malformed date or user.
   */
  stats(query?: TaskStatsQuery): Promise<TaskStat[]>;
  /** Project invites (newer §N7; when `capabilities().teams.invitesEnabled`). */
  invites: ProjectInvitesApi;
}

/** The typed client returned by {@link createApiClient}. */
export interface ApiClient {
  /** Absolute base URL (ending in `/`) every path is relative to. */
  readonly baseUrl: string;
  /** `GET /api/ping`: resolves with `pong` (no auth). */
  ping(): Promise<string>;
  /**
   * `GET /api/info`, read afresh; the answer is also what {@link ApiClient.capabilities} and the
   * team writes' role ids (newest builds) then build on, without a request of their own.
   * @throws {HttpError} 401 when not signed in.
   */
  info(): Promise<SystemInfo>;
  /**
   * What the server can do ({@link ServerCapabilities}, newer §N9), from `GET /api/info` and
   * `GET /api/auth/login` (sign in first: `/api/info` needs a session; a failed login-options
   * read counts as a 2.10 answer). Cached for the client (and its `withSignal` views): the two
   * requests are sent once; `{ refresh: true }` sends them again. A failure is not cached.
   * @throws {HttpError} 401 when not signed in (from `/api/info`).
   */
  capabilities(options?: { refresh?: boolean }): Promise<ServerCapabilities>;
  /**
   * Whether the server has the endpoint `path` (e.g. `api/runner_tags`, newer §N9): a `GET`
   * whose answer is 404 means absent, any other status (2xx, 401, 403, 400, 405, …) present.
   * Cached per path for the client. Probe a collection, not an object: a route that exists
   * answers 404 for an unknown object too.
   * @throws {NetworkError} / {TimeoutError} when no answer came (not cached).
   */
  probe(path: string): Promise<boolean>;
  /** Sign-in (API §2). */
  auth: AuthApi;
  /** The signed-in user (API §6.2, §2.6). */
  user: AuthClient['user'] & {
    /** API tokens of the signed-in user. */
    tokens: {
      /** `GET /api/user/tokens` (revoked ones included, `expired: true`). */
      list(): Promise<APIToken[]>;
      /**
       * `POST /api/user/tokens` (201): the new token; its `id` is the secret. `name` and
       * `expires_at` are read by newer servers (newer §N7) and ignored by 2.10.
       */
      create(input?: APITokenCreate): Promise<APIToken>;
      /** `DELETE /api/user/tokens/{id}` (204): revokes it. */
      delete(tokenId: string): Promise<void>;
    };
    /**
     * TOTP of a user's account (2.12+, newer §N3): the signed-in user's own, or any user's for
     * an admin. Whether an account has it is the user's `totp` (`GET /api/user`, `/api/users`).
     * A 2.10 server answers 404 to every call.
     */
    totp: {
      /**
       * `POST /api/users/{id}/2fas/totp`: sets up TOTP and answers its `otpauth://` URL and the
       * recovery code (shown this once). On 2.12–2.19 it is on at once; newest servers keep it
       * `pending` until {@link confirm}. @throws {HttpError} 400 when the account has TOTP already.
       */
      enable(userId: number): Promise<UserTotpSetup>;
      /**
       * `GET /api/users/{id}/2fas/totp/{totp_id}/qr`: the QR code of the `otpauth://` URL, a PNG.
       * @throws {HttpError} 404 when the TOTP is not the user's.
       */
      qr(userId: number, totpId: number): Promise<Blob>;
      /**
       * `POST /api/users/{id}/2fas/totp/{totp_id}/confirm {passcode}` (newest servers): confirms
       * a pending setup with a current 6-digit code of the authenticator app (204).
       * @throws {HttpError} 401 (`INVALID_PASSCODE`) for a wrong code.
       */
      confirm(userId: number, totpId: number, passcode: string): Promise<void>;
      /** `DELETE /api/users/{id}/2fas/totp/{totp_id}` (204): the account signs in without it. */
      disable(userId: number, totpId: number): Promise<void>;
    };
  };
  /** Site users (API §6.3). Non-admins get 401 (not 403) on other users. */
  users: {
    /** `GET /api/users`: full users for admins, `{id, username, name}` otherwise. */
    list(): Promise<UserListItem[]>;
    /** `GET /api/users/{id}`. */
    get(userId: number): Promise<User>;
    /** `POST /api/users` (201). @throws {HttpError} 401 for non-admins. */
    create(input: UserCreate): Promise<User>;
    /** `PUT /api/users/{id}` with the complete user (204). */
    update(userId: number, input: UserUpdate): Promise<void>;
    /** `DELETE /api/users/{id}` (204). */
    delete(userId: number): Promise<void>;
    /** `POST /api/users/{id}/password` with `{password}` (204). */
    setPassword(userId: number, password: string): Promise<void>;
  };
  /** Projects collection (API §6.4). */
  projects: {
    /** `GET /api/projects`. */
    list(): Promise<Project[]>;
    /** `POST /api/projects` (201); `demo: true` also creates the demo resources. */
    create(input: ProjectCreate): Promise<Project>;
    /**
     * Restores a backup as a NEW project (200), in either form:
     * - without `name`: `POST /api/projects/restore` with the document as the raw body — the
     *   parsed document, or the file's text sent unchanged (API §6.4);
     * - with `name`: `POST /api/project/restore` with `{name, backup}` (the console spec's
     *   form, restoring under another project name; the documented server lacks this route).
     *
     * @throws {HttpError} 400 (empty body) on any parse or verification failure.
     * @throws {JsonFieldError} when `name` is given with a backup text that is not JSON.
     */
    restore(backup: ProjectBackup | string, options?: { name?: string }): Promise<Project>;
  };
  /** Events of all the caller's projects (API §6.16). */
  events: EventsApi;
  /** Admin: active tasks across the site (API §6.17.1). */
  tasks: {
    /** `GET /api/tasks`: queued and running tasks. */
    list(): Promise<ActiveTask[]>;
    /** `DELETE /api/tasks/{id}`: requests a normal stop (204). */
    stop(taskId: number): Promise<void>;
  };
  /** Admin: global runners (API §6.17.2). */
  runners: {
    /** `GET /api/runners`. */
    list(): Promise<Runner[]>;
    /** `GET /api/runners/{id}`. */
    get(runnerId: number): Promise<Runner>;
    /** `POST /api/runners` (201) with the one-time `token`. */
    create(input: RunnerInput): Promise<Runner>;
    /** `PUT /api/runners/{id}` (204). */
    update(runnerId: number, input: RunnerInput): Promise<void>;
    /** `DELETE /api/runners/{id}` (204). */
    delete(runnerId: number): Promise<void>;
    /** `POST /api/runners/{id}/active` with `{active}` (204). */
    setActive(runnerId: number, active: boolean): Promise<void>;
  };
  /** Apps (API §6.17.3): list for any user, the rest admin only. */
  apps: {
    /** `GET /api/apps`: every app with its `id`, highest priority first. Filter `active` yourself. */
    list(): Promise<App[]>;
    /** `GET /api/apps/{id}` (no `id` in the answer). */
    get(appId: string): Promise<App>;
    /** `PUT /api/apps/{id}`: creates or updates the app (204). */
    save(appId: string, input: AppInput): Promise<void>;
    /** `DELETE /api/apps/{id}` (204). */
    delete(appId: string): Promise<void>;
    /** `POST /api/apps/{id}/active` with `{active}` (204). */
    setActive(appId: string, active: boolean): Promise<void>;
  };
  /** Everything under `/api/project/{projectId}`. */
  project(projectId: number): ProjectApi;
  /** Accepting a project invite as the signed-in user (newer §N7). */
  invites: InvitesApi;
  /**
   * The same client, but every request it sends carries `signal`: aborting it cancels them,
   * and their promises reject with the signal's reason (an `AbortError` `DOMException` by
   * default), not an {@link ApiError}. E.g. `client.withSignal(controller.signal).projects.list()`.
   */
  withSignal(signal: AbortSignal): ApiClient;
}

/**
 * A list answer: an array of `schema`. A `null` answer reads as `[]` — the server writes an empty
 * Go slice as `null` on some routes and back-ends (API §13.3). An item that does not parse is left
 * out and reported (`onInvalidItem`, `invalidItemsOf`); the rest of the list stays.
 */
const array = listOf;

function seg(value: number | string): string {
  return encodeURIComponent(String(value));
}

function sortQuery(query?: ListQuery): QueryParams {
  return { sort: query?.sort, order: query?.order };
}

/**
 * The hand-written check of task output arrays (`GET …/tasks/{id}/output`): 1,000,000 records
 * must stay cheap, so each record is looked at once and nothing is copied. It accepts both
 * dialects (newer §N2): 2.10's `{task_id, task, time, output}` and newer servers'
 * `{id, task_id, time, output, stage_id}`, whose missing `task` it fills with `''` (the field's
 * zero value, as the schema does; on a record without `task` that adds the property, the only
 * per-record cost this dialect brings). While checking, it makes consecutive records share their
 * repeated strings: a record whose `time` or `task` equals the previous record's gets that
 * record's string (every line of a second, or of a whole log, often carries the same time), so a
 * log of 1,000,000 lines keeps one copy instead of a million; values are unchanged. Call the
 * returned check with every parsed batch, in order.
 */
export function taskOutputCheck(): (data: unknown) => data is TaskOutput[] {
  let time: unknown;
  let task: unknown;
  return (data): data is TaskOutput[] => {
    if (!Array.isArray(data)) return false;
    for (const item of data as unknown[]) {
      if (typeof item !== 'object' || item === null) return false;
      const record = item as Record<string, unknown>;
      const recordTime = record.time;
      const recordTask = record.task;
      const id = record.id;
      const stageId = record.stage_id;
      if (
        typeof record.task_id !== 'number' ||
        typeof recordTime !== 'string' ||
        typeof record.output !== 'string' ||
        (id !== undefined && typeof id !== 'number') ||
        (stageId !== undefined && stageId !== null && typeof stageId !== 'number')
      ) {
        return false;
      }
      // 2.20 sends no `task` (newer §N2): left absent, since an added key would cost every record.
      if (recordTask !== undefined) {
        if (typeof recordTask !== 'string') return false;
        if (recordTask === task) record.task = task;
        else task = recordTask;
      }
      if (recordTime === time) record.time = time;
      else time = recordTime;
    }
    return true;
  };
}

/**
 * Creates the typed client.
 *
 * ```ts
 * const client = createApiClient({ baseUrl: 'https://semaphore.example/', token });
 * const projects = await client.projects.list();
 * const task = await client.project(projects[0].id).tasks.create({ template_id: 7 });
 * ```
 *
 * Every request sends `Accept: application/json`, never retries, and times out after
 * `timeout` ms (default 30,000).
 *
 * @throws {TypeError} when `baseUrl` is relative outside the browser.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = new Transport(options);
  return buildClient(transport, transport, { info: null, capabilities: null, probes: new Map() });
}

/** What a client and its `withSignal` views share: the capability map and the probes. */
interface ServerKnowledge {
  /** `GET /api/info` being read or read (`null`: not asked yet, or its read failed). */
  info: Promise<SystemInfo> | null;
  /** The capability map being read or read (`null`: not asked yet, or its read failed). */
  capabilities: Promise<ServerCapabilities> | null;
  /** Probe answers by path. */
  probes: Map<string, Promise<boolean>>;
}

/**
 * The body of `POST …/tasks` (newer §N4): the run flags both at the top level (2.10) and in
 * `params` (2.12+), `limit` as the comma string at the top level and as a list in `params`; a
 * key the caller set in `params` wins there and is copied to an unset top-level flag.
 */
function taskCreateBody(input: TaskCreate): Record<string, unknown> {
  const body: Record<string, unknown> = { ...input };
  const params: TaskParams = { ...input.params };
  for (const flag of ['debug', 'dry_run', 'diff'] as const) {
    const top = input[flag];
    const inParams = params[flag];
    if (inParams === undefined && top !== undefined) params[flag] = top;
    if (top === undefined && inParams !== undefined) body[flag] = inParams;
  }
  if (params.limit === undefined && input.limit !== undefined && input.limit.trim() !== '') {
    params.limit = input.limit
      .split(',')
      .map((host) => host.trim())
      .filter((host) => host !== '');
  }
  if (input.limit === undefined && params.limit !== undefined && params.limit.length > 0) {
    body.limit = params.limit.join(',');
  }
  if (Object.keys(params).length > 0) body.params = params;
  else delete body.params;
  return body;
}

/**
 * An inventory body with its owning template under both names (newer §N1: `holder_id` on 2.10,
 * `template_id` from 2.11.5; each server ignores the other key).
 */
function inventoryBody(input: InventoryInput): InventoryInput {
  if (input.holder_id === undefined && input.template_id === undefined) return input;
  const holder = input.template_id ?? input.holder_id ?? null;
  return { ...input, holder_id: holder, template_id: holder };
}

/** The client over `t` (the root transport, or a view of it bound to a signal). */
function buildClient(t: TransportLike, root: Transport, known: ServerKnowledge): ApiClient {
  // `ping`, `auth` and `user.get`: the session part, shared with `createAuthClient` (./session).
  const authApi = authMethods(t);

  /** `GET /api/info`, read once for the client (`refresh` reads it again); failures not kept. */
  function knownInfo(refresh = false): Promise<SystemInfo> {
    if (known.info === null || refresh) {
      const read = t.json('GET', 'api/info', SystemInfoSchema);
      known.info = read;
      read.catch(() => {
        if (known.info === read) known.info = null;
      });
    }
    return known.info;
  }

  /**
   * The id of the role `role` in the `roles` of `GET /api/info` (newest builds), when the client
   * has read it already (`capabilities()`); no request of its own.
   */
  async function roleIdOf(role: string): Promise<number | undefined> {
    if (known.info === null) return undefined;
    try {
      const info = await known.info;
      const match = info.roles?.find((item) => (item.builtin_key ?? item.slug) === role);
      return match?.id;
    } catch {
      return undefined;
    }
  }

  /**
   * Team members of newest builds name their role by a numeric `role_id` only (newer §N1): their
   * `role` is filled from the role of that id in `GET /api/info` `roles` (its `builtin_key`, else
   * its `slug`), read once for the client and only when a member needs it. A role the server does
   * not list leaves `role` as `''`.
   */
  async function withRoleSlugs(members: ProjectUser[]): Promise<ProjectUser[]> {
    if (!members.some((m) => m.role === '' && m.role_id !== undefined)) return members;
    let roles: SystemInfo['roles'];
    try {
      roles = (await knownInfo()).roles;
    } catch {
      return members;
    }
    return members.map((member) => {
      if (member.role !== '' || member.role_id === undefined) return member;
      const role = roles?.find((item) => item.id === member.role_id);
      const slug = role?.builtin_key ?? role?.slug;
      return slug ? { ...member, role: slug } : member;
    });
  }

  /** `{role, role_id}` of a team body: both, `role_id` when known (newer §N1). */
  async function roleBody(role: string, roleId: number | undefined) {
    const id = roleId ?? (await roleIdOf(role));
    return id === undefined ? { role } : { role, role_id: id };
  }

  function capabilities(options?: { refresh?: boolean }): Promise<ServerCapabilities> {
    if (known.capabilities === null || options?.refresh) {
      const read = Promise.all([
        knownInfo(options?.refresh),
        authApi.auth.loginOptions().catch(() => null),
      ]).then(([info, loginOptions]) => capabilitiesFrom(info, loginOptions));
      known.capabilities = read;
      read.catch(() => {
        if (known.capabilities === read) known.capabilities = null;
      });
    }
    return known.capabilities;
  }

  function probe(path: string): Promise<boolean> {
    const relative = path.replace(/^\/+/, '');
    let answer = known.probes.get(relative);
    if (answer === undefined) {
      answer = t.open('GET', relative, { signal: t.signal }).then(async ({ response }) => {
        await response.body?.cancel().catch(() => undefined);
        return response.status !== 404;
      });
      known.probes.set(relative, answer);
      answer.catch(() => known.probes.delete(relative));
    }
    return answer;
  }

  function projectApi(pid: number): ProjectApi {
    const base = `api/project/${seg(pid)}`;

    function resource<T, TCreate, TUpdate, TCreated>(
      name: string,
      schema: WireSchema<T>,
      create: (input: TCreate) => Promise<TCreated>,
      withIds: (id: number, input: TUpdate) => unknown = (id, input) => ({
        ...(input as object),
        id,
        project_id: pid,
      }),
    ) {
      const path = `${base}/${name}`;
      return {
        list: (query?: ListQuery) =>
          t.json('GET', path, array(schema), { query: sortQuery(query) }),
        get: (id: number) => t.json('GET', `${path}/${seg(id)}`, schema),
        create,
        update: (id: number, input: TUpdate) =>
          t.void('PUT', `${path}/${seg(id)}`, { json: withIds(id, input) }),
        delete: (id: number) => t.void('DELETE', `${path}/${seg(id)}`),
        refs: (id: number) => t.json('GET', `${path}/${seg(id)}/refs`, ObjectReferrersSchema),
      };
    }

    const withProject = (input: object) => ({ ...input, project_id: pid });

    function aliases(path: string): AliasesApi {
      return {
        list: () => t.json('GET', path, array(IntegrationAliasSchema)),
        create: () => t.json('POST', path, IntegrationAliasSchema),
        delete: (aliasId) => t.void('DELETE', `${path}/${seg(aliasId)}`),
      };
    }

    function integrationChild<T, TInput extends object>(
      iid: number,
      name: string,
      schema: WireSchema<T>,
    ): IntegrationChildApi<T, TInput> {
      const path = `${base}/integrations/${seg(iid)}/${name}`;
      return {
        list: (query) => t.json('GET', path, array(schema), { query: sortQuery(query) }),
        get: (id) => t.json('GET', `${path}/${seg(id)}`, schema),
        create: (input) =>
          t.json('POST', path, schema, { json: { ...input, integration_id: iid } }),
        update: (id, input) =>
          t.void('PUT', `${path}/${seg(id)}`, { json: { ...input, id, integration_id: iid } }),
        delete: (id) => t.void('DELETE', `${path}/${seg(id)}`),
        refs: (id) => t.json('GET', `${path}/${seg(id)}/refs`, IntegrationChildReferrersSchema),
      };
    }

    const templates = resource<Template, TemplateInput, TemplateInput, Template>(
      'templates',
      TemplateSchema,
      (input) => t.json('POST', `${base}/templates`, TemplateSchema, { json: withProject(input) }),
    );
    const views = resource<View, ViewInput, ViewInput, View>('views', ViewSchema, (input) =>
      t.json('POST', `${base}/views`, ViewSchema, { json: withProject(input) }),
    );
    const schedules = resource<Schedule, ScheduleInput, ScheduleInput, Schedule>(
      'schedules',
      ScheduleSchema,
      (input) => t.json('POST', `${base}/schedules`, ScheduleSchema, { json: withProject(input) }),
    );
    const integrations = resource<Integration, IntegrationInput, IntegrationInput, Integration>(
      'integrations',
      IntegrationSchema,
      (input) =>
        t.json('POST', `${base}/integrations`, IntegrationSchema, { json: withProject(input) }),
    );

    return {
      id: pid,
      get: () => t.json('GET', base, ProjectSchema),
      update: (input) => t.void('PUT', base, { json: { ...input, id: pid } }),
      delete: () => t.void('DELETE', base),
      backup: () => t.json('GET', `${base}/backup`, ProjectBackupSchema),
      role: () => t.json('GET', `${base}/role`, RoleAnswerSchema),
      leave: () => t.void('DELETE', `${base}/me`),
      events: {
        list: () => t.json('GET', `${base}/events`, array(EventSchema)),
        last: () => t.json('GET', `${base}/events/last`, array(EventSchema)),
      },
      team: {
        list: async (query) =>
          withRoleSlugs(
            await t.json('GET', `${base}/users`, array(ProjectUserSchema), {
              query: sortQuery(query),
            }),
          ),
        get: (userId) => t.json('GET', `${base}/users/${seg(userId)}`, UserSchema),
        add: async (member) =>
          t.void('POST', `${base}/users`, {
            json: { ...member, ...(await roleBody(member.role, member.role_id)) },
          }),
        updateRole: async (userId, role, roleId) =>
          t.void('PUT', `${base}/users/${seg(userId)}`, {
            json: await roleBody(role, roleId),
          }),
        remove: (userId) => t.void('DELETE', `${base}/users/${seg(userId)}`),
      },
      keys: resource<AccessKey, AccessKeyCreate, AccessKeyUpdate, void>(
        'keys',
        AccessKeySchema,
        (input) => t.void('POST', `${base}/keys`, { json: withProject(input) }),
      ),
      repositories: resource<Repository, RepositoryInput, RepositoryInput, void>(
        'repositories',
        RepositorySchema,
        (input) => t.void('POST', `${base}/repositories`, { json: withProject(input) }),
      ),
      inventory: resource<Inventory, InventoryInput, InventoryInput, Inventory>(
        'inventory',
        InventorySchema,
        (input) =>
          t.json('POST', `${base}/inventory`, InventorySchema, {
            json: withProject(inventoryBody(input)),
          }),
        (id, input) => ({ ...inventoryBody(input), id, project_id: pid }),
      ),
      environment: resource<Environment, EnvironmentInput, EnvironmentInput, void>(
        'environment',
        EnvironmentSchema,
        (input) => t.void('POST', `${base}/environment`, { json: withProject(input) }),
      ),
      templates: {
        ...templates,
        tasks: (templateId) =>
          t.json('GET', `${base}/templates/${seg(templateId)}/tasks`, array(TaskWithTplSchema)),
        lastTasks: (templateId, limit) =>
          t.json(
            'GET',
            `${base}/templates/${seg(templateId)}/tasks/last`,
            array(TaskWithTplSchema),
            { query: { limit } },
          ),
        taskPage: (templateId, query) =>
          taskPage(t, `${base}/templates/${seg(templateId)}/tasks/last`, query),
        stopAllTasks: (templateId, force = false) =>
          t.void('POST', `${base}/templates/${seg(templateId)}/stop_all_tasks`, {
            json: { force },
          }),
        schedules: (templateId) =>
          t.json('GET', `${base}/templates/${seg(templateId)}/schedules`, array(ScheduleSchema)),
        stats: (templateId, query) =>
          taskStats(t, `${base}/templates/${seg(templateId)}/stats`, query),
        attachInventory: (templateId, inventoryId) =>
          t.void(
            'POST',
            `${base}/templates/${seg(templateId)}/inventory/${seg(inventoryId)}/attach`,
          ),
        detachInventory: (templateId, inventoryId) =>
          t.void(
            'POST',
            `${base}/templates/${seg(templateId)}/inventory/${seg(inventoryId)}/detach`,
          ),
        setDefaultInventory: (templateId, inventoryId) =>
          t.void(
            'POST',
            `${base}/templates/${seg(templateId)}/inventory/${seg(inventoryId)}/set_default`,
          ),
      },
      views: {
        get: views.get,
        create: views.create,
        update: views.update,
        delete: views.delete,
        list: () => t.json('GET', `${base}/views`, array(ViewSchema)),
        setPositions: (positions) => t.void('POST', `${base}/views/positions`, { json: positions }),
        templates: (viewId, query) =>
          t.json('GET', `${base}/views/${seg(viewId)}/templates`, array(TemplateSchema), {
            query: sortQuery(query),
          }),
      },
      tasks: {
        create: (input) =>
          t.json('POST', `${base}/tasks`, TaskSchema, { json: taskCreateBody(input) }),
        list: () => t.json('GET', `${base}/tasks`, array(TaskWithTplSchema)),
        last: (limit) =>
          t.json('GET', `${base}/tasks/last`, array(TaskWithTplSchema), { query: { limit } }),
        page: (query) => taskPage(t, `${base}/tasks/last`, query),
        get: (taskId) => t.json('GET', `${base}/tasks/${seg(taskId)}`, TaskSchema),
        output: (taskId) =>
          t.json(
            'GET',
            `${base}/tasks/${seg(taskId)}/output`,
            array(TaskOutputSchema),
            {},
            taskOutputCheck(),
          ),
        outputBatches: (taskId, readOptions = {}) => ({
          [Symbol.asyncIterator]: () =>
            jsonArrayBatches(
              t,
              'GET',
              `${base}/tasks/${seg(taskId)}/output`,
              array(TaskOutputSchema),
              readOptions.signal ? { signal: readOptions.signal } : {},
              taskOutputCheck(),
              {
                skip: readOptions.skip,
                // Every record holds it once (API §5.11, never null): skipped ones are counted by it.
                skipKey: 'task_id',
                lastFirst: readOptions.lastRecordsFirst,
                holdWhile: readOptions.holdWhile,
              },
            ),
        }),
        stop: (taskId, stopOptions) =>
          t.void('POST', `${base}/tasks/${seg(taskId)}/stop`, {
            json: { force: stopOptions?.force ?? false },
          }),
        confirm: (taskId) => t.void('POST', `${base}/tasks/${seg(taskId)}/confirm`),
        reject: (taskId) => t.void('POST', `${base}/tasks/${seg(taskId)}/reject`),
        delete: (taskId) => t.void('DELETE', `${base}/tasks/${seg(taskId)}`),
      },
      schedules: {
        get: schedules.get,
        create: schedules.create,
        update: schedules.update,
        delete: schedules.delete,
        list: () => t.json('GET', `${base}/schedules`, array(ScheduleWithTplSchema)),
        setActive: (scheduleId, active) =>
          t.void('PUT', `${base}/schedules/${seg(scheduleId)}/active`, { json: { active } }),
        validate: (cronFormat) =>
          t.void('POST', `${base}/schedules/validate`, { json: { cron_format: cronFormat } }),
      },
      integrations: {
        list: integrations.list,
        get: integrations.get,
        create: integrations.create,
        update: integrations.update,
        delete: integrations.delete,
        refs: (integrationId) =>
          t.json(
            'GET',
            `${base}/integrations/${seg(integrationId)}/refs`,
            IntegrationReferrersSchema,
          ),
        aliases: aliases(`${base}/integrations/aliases`),
      },
      integration: (iid) => ({
        matchers: integrationChild<IntegrationMatcher, IntegrationMatcherInput>(
          iid,
          'matchers',
          IntegrationMatcherSchema,
        ),
        values: integrationChild<IntegrationExtractValue, IntegrationExtractValueInput>(
          iid,
          'values',
          IntegrationExtractValueSchema,
        ),
        aliases: aliases(`${base}/integrations/${seg(iid)}/aliases`),
      }),
      runners: {
        list: () => t.json('GET', `${base}/runners`, array(RunnerSchema)),
        get: (runnerId) => t.json('GET', `${base}/runners/${seg(runnerId)}`, RunnerSchema),
        setActive: (runnerId, active) =>
          t.void('POST', `${base}/runners/${seg(runnerId)}/active`, { json: { active } }),
        create: (input) => t.json('POST', `${base}/runners`, RunnerSchema, { json: input }),
        update: (runnerId, input) =>
          t.void('PUT', `${base}/runners/${seg(runnerId)}`, {
            json: { ...input, id: runnerId, project_id: pid },
          }),
        delete: (runnerId) => t.void('DELETE', `${base}/runners/${seg(runnerId)}`),
      },
      stats: (query) => taskStats(t, `${base}/stats`, query),
      invites: projectInvitesApi(t, base),
    };
  }

  return {
    baseUrl: t.baseUrl,
    ping: authApi.ping,
    info: () => knownInfo(true),
    capabilities,
    probe,
    auth: authApi.auth,
    user: {
      get: authApi.user.get,
      tokens: {
        list: () => t.json('GET', 'api/user/tokens', array(APITokenSchema)),
        create: (input) =>
          t.json('POST', 'api/user/tokens', APITokenSchema, input ? { json: input } : {}),
        delete: (tokenId) => t.void('DELETE', `api/user/tokens/${seg(tokenId)}`),
      },
      totp: {
        enable: (userId) =>
          t.json('POST', `api/users/${seg(userId)}/2fas/totp`, UserTotpSetupSchema),
        qr: async (userId, totpId) => {
          const path = `api/users/${seg(userId)}/2fas/totp/${seg(totpId)}/qr`;
          const { request, response } = await t.open('GET', path, { signal: t.signal });
          // A failure's body is read as text, for the HttpError's message.
          if (!response.ok) await t.read(request, response, { signal: t.signal });
          return response.blob();
        },
        confirm: (userId, totpId, passcode) =>
          t.void('POST', `api/users/${seg(userId)}/2fas/totp/${seg(totpId)}/confirm`, {
            json: { passcode },
          }),
        disable: (userId, totpId) =>
          t.void('DELETE', `api/users/${seg(userId)}/2fas/totp/${seg(totpId)}`),
      },
    },
    users: {
      list: () => t.json('GET', 'api/users', array(UserListItemSchema)),
      get: (userId) => t.json('GET', `api/users/${seg(userId)}`, UserSchema),
      create: (input) => t.json('POST', 'api/users', UserSchema, { json: input }),
      update: (userId, input) =>
        t.void('PUT', `api/users/${seg(userId)}`, { json: { ...input, id: userId } }),
      delete: (userId) => t.void('DELETE', `api/users/${seg(userId)}`),
      setPassword: (userId, password) =>
        t.void('POST', `api/users/${seg(userId)}/password`, { json: { password } }),
    },
    projects: {
      list: () => t.json('GET', 'api/projects', array(ProjectSchema)),
      create: (input) => t.json('POST', 'api/projects', ProjectSchema, { json: input }),
      restore: async (backup, restoreOptions) => {
        if (restoreOptions?.name !== undefined) {
          const document: unknown =
            typeof backup === 'string' ? parseJson(backup, 'The backup') : backup;
          return t.json('POST', 'api/project/restore', ProjectSchema, {
            json: { name: restoreOptions.name, backup: document },
          });
        }
        return t.json(
          'POST',
          'api/projects/restore',
          ProjectSchema,
          typeof backup === 'string' ? { text: backup } : { json: backup },
        );
      },
    },
    events: {
      list: () => t.json('GET', 'api/events', array(EventSchema)),
      last: () => t.json('GET', 'api/events/last', array(EventSchema)),
    },
    tasks: {
      list: () => t.json('GET', 'api/tasks', array(ActiveTaskSchema)),
      stop: (taskId) => t.void('DELETE', `api/tasks/${seg(taskId)}`),
    },
    runners: {
      list: () => t.json('GET', 'api/runners', array(RunnerSchema)),
      get: (runnerId) => t.json('GET', `api/runners/${seg(runnerId)}`, RunnerSchema),
      create: (input) => t.json('POST', 'api/runners', RunnerSchema, { json: input }),
      update: (runnerId, input) =>
        t.void('PUT', `api/runners/${seg(runnerId)}`, { json: { ...input, id: runnerId } }),
      delete: (runnerId) => t.void('DELETE', `api/runners/${seg(runnerId)}`),
      setActive: (runnerId, active) =>
        t.void('POST', `api/runners/${seg(runnerId)}/active`, { json: { active } }),
    },
    apps: {
      list: () => t.json('GET', 'api/apps', array(AppSchema)),
      get: (appId) => t.json('GET', `api/apps/${seg(appId)}`, AppSchema),
      save: (appId, input) => t.void('PUT', `api/apps/${seg(appId)}`, { json: input }),
      delete: (appId) => t.void('DELETE', `api/apps/${seg(appId)}`),
      setActive: (appId, active) =>
        t.void('POST', `api/apps/${seg(appId)}/active`, { json: { active } }),
    },
    project: projectApi,
    invites: invitesApi(t),
    withSignal: (signal) => buildClient(root.withSignal(signal), root, known),
  };
}
