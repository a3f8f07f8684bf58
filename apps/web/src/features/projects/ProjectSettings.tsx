import { Trans, useLingui } from '@lingui/react/macro';
import { canUpdateProject, isProjectRole } from '@semaphore-console/permissions';
import { projectSchema } from '@semaphore-console/validation';
import { Alert, Button, Dialog } from '@semaphore-console/ui';
import { Download, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { type Project } from '@semaphore-console/api-client';
import { client } from '../../server/client';
import { useProjectContext } from '../../hooks/projectContext';
import { useFocusFirstError, useResourceForm } from '../../components/ResourceDialog';
import { showSnackbar } from '../../components/snackbar';
import { useValidator } from '../../lib/forms';
import { useShellStore } from '../../stores/session';
import { backupFileName, saveTextFile } from './backupFile';
import * as s from './Page.css';
import { ProjectFields, type ProjectFormValues } from './ProjectFields';
import { ProjectTabs } from './ProjectTabs';
import { failureText } from '../../server/failures';

function toForm(project: Project): ProjectFormValues {
  return {
    name: project.name,
    max_parallel_tasks: String(project.max_parallel_tasks ?? 0),
    alert: project.alert,
    alert_chat: project.alert_chat ?? '',
  };
}

/**
 * Project settings (`/project/{id}/settings`, spec core §2): the project form and Save, the backup
 * download ('Project exported.'), and delete with confirmation. Only with the update-project
 * permission; others go to the activity tab.
 */
export function ProjectSettings() {
  const { projectId, project, role, permissions, isAdmin } = useProjectContext();
  const roleKnown = useShellStore((st) => st.roles[projectId] !== undefined);
  if (!project) return null;
  const access = { admin: isAdmin, role: isProjectRole(role) ? role : ('' as const), permissions };
  if (!isAdmin && !roleKnown) return null;
  if (!canUpdateProject(access)) return <Navigate to={`/project/${projectId}/activity`} replace />;
  return <SettingsForm key={project.id} project={project} />;
}

function SettingsForm({ project }: { project: Project }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const validate = useValidator();
  const updateProject = useShellStore((st) => st.updateProject);
  const deleteProject = useShellStore((st) => st.deleteProject);
  // The page is the form: always open, nothing to close.
  const form = useResourceForm({
    open: true,
    onClose: () => undefined,
    isNew: false,
    initial: () => toForm(project),
  });
  const { values, errors, failure, busy } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.dialog.focusError);
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = project.name;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = validate(projectSchema, { ...values, alert_chat: values.alert_chat || null });
    form.setErrors(result.errors);
    if (!result.ok) return;
    const o = result.output;
    const done = await form.run(() =>
      updateProject({
        ...project,
        name: o.name,
        alert: o.alert,
        alert_chat: o.alert_chat,
        max_parallel_tasks: o.max_parallel_tasks,
      }),
    );
    setSaved(done);
  };

  const backup = async () => {
    try {
      // The backup document as indented JSON text (API §11).
      const text = `${JSON.stringify(await client().project(project.id).backup(), null, 2)}\n`;
      saveTextFile(text, backupFileName(project.id));
      showSnackbar({ message: t`Project exported.`, tone: 'success' });
    } catch (error) {
      showSnackbar({ message: failureText(error), tone: 'error' });
    }
  };

  const remove = async () => {
    try {
      const next = await deleteProject(project.id);
      setConfirmDelete(false);
      navigate(next === null ? '/project/new' : `/project/${next}`);
    } catch (error) {
      setConfirmDelete(false);
      showSnackbar({ message: failureText(error), tone: 'error' });
    }
  };

  return (
    <div className={s.page}>
      <ProjectTabs />
      <form
        ref={formRef}
        className={`${s.card} ${s.form}`}
        onSubmit={(e) => void save(e)}
        noValidate
        aria-label={t`Project settings`}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {saved ? (
          <Alert tone="success">
            <Trans>Project saved.</Trans>
          </Alert>
        ) : null}
        <ProjectFields values={values} onChange={form.set} errors={errors} disabled={busy} />
        <div className={s.actions}>
          <Button type="submit" variant="primary" disabled={busy}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
      <section className={s.card} aria-labelledby="backup-title">
        <h2 id="backup-title" className={s.sectionTitle}>
          <Trans>Backup</Trans>
        </h2>
        <p className={s.muted}>
          <Trans>
            Download the project's templates, inventories, environments, repositories and key names
            as a JSON file. Secrets are not included.
          </Trans>
        </p>
        <div className={s.actions}>
          <Button icon={<Download aria-hidden size={16} />} onClick={() => void backup()}>
            <Trans>Download backup</Trans>
          </Button>
        </div>
      </section>
      <section className={`${s.card} ${s.dangerZone}`} aria-labelledby="delete-title">
        <h2 id="delete-title" className={s.sectionTitle}>
          <Trans>Delete project</Trans>
        </h2>
        <p className={s.muted}>
          <Trans>
            Deletes the project with its templates, tasks, inventories, keys and repositories. This
            cannot be undone.
          </Trans>
        </p>
        <div className={s.actions}>
          <Dialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title={t`Delete project?`}
            trigger={
              <Button variant="danger" icon={<Trash2 aria-hidden size={16} />}>
                <Trans>Delete project</Trans>
              </Button>
            }
            footer={
              <>
                <Button onClick={() => setConfirmDelete(false)}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button variant="danger" onClick={() => void remove()}>
                  <Trans>Delete</Trans>
                </Button>
              </>
            }
          >
            <p>
              <Trans>The project {name} and everything in it will be deleted.</Trans>
            </p>
          </Dialog>
        </div>
      </section>
    </div>
  );
}
