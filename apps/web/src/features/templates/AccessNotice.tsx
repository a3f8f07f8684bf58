import { useLingui } from '@lingui/react/macro';
import { accessNotice, isProjectRole } from '@semaphore-console/permissions';
import { translateDomainMessage } from '../../i18n/domainMessages';
import { useProjectContext } from '../../hooks/projectContext';
import * as s from './templates.css';

/**
 * What the member may do with templates (spec core §6): 'You can run any tasks' to members who
 * can run tasks but not manage templates (task_runner), 'You have read-only access' to members
 * who can do neither (guest); nothing to those who manage templates (they see the edit actions).
 * Nothing while the role is still loading.
 */
export function AccessNotice() {
  const { i18n } = useLingui();
  const { role, permissions, isAdmin } = useProjectContext();
  if (!isAdmin && permissions === 0 && role === '') return null;
  const notice = accessNotice({
    admin: isAdmin,
    role: isProjectRole(role) ? role : '',
    permissions,
  });
  if (notice === null) return null;
  return (
    <p className={s.notice} role="note">
      {translateDomainMessage(i18n, notice)}
    </p>
  );
}
