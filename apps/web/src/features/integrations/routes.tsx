import type { RouteObject } from 'react-router';
import { IntegrationDetailScreen } from './IntegrationDetailScreen';
import { IntegrationsScreen } from './IntegrationsScreen';

/** Routes of the integrations feature inside `/project/{projectId}` (spec resources §2). */
export const integrationRoutes: RouteObject[] = [
  { path: 'integrations', element: <IntegrationsScreen /> },
  { path: 'integration/:integrationId', element: <IntegrationDetailScreen /> },
];
