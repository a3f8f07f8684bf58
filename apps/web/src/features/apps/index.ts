// Public surface of the apps feature (spec resources §2 "Apps"). Every export is named here.
export { appRoutes } from './routes';
export { AppsScreen, APPS_TABLE_ID } from './AppsScreen';
export { AppIcon } from './AppIcon';
export { APPS_PAGE_SIZE, useAppsStore } from './appsStore';
export type { AppsState } from './appsStore';
