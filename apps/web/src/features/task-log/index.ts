// Public surface of the task log feature (spec core §2): the log viewer, the task log dialog and the
// task status helpers other screens use. Every export is named here.
export { LogViewer } from './LogViewer';
export type { LogViewerProps, LogConnectionState } from './LogViewer';
export { LogLines } from './logLines';
export type { LogRecord } from './logLines';
export { LogSearch } from './logSearch';
export type { SearchMatch, SearchableLines } from './logSearch';
export { TaskLogSession } from './taskLogSession';
export type { TaskLogSource, TaskLogLoadState } from './taskLogSession';
export { TaskStatusBadge } from './TaskStatusBadge';
export type { TaskStatusBadgeProps } from './TaskStatusBadge';
export { taskStatusLabel } from './taskStatusLabel';
export {
  UnknownTaskStatusError,
  canConfirmTask,
  canStopTask,
  isFinishedTaskStatus,
  isForceStop,
  taskStatusKind,
} from './taskStatus';
export type { TaskStatusKind } from './taskStatus';
export { formatLinePermalink, parseLinePermalink } from './permalink';
export { useNewerTaskActions } from './newerTaskActions';
export type { NewerTaskActions } from './newerTaskActions';
export { TaskLogDialog } from './TaskLogDialog';
export type { TaskLogDialogProps } from './TaskLogDialog';
export { TaskLogDialogHost, useOpenTaskLog } from './TaskLogDialogHost';
export { useTaskLogStore, rerunRequest, rerunVariables } from './taskLogStore';
export type {
  TaskLogState,
  TaskLogAction,
  TaskTemplateInfo,
  RerunTemplate,
  RunVariables,
} from './taskLogStore';
