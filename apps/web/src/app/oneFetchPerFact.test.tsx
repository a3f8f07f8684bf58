import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../test/demo';
import { renderApp } from '../test/render';

// Every shell call goes to the demo server in memory, which records each request it received.
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
  demo.requests.length = 0;
});
afterEach(() => demo.close());

/** How many `GET` requests of `path` the demo server received. */
const gets = (path: string) =>
  demo.requests.filter((r) => r.method === 'GET' && r.path === path).length;

describe('one fetch per fact (API §14 "App start")', () => {
  it('a project page load asks once for the role, the user, the system info and the projects', async () => {
    const id = demo.projectId();
    await renderApp(`/project/${id}/history`);
    // The dashboard's table is on screen and the drawer shows the role it asked for.
    expect(await screen.findByRole('table', { name: 'Last tasks' })).toBeVisible();
    expect(await screen.findByText('Administrator')).toBeVisible();
    expect(gets(`/api/project/${id}/role`)).toBe(1);
    expect(gets('/api/user')).toBe(1);
    expect(gets('/api/info')).toBe(1);
    expect(gets('/api/projects')).toBe(1);
  });
});
