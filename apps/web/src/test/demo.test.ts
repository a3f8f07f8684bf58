import { afterEach, describe, expect, it } from 'vitest';
import { client, openFeed } from '../server/client';
import { startDemo, type DemoHarness } from './demo';

let demo: DemoHarness | undefined;
afterEach(() => demo?.close());

describe('startDemo (the in-memory demo server behind client())', () => {
  it('signs in and answers through client() in the DOM test environment', async () => {
    demo = await startDemo();
    expect((await client().user.get()).username).toBe('admin');
    const projects = await client().projects.list();
    expect(projects.map((p) => p.id)).toContain(demo.projectId());
  });

  it('stays signed out with user: null', async () => {
    demo = await startDemo({ user: null });
    await expect(client().user.get()).rejects.toMatchObject({ status: 401 });
  });

  it('opens the feed on the demo hub', async () => {
    demo = await startDemo();
    const feed = openFeed();
    await new Promise<void>((resolve) => {
      const off = feed.on('state', (state) => {
        if (state === 'open') {
          off();
          resolve();
        }
      });
    });
    expect(feed.state).toBe('open');
    feed.dispose();
  });
});
