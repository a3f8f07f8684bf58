// Public surface of the task comparison feature: its route (the screen and jsdiff load lazily,
// with the route).
import type { RouteObject } from 'react-router';

/** `templates/:templateId/compare?a=..&b=..` inside `/project/{projectId}`: compare two runs. */
export const compareRoutes: RouteObject[] = [
  {
    path: 'templates/:templateId/compare',
    lazy: async () => ({ Component: (await import('./CompareScreen')).CompareScreen }),
  },
];

/** The address of the comparison of tasks `a` and `b` of a template. */
export function compareTasksPath(
  projectId: number,
  templateId: number,
  a: number,
  b: number,
): string {
  return `/project/${projectId}/templates/${templateId}/compare?a=${a}&b=${b}`;
}
