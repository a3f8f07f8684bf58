import type { WsMessage } from '@semaphore-console/api-client';
import { useEffect } from 'react';
import { subscribeTaskEvents } from '../../feed';

/** Websocket `log` messages received per task id since the page loaded (API §7.3). */
const counts = new Map<number, number>();

/** Counts one websocket message (only `log` messages count). */
export function countLogLine(message: WsMessage): void {
  if (message.type !== 'log') return;
  counts.set(message.task_id, (counts.get(message.task_id) ?? 0) + 1);
}

/**
 * How many websocket `log` messages of task `taskId` the console received while a project page
 * was open, also before its log dialog opened: its stored output is complete only once it holds
 * at least as many lines (API §7.5).
 */
export function linesSeen(taskId: number): number {
  return counts.get(taskId) ?? 0;
}

/**
 * Counts the websocket `log` messages of every task while mounted (the task log dialog host, on
 * every project page), for {@link linesSeen}.
 */
export function useCountLogLines(): void {
  useEffect(() => subscribeTaskEvents(countLogLine), []);
}
