import { useLingui } from '@lingui/react/macro';
import type { AccessKey, Integration, Template } from '@semaphore-console/api-client';
import { AUTH_METHODS, integrationSchema, usesAuthHeader } from '@semaphore-console/validation';
import { Select, TextField } from '@semaphore-console/ui';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useIntegrationLabels } from './labels';
import { useIntegrationsStore } from './integrationsStore';

/** Example header names (placeholders; header names are not translated). */
const TOKEN_HEADER_EXAMPLE = 'x-token';
const SIGNATURE_HEADER_EXAMPLE = 'x-signature';

/** The auth method "None" in the picker (a picker value cannot be empty); stored as `''`. */
const NONE = 'none';

interface Values {
  name: string;
  /** Template id as text, `''` for none chosen. */
  template: string;
  /** `none`, `github`, `token`, `hmac`, or a method a newer server added. */
  auth_method: string;
  auth_header: string;
  /** Key id as text, `''` for none chosen. */
  secret: string;
}

function initial(integration: Integration | null): Values {
  return {
    name: integration?.name ?? '',
    template: integration ? String(integration.template_id) : '',
    auth_method: integration?.auth_method ? integration.auth_method : NONE,
    auth_header: integration?.auth_header ?? '',
    secret: integration?.auth_secret_id != null ? String(integration.auth_secret_id) : '',
  };
}

/**
 * The integration dialog (spec resources §2, §4, §5): name ("Name is required"), template, auth
 * method (None stored as `''`, GitHub Webhooks, Token, HMAC); the secret only when a method is
 * chosen, offering only `login_password` keys; the header only for token and hmac. A method the
 * console does not know is offered as it is and keeps its header and secret.
 *
 * @param integration - the integration to edit, or `null` for a new one.
 */
export function IntegrationDialog({
  integration,
  open,
  onClose,
  templates,
  keys,
}: {
  integration: Integration | null;
  open: boolean;
  onClose: () => void;
  templates: readonly Template[];
  keys: readonly AccessKey[];
}) {
  const { t } = useLingui();
  const labels = useIntegrationLabels();
  const validate = useValidator();
  const save = useIntegrationsStore((st) => st.save);
  const isNew = integration === null;
  const form = useResourceForm({
    open,
    onClose,
    isNew,
    initial: () => initial(integration),
  });
  const { values, set, errors, setErrors, busy } = form;
  const method = values.auth_method === NONE ? '' : values.auth_method;

  const methods: string[] = [...AUTH_METHODS];
  if (!methods.includes(method)) methods.push(method);
  const secrets = keys.filter(
    (key) => key.type === 'login_password' || String(key.id) === values.secret,
  );

  const submit = async () => {
    const result = validate(integrationSchema, {
      name: values.name,
      template_id: values.template === '' ? null : Number(values.template),
      auth_method: values.auth_method,
      auth_header: values.auth_header,
      auth_secret_id: values.secret === '' ? null : Number(values.secret),
      searchable: integration?.searchable ?? false,
    });
    setErrors(result.errors);
    if (!result.ok) return;
    await form.run(async () => {
      const o = result.output;
      await save(integration?.id ?? null, {
        name: o.name,
        template_id: o.template_id ?? 0,
        auth_method: o.auth_method,
        auth_header: o.auth_header,
        auth_secret_id: o.auth_secret_id,
        searchable: o.searchable,
        task_params: integration?.task_params ?? null,
      });
      onClose();
    });
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={isNew ? t`New integration` : t`Edit integration`}
      onSubmit={() => void submit()}
    >
      <NameField form={form} autoComplete="off" />
      <Select
        label={t`Template`}
        value={values.template}
        placeholder={t`Choose a template`}
        onValueChange={(template) => set({ template })}
        options={templates.map((template) => ({
          value: String(template.id),
          label: template.name,
        }))}
        error={errors.template_id}
        disabled={busy}
      />
      <Select
        label={t`Authentication`}
        value={values.auth_method}
        onValueChange={(auth_method) => set({ auth_method })}
        options={methods.map((m) => ({ value: m === '' ? NONE : m, label: labels.authMethod(m) }))}
        error={errors.auth_method}
        disabled={busy}
      />
      {usesAuthHeader(method) ? (
        <TextField
          label={t`Header`}
          autoComplete="off"
          {...form.text('auth_header')}
          placeholder={method === 'token' ? TOKEN_HEADER_EXAMPLE : SIGNATURE_HEADER_EXAMPLE}
          mono
        />
      ) : null}
      {method !== '' ? (
        <Select
          label={t`Secret`}
          value={values.secret}
          placeholder={t`Choose a login/password key`}
          hint={t`The key's password is the shared secret.`}
          onValueChange={(secret) => set({ secret })}
          options={secrets.map((key) => ({ value: String(key.id), label: key.name }))}
          error={errors.auth_secret_id}
          disabled={busy}
        />
      ) : null}
    </ResourceDialog>
  );
}
