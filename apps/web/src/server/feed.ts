import type { EventFeed, EventFeedState, WsMessage } from '@semaphore-console/api-client';
import { openFeed, serverReachability, subscribeServerReachability } from './client';
import { shownServerStores } from '../stores/serverData';

/**
 * The console's one live event feed (websocket `api/ws`, API §7), opened by {@link startFeed}
 * once the session is ready (spec core §4). Screens subscribe here; a subscription outlives feed
 * restarts. The stores of the server-data factory that screens show get the messages and the
 * reconnects from here too (the factory itself stays free of the feed, for the sign-in page).
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
    feed.on('state', (state) => {
      if (state === 'open') everOpen = true;
      else if (state === 'reconnecting' && !everOpen) onStopped();
      noteFeedState(state);
      for (const listener of [...stateListeners]) listener(state);
    }),
  ];
  return () => {
    for (const stop of off) stop();
    feed.dispose();
    if (current === feed) {
      current = null;
      noteFeedState('closed');
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
  for (const store of shownServerStores()) store.feed(message);
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
 * Calls `listener` each time the console is back in contact with its server after a drop or an
 * outage: the feed opened again and REST calls answer (see {@link connectionStatus}). The server
 * never replays missed messages (API §7.1) and a page may have missed changes while calls failed:
 * reload what the screen shows. Returns the unsubscribe function.
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
  return (
    shownServerStores().length +
    messageListeners.size +
    reconnectListeners.size +
    stateListeners.size +
    connectionListeners.size
  );
}

/**
 * Whether the console is in contact with its server (spec core §4 "the console says when it is
 * offline"): the live feed and the REST calls, each of which can fail while the other works.
 */
export interface ConnectionStatus {
  /** The feed dropped and is reconnecting (API §7.1). */
  feedDown: boolean;
  /** REST calls fail with network errors or gateway answers (`serverReachability`). */
  restDown: boolean;
  /**
   * While down: when the failing channel(s) last worked (ms since the epoch; the later one when
   * both fail), `null` if they never did. While up: `null`.
   */
  lastContact: number | null;
}

const connectionListeners = new Set<(status: ConnectionStatus) => void>();
let feedDown = false;
/** When the feed was last open (ms since the epoch). */
let feedLastOpen: number | null = null;
let status: ConnectionStatus = { feedDown: false, restDown: false, lastContact: null };

function noteFeedState(state: EventFeedState): void {
  if (state === 'open') {
    feedDown = false;
    feedLastOpen = Date.now();
  } else if (state === 'reconnecting') {
    // In contact until the open socket dropped.
    if (!feedDown && feedLastOpen !== null) feedLastOpen = Date.now();
    feedDown = true;
  } else if (state === 'closed') {
    // No feed (signed out, disposed): nothing to reconnect, nothing to reload.
    feedDown = false;
    updateStatus(false);
    return;
  }
  updateStatus(true);
}

/** Recomputes {@link status}; on the way from down to up, the pages reload (`mayRecover`). */
function updateStatus(mayRecover: boolean): void {
  const rest = serverReachability();
  const restDown = !rest.reachable;
  const wasDown = status.feedDown || status.restDown;
  const contacts = [feedDown ? feedLastOpen : null, restDown ? rest.lastContact : null].filter(
    (time): time is number => time !== null,
  );
  const lastContact = contacts.length > 0 ? Math.max(...contacts) : null;
  const next = { feedDown, restDown, lastContact };
  if (
    next.feedDown === status.feedDown &&
    next.restDown === status.restDown &&
    next.lastContact === status.lastContact
  )
    return;
  status = next;
  for (const listener of [...connectionListeners]) listener(next);
  if (wasDown && !feedDown && !restDown && mayRecover) {
    for (const store of shownServerStores()) store.reload();
    for (const listener of [...reconnectListeners]) listener();
  }
}

subscribeServerReachability(() => updateStatus(true));

/** Whether the console is in contact with its server now ({@link ConnectionStatus}). */
export function connectionStatus(): ConnectionStatus {
  return status;
}

/**
 * Calls `listener` each time {@link connectionStatus} changes (a channel goes down or comes
 * back). Returns the unsubscribe function.
 */
export function subscribeConnectionStatus(
  listener: (status: ConnectionStatus) => void,
): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}
