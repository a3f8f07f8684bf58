import type { WebSocket } from 'ws';

/**
 * Websocket fan-out (API document §7.2): messages are addressed per user id and delivered to every
 * open socket of that user.
 */
export class Hub {
  private readonly sockets = new Map<number, Set<WebSocket>>();

  /** Registers an open socket of `userId`; it is forgotten when it closes. */
  add(userId: number, ws: WebSocket): void {
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
