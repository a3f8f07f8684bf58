import type { RouteObject } from 'react-router';
import { routeData, routeProjectId } from '../../lib/routeData';

/** Routes of the inventories, relative to `/project/:projectId` (spec resources §2); lazy. */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'inventory',
    // The inventory form names the project's keys and repositories too.
    ...routeData(
      () => Promise.all([import('./inventoryStore'), import('../keys'), import('../repositories')]),
      ([inventory, keys, repositories], p) => {
        const projectId = routeProjectId(p);
        void inventory.useInventoryStore.getState().load(projectId);
        void keys.useKeysStore.getState().load(projectId);
        void repositories.useRepositoriesStore.getState().load(projectId);
      },
    ),
    lazy: async () => ({ Component: (await import('./InventoryScreen')).InventoryScreen }),
  },
];
