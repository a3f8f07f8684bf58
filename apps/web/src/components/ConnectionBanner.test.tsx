import { axeViolations } from '@semaphore-console/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionStatus, feedState, startFeed, subscribeFeedReconnected } from '../server/feed';
import { startDemo, type DemoHarness } from '../test/demo';
import { renderAt } from '../test/render';
import { ConnectionBanner } from './ConnectionBanner';

let demo: DemoHarness;
let stopFeed: (() => void) | undefined;
afterEach(() => {
  stopFeed?.();
  stopFeed = undefined;
  demo.close();
});

/** Starts the demo server, the feed and the banner; resolves once the feed is open. */
async function start(options: { faults?: boolean } = {}) {
  demo = await startDemo({ run: false, ...options });
  stopFeed = startFeed(() => undefined);
  let recoveries = 0;
  const off = subscribeFeedReconnected(() => recoveries++);
  const rendered = await renderAt(<ConnectionBanner />);
  await waitFor(() => expect(feedState()).toBe('open'));
  return { ...rendered, recoveries: () => recoveries, off };
}

const banner = () => screen.queryByRole('status');

/** The time the banner must show for the current last contact: English, 24-hour (spec core §9). */
function lastContactText(): string {
  const { lastContact } = connectionStatus();
  expect(lastContact).not.toBeNull();
  return `Last contact at ${new Date(lastContact!).toLocaleTimeString('en', { hourCycle: 'h23' })}.`;
}

describe('connection banner (spec core §4: the console says when it is offline)', () => {
  it('appears while the feed is down with the time of the last contact, and goes after recovery', async () => {
    const { container, recoveries, off } = await start();
    expect(banner()).toBeNull();

    const before = Date.now();
    demo.serverDown();
    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent('Reconnecting to the server…');
    expect(shown).toHaveTextContent(lastContactText());
    expect(connectionStatus()).toMatchObject({ feedDown: true });
    expect(connectionStatus().lastContact).toBeGreaterThanOrEqual(before);
    expect(await axeViolations(container)).toEqual([]);
    expect(recoveries()).toBe(0);

    demo.serverBack();
    await waitFor(() => expect(banner()).toBeNull());
    expect(feedState()).toBe('open');
    expect(recoveries()).toBe(1);
    off();
  });

  it('appears when REST calls fail while the socket is open, and goes when a ping answers again', async () => {
    const { recoveries, off } = await start({ faults: true });
    const projectId = demo.projectId();
    await demo.client.project(projectId).keys.list();
    const answeredAt = Date.now();
    // Every API call but the fault controls answers 503, as a proxy does while the server is gone.
    await demo.transport.fetch(
      new Request(`${demo.transport.origin}/api/demo/faults/requests`, {
        method: 'POST',
        body: JSON.stringify({ count: 10_000, status: 503 }),
      }),
    );
    await expect(demo.client.project(projectId).keys.list()).rejects.toThrow();
    const shown = await screen.findByRole('status');
    expect(feedState()).toBe('open');
    expect(connectionStatus()).toMatchObject({ feedDown: false, restDown: true });
    expect(connectionStatus().lastContact).toBeLessThanOrEqual(answeredAt);
    expect(shown).toHaveTextContent(lastContactText());
    // The banner stays while the pings fail.
    const pingsBefore = demo.requests.filter((r) => r.path === '/api/ping').length;
    await waitFor(() =>
      expect(demo.requests.filter((r) => r.path === '/api/ping').length).toBeGreaterThan(
        pingsBefore + 1,
      ),
    );
    expect(banner()).not.toBeNull();
    expect(recoveries()).toBe(0);

    await demo.transport.fetch(
      new Request(`${demo.transport.origin}/api/demo/faults/reset`, { method: 'POST' }),
    );
    await waitFor(() => expect(banner()).toBeNull());
    expect(connectionStatus()).toEqual({ feedDown: false, restDown: false, lastContact: null });
    expect(recoveries()).toBe(1);
    off();
  });

  it('goes down on a network error of a call and recovers with the next answered call', async () => {
    const { recoveries, off } = await start();
    const projectId = demo.projectId();
    demo.serverDown();
    await expect(demo.client.project(projectId).keys.list()).rejects.toThrow(/Network error/);
    await screen.findByRole('status');
    expect(connectionStatus()).toMatchObject({ feedDown: true, restDown: true });
    demo.serverBack();
    await waitFor(() => expect(banner()).toBeNull());
    // One reload for the whole outage, not one per channel.
    expect(recoveries()).toBe(1);
    off();
  });
});
