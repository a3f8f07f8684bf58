import type { RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

/** Routes of the integrations feature inside `/project/{projectId}` (spec resources §2); lazy. */
export const integrationRoutes: RouteObject[] = [
  {
    path: 'integrations',
    ...routeData(
      () => import('./integrationsStore'),
      (m, p) => m.useIntegrationsStore.getState().load(routeProjectId(p)),
    ),
    lazy: async () => ({
      Component: (await import('./IntegrationsScreen')).IntegrationsScreen,
    }),
  },
  {
    path: 'integration/:integrationId',
    ...routeData(
      () => import('./integrationStore'),
      (m, p) => m.useIntegrationStore.getState().load(routeProjectId(p), Number(p.integrationId)),
    ),
    lazy: async () => ({
      Component: (await import('./IntegrationDetailScreen')).IntegrationDetailScreen,
    }),
  },
];
