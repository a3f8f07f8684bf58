import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedState } from '../server/feed';
import { startDemo, type DemoHarness } from '../test/demo';
import { renderApp } from '../test/render';

let demo: DemoHarness;
afterEach(() => demo.close());

/** How many times the demo server answered `GET path` so far. */
const reads = (path: string) =>
  demo.requests.filter((r) => r.method === 'GET' && r.path === path).length;

/**
 * Each page and the list call that must be sent again after an outage (spec core §4).
 */
const pages: [page: string, list: string][] = [
  ['/project/{pid}/inventory', '/api/project/{pid}/inventory'],
  ['/project/{pid}/environment', '/api/project/{pid}/environment'],
  ['/project/{pid}/keys', '/api/project/{pid}/keys'],
  ['/project/{pid}/repositories', '/api/project/{pid}/repositories'],
  ['/project/{pid}/team', '/api/project/{pid}/users'],
  ['/project/{pid}/integrations', '/api/project/{pid}/integrations'],
  ['/project/{pid}/activity', '/api/project/{pid}/events/last'],
  ['/project/{pid}/history', '/api/project/{pid}/tasks/last'],
  ['/project/{pid}/schedule', '/api/project/{pid}/schedules'],
  ['/users', '/api/users'],
  ['/apps', '/api/apps'],
  ['/runners', '/api/runners'],
];

describe('every page reloads its data after an outage (spec core §4)', { timeout: 30_000 }, () => {
  it.each(pages)('%s reads %s again', async (page, list) => {
    demo = await startDemo({ run: false, useRemoteRunner: true });
    const pid = String(demo.projectId());
    const path = list.replace('{pid}', pid);
    await renderApp(page.replace('{pid}', pid));
    // The first visit of a lazy route loads its module first.
    await waitFor(() => expect(reads(path)).toBeGreaterThan(0), { timeout: 15_000 });
    await waitFor(() => expect(feedState()).toBe('open'));

    demo.serverDown();
    await screen.findByText(/Reconnecting to the server/);
    const before = reads(path);
    demo.serverBack();
    await waitFor(() => expect(screen.queryByText(/Reconnecting to the server/)).toBeNull());
    await waitFor(() => expect(reads(path)).toBeGreaterThan(before));
  });
});
