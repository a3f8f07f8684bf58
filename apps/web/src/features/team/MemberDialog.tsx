import { useLingui } from '@lingui/react/macro';
import type { AssignableProjectRole, ProjectUser } from '@semaphore-console/api-client';
import { TEAM_ROLES, teamMemberSchema } from '@semaphore-console/validation';
import { Select } from '@semaphore-console/ui';
import { ResourceDialog, useResourceForm } from '../../components/ResourceDialog';
import { useValidator } from '../../lib/forms';
import { ROLE_TITLES } from './roleTitles';
import { useTeamStore } from './teamStore';

interface Values {
  user_id: number | null;
  role: AssignableProjectRole | '';
}

/**
 * The team member dialog (spec resources §2, §5): add a member (user and role, both required) or
 * change a member's role. Roles are shown by their titles.
 *
 * @param member - the member whose role changes, or `null` to add one.
 */
export function MemberDialog({
  projectId,
  member,
  open,
  onClose,
}: {
  projectId: number;
  member: ProjectUser | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const validate = useValidator();
  const users = useTeamStore((st) => st.users);
  const members = useTeamStore((st) => st.members);
  const isNew = member === null;
  const form = useResourceForm<Values>({
    open,
    onClose,
    isNew,
    initial: () => ({
      user_id: member?.id ?? null,
      // A role a newer server added (API OpenEnum) is not offered: the person picks one.
      role:
        (['owner', 'manager', 'task_runner', 'guest'] as const).find((r) => r === member?.role) ??
        '',
    }),
  });
  const { values, set, errors } = form;
  const candidates = users.filter((user) => !members.some((m) => m.id === user.id));

  const submit = async () => {
    const result = validate(teamMemberSchema, values);
    form.setErrors(result.errors);
    if (!result.ok) return;
    const { user_id, role } = result.output;
    const store = useTeamStore.getState();
    const saved = await form.run(() =>
      isNew ? store.add(projectId, user_id, role) : store.changeRole(projectId, user_id, role),
    );
    if (saved) onClose();
  };

  return (
    <ResourceDialog
      {...form.dialog}
      title={isNew ? t`Add team member` : t`Change role`}
      onSubmit={() => void submit()}
      width={440}
    >
      {isNew ? (
        <Select
          label={t`User`}
          required
          value={values.user_id === null ? undefined : String(values.user_id)}
          onValueChange={(id) => set({ user_id: Number(id) })}
          options={candidates.map((user) => ({
            value: String(user.id),
            label: `${user.name} (${user.username})`,
          }))}
          error={errors.user_id}
          disabled={form.busy}
        />
      ) : (
        <p>{member.name || member.username}</p>
      )}
      <Select
        label={t`Role`}
        required
        value={values.role || undefined}
        onValueChange={(role) => set({ role: role as AssignableProjectRole })}
        options={TEAM_ROLES.map((role) => ({
          value: role,
          label: i18n._(ROLE_TITLES[role] ?? { id: role }),
        }))}
        error={errors.role}
        disabled={form.busy}
      />
    </ResourceDialog>
  );
}
