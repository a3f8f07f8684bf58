// Public surface of the Active tasks feature (spec core §2). Every export is named here.
export { activeTaskRoutes } from './routes';
export { ActiveTasksScreen, ACTIVE_TASKS_TABLE_ID } from './ActiveTasksScreen';
export {
  ACTIVE_TASKS_PAGE_SIZE,
  ACTIVE_TASKS_REFRESH_MS,
  taskLocation,
  useActiveTasksStore,
} from './activeTasksStore';
export type { ActiveTasksState, TaskLocation } from './activeTasksStore';
