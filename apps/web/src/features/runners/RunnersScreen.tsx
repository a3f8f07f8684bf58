import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@semaphore-console/ui';
import { useShellStore } from '../../stores/session';
import { pageStyles as page } from '../projects';
import { RunnersPanel } from './RunnersPanel';

/**
 * Global runners (`/runners`, site admins; spec resources §2 "Runners", API §6.17.2): the back
 * arrow comes from the site frame; New runner, the list and its dialogs. The user menu links here
 * only when `use_remote_runner` is on (API §5.20); opened by its address on a server that runs
 * tasks itself, the screen says so and New runner is disabled (a new runner would get no task).
 */
export function RunnersScreen() {
  const { t } = useLingui();
  const admin = useShellStore((st) => st.user?.admin ?? false);
  const remote = useShellStore((st) => st.capabilities.useRemoteRunner);
  return (
    <div className={page.page}>
      {remote ? null : (
        <Alert tone="info">
          <Trans>
            This server runs every task itself: remote runners are switched off (use_remote_runner),
            so runners registered here get no tasks.
          </Trans>
        </Alert>
      )}
      <RunnersPanel
        scope={null}
        canManage={admin}
        usable={remote}
        emptyText={t`This server does not use remote runners.`}
        title={
          <h1 className={page.title}>
            <Trans>Runners</Trans>
          </h1>
        }
      />
    </div>
  );
}
