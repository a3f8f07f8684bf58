import { useLingui } from '@lingui/react/macro';
import { canSetAdminFlag } from '@semaphore-console/permissions';
import { userSchema } from '@semaphore-console/validation';
import { Checkbox, TextField } from '@semaphore-console/ui';
import { NameField, ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { useShellStore } from '../../stores/session';
import type { User } from '@semaphore-console/api-client';
import type { ReactNode } from 'react';
import { useUsersStore } from './usersStore';

interface Values {
  name: string;
  username: string;
  email: string;
  password: string;
  alert: boolean;
  admin: boolean;
}

function initial(user: User | null): Values {
  return {
    name: user?.name ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    alert: user?.alert ?? false,
    admin: user?.admin ?? false,
  };
}

/**
 * The user dialog (spec core §2, §5): name, username and email required; the password only for a
 * new user; email and password disabled for external users; the admin checkbox only for admin
 * viewers. Errors appear in a red alert above the form; the dialog stays open with the typed
 * values.
 * @param user the user to edit, or `null` for a new one.
 * @param children more of the dialog, under the fields (Edit account's two-factor sign-in).
 */
export function UserDialog({
  user,
  open,
  onClose,
  title,
  children,
}: {
  user: User | null;
  open: boolean;
  onClose: () => void;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const validate = useValidator();
  const viewer = useShellStore((st) => st.user);
  const save = useUsersStore((st) => st.save);
  const isNew = user === null;
  const form = useResourceForm({
    open,
    onClose,
    isNew,
    initial: () => initial(user),
  });
  const { values, set, setErrors, busy } = form;
  const external = user?.external ?? false;
  const showAdmin = viewer ? canSetAdminFlag(viewer) : false;

  const submit = async () => {
    const result = validate(userSchema({ isNew }), { ...values, external });
    setErrors(result.errors);
    if (!result.ok) return;
    await form.run(async () => {
      const o = result.output;
      await save(user?.id ?? null, {
        name: o.name,
        username: o.username,
        email: o.email,
        alert: o.alert,
        // Only admins may set the flag; everyone else sends what the user already has (API §6.3).
        admin: showAdmin ? o.admin : (user?.admin ?? false),
        ...(isNew ? { password: o.password } : {}),
      });
      onClose();
    });
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={title ?? (isNew ? t`New user` : t`Edit user`)}
      onSubmit={() => void submit()}
    >
      <NameField form={form} />
      <TextField label={t`Username`} required autoComplete="off" {...form.text('username')} />
      <TextField
        label={t`Email`}
        type="email"
        required={!external}
        {...form.text('email')}
        disabled={busy || external}
      />
      {isNew ? (
        <TextField
          label={t`Password`}
          type="password"
          required
          autoComplete="new-password"
          {...form.text('password')}
          disabled={busy || external}
        />
      ) : null}
      <Checkbox
        label={t`Send alerts`}
        checked={values.alert}
        onCheckedChange={(alert) => set({ alert })}
        disabled={busy}
      />
      {showAdmin ? (
        <Checkbox
          label={t`Admin user`}
          checked={values.admin}
          onCheckedChange={(admin) => set({ admin })}
          disabled={busy}
        />
      ) : null}
      {children}
    </ResourceDialog>
  );
}
