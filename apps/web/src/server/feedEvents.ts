import type { WsMessage } from '@semaphore-console/api-client';

/*
 * The subscriptions of the live feed (feed.ts) without the feed: a store made by the server-data
 * factory subscribes here, so the sign-in page, which never opens the feed, does not load the
 * websocket client with the factory. feed.ts delivers to these listeners.
 */

const messageListeners = new Set<(message: WsMessage) => void>();
const reconnectListeners = new Set<() => void>();

/**
 * Subscribes to every websocket message (task `update` and `log`, API §7.3). Filter on
 * `project_id` / `task_id` yourself. Returns the unsubscribe function.
 */
export function subscribeTaskEvents(listener: (message: WsMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/**
 * Calls `listener` each time the console is back in contact with its server after a drop or an
 * outage: the feed opened again and REST calls answer (feed.ts `connectionStatus`). The server
 * never replays missed messages (API §7.1) and a page may have missed changes while calls failed:
 * reload what the screen shows. Returns the unsubscribe function.
 */
export function subscribeFeedReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Hands `message` to every {@link subscribeTaskEvents} listener (feed.ts). */
export function emitTaskEvent(message: WsMessage): void {
  for (const listener of [...messageListeners]) listener(message);
}

/** Calls every {@link subscribeFeedReconnected} listener (feed.ts, on recovery). */
export function emitFeedReconnected(): void {
  for (const listener of [...reconnectListeners]) listener();
}

/** How many message and reconnect subscriptions are open (feed.ts `feedSubscribers`). */
export function feedEventSubscribers(): number {
  return messageListeners.size + reconnectListeners.size;
}
