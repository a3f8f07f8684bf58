import { createAppStore } from '../../stores/createAppStore';
import { client } from '../../server/client';
import {
  asTemplateInput,
  PLAIN_DIALECT,
  type TemplateBody,
  type TemplateDialect,
  type TemplateFormValues,
  templateDialect,
  templateToValues,
  valuesToTemplate,
} from './templateForm';
import type { LoadStatus } from './templatesStore';
import type {
  AccessKey,
  App,
  Environment,
  Inventory,
  Repository,
  Schedule,
  Template,
  View,
} from '@semaphore-console/api-client';
import { failureText } from '../../server/failures';
import { useShellStore } from '../../stores/session';

/** The choices of the template form's pickers. */
export interface TemplateFormChoices {
  inventories: Inventory[];
  repositories: Repository[];
  environments: Environment[];
  /** Keys for vault passwords (every key; the form offers the login_password ones). */
  keys: AccessKey[];
  apps: App[];
  views: View[];
  /** Build templates a deploy template can deploy. */
  buildTemplates: Template[];
}

/** State of the template form (editor route or dialog). */
export interface TemplateFormState {
  choices: TemplateFormChoices;
  status: LoadStatus;
  loadError: string | null;
  /** The saved template being edited, or null for a new one. */
  template: Template | null;
  /** Its commit-check schedule (a schedule with a repository), or null. */
  commitCheck: Schedule | null;
  /** Form values loaded for the template (initial values of the form). */
  initialValues: TemplateFormValues | null;
  /** What the server's templates have beyond API §5.8 (see {@link templateDialect}). */
  dialect: TemplateDialect;

  /**
   * Loads the pickers' choices and, for `templateId`, the template and its commit check. With
   * `copy`, the template only seeds the values of a new one (spec core §2 copy).
   */
  load(projectId: number, templateId: number | null, copy?: boolean): Promise<void>;
  /**
   * Creates or updates the template, then creates, updates or deletes its commit-check
   * schedule. Resolves with the saved template; rejects with the server's error text as message.
   */
  save(projectId: number, values: TemplateFormValues): Promise<Template>;
  /** Back to the initial state. */
  reset(): void;
}

const emptyChoices: TemplateFormChoices = {
  inventories: [],
  repositories: [],
  environments: [],
  keys: [],
  apps: [],
  views: [],
  buildTemplates: [],
};

/** The template form store (spec core §2 new/edit template). */
export const useTemplateFormStore = createAppStore<TemplateFormState>((set, get) => ({
  choices: emptyChoices,
  status: 'idle',
  loadError: null,
  template: null,
  commitCheck: null,
  initialValues: null,
  dialect: PLAIN_DIALECT,

  async load(projectId, templateId, copy = false) {
    set((s) => {
      s.status = 'loading';
      s.loadError = null;
    });
    const api = client();
    const project = api.project(projectId);
    try {
      const [inventories, repositories, environments, keys, apps, views, templates] =
        await Promise.all([
          project.inventory.list(),
          project.repositories.list(),
          project.environment.list(),
          project.keys.list(),
          api.apps.list(),
          project.views.list(),
          project.templates.list(),
        ]);
      let template: Template | null = null;
      let commitCheck: Schedule | null = null;
      if (templateId !== null) {
        const [loaded, schedules] = await Promise.all([
          project.templates.get(templateId),
          project.templates.schedules(templateId),
        ]);
        template = loaded;
        commitCheck = schedules.find((schedule) => schedule.repository_id != null) ?? null;
      }
      const dialect = templateDialect(
        useShellStore.getState().capabilities,
        template ? [template] : templates,
      );
      set((s) => {
        s.dialect = dialect;
        s.choices = {
          inventories,
          repositories,
          environments,
          keys,
          apps,
          views: [...views].sort((a, b) => a.position - b.position),
          buildTemplates: templates.filter(
            (t) => t.type === 'build' && (copy || t.id !== templateId),
          ),
        };
        if (copy && template) {
          s.template = null;
          s.commitCheck = null;
          const seeded = templateToValues(template, null, dialect);
          s.initialValues = { ...seeded, vaults: seeded.vaults.map(({ id: _id, ...v }) => v) };
        } else {
          s.template = template;
          s.commitCheck = commitCheck;
          s.initialValues = template ? templateToValues(template, commitCheck, dialect) : null;
        }
        s.status = 'success';
      });
    } catch (error) {
      set((s) => {
        s.status = 'error';
        s.loadError = failureText(error);
      });
    }
  },

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

  reset() {
    set((s) => {
      s.choices = emptyChoices;
      s.status = 'idle';
      s.loadError = null;
      s.template = null;
      s.commitCheck = null;
      s.initialValues = null;
      s.dialect = PLAIN_DIALECT;
    });
  },
}));
