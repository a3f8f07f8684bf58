import type { RouteObject } from 'react-router';

/** Routes of the integrations feature inside `/project/{projectId}` (spec resources §2); lazy. */
export const integrationRoutes: RouteObject[] = [
  {
    path: 'integrations',
    lazy: async () => ({
      Component: (await import('./IntegrationsScreen')).IntegrationsScreen,
    }),
  },
  {
    path: 'integration/:integrationId',
    lazy: async () => ({
      Component: (await import('./IntegrationDetailScreen')).IntegrationDetailScreen,
    }),
  },
];
