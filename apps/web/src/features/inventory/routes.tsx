import type { RouteObject } from 'react-router';

/** Routes of the inventories, relative to `/project/:projectId` (spec resources §2); lazy. */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'inventory',
    lazy: async () => ({ Component: (await import('./InventoryScreen')).InventoryScreen }),
  },
];
