// Runs before every web unit test file (vitest.config.ts `setupFiles`).
import { beforeEach } from 'vitest';
import { preferences } from '../lib/preferences';
import { resetAllStores } from '../stores/createAppStore';

/**
 * Every test starts from a console that was just opened: empty stores (signed out, no projects),
 * nothing in localStorage and the default preferences. A file's own `beforeEach` runs after this.
 */
beforeEach(() => {
  resetAllStores();
  localStorage.clear();
  preferences.getState().reset();
});
