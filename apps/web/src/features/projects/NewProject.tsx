import { Trans, useLingui } from '@lingui/react/macro';
import { projectSchema } from '@semaphore-console/validation';
import { Alert, Button } from '@semaphore-console/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useValidator } from '../../forms';
import { useShellStore } from '../../stores/session';
import * as s from './Page.css';
import { EMPTY_PROJECT_FORM, ProjectFields } from './ProjectFields';
import { failureText } from '../../failures';

/**
 * New project (`/project/new`, spec core §2): the project form with Create and Create demo
 * project. The new project is selected and opened (spec core §4).
 */
export function NewProject() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const validate = useValidator();
  const createProject = useShellStore((st) => st.createProject);
  const [values, setValues] = useState(EMPTY_PROJECT_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (demo: boolean) => {
    const result = validate(projectSchema, {
      ...values,
      alert_chat: values.alert_chat || null,
      demo,
    });
    setErrors(result.errors);
    if (!result.ok) return;
    setBusy(true);
    setFailure(null);
    try {
      const o = result.output;
      const project = await createProject({
        name: o.name,
        alert: o.alert,
        alert_chat: o.alert_chat,
        max_parallel_tasks: o.max_parallel_tasks,
        type: o.type,
        demo,
      });
      navigate(`/project/${project.id}`);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
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
        className={`${s.card} ${s.form}`}
        onSubmit={submit}
        noValidate
        aria-label={t`New project`}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <ProjectFields
          values={values}
          onChange={setValues}
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
