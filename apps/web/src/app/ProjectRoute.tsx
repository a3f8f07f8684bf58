import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { TaskLogDialogHost } from '../features/task-log';
import { selectCurrentProject, useShellStore } from '../stores/session';

/**
 * `/project/{projectId}/…`: selects the route's project (spec core §4, the route comes first) and
 * loads the user's role in it. An unknown id goes to `/` (remembered or first project).
 */
export function ProjectRoute() {
  const { projectId } = useParams();
  const id = Number(projectId);
  const known = useShellStore((st) => st.projects.some((p) => p.id === id));
  const selected = useShellStore((st) => st.projectId);
  const selectProject = useShellStore((st) => st.selectProject);
  const loadRole = useShellStore((st) => st.loadRole);
  useEffect(() => {
    if (!known) return;
    selectProject(id);
    loadRole(id).catch(() => undefined);
  }, [id, known, selectProject, loadRole]);
  if (!known) return <Navigate to="/" replace />;
  if (selected !== id) return null;
  return (
    <>
      <Outlet />
      <TaskLogDialogHost />
    </>
  );
}

/**
 * `/project/{projectId}`: the dashboard (`history`) for normal projects, else the activity; the
 * query string is kept (`?t={taskId}` opens the task log dialog, spec core §2).
 */
export function ProjectIndex() {
  const project = useShellStore(selectCurrentProject);
  const { search } = useLocation();
  if (!project) return null;
  return <Navigate to={`${project.type === '' ? 'history' : 'activity'}${search}`} replace />;
}
