// Public surface of the templates feature (spec core §2): routes, the api port and its adapter, the
// stores. Every export is named here.
export { templateRoutes } from './routes';
export { createTemplatesApi } from './createTemplatesApi';
export { provideTemplatesApi, templatesApi } from './templatesApi';
export type { TemplatesApi } from './templatesApi';
export { useTemplatesStore, resetTemplatesStore } from './templatesStore';
export type { TemplatesState, TaskUpdate, LoadStatus } from './templatesStore';
export { NewTaskDialog } from './NewTaskDialog';
export type { NewTaskDialogProps } from './NewTaskDialog';
export { rerunKind, rerunRequest, paramsKind } from './taskRequest';
export type { NewTaskRequest, RerunKind, ParamsKind } from './taskRequest';
