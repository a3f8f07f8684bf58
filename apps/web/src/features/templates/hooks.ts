import { useSearchParams } from 'react-router';

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
