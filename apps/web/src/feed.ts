import type { EventFeed, EventFeedState, WsMessage } from '@semaphore-console/api-client';
import { openFeed } from './client';

/**
 * The console's one live event feed (websocket `api/ws`, API §7), opened by {@link startFeed}
 * once the session is ready (spec core §4). Screens and stores subscribe here; a subscription
 * outlives feed restarts.
 */

const messageListeners = new Set<(message: WsMessage) => void>();
const reconnectListeners = new Set<() => void>();
const stateListeners = new Set<(state: EventFeedState) => void>();
let current: EventFeed | null = null;

/**
 * Opens the feed on the connected server ({@link openFeed}) and hands its messages to the
 * subscribers. `onStopped` is called when the first connection cannot be opened (the error screen,
 * spec core §4); later drops reconnect on their own. Returns the function that closes the feed.
 */
export function startFeed(onStopped: () => void): () => void {
  const feed = openFeed();
  current = feed;
  let everOpen = false;
  const off = [
    feed.on('update', publishTaskEvent),
    feed.on('log', publishTaskEvent),
    feed.on('reconnected', () => {
      for (const listener of [...reconnectListeners]) listener();
    }),
    feed.on('state', (state) => {
      if (state === 'open') everOpen = true;
      else if (state === 'reconnecting' && !everOpen) onStopped();
      for (const listener of [...stateListeners]) listener(state);
    }),
  ];
  return () => {
    for (const stop of off) stop();
    feed.dispose();
    if (current === feed) {
      current = null;
      for (const listener of [...stateListeners]) listener('closed');
    }
  };
}

/**
 * Subscribes to every websocket message (task `update` and `log`, API §7.3). Filter on
 * `project_id` / `task_id` yourself. Returns the unsubscribe function.
 */
export function subscribeTaskEvents(listener: (message: WsMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Websocket `log` messages received per task id since the page loaded ({@link logLinesSeen}). */
const logLineCounts = new Map<number, number>();

/** Hands a message to every {@link subscribeTaskEvents} listener (the feed does; tests may). */
export function publishTaskEvent(message: WsMessage): void {
  if (message.type === 'log') {
    logLineCounts.set(message.task_id, (logLineCounts.get(message.task_id) ?? 0) + 1);
  }
  for (const listener of [...messageListeners]) listener(message);
}

/**
 * How many websocket `log` messages of task `taskId` the feed received since the page loaded,
 * also before its log was opened: the task's stored output is complete only once it holds at
 * least as many lines (API §7.5).
 */
export function logLinesSeen(taskId: number): number {
  return logLineCounts.get(taskId) ?? 0;
}

/**
 * Calls `listener` each time the feed opens again after a drop. The server never replays missed
 * messages (API §7.1): reload what the screen shows. Returns the unsubscribe function.
 */
export function subscribeFeedReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** The feed's connection state (`closed` while no feed is open). */
export function feedState(): EventFeedState {
  return current?.state ?? 'closed';
}

/** Calls `listener` with each connection state change; returns the unsubscribe function. */
export function subscribeFeedState(listener: (state: EventFeedState) => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** How many subscriptions are open (all kinds): screens must end theirs when they close. */
export function feedSubscribers(): number {
  return messageListeners.size + reconnectListeners.size + stateListeners.size;
}
