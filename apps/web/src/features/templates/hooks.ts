import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { subscribeTaskEvents } from '../../feed';
import { useTemplatesStore } from './templatesStore';

/**
 * Keeps the templates store's task lists live: every websocket 'update' of this project is merged
 * into the tasks shown (spec core §4 "Live feed"). Unsubscribes on unmount.
 */
export function useLiveTaskUpdates(projectId: number): void {
  const applyTaskUpdate = useTemplatesStore((s) => s.applyTaskUpdate);
  useEffect(
    () =>
      subscribeTaskEvents((message) => {
        if (message.type !== 'update' || message.project_id !== projectId) return;
        const { type: _type, ...fields } = message;
        applyTaskUpdate(fields);
      }),
    [projectId, applyTaskUpdate],
  );
}

/** Opens the task log dialog of a task by setting `?t={taskId}` (spec core §2), keeping other params. */
export function useOpenTaskLog(): (taskId: number) => void {
  const [, setSearchParams] = useSearchParams();
  return (taskId) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('t', String(taskId));
      return next;
    });
}
