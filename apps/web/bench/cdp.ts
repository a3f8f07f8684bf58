/**
 * A minimal Chrome DevTools Protocol driver for the benchmark: launches Debian's Chromium with the
 * e2e flags and drives one page over one websocket, enabling only the domains it uses.
 *
 * Why not Playwright here: Playwright keeps the DevTools Network domain on for every page, and
 * with it on, an 18 MB task output reached the page's last read 50-250 ms after its last byte
 * (measured here; 2-4 ms with only the domains this driver enables), inside the very interval
 * the benchmark times. The e2e tests keep using Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '@semaphore-console/e2e';
import WebSocket from 'ws';

/** One page of the launched browser. */
export interface CdpPage {
  /** Sends a command to the page's session. @throws {Error} with the protocol's message. */
  send<T = unknown>(method: string, params?: object): Promise<T>;
  /**
   * Evaluates `expression` in the page (promises awaited) and returns its value (JSON-able).
   * @throws {Error} when it throws in the page.
   */
  evaluate<T = unknown>(expression: string): Promise<T>;
  /** Navigates and waits for the load event. */
  navigate(url: string): Promise<void>;
  /** Presses and releases a key (e.g. `Escape`). */
  press(key: string, keyCode: number): Promise<void>;
  /** Polls `expression` every 50 ms until it is truthy. @throws {Error} after `timeoutMs`. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  /** Sends a command to another session (e.g. a worker's, from `Target.attachedToTarget`). */
  sendToSession<T = unknown>(sessionId: string, method: string, params?: object): Promise<T>;
  /** Calls `listener` with the params of every protocol event `method`; returns the unsubscribe. */
  on(method: string, listener: (params: unknown) => void): () => void;
}

/** The running browser. */
export interface CdpBrowser {
  readonly version: string;
  readonly page: CdpPage;
  /** Closes the DevTools socket (pending calls reject), kills Chromium and removes its profile. */
  close(): Promise<void>;
}

/** A DevTools call that gets no answer in this long rejects (ms); a hung browser never hangs the bench. */
const CALL_TIMEOUT_MS = 180_000;

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
  params?: unknown;
}

async function devtoolsPort(profileDir: string, child: ChildProcess): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    try {
      const [port] = (await readFile(join(profileDir, 'DevToolsActivePort'), 'utf8')).split('\n');
      if (port) return Number(port);
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('chromium did not open its DevTools port');
}

/** Launches Chromium (`CHROMIUM_PATH` or `/usr/bin/chromium`) with a 1280×900 page in en-US. */
export async function launchChromium(): Promise<CdpBrowser> {
  const profileDir = await mkdtemp(join(tmpdir(), 'semaphore-bench-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      '--window-size=1280,900',
      '--lang=en-US',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  let port: number;
  try {
    port = await devtoolsPort(profileDir, child);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(profileDir, { recursive: true, force: true });
    throw error;
  }
  const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    Browser: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(info.webSocketDebuggerUrl, { maxPayload: 512 * 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const events: { method: string; sessionId?: string }[] = [];
  const eventListeners = new Set<{ method: string; listener: (params: unknown) => void }>();
  /** Why the browser is gone (socket closed or Chromium exited): every call rejects with it. */
  let gone: Error | undefined;
  const fail = (error: Error): void => {
    gone ??= error;
    for (const call of pending.values()) call.reject(gone);
    pending.clear();
  };
  socket.on('close', () => fail(new Error('the DevTools socket closed')));
  socket.on('error', (error) => fail(error));
  child.once('exit', (code, signal) => fail(new Error(`chromium exited (${code ?? signal})`)));
  socket.on('message', (data: WebSocket.RawData) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
    } else if (message.method) {
      events.push({ method: message.method, sessionId: message.sessionId });
      for (const l of eventListeners) if (l.method === message.method) l.listener(message.params);
      // A crashed or closed page never answers the calls pending on it.
      if (message.method === 'Inspector.targetCrashed') fail(new Error('the page crashed'));
      if (message.method === 'Target.detachedFromTarget') fail(new Error('the page closed'));
    }
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = ++nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer in ${CALL_TIMEOUT_MS / 1000} s`));
      }, CALL_TIMEOUT_MS);
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
  });
  const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
    targetId,
    flatten: true,
  });
  const page: CdpPage = {
    send: (method, params) => send(method, params, sessionId),
    async evaluate<T>(expression: string): Promise<T> {
      const answer = await send<{
        result: { value?: unknown };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
      if (answer.exceptionDetails) {
        const { text, exception } = answer.exceptionDetails;
        throw new Error(`in the page: ${exception?.description ?? text}`);
      }
      return answer.result.value as T;
    },
    async navigate(url) {
      events.length = 0;
      await send('Page.navigate', { url }, sessionId);
      for (let waited = 0; !events.some((e) => e.method === 'Page.loadEventFired'); waited += 50) {
        if (gone) throw gone;
        if (waited > 60_000) throw new Error(`no load event for ${url}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async press(key, keyCode) {
      for (const type of ['keyDown', 'keyUp']) {
        await send(
          'Input.dispatchKeyEvent',
          { type, key, code: key, windowsVirtualKeyCode: keyCode },
          sessionId,
        );
      }
    },
    sendToSession: (session, method, params) => send(method, params, session),
    on(method, listener) {
      const entry = { method, listener };
      eventListeners.add(entry);
      return () => eventListeners.delete(entry);
    },
    async waitFor(expression, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(await page.evaluate<boolean>(`Boolean(${expression})`))) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  await page.send('Inspector.enable');
  await page.send('Page.enable');
  await page.send('Emulation.setDeviceMetricsOverride', {
    width: 1280,
    height: 900,
    deviceScaleFactor: 1,
    mobile: false,
  });
  return {
    version: info.Browser,
    page,
    async close() {
      socket.close();
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}
