import { Trans } from '@lingui/react/macro';
import { useShellStore } from '../../stores/session';
import { pageStyles as page } from '../projects';
import { RunnersPanel } from './RunnersPanel';

/**
 * Global runners (`/runners`, site admins; spec resources §2 "Runners", API §6.17.2): the back
 * arrow comes from the site frame; New runner, the list and its dialogs. The user menu links here
 * only when `use_remote_runner` is on; the screen itself does not check it.
 */
export function RunnersScreen() {
  const admin = useShellStore((st) => st.user?.admin ?? false);
  return (
    <div className={page.page}>
      <RunnersPanel
        scope={null}
        canManage={admin}
        title={
          <h1 className={page.title}>
            <Trans>Runners</Trans>
          </h1>
        }
      />
    </div>
  );
}
