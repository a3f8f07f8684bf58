import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Hub } from './hub';
import {
  type DemoState,
  type ProjectRole,
  type StoredEvent,
  type StoredProject,
  type StoredUser,
  emptyState,
  nextId,
} from './model';
import { nowIso } from './http';
import type { InviteType } from './routes/invites';

/** A sample OIDC provider shown by `GET /api/auth/login` (§2.2). */
export interface OidcProvider {
  id: string;
  name: string;
  color: string;
  icon: string;
}

/** Speeds of the simulated task runner, in milliseconds. */
export interface RunnerTiming {
  /** Queue tick: at most one task starts per tick (the real server uses 5000 ms; §8.4). */
  tickMs: number;
  /** Pause between two simulated output lines. */
  lineMs: number;
  /** Time spent in `starting` before `running`. */
  startingMs: number;
}

/**
 * The Semaphore dialect the demo server speaks: `'2.10'` (the API document, the default) or
 * `'2.20'` (newer §N1–§N9: omitempty encoding, run flags in `params`, survey-strict runs, second
 * factor at sign-in, `X-Has-Next` paging, 403 on admin routes, the Origin check).
 */
export type ServerVersion = '2.10' | '2.20';

/** Server versions accepted by the `serverVersion` option and `--server-version`. */
export const serverVersions: readonly ServerVersion[] = ['2.10', '2.20'];

/** An LDAP provider listed by `GET /api/auth/login` in 2.20 mode (newer §N3). */
export interface LdapProvider {
  /** Provider id sent back as `provider` of `POST /api/auth/login`. */
  id: string;
  name: string;
  color?: string;
  icon?: string;
}

/** Settings of one demo server instance. */
export interface DemoSettings {
  /** The dialect spoken (see {@link ServerVersion}). */
  serverVersion: ServerVersion;
  /**
   * The server's configured `web_host` (a URL, `''` = none): in 2.20 mode a cookie-authenticated
   * write whose Origin/Referer host is this URL's host passes the Origin check (newer §N8).
   */
  webHost: string;
  /** LDAP providers listed in 2.20 mode (newer §N3); LDAP sign-in accepts the demo users. */
  ldapProviders: LdapProvider[];
  /** 2.20 mode: `auth_methods.totp.allow_recovery`; false makes `/api/auth/recovery` answer 403. */
  totpAllowRecovery: boolean;
  /** JSON file the state is loaded from and saved to; undefined = memory only. */
  dataFile: string | undefined;
  /** Whether the `/api/demo/…` fault and synthetic-task routes exist. */
  faults: boolean;
  oidcProviders: OidcProvider[];
  loginWithPassword: boolean;
  nonAdminCanCreateProject: boolean;
  timing: RunnerTiming;
  /** Whether schedules fire on their cron. */
  schedules: boolean;
  /** Global cap of parallel tasks (the real server's default is 10). */
  maxParallelTasks: number;
  /** `use_remote_runner` reported by `GET /api/info`. */
  useRemoteRunner: boolean;
  /** 2.20 mode: the zone cron schedules run in, `/api/info` `schedule_timezone` (newer §N7). */
  scheduleTimezone: string;
  /** 2.20 mode: project invites and their kind (newer §N7); `''` = off (see `routes/invites.ts`). */
  invites: InviteType;
  /**
   * Fault mode, API §7.5: a socket with this many messages queued is closed when one more
   * arrives (the real server: 256); undefined = unbounded. Changed at run time by
   * `POST /api/demo/faults/real-server`.
   */
  socketBuffer: number | undefined;
  /**
   * Fault mode, API §7.5: log lines reach `GET …/tasks/{id}/output` this many ms after they were
   * sent over the websocket; 0 = at once. Changed at run time by `POST /api/demo/faults/real-server`.
   */
  outputDelayMs: number;
}

/** Hex SHA-256 of `salt + password` (demo-grade password storage). */
export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(salt).update(password).digest('hex');
}

/** A random lower-case URL-safe base64 string of `bytes` random bytes, with `=` padding. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes)
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .toLowerCase();
}

/** Sessions idle longer than this expire (§2.1): 7 days in ms. */
export const sessionIdleMs = 7 * 24 * 60 * 60 * 1000;

/** Lines of a task's output serialized and encoded at a time (see {@link Demo.outputBody}). */
const OUTPUT_GROUP = 16_384;

/**
 * The state and services shared by every route: the store, persistence, the websocket hub and
 * helpers for events and membership.
 */
