import { useLingui } from '@lingui/react/macro';
import type { App } from '@semaphore-console/api-client';
import { appSchema } from '@semaphore-console/validation';
import { Checkbox, TextField } from '@semaphore-console/ui';
import { appDisplayName } from '../../i18n/appNames';
import { ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useAppsStore } from './appsStore';

/** What the app dialog edits: the fields of API §5.18 as typed. */
interface Values {
  id: string;
  title: string;
  icon: string;
  color: string;
  path: string;
  priority: string;
  /** The text of a JSON array of strings. */
  args: string;
  active: boolean;
}

function initial(app: App | null): Values {
  return {
    id: app?.id ?? '',
    title: app?.title ?? '',
    icon: app?.icon ?? '',
    color: app?.color ?? '',
    path: app?.path ?? '',
    priority: app ? String(app.priority) : '',
    args: app?.args && app.args.length > 0 ? JSON.stringify(app.args) : '',
    active: app?.active ?? true,
  };
}

/**
 * The app dialog (spec resources §2 "Apps", §5): ID (required; fixed once the app exists), title,
 * icon, colour, path, priority, args as a JSON array, active. Saves with `PUT /api/apps/{id}`
 * (API §6.17.3). Errors appear in a red alert above the form; the dialog keeps what was typed.
 *
 * @param app - the app to edit, or `null` for a new one.
 */
export function AppDialog({
  app,
  open,
  onClose,
}: {
  app: App | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const validate = useValidator();
  const save = useAppsStore((st) => st.save);
  const isNew = app === null;
  const form = useResourceForm({
    open,
    onClose,
    isNew,
    initial: () => initial(app),
  });
  const { values, set, setErrors, busy } = form;

  const submit = async () => {
    const result = validate(appSchema, values);
    setErrors(result.errors);
    if (!result.ok) return;
    await form.run(async () => {
      const o = result.output;
      await save(o.id, {
        active: o.active,
        priority: o.priority,
        title: o.title,
        icon: o.icon,
        color: o.color,
        dark_color: app?.dark_color ?? '',
        path: o.path,
        args: o.args,
      });
      onClose();
    });
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={isNew ? t`New app` : t`Edit app`}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t`ID`}
        required
        autoComplete="off"
        {...form.text('id')}
        disabled={busy || !isNew}
        mono
      />
      <TextField
        label={t`Title`}
        {...form.text('title')}
        placeholder={appDisplayName({ id: values.id.trim() })}
      />
      <TextField label={t`Icon`} {...form.text('icon')} />
      <TextField label={t`Colour`} {...form.text('color')} placeholder="#7b42bc" />
      <TextField
        label={t`Path`}
        {...form.text('path')}
        placeholder="/usr/local/bin/ansible-playbook"
        mono
      />
      <TextField label={t`Priority`} inputMode="numeric" {...form.text('priority')} />
      <TextField
        label={t`Arguments`}
        hint={t`A JSON array, e.g. ["--verbose"]`}
        multiline
        rows={3}
        mono
        {...form.text('args')}
      />
      <Checkbox
        label={t`Active`}
        checked={values.active}
        onCheckedChange={(active) => set({ active })}
        disabled={busy}
      />
    </ResourceDialog>
  );
}
