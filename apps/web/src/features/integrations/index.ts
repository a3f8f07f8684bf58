// Public surface of the integrations feature (spec resources §2 "Integrations"). Every export is
// named here.
export { integrationRoutes } from './routes';
export { INTEGRATIONS_TABLE_ID, IntegrationsScreen } from './IntegrationsScreen';
export {
  EXTRACT_VALUES_TABLE_ID,
  IntegrationDetailScreen,
  MATCHERS_TABLE_ID,
} from './IntegrationDetailScreen';
export { useIntegrationsStore } from './integrationsStore';
export type { IntegrationsState } from './integrationsStore';
export { useIntegrationStore } from './integrationStore';
export type { IntegrationState } from './integrationStore';
