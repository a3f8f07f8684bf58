import type { RouteObject } from 'react-router';

const list = async () => ({
  Component: (await import('./TemplateListScreen')).TemplateListScreen,
});
const detail = async () => ({
  Component: (await import('./TemplateDetailScreen')).TemplateDetailScreen,
});
const edit = async () => ({
  Component: (await import('./TemplateEditScreen')).TemplateEditScreen,
});

/**
 * The template routes inside `/project/{projectId}` (spec core §2), relative paths: the list (all
 * or one view's), the detail (also within a view), and the editor (`new` for a new template).
 * Lazy: each screen loads with its route.
 */
export const templateRoutes: RouteObject[] = [
  { path: 'templates', lazy: list },
  { path: 'templates/:templateId/edit', lazy: edit },
  { path: 'templates/:templateId', lazy: detail },
  { path: 'views/:viewId/templates', lazy: list },
  { path: 'views/:viewId/templates/:templateId', lazy: detail },
];
