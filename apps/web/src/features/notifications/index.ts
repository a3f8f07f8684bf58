// Public surface of the notifications feature: the host (mounted once by the app) and the user
// menu's toggle.
export { NotificationsHost } from './NotificationsHost';
export { NotificationsMenuItem } from './NotificationsMenuItem';
export { startTaskNotifier, notificationPermission } from './taskNotifier';
export type { TaskNotifierOptions } from './taskNotifier';
