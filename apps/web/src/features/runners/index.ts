// Public surface of the runners feature (spec resources §2 "Runners"). Every export is named here.
export { projectRunnerRoutes, siteRunnerRoutes } from './routes';
export { RunnersScreen } from './RunnersScreen';
export { PRO_UPGRADE_URL, ProjectRunnersScreen } from './ProjectRunnersScreen';
export { RUNNERS_TABLE_ID, RunnersPanel, maxParallelLabel } from './RunnersPanel';
export { runnerSnippets } from './runnerSnippets';
export type { RunnerSnippets } from './runnerSnippets';
export { RUNNERS_PAGE_SIZE, useRunnersStore } from './runnersStore';
export type { RunnerScope, RunnersState } from './runnersStore';
