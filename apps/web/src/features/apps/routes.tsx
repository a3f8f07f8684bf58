import type { RouteObject } from 'react-router';
import { AppsScreen } from './AppsScreen';

/** Routes of the apps feature, site-wide (spec resources §2 `/apps`). */
export const appRoutes: RouteObject[] = [{ path: 'apps', element: <AppsScreen /> }];
