import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTaskFilter, writeTaskFilter, type TaskFilter } from '../components/taskFilter';

/**
 * The task history filter of the current URL (its search parameters, see `TASK_FILTER_PARAMS`)
 * and a setter that writes it back, keeping other parameters such as `t` (spec core §2). The URL
 * entry is replaced, not pushed, so typing a search does not fill the history. Use inside a router.
 */
export function useTaskFilter(): [TaskFilter, (next: TaskFilter) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => readTaskFilter(new URLSearchParams(key)), [key]);
  const setFilter = useCallback(
    (next: TaskFilter) =>
      setParams((previous) => writeTaskFilter(previous, next), { replace: true }),
    [setParams],
  );
  return [filter, setFilter];
}
