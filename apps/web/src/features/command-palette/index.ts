// Public surface of the command palette feature: the keyboard shortcuts host (mounted once by the
// app) and the shortcut model.
export { CommandHost } from './CommandHost';
export type { CommandPanel } from './CommandHost';
export { PROJECT_SCREENS, screenPath, screensOf } from './projectScreens';
export type { ProjectScreen } from './projectScreens';
export { createShortcutDispatcher, isTypingTarget, SEQUENCE_TIMEOUT_MS } from './shortcuts';
export type { KeyInput, ShortcutAction, ShortcutDispatcher } from './shortcuts';
