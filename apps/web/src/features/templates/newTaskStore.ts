import { HttpError } from '@semaphore-console/api-client';
import type { TaskWithTpl, Template } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { failureText } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';
import type { NewTaskRequest } from './taskRequest';
import { TEMPLATE_TASKS_LIMIT, useTemplatesStore } from './templatesStore';

/** What the new task dialog reads from the server (spec core §2 "New task dialog"). */
export interface NewTaskState {
  /** The full template being run (list items lack survey variables, API §5.8). */
  template: Template | null;
  /** Successful tasks of a deploy template's build template: the build versions to choose from. */
  buildTasks: TaskWithTpl[];
  /** `true` while the template (and its builds) are read. */
  loading: boolean;
  /** Text of the failed read (spec core §8), or `null`. */
  error: string | null;
  /**
   * Reads `GET …/templates/{id}` and, for a deploy template, the last tasks of its build template
   * (`…/templates/{build}/tasks/last`, API §6.11). Each load starts empty (the dialog shows its
   * fields once the template is there). Never rejects: a failure is kept in `error`.
   */
  load(projectId: number, templateId: number): Promise<void>;
  /**
   * Starts the task through the templates store (so the task lists show it at once).
   * @throws {@link RunRefusedError} carrying the server's error text and status.
   */
  run(projectId: number, request: NewTaskRequest): Promise<TaskWithTpl>;
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

/** The new task dialog's server data (see {@link NewTaskState}). */
export const useNewTaskStore = createServerStore<NewTaskState>((_set, _get, { query }) => {
  const read = query({
    async fetch(projectId: number, templateId: number) {
      const project = client().project(projectId);
      const template = await project.templates.get(templateId);
      if (template.type !== 'deploy' || !template.build_template_id) {
        return { template, buildTasks: [] };
      }
      const tasks = await project.templates.lastTasks(
        template.build_template_id,
        TEMPLATE_TASKS_LIMIT,
      );
      // The server ignores ?status=success (API §6.11): filter here.
      return { template, buildTasks: tasks.filter((task) => task.status === 'success') };
    },
    start(s) {
      s.template = null;
      s.buildTasks = [];
      s.error = null;
    },
    done(s, { template, buildTasks }) {
      s.template = template;
      s.buildTasks = buildTasks;
    },
  });
  return {
    template: null,
    buildTasks: [],
    loading: false,
    error: null,
    load: read.load,

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
  };
});
