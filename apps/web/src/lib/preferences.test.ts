import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, preferences, resolveTheme } from './preferences';

describe('preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    preferences.getState().reset();
  });

  it('persists each setting to localStorage at once', () => {
    const p = preferences.getState();
    p.setTheme('dark');
    p.setLanguage('de');
    p.setHiddenColumns('dashboard', ['version']);
    p.setLastView(3, 7);
    p.setLastProjectId(3);
    p.setTaskDialogFullscreen(true);
    p.setLogViewer({ wrap: false });
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}').state;
    expect(stored).toMatchObject({
      theme: 'dark',
      language: 'de',
      hiddenColumns: { dashboard: ['version'] },
      lastView: { '3': 7 },
      lastProjectId: 3,
      taskDialogFullscreen: true,
      logViewer: { wrap: false, showTime: true, follow: true },
    });
  });

  it('keeps the recent palette items, most recent first, without duplicates, at most 8', () => {
    const p = preferences.getState();
    for (let i = 1; i <= 10; i++) p.pushRecentCommand(`project:${i}`);
    p.pushRecentCommand('project:5');
    expect(preferences.getState().recentCommands).toEqual([
      'project:5',
      'project:10',
      'project:9',
      'project:8',
      'project:7',
      'project:6',
      'project:4',
      'project:3',
    ]);
    p.setTaskNotifications(true);
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}').state;
    expect(stored).toMatchObject({ taskNotifications: true });
    expect(stored.recentCommands).toHaveLength(8);
  });

  it('forgets a last view with null', () => {
    preferences.getState().setLastView(3, 7);
    preferences.getState().setLastView(3, null);
    expect(preferences.getState().lastView).toEqual({});
  });

  it('reads a stored document back, keeping defaults for missing fields', async () => {
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ state: { theme: 'light' }, version: 1 }),
    );
    await preferences.persist.rehydrate();
    expect(preferences.getState().theme).toBe('light');
    expect(preferences.getState().language).toBe(DEFAULT_PREFERENCES.language);
  });

  it('follows the system until a theme is picked', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
