/**
 * The server side of one open websocket, as the hub uses it: a `ws` WebSocket, or the in-memory
 * socket of {@link memoryTransport}.
 */
export interface HubSocket {
  /** 1 while open (`OPEN`). */
  readonly readyState: number;
  /** The open state's `readyState` value (1). */
  readonly OPEN: number;
  /**
   * Sends one text frame. `callback` runs once the frame has left (handed to the network, or
   * delivered in memory), always asynchronously; with an error when it could not be sent.
   */
  send(text: string, callback?: (error?: Error) => void): void;
  /** Closes with a close frame that carries no status code (the client sees 1005). */
  close(): void;
  /** Closes at once without a close frame (the client sees 1006). */
  terminate(): void;
  /** Calls `listener` once the socket is closed. */
  on(event: 'close', listener: () => void): unknown;
}

/** The send buffer of one socket while a send buffer size is set (the real server's channel). */
interface SendQueue {
  /** Messages waiting to be sent, oldest first (the frame in flight is not counted). */
  waiting: string[];
  /** Whether a frame has been handed to the socket and its send callback has not run yet. */
  inFlight: boolean;
  /** The buffer overflowed: nothing more is queued, the rest is sent, then the socket closes. */
  closing: boolean;
}

/** The real Semaphore server's per-socket send buffer, in messages (API §7.5). */
export const realServerSocketBuffer = 256;

/**
 * Websocket fan-out (API document §7.2): messages are addressed per user id and delivered to every
 * open socket of that user.
 *
 * With a send buffer size (the `socketBuffer` fault option, API §7.5) each socket gets a queue
 * drained one frame at a time on the socket's send callback, like the real server's buffered
 * channel and write loop: when a message arrives while the queue already holds `socketBuffer`
 * messages, the message is dropped, the socket leaves the hub, the queued messages are still sent
 * and the socket is then closed (close frame without a status code). A burst sent in one turn of
 * the event loop therefore overflows deterministically. Without it (default) every message is
 * handed to the socket at once.
 */
export class Hub {
  private readonly sockets = new Map<number, Set<HubSocket>>();
  private readonly queues = new WeakMap<HubSocket, SendQueue>();

  /**
   * @param socketBuffer - the current send buffer size in messages (read on every message, so a
   *   runtime fault control can change it); undefined = unbounded.
   */
  constructor(private readonly socketBuffer: () => number | undefined = () => undefined) {}

  /** Registers an open socket of `userId`; it is forgotten when it closes. */
  add(userId: number, ws: HubSocket): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    const sockets = set;
    sockets.add(ws);
    ws.on('close', () => {
      sockets.delete(ws);
    });
  }

  /**
   * Sends one JSON message (keys in alphabetical order, like Go's map encoding) to every socket of
   * the given users.
   */
  send(userIds: Iterable<number>, message: Record<string, unknown>): void {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(message).sort()) sorted[key] = message[key];
    const text = JSON.stringify(sorted);
    const limit = this.socketBuffer();
    for (const id of new Set(userIds)) {
      const set = this.sockets.get(id);
      if (!set) continue;
      for (const ws of set) {
        if (ws.readyState !== ws.OPEN) continue;
        if (limit === undefined && !this.queues.has(ws)) ws.send(text);
        else this.enqueue(set, ws, text, limit ?? Infinity);
      }
    }
  }

  /** Queues `text` for `ws`; on overflow the socket leaves `set` and closes once drained. */
  private enqueue(set: Set<HubSocket>, ws: HubSocket, text: string, limit: number): void {
    let queue = this.queues.get(ws);
    if (!queue) {
      queue = { waiting: [], inFlight: false, closing: false };
      this.queues.set(ws, queue);
    }
    if (queue.closing) return;
    if (queue.waiting.length >= limit) {
      // The real server closes the channel: buffered messages still go out, then a close frame.
      queue.closing = true;
      set.delete(ws);
      if (!queue.inFlight) this.pump(ws, queue);
      return;
    }
    queue.waiting.push(text);
    if (!queue.inFlight) this.pump(ws, queue);
  }

  /** Sends the oldest waiting message; the send callback sends the next one. */
  private pump(ws: HubSocket, queue: SendQueue): void {
    if (ws.readyState !== ws.OPEN) {
      queue.waiting = [];
      queue.inFlight = false;
      return;
    }
    const next = queue.waiting.shift();
    if (next === undefined) {
      queue.inFlight = false;
      if (queue.closing) ws.close();
      else this.queues.delete(ws);
      return;
    }
    queue.inFlight = true;
    ws.send(next, (error) => {
      if (error) {
        queue.waiting = [];
        queue.inFlight = false;
        ws.terminate();
        return;
      }
      this.pump(ws, queue);
    });
  }

  /** Number of open sockets (all users). */
  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /** Closes every open socket at once (the `drop-websockets` fault); clients see close code 1006. */
  dropAll(): void {
    for (const set of this.sockets.values()) for (const ws of set) ws.terminate();
  }
}
