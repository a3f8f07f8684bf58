import { Trans, useLingui } from '@lingui/react/macro';
import type {
  Environment,
  EnvironmentSecretInput,
  EnvironmentSecretType,
} from '@semaphore-console/api-client';
import { environmentSchema, environmentSecretChanges } from '@semaphore-console/validation';
import { Button, IconButton, Select, TextField } from '@semaphore-console/ui';
import { Plus, Trash2 } from 'lucide-react';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import * as s from './environment.css';
import { useEnvironmentStore } from './environmentStore';
import { VariablesEditor } from './VariablesEditor';

interface SecretRow {
  /** Existing secret id; absent for a new row. */
  id?: number;
  name: string;
  type: 'var' | 'env';
  /** The new value; `''` keeps an existing secret unchanged (values are never shown). */
  secret: string;
}

interface Values {
  name: string;
  json: string;
  env: string;
  secrets: SecretRow[];
}

function pretty(text: string | null | undefined): string {
  if (!text) return '{}';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * The environment dialog (spec resources §2, §4): name, extra variables and environment variables
 * (each as a table or JSON), and secrets (var or env). A new secret is sent as create, a removed
 * one as delete, a changed one (non-empty new value) as delete + create, which the documented
 * server applies (API §6.10, §14). A secret's value is never shown or prefilled.
 *
 * @param environment - the environment as `GET …/environment/{id}` returns it (with secrets), or
 *   `null` for a new one.
 */
export function EnvironmentDialog({
  projectId,
  environment,
  open,
  onClose,
}: {
  projectId: number;
  environment: Environment | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const validate = useValidator();
  const isNew = environment === null;
  // A secret type a newer server added (API OpenEnum) is kept and sent back as it came.
  const original = (environment?.secrets ?? []).map(({ id, name, type }) => ({
    id,
    name,
    type: type as EnvironmentSecretType,
  }));
  const form = useResourceForm<Values>({
    open,
    onClose,
    isNew,
    initial: () => ({
      name: environment?.name ?? '',
      json: pretty(environment?.json),
      env: pretty(environment?.env),
      secrets: original.map((secret) => ({ ...secret, secret: '' })),
    }),
  });
  const { values, set, errors } = form;
  const setSecret = (index: number, patch: Partial<SecretRow>) =>
    set({ secrets: values.secrets.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  const submit = async () => {
    const result = validate(environmentSchema, values);
    form.setErrors(result.errors);
    if (!result.ok) return;
    const secrets: EnvironmentSecretInput[] = environmentSecretChanges(original, values.secrets, {
      replaceUpdates: true,
    }).map((change) => ({ ...change }));
    const saved = await form.run(() =>
      useEnvironmentStore.getState().save(projectId, environment?.id ?? null, {
        name: result.output.name,
        json: result.output.json,
        env: result.output.env,
        password: environment?.password ?? null,
        secrets,
      }),
    );
    if (saved) onClose();
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={isNew ? t`New environment` : t`Edit environment`}
      onSubmit={() => void submit()}
      width={720}
    >
      <NameField form={form} />
      <VariablesEditor
        key={`json-${String(open)}-${environment?.id ?? 'new'}`}
        label={t`Extra variables`}
        value={values.json}
        onChange={(json) => set({ json })}
        error={errors.json}
        disabled={form.busy}
      />
      <VariablesEditor
        key={`env-${String(open)}-${environment?.id ?? 'new'}`}
        label={t`Environment variables`}
        value={values.env}
        onChange={(env) => set({ env })}
        error={errors.env}
        disabled={form.busy}
      />
      <fieldset className={s.group}>
        <legend className={s.legend}>
          <Trans>Secrets</Trans>
        </legend>
        {values.secrets.map((row, index) => {
          const n = index + 1;
          return (
            <div className={s.secretRow} key={row.id ?? `new-${index}`}>
              <TextField
                label={t`Secret name ${n}`}
                value={row.name}
                onChange={(e) => setSecret(index, { name: e.target.value })}
                error={errors[`secrets.${index}.name`]}
                disabled={form.busy || row.id !== undefined}
              />
              <Select
                label={t`Secret type ${n}`}
                value={row.type}
                onValueChange={(type) => setSecret(index, { type: type as 'var' | 'env' })}
                options={[
                  { value: 'var', label: t`Variable` },
                  { value: 'env', label: t`Environment` },
                ]}
                disabled={form.busy || row.id !== undefined}
              />
              <TextField
                label={t`Secret value ${n}`}
                type="password"
                autoComplete="new-password"
                placeholder={row.id !== undefined ? t`Unchanged` : undefined}
                value={row.secret}
                onChange={(e) => setSecret(index, { secret: e.target.value })}
                disabled={form.busy}
              />
              <IconButton
                label={t`Remove secret ${n}`}
                icon={<Trash2 aria-hidden />}
                onClick={() => set({ secrets: values.secrets.filter((_, i) => i !== index) })}
                disabled={form.busy}
              />
            </div>
          );
        })}
        <div>
          <Button
            size="sm"
            icon={<Plus aria-hidden size={16} />}
            onClick={() =>
              set({ secrets: [...values.secrets, { name: '', type: 'var', secret: '' }] })
            }
            disabled={form.busy}
          >
            <Trans>Add secret</Trans>
          </Button>
        </div>
      </fieldset>
    </ResourceDialog>
  );
}
