import { Trans } from '@lingui/react/macro';
import { Alert } from '@semaphore-console/ui';
import { Permission } from '@semaphore-console/permissions';
import { useProjectContext } from '../../hooks/projectContext';
import * as page from '../projects/Page.css';
import { ProjectTabs } from '../projects/ProjectTabs';
import { RunnersPanel } from './RunnersPanel';
import * as s from './runners.css';

/** Where the Upgrade link of the PRO banner goes. */
export const PRO_UPGRADE_URL = 'https://semaphoreui.com/pro';

/**
 * Project runners (`/project/{id}/runners`, the dashboard's Runners tab; spec resources §2): the
 * dashboard menu, the banner "project runners are only in the PRO version" with an Upgrade link,
 * and the list with its dialogs where the server has the endpoint. The open-source server answers
 * 404 (API §9): then the banner and an empty state, not an error.
 */
export function ProjectRunnersScreen() {
  const { projectId, can } = useProjectContext();
  return (
    <div className={page.page}>
      <ProjectTabs />
      <Alert tone="info">
        <Trans>
          Project runners are only in the PRO version.{' '}
          <a className={s.link} href={PRO_UPGRADE_URL} target="_blank" rel="noreferrer">
            Upgrade
          </a>
        </Trans>
      </Alert>
      {projectId ? (
        <RunnersPanel
          scope={projectId}
          canManage={can(Permission.manageProjectResources)}
          title={
            <h2 className={page.sectionTitle} style={{ flex: 1 }}>
              <Trans>Project runners</Trans>
            </h2>
          }
        />
      ) : null}
    </div>
  );
}
