import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatDuration } from '../../lib/format';
import { taskLogHref } from '../../lib/navigation';
import { preferences } from '../../lib/preferences';
import { useShellStore } from '../../stores/session';
import { taskStatusLabel, useTaskLogStore } from '../task-log';
import { openTaskOf } from './notificationRules';
import { badgeIcon, badgeTitle } from './tabBadge';
import { notificationPermission, showDesktopNotification, startTaskNotifier } from './taskNotifier';

/** Whether the tab is in the background (`document.visibilityState`), kept current. */
function useTabHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const onChange = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}

/**
 * While the tab is in the background, the open task's status shows in the tab title and as the
 * favicon; both are put back when the tab comes to the front or the log closes.
 */
function TabBadge() {
  const { i18n } = useLingui();
  const hidden = useTabHidden();
  const task = useTaskLogStore((s) => s.task);
  const templateName = useTaskLogStore((s) => s.template?.name ?? null);
  const taskId = task?.id;
  const status = task?.status;
  useEffect(() => {
    if (!hidden || taskId === undefined || status === undefined) return;
    const title = document.title;
    document.title = badgeTitle(taskStatusLabel(status, i18n), templateName, taskId, title);
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.type = 'image/svg+xml';
    icon.href = badgeIcon(status);
    icon.dataset.taskStatus = status;
    document.head.append(icon);
    return () => {
      document.title = title;
      icon.remove();
    };
  }, [hidden, taskId, status, templateName, i18n]);
  return null;
}

/**
 * Desktop notifications of tasks (opt-in in the user menu; preferences) and the tab badge of the
 * open task. Render once inside the router, around every signed-in route. A click on a
 * notification opens the task's log (`?t=`, spec core §2).
 */
export function NotificationsHost() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef({ location, i18n });
  current.current = { location, i18n };
  useEffect(
    () =>
      startTaskNotifier({
        context: () => ({
          enabled: preferences.getState().taskNotifications,
          permission: notificationPermission(),
          userId: useShellStore.getState().user?.id ?? null,
          openTask: openTaskOf(current.current.location),
          visible: document.visibilityState === 'visible',
        }),
        describe: (task, templateName) => {
          const { i18n: active } = current.current;
          const id = task.id;
          const templateId = task.template_id;
          return {
            templateName: templateName ?? active._(msg`Template ${templateId}`),
            statusLabel: taskStatusLabel(task.status, active),
            taskLabel: active._(msg`Task #${id}`),
            duration: task.start ? formatDuration(task.start, task.end, active.locale) : null,
          };
        },
        show: showDesktopNotification,
        openTask: (projectId, taskId) =>
          void navigate(taskLogHref(projectId, taskId, current.current.location)),
      }),
    [navigate],
  );
  return <TabBadge />;
}
