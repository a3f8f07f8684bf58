import type {
  AccessKey,
  App,
  Environment,
  Inventory,
  Repository,
  Template,
  View,
} from '@semaphore-console/api-client';
import { useEffect, useState } from 'react';
import { useShellStore } from '../../stores/session';
import { useAppsStore } from '../apps';
import { useEnvironmentStore } from '../environment';
import { useInventoryStore } from '../inventory';
import { useKeysStore } from '../keys';
import { useRepositoriesStore } from '../repositories';
import {
  type TemplateDialect,
  type TemplateFormValues,
  templateDialect,
  templateToValues,
} from './templateForm';
import { useTemplateFormStore } from './templateFormStore';
import { type LoadStatus, useTemplatesStore } from './templatesStore';

/** The choices of the template form's pickers. */
export interface TemplateFormChoices {
  inventories: Inventory[];
  repositories: Repository[];
  environments: Environment[];
  /** Keys for vault passwords (every key; the form offers the login_password ones). */
  keys: AccessKey[];
  /** Every app of the site (`GET /api/apps`), inactive ones included. */
  apps: App[];
  /** The project's saved views in tab order. */
  views: View[];
  /** Build templates a deploy template can deploy. */
  buildTemplates: Template[];
}

/** What the template form reads from the server, ready to show (see {@link readTemplateForm}). */
export interface TemplateFormData {
  choices: TemplateFormChoices;
  /** What the server's templates have beyond API §5.8 (see {@link templateDialect}). */
  dialect: TemplateDialect;
  /**
   * The values the form starts from for a saved or copied template (a copy's vaults without
   * their ids), or `null` for a new one.
   */
  initialValues: TemplateFormValues | null;
  /** Text of the first failed read (spec core §8), or `null`. */
  error: string | null;
}

/**
 * Starts every read of the template form (spec core §2 new/edit/copy template) through the
 * stores that hold them: the template and its commit check, the project's inventories,
 * repositories, environments, keys, views and templates, and the site's apps. Resolves once all
 * answered; never rejects (failures are in the stores, see {@link readTemplateForm}).
 */
export async function loadTemplateForm(
  projectId: number,
  templateId: number | null,
  copy = false,
): Promise<void> {
  const templates = useTemplatesStore.getState();
  await Promise.all([
    useTemplateFormStore.getState().load(projectId, templateId, copy),
    useInventoryStore.getState().load(projectId),
    useRepositoriesStore.getState().load(projectId),
    useEnvironmentStore.getState().load(projectId),
    useKeysStore.getState().load(projectId),
    useAppsStore.getState().load(),
    templates.loadViews(projectId),
    templates.loadTemplates(projectId),
  ]);
}

/**
 * The template form's data as the stores hold it after {@link loadTemplateForm} of the same
 * `templateId` and `copy`.
 */
export function readTemplateForm(templateId: number | null, copy = false): TemplateFormData {
  const form = useTemplateFormStore.getState();
  const inventory = useInventoryStore.getState();
  const repositories = useRepositoriesStore.getState();
  const environment = useEnvironmentStore.getState();
  const keys = useKeysStore.getState();
  const apps = useAppsStore.getState();
  const templates = useTemplatesStore.getState();
  const dialect = templateDialect(
    useShellStore.getState().capabilities,
    form.source ? [form.source] : templates.templates,
  );
  let initialValues: TemplateFormValues | null = null;
  if (form.source) {
    const values = templateToValues(form.source, copy ? null : form.commitCheck, dialect);
    initialValues = copy
      ? { ...values, vaults: values.vaults.map(({ id: _id, ...vault }) => vault) }
      : values;
  }
  const viewsFailed = templates.viewsStatus === 'error';
  return {
    choices: {
      inventories: inventory.items,
      repositories: repositories.items,
      environments: environment.items,
      keys: keys.items,
      apps: apps.apps,
      views: viewsFailed ? [] : templates.views.filter((view) => view.id > 0),
      buildTemplates: templates.templates.filter(
        (t) => t.type === 'build' && (copy || t.id !== templateId),
      ),
    },
    dialect,
    initialValues,
    error:
      form.error ??
      inventory.error ??
      repositories.error ??
      environment.error ??
      keys.error ??
      apps.error ??
      templates.templatesError,
  };
}

/**
 * The template form's data for a screen: loads it ({@link loadTemplateForm}) when the project,
 * template or copy changes, and follows the stores (which reload after a reconnect). `status` is
 * `loading` until this screen's loads answered, then `success` or `error`.
 */
export function useTemplateFormData(
  projectId: number,
  templateId: number | null,
  copy: boolean,
): TemplateFormData & { status: LoadStatus } {
  // Subscribes to (and watches) every store the form reads.
  useTemplateFormStore();
  useInventoryStore();
  useRepositoriesStore();
  useEnvironmentStore();
  useKeysStore();
  useAppsStore();
  useTemplatesStore();
  useShellStore((s) => s.capabilities);
  const key = `${projectId}/${templateId}/${copy}`;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!projectId) return;
    let current = true;
    void loadTemplateForm(projectId, templateId, copy).then(() => {
      if (current) setLoaded(key);
    });
    return () => {
      current = false;
    };
  }, [projectId, templateId, copy, key]);
  const data = readTemplateForm(templateId, copy);
  const status: LoadStatus = loaded !== key ? 'loading' : data.error ? 'error' : 'success';
  return { ...data, status };
}
