import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { restoreProjectSchema } from '@semaphore-console/validation';
import { Alert, Button, Dialog, TextField } from '@semaphore-console/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useValidator } from '../../forms';
import { useShellStore } from '../../stores/session';
import type { Project } from '@semaphore-console/api-client';
import * as s from './Page.css';
import * as f from './RestoreProject.css';
import { failureText } from '../../failures';

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
  const [name, setName] = useState('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ project: Project; emptyKeys: number } | null>(null);

  const restoredName = result?.project.name ?? '';
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    if (!name.trim()) setName(backupName(text));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(restoreProjectSchema, { name, file: file?.text ?? '' });
    setErrors(checked.errors);
    if (!checked.ok || !file) return;
    let body: string;
    try {
      body = renameBackup(file.text, checked.output.name);
    } catch {
      setErrors({ file: t`The file is not a project backup (JSON with a meta object).` });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setResult(await restoreProject(body));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
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
          onChange={(e) => setName(e.target.value)}
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
