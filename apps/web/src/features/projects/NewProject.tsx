import { Trans, useLingui } from '@lingui/react/macro';
import { projectSchema } from '@semaphore-console/validation';
import { Alert, Button } from '@semaphore-console/ui';
import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useFocusFirstError, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useShellStore } from '../../stores/session';
import * as s from './Page.css';
import { EMPTY_PROJECT_FORM, ProjectFields } from './ProjectFields';

/**
 * New project (`/project/new`, spec core §2): the project form with Create and Create demo
 * project. The new project is selected and opened (spec core §4).
 */
export function NewProject() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const validate = useValidator();
  const createProject = useShellStore((st) => st.createProject);
  // The page is the form: always open, nothing to close.
  const form = useResourceForm({
    open: true,
    onClose: () => undefined,
    isNew: true,
    initial: () => EMPTY_PROJECT_FORM,
  });
  const { values, errors, failure, busy } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.dialog.focusError);

  const create = async (demo: boolean) => {
    const result = validate(projectSchema, {
      ...values,
      alert_chat: values.alert_chat || null,
      demo,
    });
    form.setErrors(result.errors);
    if (!result.ok) return;
    const o = result.output;
    let created: number | null = null;
    await form.run(async () => {
      const project = await createProject({
        name: o.name,
        alert: o.alert,
        alert_chat: o.alert_chat,
        max_parallel_tasks: o.max_parallel_tasks,
        type: o.type,
        demo,
      });
      created = project.id;
    });
    if (created !== null) navigate(`/project/${created}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create(false);
  };

  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}>
          <Trans>New project</Trans>
        </h1>
      </div>
      <form
        ref={formRef}
        className={`${s.card} ${s.form}`}
        onSubmit={submit}
        noValidate
        aria-label={t`New project`}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <ProjectFields
          values={values}
          onChange={form.set}
          errors={errors}
          disabled={busy}
          autoFocus
        />
        <div className={s.actions}>
          <Button type="submit" variant="primary" disabled={busy}>
            <Trans>Create</Trans>
          </Button>
          <Button onClick={() => void create(true)} disabled={busy}>
            <Trans>Create demo project</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
