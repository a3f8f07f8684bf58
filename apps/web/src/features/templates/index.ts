// Public surface of the templates feature (spec core §2): routes and the stores. Every export is
// named here.
export { templateRoutes } from './routes';
export { useTemplatesStore, resetTemplatesStore } from './templatesStore';
export type { TemplatesState, TaskUpdate, LoadStatus } from './templatesStore';
export { NewTaskDialog } from './NewTaskDialog';
export type { NewTaskDialogProps } from './NewTaskDialog';
export {
  rerunKind,
  rerunRequest,
  paramsKind,
  emptyTaskValues,
  runPrompts,
  taskFormInput,
} from './taskRequest';
export type { NewTaskRequest, RerunKind, ParamsKind } from './taskRequest';