export class Demo {
  readonly hub: Hub;
  /**
   * Serialized `GET …/output` answers per task id (UTF-8 JSON), valid while the line count is
   * unchanged.
   */
  readonly outputCache = new Map<number, { count: number; body: Uint8Array<ArrayBuffer> }>();
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(
    public state: DemoState,
    readonly settings: DemoSettings,
  ) {
    this.hub = new Hub(() => this.settings.socketBuffer);
  }

  /** Loads the state from `file` when it exists; returns undefined otherwise. Throws on a bad file. */
  static load(file: string): DemoState | undefined {
    if (!existsSync(file)) return undefined;
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as DemoState;
    if (parsed.version !== 1 || !Array.isArray(parsed.users)) {
      throw new Error(`${file} is not a demo server data file`);
    }
    return { ...emptyState(), ...parsed };
  }

  /** Marks the state changed; with a data file it is written within ~1 s. */
  changed(): void {
    if (!this.settings.dataFile || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      try {
        this.flush();
      } catch (error) {
        // Keep serving; the next change tries again.
        console.error(`Could not save the demo state: ${(error as Error).message}`);
      }
    }, 1000);
    this.saveTimer.unref();
  }

  /** Writes the state to the data file now (atomically, through a temporary file). */
  flush(): void {
    if (this.saveTimer) {
      clearTimeout(this.saveTimer);
      this.saveTimer = undefined;
    }
    const file = this.settings.dataFile;
    if (!file) return;
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state));
    renameSync(tmp, file);
  }

  /** Records an event (§5.14). */
  event(e: Omit<StoredEvent, 'created' | 'integration_id'>): void {
    this.state.events.push({ ...e, integration_id: null, created: nowIso() });
    this.changed();
  }

  /**
   * The body of a task's output (§5.11), UTF-8 JSON, built once per line count: large outputs
   * (1,000,000 lines, 180 MB) are served from this cache as bytes, neither serialized nor encoded
   * again on each request (encoding the cached text took 0.4-0.6 s before the first byte). It is
   * built in groups of lines, so that no 180 MB string is left behind for the collector.
   */
  outputBody(taskId: number): Uint8Array<ArrayBuffer> {
    const lines = this.state.outputs[String(taskId)] ?? [];
    const cached = this.outputCache.get(taskId);
    if (cached && cached.count === lines.length) return cached.body;
    const prefix = `{"task_id":${taskId},"task":"","time":`;
    const pieces: Uint8Array[] = [];
    for (let start = 0; start < lines.length; start += OUTPUT_GROUP) {
      const end = Math.min(lines.length, start + OUTPUT_GROUP);
      const parts = new Array<string>(end - start);
      for (let i = start; i < end; i++) {
        const l = lines[i] as { time: string; output: string };
        parts[i - start] = `${prefix}"${l.time}","output":${JSON.stringify(l.output)}}`;
      }
      pieces.push(Buffer.from(`${start === 0 ? '' : ','}${parts.join(',')}`, 'utf8'));
    }
    const body = new Uint8Array(2 + pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
    body[0] = 0x5b; // [
    let at = 1;
    for (const piece of pieces) {
      body.set(piece, at);
      at += piece.byteLength;
    }
    body[at] = 0x5d; // ]
    this.outputCache.set(taskId, { count: lines.length, body });
    return body;
  }

  /** Finds a user by id. */
  user(id: number | null): StoredUser | undefined {
    return id === null ? undefined : this.state.users.find((u) => u.id === id);
  }

  /** Finds a project by id. */
  project(id: number): StoredProject | undefined {
    return this.state.projects.find((p) => p.id === id);
  }

  /** The role of `userId` in `projectId`, or undefined when not a member. */
  memberRole(projectId: number, userId: number): Exclude<ProjectRole, ''> | undefined {
    return this.state.members.find((m) => m.project_id === projectId && m.user_id === userId)?.role;
  }

  /** Websocket recipients of a project's tasks (§7.2): its members plus every system admin. */
  recipients(projectId: number): number[] {
    const ids = this.state.members.filter((m) => m.project_id === projectId).map((m) => m.user_id);
    for (const u of this.state.users) if (u.admin) ids.push(u.id);
    return [...new Set(ids)];
  }

  /** Creates a user with a salted password hash; returns it. */
  addUser(
    input: Omit<StoredUser, 'id' | 'created' | 'password_hash' | 'salt'>,
    password: string,
  ): StoredUser {
    const salt = randomToken(8);
    const user: StoredUser = {
      id: nextId(this.state, 'users'),
      created: nowIso(),
      ...input,
      salt,
      password_hash: hashPassword(password, salt),
    };
    this.state.users.push(user);
    this.changed();
    return user;
  }
}
