import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import type { LanguageChoice } from '../i18n/i18n';

/** Colour scheme choice: `'system'` follows `prefers-color-scheme` until the person picks one. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** Settings of the task log viewer (owned by the log viewer; stored here so they persist). */
export interface LogViewerPreferences {
  /** Wrap long lines instead of scrolling sideways. */
  wrap: boolean;
  /** Show the time column. */
  showTime: boolean;
  /** Follow new output (stick to the bottom). */
  follow: boolean;
}

/**
 * Everything the console remembers locally across visits (spec core §1, §9; STYLE.md "State").
 * Stored as one JSON document under {@link PREFERENCES_KEY} in `localStorage`.
 */
export interface Preferences {
  /** Dark mode (spec core §1): `'system'` until the person toggles the switch. */
  theme: ThemeChoice;
  /** UI language; `'system'` follows the browser. */
  language: LanguageChoice;
  /** Hidden column ids per table id (spec core §2 "column-visibility settings ... per table"). */
  hiddenColumns: Record<string, string[]>;
  /** Last visited view id per project id (spec core §2); `undefined` = the "All" tab. */
  lastView: Record<string, number>;
  /** Log viewer settings. */
  logViewer: LogViewerPreferences;
  /** Last selected project id (spec core §4: route, remembered, first), or `null`. */
  lastProjectId: number | null;
  /** Whether the task log dialog opens fullscreen (spec core §2 "fullscreen state remembered"). */
  taskDialogFullscreen: boolean;
  /**
   * Keys of the command palette's last chosen items, most recent first, at most
   * {@link RECENT_COMMANDS_LIMIT} (e.g. `project:3`, `template:3:7`, `task:3:1234`).
   */
  recentCommands: string[];
  /** Desktop notifications of the user's and open tasks (opt-in from the user menu). */
  taskNotifications: boolean;
}

/** How many recent command palette items are remembered. */
export const RECENT_COMMANDS_LIMIT = 8;

/** The `localStorage` key of the preferences document. */
export const PREFERENCES_KEY = 'semaphore-console:preferences';

/** Defaults for a first visit. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  language: 'system',
  hiddenColumns: {},
  lastView: {},
  logViewer: { wrap: false, showTime: true, follow: true },
  lastProjectId: null,
  taskDialogFullscreen: false,
  recentCommands: [],
  taskNotifications: false,
};

/** Actions of the preferences store; each one persists at once. */
export interface PreferencesActions {
  setTheme(theme: ThemeChoice): void;
  setLanguage(language: LanguageChoice): void;
  /** Replaces the hidden column ids of one table. */
  setHiddenColumns(tableId: string, hidden: readonly string[]): void;
  /** Remembers the last view of a project; `null` forgets it (the "All" tab). */
  setLastView(projectId: number, viewId: number | null): void;
  setLogViewer(patch: Partial<LogViewerPreferences>): void;
  setLastProjectId(projectId: number | null): void;
  setTaskDialogFullscreen(fullscreen: boolean): void;
  /** Puts a command palette item key first in {@link Preferences.recentCommands}. */
  pushRecentCommand(key: string): void;
  setTaskNotifications(enabled: boolean): void;
  /** Back to {@link DEFAULT_PREFERENCES} (tests). */
  reset(): void;
}

/** The preferences store: state plus actions. */
export type PreferencesStore = Preferences & PreferencesActions;

/**
 * The one persisted-preferences store (vanilla zustand + immer + persist). Read it in React with
 * {@link usePreferences}; outside React with `preferences.getState()`.
 */
export const preferences = createStore<PreferencesStore>()(
  persist(
    immer((set) => ({
      ...DEFAULT_PREFERENCES,
      setTheme: (theme) => set({ theme }),
      setLanguage: (language) => set({ language }),
      setHiddenColumns: (tableId, hidden) =>
        set((s) => {
          s.hiddenColumns[tableId] = [...hidden];
        }),
      setLastView: (projectId, viewId) =>
        set((s) => {
          if (viewId === null) delete s.lastView[String(projectId)];
          else s.lastView[String(projectId)] = viewId;
        }),
      setLogViewer: (patch) =>
        set((s) => {
          Object.assign(s.logViewer, patch);
        }),
      setLastProjectId: (lastProjectId) => set({ lastProjectId }),
      setTaskDialogFullscreen: (taskDialogFullscreen) => set({ taskDialogFullscreen }),
      pushRecentCommand: (key) =>
        set((s) => {
          s.recentCommands = [key, ...s.recentCommands.filter((k) => k !== key)].slice(
            0,
            RECENT_COMMANDS_LIMIT,
          );
        }),
      setTaskNotifications: (taskNotifications) => set({ taskNotifications }),
      reset: () => set({ ...structuredClone(DEFAULT_PREFERENCES) }),
    })),
    {
      name: PREFERENCES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // A damaged or partial document keeps the defaults for what is missing.
      merge: (persisted, current) => ({
        ...current,
        ...(persisted && typeof persisted === 'object' ? (persisted as Partial<Preferences>) : {}),
      }),
    },
  ),
);

/** React hook: selects from the preferences store and re-renders on change. */
export function usePreferences<T>(selector: (state: PreferencesStore) => T): T {
  return useStore(preferences, selector);
}

/** The media query of a system dark colour scheme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Whether the operating system asks for a dark colour scheme right now. */
export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_SCHEME_QUERY).matches;
}

/** The effective theme: the choice, or the system's when the choice is `'system'`. */
export function resolveTheme(
  choice: ThemeChoice,
  systemDark = systemPrefersDark(),
): 'light' | 'dark' {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}
