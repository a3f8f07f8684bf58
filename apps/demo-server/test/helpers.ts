import { type WsMessage, WsMessageSchema } from '@semaphore-console/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect } from 'vitest';
import { WebSocket } from 'ws';
import { type DemoServer, type DemoServerOptions, createDemoServer } from '../src/index';

/** Starts a demo server on a free port with a fast simulated runner and no schedule timer. */
export function startServer(options: Partial<DemoServerOptions> = {}): Promise<DemoServer> {
  return createDemoServer({
    port: 0,
    schedules: false,
    faults: true,
    timing: { tickMs: 15, lineMs: 1, startingMs: 5 },
    ...options,
  });
}

/** One HTTP answer: status, headers, raw text and parsed JSON (undefined for an empty body). */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** A small HTTP client bound to a server and (optionally) a session cookie. */
export class Client {
  constructor(
    readonly url: string,
    public cookie?: string,
    public token?: string,
  ) {}

  async request(method: string, path: string, body?: unknown, raw?: string): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookie) headers.cookie = `semaphore=${this.cookie}`;
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.url + path, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      redirect: 'manual',
    });
    const text = await res.text();
    const isJson = res.headers.get('content-type') === 'application/json';
    return {
      status: res.status,
      headers: res.headers,
      text,
      body: text && isJson ? JSON.parse(text) : undefined,
    };
  }
  get(path: string): Promise<Answer> {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown): Promise<Answer> {
    return this.request('POST', path, body);
  }
  put(path: string, body?: unknown): Promise<Answer> {
    return this.request('PUT', path, body);
  }
  delete(path: string): Promise<Answer> {
    return this.request('DELETE', path);
  }
}

/** Signs in with the demo password and returns a client carrying the `semaphore` cookie. */
export async function signIn(url: string, auth: string, password = 'changeme'): Promise<Client> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth, password }),
  });
  if (res.status !== 204) throw new Error(`login of ${auth} answered ${res.status}`);
  const cookie = /semaphore=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('no semaphore cookie');
  return new Client(url, cookie);
}

/**
 * Checks that a create answered `status` (201 for most objects, 200 for some, as the server does)
 * and returns its body read with `schema`; throws as {@link expectShape} does.
 */
export function expectCreated<T>(
  schema: v.GenericSchema<unknown, T>,
  response: { status: number; body: unknown },
  status: number,
): T {
  expect(response.status).toBe(status);
  return expectShape(schema, response.body);
}

/** Parses `value` with an api-client schema; throws with the valibot issues when it does not fit. */
export function expectShape<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    throw new Error(
      `response does not match the schema: ${result.issues
        .map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`)
        .join('; ')}`,
    );
  }
  return result.output;
}

/** Parses a list with an item schema. */
export function expectList<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T[] {
  return expectShape(v.array(schema), value);
}

/** A websocket connection collecting the messages it receives (validated with WsMessageSchema). */
export class Feed {
  readonly messages: WsMessage[] = [];
  private waiters: { check: () => boolean; resolve: () => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(expectShape(WsMessageSchema, JSON.parse(String(data))));
      this.waiters = this.waiters.filter((w) => {
        if (!w.check()) return true;
        w.resolve();
        return false;
      });
    });
  }

  /** Opens `/api/ws` with a session cookie. */
  static open(url: string, cookie: string): Promise<Feed> {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/ws`, {
      headers: { cookie: `semaphore=${cookie}` },
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Feed(ws)));
      ws.once('error', reject);
    });
  }

  /** Resolves when `check` holds for the messages received so far (fails after `timeoutMs`). */
  until(check: (messages: WsMessage[]) => boolean, timeoutMs = 5000): Promise<void> {
    if (check(this.messages)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('timed out waiting for websocket messages')),
        timeoutMs,
      );
      this.waiters.push({
        check: () => check(this.messages),
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** Messages of one task. */
  of(taskId: number): WsMessage[] {
    return this.messages.filter((m) => m.task_id === taskId);
  }

  close(): void {
    this.ws.close();
  }
}

/** Polls `GET …/tasks/{id}` until `done` holds (fails after `timeoutMs`). */
export async function waitForTask(
  client: Client,
  projectId: number,
  taskId: number,
  done: (task: { status: string; end: string | null }) => boolean,
  timeoutMs = 5000,
): Promise<{ status: string; end: string | null; start: string | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/project/${projectId}/tasks/${taskId}`);
    const task = res.body as { status: string; end: string | null; start: string | null };
    if (done(task)) return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} stayed ${task.status}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The servers and admin clients of {@link bothDialects}, set before the file's first test. */
export interface BothDialects {
  /** A 2.20 server (`--server-version 2.20`). */
  v20: DemoServer;
  /** A 2.10 server (the default dialect). */
  v10: DemoServer;
  /** `admin` signed in to {@link BothDialects.v20}. */
  admin: Client;
  /** `admin` signed in to {@link BothDialects.v10}. */
  admin10: Client;
}

/**
 * Starts a 2.20 and a 2.10 server for the calling test file (`beforeAll`), signs `admin` in to
 * each, and closes both after its last test (`afterAll`). The fields are set once `beforeAll` ran.
 */
export function bothDialects(): BothDialects {
  const servers = {} as BothDialects;
  beforeAll(async () => {
    const [v20, v10] = await Promise.all([startServer({ serverVersion: '2.20' }), startServer()]);
    Object.assign(servers, {
      v20,
      v10,
      admin: await signIn(v20.url, 'admin'),
      admin10: await signIn(v10.url, 'admin'),
    });
  });
  afterAll(async () => {
    await Promise.all([servers.v20.close(), servers.v10.close()]);
  });
  return servers;
}

/**
 * Resolves once `ok()` holds, polling every 5 ms; rejects with "condition not reached" after
 * `timeoutMs` (ms).
 */
export function until(ok: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (ok()) resolve();
      else if (Date.now() > deadline) reject(new Error('condition not reached'));
      else setTimeout(poll, 5);
    };
    poll();
  });
}
