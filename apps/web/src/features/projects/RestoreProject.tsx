import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { restoreProjectSchema } from '@semaphore-console/validation';
import { Alert, Button, Dialog, TextField } from '@semaphore-console/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useFocusFirstError, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useShellStore } from '../../stores/session';
import type { Project } from '@semaphore-console/api-client';
import * as s from './Page.css';
import * as f from './RestoreProject.css';

/**
 * Replaces the project name of a backup document (`meta.name`, API §11) with the chosen one.
 * @throws SyntaxError when the file is not JSON; Error when it has no `meta` object.
 */
export function renameBackup(text: string, name: string): string {
  const doc = JSON.parse(text) as { meta?: Record<string, unknown> };
  if (!doc || typeof doc !== 'object' || !doc.meta || typeof doc.meta !== 'object') {
    throw new Error('not a backup');
  }
  doc.meta.name = name;
  return JSON.stringify(doc);
}

/** The name in a backup document's `meta.name`, or `''`. */
export function backupName(text: string): string {
  try {
    const name = (JSON.parse(text) as { meta?: { name?: unknown } }).meta?.name;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/**
 * Restore project (`/project/restore`, spec core §2, §5): a project name and a backup file, both
 * required. Afterwards the restore result dialog names the project and how many keys were
 * restored without their secret, asking to update them (spec core §2 "restore result").
 */
export function RestoreProject() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const validate = useValidator();
  const restoreProject = useShellStore((st) => st.restoreProject);
  const fileId = useId();
  // The page is the form: always open, nothing to close.
  const form = useResourceForm<{ name: string; file: { name: string; text: string } | null }>({
    open: true,
    onClose: () => undefined,
    isNew: true,
    initial: () => ({ name: '', file: null }),
  });
  const { values, errors, failure, busy } = form;
  const { name, file } = values;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.dialog.focusError);
  const [result, setResult] = useState<{ project: Project; emptyKeys: number } | null>(null);

  const restoredName = result?.project.name ?? '';
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return form.set({ file: null });
    const text = await chosen.text();
    form.set({
      file: { name: chosen.name, text },
      ...(name.trim() ? {} : { name: backupName(text) }),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(restoreProjectSchema, { name, file: file?.text ?? '' });
    form.setErrors(checked.errors);
    if (!checked.ok || !file) return;
    let body: string;
    try {
      body = renameBackup(file.text, checked.output.name);
    } catch {
      form.setErrors({ file: t`The file is not a project backup (JSON with a meta object).` });
      return;
    }
    await form.run(async () => setResult(await restoreProject(body)));
  };

  const done = (to: 'keys' | 'project') => {
    if (!result) return;
    navigate(
      to === 'keys' ? `/project/${result.project.id}/keys` : `/project/${result.project.id}`,
    );
  };

  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}>
          <Trans>Restore project</Trans>
        </h1>
      </div>
      <form
        ref={formRef}
        className={`${s.card} ${s.form}`}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={t`Restore project`}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className={f.field}>
          <label htmlFor={fileId} className={f.label}>
            <Trans>Backup file</Trans>
            <span aria-hidden className={f.required}>
              *
            </span>
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            className={f.file}
            disabled={busy}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${fileId}-error` : undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {errors.file ? (
            <div id={`${fileId}-error`} className={f.error}>
              {errors.file}
            </div>
          ) : null}
        </div>
        <TextField
          label={t`Project name`}
          name="name"
          required
          value={name}
          onChange={(e) => form.set({ name: e.target.value })}
          error={errors.name}
          disabled={busy}
        />
        <div className={s.actions}>
          <Button type="submit" variant="primary" disabled={busy}>
            <Trans>Restore</Trans>
          </Button>
        </div>
      </form>
      <Dialog
        open={result !== null}
        onOpenChange={(open) => (open ? undefined : done('project'))}
        title={t`Project restored`}
        footer={
          result && result.emptyKeys > 0 ? (
            <>
              <Button onClick={() => done('project')}>
                <Trans>Later</Trans>
              </Button>
              <Button variant="primary" onClick={() => done('keys')}>
                <Trans>Update keys</Trans>
              </Button>
            </>
          ) : (
            <Button variant="primary" onClick={() => done('project')}>
              <Trans>Open project</Trans>
            </Button>
          )
        }
      >
        {result ? (
          <div className={s.form}>
            <p>
              <Trans>
                The project <strong>{restoredName}</strong> was restored.
              </Trans>
            </p>
            {result.emptyKeys > 0 ? (
              <p>
                <Plural
                  value={result.emptyKeys}
                  one="# key was added empty: backups hold no secrets. Please update it in the key store."
                  other="# keys were added empty: backups hold no secrets. Please update them in the key store."
                />
              </p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
