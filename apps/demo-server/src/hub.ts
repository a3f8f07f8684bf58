/**
 * The server side of one open websocket, as the hub uses it: a `ws` WebSocket, or the in-memory
 * socket of {@link memoryTransport}.
 */
export interface HubSocket {
  /** 1 while open (`OPEN`). */
  readonly readyState: number;
  /** The open state's `readyState` value (1). */
  readonly OPEN: number;
  /** Sends one text frame. */
  send(text: string): void;
  /** Closes at once without a close frame (the client sees 1006). */
  terminate(): void;
  /** Calls `listener` once the socket is closed. */
  on(event: 'close', listener: () => void): unknown;
}

/**
 * Websocket fan-out (API document §7.2): messages are addressed per user id and delivered to every
 * open socket of that user.
 */
export class Hub {
  private readonly sockets = new Map<number, Set<HubSocket>>();

  /** Registers an open socket of `userId`; it is forgotten when it closes. */
  add(userId: number, ws: HubSocket): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(ws);
    ws.on('close', () => {
      set.delete(ws);
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
    for (const id of new Set(userIds)) {
      const set = this.sockets.get(id);
      if (!set) continue;
      for (const ws of set) if (ws.readyState === ws.OPEN) ws.send(text);
    }
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
