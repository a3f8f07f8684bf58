import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, connect } from '../server/client';
import { hideSnackbar, useSnackbarStore } from '../components/snackbar';
import { activateLocale } from '../i18n/i18n';

beforeAll(() => activateLocale('en'));

// A hand-written answer: the demo server never sends an item that does not parse.
const project = {
  id: 3,
  name: 'P',
  created: '2024-10-25T00:43:48Z',
  alert: false,
  alert_chat: null,
  max_parallel_tasks: 0,
  type: '',
};

afterEach(() => {
  hideSnackbar();
  vi.restoreAllMocks();
});

describe('list items the console cannot read', () => {
  it('are left out with one error note naming the list; the rest is shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    connect({
      baseUrl: 'http://console.test/',
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify([project, { id: 'x' }, null, { ...project, id: 4 }]), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
    });
    const projects = await client().projects.list();
    expect(projects.map((p) => p.id)).toEqual([3, 4]);
    await Promise.resolve();
    const note = useSnackbarStore.getState().current;
    expect(note?.tone).toBe('error');
    expect(note?.message).toContain('/api/projects');
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('leave no note when every item is read', async () => {
    connect({
      baseUrl: 'http://console.test/',
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify([project]), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
    });
    expect(await client().projects.list()).toHaveLength(1);
    await Promise.resolve();
    expect(useSnackbarStore.getState().current).toBeNull();
  });
});
