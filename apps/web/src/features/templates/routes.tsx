import type { RouteObject } from 'react-router';
import { TemplateDetailScreen } from './TemplateDetailScreen';
import { TemplateEditScreen } from './TemplateEditScreen';
import { TemplateListScreen } from './TemplateListScreen';

/**
 * The template routes inside `/project/{projectId}` (spec core §2), relative paths: the list (all
 * or one view's), the detail (also within a view), and the editor (`new` for a new template).
 */
export const templateRoutes: RouteObject[] = [
  { path: 'templates', element: <TemplateListScreen /> },
  { path: 'templates/:templateId/edit', element: <TemplateEditScreen /> },
  { path: 'templates/:templateId', element: <TemplateDetailScreen /> },
  { path: 'views/:viewId/templates', element: <TemplateListScreen /> },
  { path: 'views/:viewId/templates/:templateId', element: <TemplateDetailScreen /> },
];
