import { HttpError } from '@semaphore-console/api-client';
import { createAppStore } from '../../stores/createAppStore';
import { client } from '../../server/client';
import type { NewTaskRequest } from './taskRequest';
import { type LoadStatus, TEMPLATE_TASKS_LIMIT, useTemplatesStore } from './templatesStore';
import type { TaskWithTpl, Template } from '@semaphore-console/api-client';
import { failureText } from '../../server/failures';

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
   * Rejects with a {@link RunRefusedError} carrying the server's error text and status.
   */
  run(projectId: number, request: NewTaskRequest): Promise<TaskWithTpl>;
  /** Back to the initial state. */
  reset(): void;
}

/**
 * A run the server did not start: `message` is the server's text (spec core §8), `status` the
 * HTTP status, or `null` when no answer came (network). A 400 is the server refusing what was
 * sent, e.g. a variable a survey-strict 2.20.2 server does not take (newer §N4).
 */
export class RunRefusedError extends Error {
  override name = 'RunRefusedError';
  /** HTTP status of the answer, `null` without one. */
  readonly status: number | null;

  /**
   * @param message the server's error text.
   * @param status the HTTP status, `null` without an answer.
   */
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
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
      const project = client().project(projectId);
      const template = await project.templates.get(templateId);
      let buildTasks: TaskWithTpl[] = [];
      if (template.type === 'deploy' && template.build_template_id) {
        const tasks = await project.templates.lastTasks(
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
        s.error = failureText(error);
      });
    }
  },

  async run(projectId, request) {
    try {
      return await useTemplatesStore.getState().runTask(projectId, request);
    } catch (error) {
      throw new RunRefusedError(
        failureText(error),
        error instanceof HttpError ? error.status : null,
      );
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
