import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemo, type DemoHarness } from '../../test/demo';
import { renderApp } from '../../test/render';
import { returnPath, RETURN_PARAM, signInTarget } from './signInReturn';

let demo: DemoHarness | undefined;
afterEach(() => demo?.close());

/** The page a sign-in at `target` comes back to (`null`: the start page). */
const back = (target: string, base = '/') =>
  returnPath(new URL(target, 'http://console.test').searchParams.get(RETURN_PARAM), base);

describe('a deep link opened signed out survives the sign-in (spec core §4)', () => {
  it('asks the sign-in page to come back to the page and its query', () => {
    expect(back(signInTarget('/project/3/templates/7', '/'))).toBe('/project/3/templates/7');
    expect(back(signInTarget('/project/3/history?t=12', '/'))).toBe('/project/3/history?t=12');
    expect(back(signInTarget('/project/3/keys', '/sem/'), '/sem/')).toBe('/project/3/keys');
    // The start page is where a sign-in lands anyway.
    expect(signInTarget('/', '/')).toBe('/auth/login');
  });

  it('never comes back to another site', () => {
    expect(back(signInTarget('//evil.example/x', '/'))).toBeNull();
    expect(back(signInTarget('/\\evil.example/x', '/'))).toBeNull();
  });

  it('the application gate sends a signed-out person to the sign-in page with the return', async () => {
    demo = await startDemo({ run: false, user: null });
    const { router } = await renderApp('/project/1/history?t=5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(
      returnPath(new URLSearchParams(router.state.location.search).get(RETURN_PARAM), '/'),
    ).toBe('/project/1/history?t=5');
  });
});
