import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@semaphore-console/ui';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import { useShellStore } from '../../stores/session';
import { pageStyles as page, ProjectTabs } from '../projects';
import { RunnersPanel } from './RunnersPanel';
import { useRunnersStore } from './runnersStore';
import * as s from './runners.css';

/** Where the Upgrade link of the PRO banner goes. */
export const PRO_UPGRADE_URL = 'https://semaphoreui.com/pro';

/**
 * Project runners (`/project/{id}/runners`, the dashboard's Runners tab; spec resources §2): the
 * dashboard menu and the list with its dialogs. Where the server has no project runners — its
 * `premium_features.project_runners` is false (newer §N9), or it answers the list with 404 (the
 * open-source 2.10, API §9) — the banner "project runners are only in the PRO version" with an
 * Upgrade link, New runner disabled and an empty state, not an error; elsewhere no banner.
 */
export function ProjectRunnersScreen() {
  const { t } = useLingui();
  const { projectId, can } = useProjectContext();
  const feature = useShellStore((st) => st.capabilities.premiumFeatures.project_runners);
  const unavailable = useRunnersStore((st) => st.scope === projectId && st.unavailable);
  const pro = feature !== false && !unavailable;
  if (!projectId) return null;
  return (
    <RunnersPanel
      scope={projectId}
      canManage={can(Permission.manageProjectResources)}
      usable={pro}
      emptyText={t`This server has no project runners.`}
      top={<ProjectTabs />}
      heading={
        <h2 className={page.sectionTitle} style={{ flex: 1 }}>
          <Trans>Project runners</Trans>
        </h2>
      }
      notice={
        pro ? null : (
          <Alert tone="info">
            <Trans>
              Project runners are only in the PRO version.{' '}
              <a className={s.link} href={PRO_UPGRADE_URL} target="_blank" rel="noreferrer">
                Upgrade
              </a>
            </Trans>
          </Alert>
        )
      }
    />
  );
}
