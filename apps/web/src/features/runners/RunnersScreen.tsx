import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@semaphore-console/ui';
import { useShellStore } from '../../stores/session';
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
    <RunnersPanel
      scope={null}
      canManage={admin}
      usable={remote}
      emptyText={t`This server does not use remote runners.`}
      notice={
        remote ? null : (
          <Alert tone="info">
            <Trans>
              This server runs every task itself: remote runners are switched off
              (use_remote_runner), so runners registered here get no tasks.
            </Trans>
          </Alert>
        )
      }
    />
  );
}
