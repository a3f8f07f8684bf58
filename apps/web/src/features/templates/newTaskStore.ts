import { errorMessage } from '@semaphore-console/api-client';
import { createAppStore } from '../../stores/createAppStore';
import { templatesApi } from './templatesApi';
import type { NewTaskRequest } from './taskRequest';
import { type LoadStatus, TEMPLATE_TASKS_LIMIT, useTemplatesStore } from './templatesStore';
import type { TaskWithTpl, Template } from './wire';

/** State of the new task dialog (spec core §2 "New task dialog"). */
export interface NewTaskState {
  /** The full template being run (list items lack survey variables, API §5.8). */
  template: Template | null;
  /** Successful tasks of a deploy template's build template: the build versions to choose from. */
  buildTasks: TaskWithTpl[];
  status: LoadStatus;
  error: string | null;
  /** Loads the template and, for a deploy template, the successful builds. */
  load(projectId: number, templateId: number): Promise<void>;
  /**
   * Starts the task through the templates store (so the task lists show it at once).
   * Rejects with an Error carrying the server's error text.
   */
  run(projectId: number, request: NewTaskRequest): Promise<TaskWithTpl>;
  /** Back to the initial state. */
  reset(): void;
}

/** The new task dialog store. */
export const useNewTaskStore = createAppStore<NewTaskState>((set) => ({
  template: null,
  buildTasks: [],
  status: 'idle',
  error: null,

  async load(projectId, templateId) {
    set((s) => {
      s.status = 'loading';
      s.error = null;
      s.template = null;
      s.buildTasks = [];
    });
    try {
      const api = templatesApi();
      const template = await api.getTemplate(projectId, templateId);
      let buildTasks: TaskWithTpl[] = [];
      if (template.type === 'deploy' && template.build_template_id) {
        const tasks = await api.listTemplateTasks(
          projectId,
          template.build_template_id,
          TEMPLATE_TASKS_LIMIT,
        );
        // The server ignores ?status=success (API §6.11): filter here.
        buildTasks = tasks.filter((task) => task.status === 'success');
      }
      set((s) => {
        s.template = template;
        s.buildTasks = buildTasks;
        s.status = 'success';
      });
    } catch (error) {
      set((s) => {
        s.status = 'error';
        s.error = errorMessage(error);
      });
    }
  },

  async run(projectId, request) {
    try {
      return await useTemplatesStore.getState().runTask(projectId, request);
    } catch (error) {
      throw new Error(errorMessage(error));
    }
  },

  reset() {
    set((s) => {
      s.template = null;
      s.buildTasks = [];
      s.status = 'idle';
      s.error = null;
    });
  },
}));
