import { Trans, useLingui } from '@lingui/react/macro';
import { MenuCheckboxItem } from '@semaphore-console/ui';
import { useState } from 'react';
import { showSnackbar } from '../../components/snackbar';
import { preferences, usePreferences } from '../../lib/preferences';
import { notificationPermission } from './taskNotifier';

/**
 * The user menu's "Desktop notifications" toggle. Turning it on asks the browser for permission
 * (only then); a refusal or a browser without notifications is said in a snackbar and leaves it
 * off. The choice is stored locally (preferences).
 */
export function NotificationsMenuItem() {
  const { t } = useLingui();
  const enabled = usePreferences((p) => p.taskNotifications);
  const [, rerender] = useState(0);
  const permission = notificationPermission();
  const turnOn = async () => {
    if (permission === 'unsupported') {
      showSnackbar({ message: t`This browser cannot show desktop notifications.`, tone: 'error' });
      return;
    }
    const answer = permission === 'granted' ? 'granted' : await Notification.requestPermission();
    rerender((n) => n + 1);
    if (answer === 'granted') preferences.getState().setTaskNotifications(true);
    else
      showSnackbar({
        message: t`Notifications are blocked for this site. Allow them in the browser's site settings.`,
        tone: 'error',
      });
  };
  return (
    <MenuCheckboxItem
      checked={enabled && permission === 'granted'}
      onCheckedChange={(on) => {
        if (on) void turnOn();
        else preferences.getState().setTaskNotifications(false);
      }}
    >
      <Trans>Desktop notifications</Trans>
    </MenuCheckboxItem>
  );
}
