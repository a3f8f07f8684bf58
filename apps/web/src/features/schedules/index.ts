// Public surface of the schedules feature (spec core §2): routes, the store, the editor
// logic. Every export is named here.
export { scheduleRoutes } from './routes';
export { SchedulesScreen, SCHEDULE_TABLE_ID } from './SchedulesScreen';
export { ScheduleEditor } from './ScheduleEditor';
export { PREVIEW_RUNS } from './CronPreview';
export type { ScheduleEditorProps } from './ScheduleEditor';
export { useSchedulesStore, SCHEDULE_TASKS_LIMIT } from './schedulesStore';
export type {
  SchedulesState,
  ScheduleBody,
  TemplateTasks,
  TaskUpdate,
  LoadStatus,
} from './schedulesStore';
export { MODE_FIELDS, timingStateFromCron, withChoice, withCron, withMode } from './scheduleEditor';
export type { EditorMode, TimingField, TimingState } from './scheduleEditor';
