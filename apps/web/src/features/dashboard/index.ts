// Public surface of the dashboard feature (spec core §2) for other features: the history paging and
// the task list helpers the template history shares. The dashboard screen loads from
// app/routes.tsx. Every export is named here.
export { HistoryPaging } from './Dashboard';
export type { HistoryPagingProps } from './Dashboard';
export { PAGE_SIZE, mergeById, sortNewestFirst } from './dashboardStore';
