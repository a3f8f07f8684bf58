import type { Params, RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

const list = async () => ({
  Component: (await import('./TemplateListScreen')).TemplateListScreen,
});
const detail = async () => ({
  Component: (await import('./TemplateDetailScreen')).TemplateDetailScreen,
});
const edit = async () => ({
  Component: (await import('./TemplateEditScreen')).TemplateEditScreen,
});

/** A route's numeric id parameter, or `null` (e.g. `new`). */
function routeId(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/** The list's data (the screen's loads): the templates (of the view), the views and the apps. */
const listData = routeData(
  () => Promise.all([import('./templatesStore'), import('../apps')]),
  ([m, apps], p: Params) => {
    const projectId = routeProjectId(p);
    const viewId = routeId(p.viewId);
    if (p.viewId !== undefined && viewId === null) return;
    const store = m.useTemplatesStore.getState();
    void store.loadTemplates(projectId, viewId);
    void store.loadViews(projectId);
    void apps.useAppsStore.getState().load();
  },
);

/** The detail's data (the screen's loads): the template, its tasks and the project's facts. */
const detailData = routeData(
  () => Promise.all([import('./templatesStore'), import('./templateFactsStore')]),
  ([templates, facts], p: Params) => {
    const projectId = routeProjectId(p);
    const templateId = routeId(p.templateId);
    if (templateId === null) return;
    const store = templates.useTemplatesStore.getState();
    void store.loadTemplate(projectId, templateId);
    void store.loadTemplateTasks(projectId, templateId);
    void facts.useTemplateFactsStore.getState().load(projectId);
  },
);

/**
 * The template routes inside `/project/{projectId}` (spec core §2), relative paths: the list (all
 * or one view's), the detail (also within a view), and the editor (`new` for a new template).
 * Lazy: each screen loads with its route; the list and the detail start their data with it.
 */
export const templateRoutes: RouteObject[] = [
  { path: 'templates', ...listData, lazy: list },
  { path: 'templates/:templateId/edit', lazy: edit },
  { path: 'templates/:templateId', ...detailData, lazy: detail },
  { path: 'views/:viewId/templates', ...listData, lazy: list },
  { path: 'views/:viewId/templates/:templateId', ...detailData, lazy: detail },
];
