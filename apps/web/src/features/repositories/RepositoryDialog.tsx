import { useLingui } from '@lingui/react/macro';
import type { AccessKey, Repository } from '@semaphore-console/api-client';
import {
  accessKeyTypesFor,
  repositorySchema,
  repositoryUrlType,
} from '@semaphore-console/validation';
import { Select, TextField } from '@semaphore-console/ui';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useRepositoriesStore } from './repositoriesStore';

interface Values {
  name: string;
  git_url: string;
  git_branch: string;
  ssh_key_id: number | null;
}

/**
 * The keys a repository URL may use (spec resources §3): SSH keys for git and ssh URLs,
 * login_password or none keys for http(s) and file URLs, any key for a local path. An
 * unrecognised URL offers every key (the URL error says what is wrong).
 */
export function keysForUrl(keys: readonly AccessKey[], url: string): AccessKey[] {
  const type = repositoryUrlType(url);
  const fitting: readonly string[] = type
    ? accessKeyTypesFor(type)
    : ['ssh', 'login_password', 'none'];
  return keys.filter((key) => fitting.includes(key.type));
}

/**
 * The repository dialog (spec resources §2, §5): name, URL or absolute path ("incorrect URL" for
 * an unknown scheme), branch (not for a local path), access key (only the fitting key types).
 */
export function RepositoryDialog({
  projectId,
  repository,
  keys,
  open,
  onClose,
}: {
  projectId: number;
  repository: Repository | null;
  keys: readonly AccessKey[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const validate = useValidator();
  const isNew = repository === null;
  const form = useResourceForm<Values>({
    open,
    onClose,
    isNew,
    initial: () => ({
      name: repository?.name ?? '',
      git_url: repository?.git_url ?? '',
      git_branch: repository?.git_branch ?? '',
      ssh_key_id: repository?.ssh_key_id ?? null,
    }),
  });
  const { values, set, errors } = form;
  const local = repositoryUrlType(values.git_url) === 'local';
  const offered = keysForUrl(keys, values.git_url);

  const submit = async () => {
    const result = validate(repositorySchema, values);
    form.setErrors(result.errors);
    if (!result.ok) return;
    const o = result.output;
    const saved = await form.run(() =>
      useRepositoriesStore.getState().save(projectId, repository?.id ?? null, {
        name: o.name,
        git_url: o.git_url,
        git_branch: local ? '' : o.git_branch,
        ssh_key_id: o.ssh_key_id,
      }),
    );
    if (saved) onClose();
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={isNew ? t`New repository` : t`Edit repository`}
      onSubmit={() => void submit()}
    >
      <NameField form={form} />
      <TextField
        label={t`URL or path`}
        required
        mono
        hint={t`git, ssh, http(s) or file URL, git@host:org/repo.git, or an absolute path`}
        {...form.text('git_url')}
        disabled={form.busy}
      />
      {local ? null : (
        <TextField label={t`Branch`} required {...form.text('git_branch')} disabled={form.busy} />
      )}
      <Select
        label={t`Access key`}
        required
        value={values.ssh_key_id === null ? undefined : String(values.ssh_key_id)}
        onValueChange={(id) => set({ ssh_key_id: Number(id) })}
        options={offered.map((key) => ({ value: String(key.id), label: key.name }))}
        error={errors.ssh_key_id}
        disabled={form.busy}
      />
    </ResourceDialog>
  );
}
