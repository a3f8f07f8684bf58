import { useLingui } from '@lingui/react/macro';
import type { ProjectInviteCreate } from '@semaphore-console/api-client';
import { TEAM_ROLES } from '@semaphore-console/validation';
import { Select, TextField } from '@semaphore-console/ui';
import { ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { DEFAULT_INVITE_DAYS, expiryIn, useInvitesStore } from './invitesStore';
import { ROLE_TITLES } from './roleTitles';
import { useTeamStore } from './teamStore';

/** How invites are addressed, from `/api/info` `teams.invite_type` (newer §N7). */
export type InviteKinds = 'email' | 'user' | 'both';

/** `teams.invite_type` as the kinds the form offers: `email`, `user`, else (both or unknown) both. */
export function inviteKinds(inviteType: string): InviteKinds {
  const type = inviteType.toLowerCase();
  return type === 'email' || type === 'user' ? type : 'both';
}

interface Values {
  by: 'email' | 'user';
  email: string;
  user_id: string;
  role: string;
  days: string;
}

/**
 * The invite dialog of the team screen (newer §N7): by e-mail address or by site user, as the
 * server's `teams.invite_type` allows; a role (required) and an expiry in days (default 7).
 */
export function InviteDialog({
  projectId,
  kinds,
  open,
  onClose,
}: {
  projectId: number;
  kinds: InviteKinds;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const users = useTeamStore((st) => st.users);
  const members = useTeamStore((st) => st.members);
  const form = useResourceForm<Values>({
    open,
    onClose,
    isNew: true,
    initial: () => ({
      by: kinds === 'user' ? 'user' : 'email',
      email: '',
      user_id: '',
      role: '',
      days: String(DEFAULT_INVITE_DAYS),
    }),
  });
  const { values, set, errors } = form;
  const candidates = users.filter((user) => !members.some((m) => m.id === user.id));

  const submit = async () => {
    const found: Record<string, string> = {};
    const email = values.email.trim();
    if (values.by === 'email') {
      if (email === '') found.email = t`Enter an e-mail address.`;
      else if (!/^[^\s@]+@[^\s@]+$/.test(email))
        found.email = t`Enter an e-mail address such as name@example.com.`;
    } else if (values.user_id === '') found.user_id = t`Choose a user.`;
    if (values.role === '') found.role = t`Choose a role.`;
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    const target = values.by === 'email' ? { email } : { user_id: Number(values.user_id) };
    const input = {
      ...target,
      role: values.role,
      expires_at: expiryIn(Number(values.days)),
    } as ProjectInviteCreate;
    const saved = await form.run(() => useInvitesStore.getState().create(projectId, input));
    if (saved) onClose();
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={t`Invite to the project`}
      onSubmit={() => void submit()}
      width={440}
    >
      {kinds === 'both' ? (
        <Select
          label={t`Invite by`}
          required
          value={values.by}
          onValueChange={(by) => set({ by: by as Values['by'] })}
          options={[
            { value: 'email', label: t`E-mail address` },
            { value: 'user', label: t`User` },
          ]}
          disabled={form.busy}
        />
      ) : null}
      {values.by === 'email' ? (
        <TextField
          label={t`E-mail address`}
          type="email"
          required
          autoComplete="off"
          {...form.text('email')}
          disabled={form.busy}
        />
      ) : (
        <Select
          label={t`User`}
          required
          value={values.user_id || undefined}
          onValueChange={(id) => set({ user_id: id })}
          options={candidates.map((user) => ({
            value: String(user.id),
            label: `${user.name} (${user.username})`,
          }))}
          error={errors.user_id}
          disabled={form.busy}
        />
      )}
      <Select
        label={t`Role`}
        required
        value={values.role || undefined}
        onValueChange={(role) => set({ role })}
        options={TEAM_ROLES.map((role) => ({
          value: role,
          label: i18n._(ROLE_TITLES[role] ?? { id: role }),
        }))}
        error={errors.role}
        disabled={form.busy}
      />
      <Select
        label={t`Expires after`}
        value={values.days}
        onValueChange={(days) => set({ days })}
        options={[
          { value: '1', label: t`1 day` },
          { value: '3', label: t`3 days` },
          { value: String(DEFAULT_INVITE_DAYS), label: t`7 days` },
          { value: '14', label: t`14 days` },
          { value: '30', label: t`30 days` },
        ]}
        disabled={form.busy}
      />
    </ResourceDialog>
  );
}
