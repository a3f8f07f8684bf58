// Public surface of the inventory feature (spec resources §2).
export { inventoryRoutes } from './routes';
export { ensureNoneKey, saveInventory, useInventoryStore, NONE_KEY_NAME } from './inventoryStore';
