import { lazy, Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { whenIdle } from '../../lib/scheduling';
import type { TaskLogDialogProps } from './TaskLogDialog';

/** The dialog once its module has loaded: rendered directly from then on, without suspending. */
let loadedDialog: ComponentType<TaskLogDialogProps> | null = null;

/** Loads the dialog's module (the log viewer and the ANSI parser come with it) once. */
function loadTaskLogDialog(): Promise<ComponentType<TaskLogDialogProps>> {
  return import('./TaskLogDialog').then(({ TaskLogDialog }) => (loadedDialog = TaskLogDialog));
}

/**
 * The dialog, the log viewer and the ANSI parser load with the first `?t=` (spec core §2), or
 * before it, when the project page is idle ({@link TaskLogDialogHost}).
 */
const LazyTaskLogDialog = lazy(async () => ({ default: await loadTaskLogDialog() }));

/** Reads a positive integer id from a route or query value; `null` for anything else. */
function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * Opens the task log dialog for `?t={taskId}` on any project route (spec core §2). Render it once
 * inside the project layout; it renders nothing without a valid `t`. Closing removes `t` (and a
 * `#L` permalink) from the URL; a re-run opens the new task.
 */
export function TaskLogDialogHost() {
  const { projectId: projectParam } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const projectId = parseId(projectParam);
  const taskId = parseId(searchParams.get('t'));

  // A project page's task lists open task logs: the dialog's module is fetched when the page is
  // idle, so the first `?t=` renders it at once. Rendered through `lazy` instead, it suspends, and
  // React holds the reveal of a suspended boundary for 300 ms: the output request started that
  // much later.
  useEffect(() => whenIdle(() => void loadTaskLogDialog().catch(() => undefined)), []);

  const showTask = useCallback(
    (next: number | null) => {
      const params = new URLSearchParams(location.search);
      if (next === null) params.delete('t');
      else params.set('t', String(next));
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    [location.pathname, location.search, navigate],
  );

  if (projectId === null || taskId === null) return null;
  const TaskLogDialog = loadedDialog ?? LazyTaskLogDialog;
  return (
    <Suspense fallback={null}>
      <TaskLogDialog
        key={`${projectId}:${taskId}`}
        projectId={projectId}
        taskId={taskId}
        onClose={() => showTask(null)}
        onOpenTask={(id) => showTask(id)}
      />
    </Suspense>
  );
}

/** Returns a function that opens the task log of a task (sets `?t={taskId}`, keeping other params). */
export function useOpenTaskLog(): (taskId: number) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (taskId: number) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('t', String(taskId));
        return next;
      }),
    [setSearchParams],
  );
}
