import type { Schedule, Template } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { failureText } from '../../server/failures';
import { createServerStore } from '../../stores/serverData';
import {
  asTemplateInput,
  type TemplateBody,
  type TemplateFormValues,
  valuesToTemplate,
} from './templateForm';

/**
 * The template the form edits (spec core §2 new/edit/copy template), as the server has it. The
 * pickers' choices come from the project's resource stores (see `loadTemplateForm`); the values
 * typed are the form's own (`useResourceForm`).
 */
export interface TemplateFormState {
  /** The template read for the form: the edited one, or the copied one; `null` for a new one. */
  source: Template | null;
  /**
   * The saved template a save updates: the edited one, or the one an earlier save of this form
   * created (so a retry after a failed schedule call never creates it twice); `null` otherwise.
   */
  template: Template | null;
  /** Its commit-check schedule (a schedule with a repository, API §5.12), or `null`. */
  commitCheck: Schedule | null;
  /** `true` while the template is read. */
  loading: boolean;
  /** Text of the failed read (spec core §8), or `null`. */
  error: string | null;
  /**
   * Reads `GET …/templates/{id}` and `…/templates/{id}/schedules` (nothing for a new one,
   * `templateId === null`). With `copy`, the template only seeds the values of a new one (spec
   * core §2 copy): `template` and `commitCheck` stay `null`. Never rejects.
   */
  load(projectId: number, templateId: number | null, copy?: boolean): Promise<void>;
  /**
   * Creates or updates the template (`POST`/`PUT …/templates`, API §6.11), then creates, updates
   * or deletes its commit-check schedule (API §6.12).
   * @returns the saved template.
   * @throws Error whose message is the server's error text (spec core §8).
   */
  save(projectId: number, values: TemplateFormValues): Promise<Template>;
}

/** The template form's server data (see {@link TemplateFormState}). */
export const useTemplateFormStore = createServerStore<TemplateFormState>((set, get, { query }) => {
  const read = query({
    key: (projectId: number, templateId: number | null, copy = false) =>
      `${projectId}/${templateId}/${copy}`,
    async fetch(projectId: number, templateId: number | null, _copy = false) {
      if (templateId === null) return { template: null, schedules: [] };
      const templates = client().project(projectId).templates;
      const [template, schedules] = await Promise.all([
        templates.get(templateId),
        templates.schedules(templateId),
      ]);
      return { template, schedules };
    },
    start(s, _params, switching) {
      if (!switching) return;
      s.source = null;
      s.template = null;
      s.commitCheck = null;
    },
    done(s, { template, schedules }, [, , copy = false]) {
      s.source = template;
      if (template === null || copy) return;
      s.template = template;
      s.commitCheck = schedules.find((schedule) => schedule.repository_id != null) ?? null;
    },
  });
  return {
    source: null,
    template: null,
    commitCheck: null,
    loading: false,
    error: null,
    load: read.load,

    async save(projectId, values) {
      const project = client().project(projectId);
      const existing = get().template;
      let saved: Template;
      try {
        if (existing) {
          const { last_task: _last, ...unchanged } = existing;
          const body = { ...unchanged, ...valuesToTemplate(values, projectId, existing.id) };
          await project.templates.update(existing.id, asTemplateInput(body as TemplateBody));
          saved = body as Template;
        } else {
          saved = await project.templates.create(
            asTemplateInput(valuesToTemplate(values, projectId)),
          );
        }
        // Saved from here on: a failing schedule call must not create the template twice.
        const stored = saved;
        set((s) => {
          s.template = stored;
        });
        const check = get().commitCheck;
        if (values.checkCommits && values.repositoryId !== null) {
          const schedule = {
            project_id: projectId,
            template_id: saved.id,
            name: saved.name,
            cron_format: values.checkInterval,
            repository_id: values.repositoryId,
            active: true,
          };
          const next = check
            ? (await project.schedules.update(check.id, { ...check, ...schedule }),
              { ...check, ...schedule })
            : await project.schedules.create(schedule);
          set((s) => {
            s.commitCheck = next;
          });
        } else if (check) {
          await project.schedules.delete(check.id);
          set((s) => {
            s.commitCheck = null;
          });
        }
      } catch (error) {
        throw new Error(failureText(error));
      }
      return saved;
    },
  };
});
