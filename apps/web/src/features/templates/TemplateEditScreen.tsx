import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@semaphore-console/ui';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { emptyTemplateValues, type TemplateType } from './templateForm';
import { useTemplateFormData } from './templateFormData';
import { TemplateEditForm } from './TemplateEditForm';
import * as s from './templates.css';

const idParam = (value: string | null | undefined) =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The template editor route (spec core §2 `/project/{id}/templates/{templateId}/edit`, `new` for
 * a new one, `?type=` preselects the type, `?view=` the view, `?copy={id}` copies a template):
 * reads what the form needs ({@link useTemplateFormData}), then shows {@link TemplateEditForm}
 * starting from the template's values (a new one's defaults: the first active app).
 */
export function TemplateEditScreen() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const { projectId, can } = useProjectContext();
  const isNew = (params.templateId ?? 'new') === 'new';
  const editId = isNew ? null : Number(params.templateId);
  const copyId = isNew ? idParam(search.get('copy')) : null;
  const typeParam = search.get('type');
  const initialType: TemplateType =
    typeParam === 'build' || typeParam === 'deploy' ? typeParam : '';
  const initialView = idParam(search.get('view'));
  const data = useTemplateFormData(projectId, editId ?? copyId, copyId !== null);

  if (!projectId) return null;
  const heading = isNew ? t`New template` : t`Edit template`;
  const frame = (content: ReactNode) => (
    <div className={s.page}>
      <h1 className={s.title}>{heading}</h1>
      {content}
    </div>
  );
  if (!can(Permission.manageProjectResources)) {
    return frame(
      <Alert tone="error">
        <Trans>You have read-only access</Trans>
      </Alert>,
    );
  }
  if (data.status === 'error') return frame(<Alert tone="error">{data.error}</Alert>);
  if (data.status !== 'success') {
    return frame(
      <p role="status" className={s.muted}>
        <Trans>Loading…</Trans>
      </p>,
    );
  }
  const activeApps = data.choices.apps.filter((app) => app.active && app.id);
  const knownView = data.choices.views.some((view) => view.id === initialView);
  const initialValues = data.initialValues ?? {
    ...emptyTemplateValues(initialType, activeApps[0]?.id ?? 'ansible', data.dialect),
    viewId: knownView ? initialView : null,
  };
  return (
    <TemplateEditForm
      key={`${projectId}/${editId}/${copyId}`}
      projectId={projectId}
      editId={editId}
      heading={heading}
      initialValues={initialValues}
      choices={data.choices}
      activeApps={activeApps}
      dialect={data.dialect}
    />
  );
}
