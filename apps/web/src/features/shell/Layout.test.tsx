import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { startDemo, type DemoHarness } from '../../test/demo';

// Against the demo server in memory: projects 1 "Acme Web Platform" and 2 "Infrastructure".
let demo: DemoHarness;
beforeEach(async () => {
  demo = await startDemo({ run: false });
});
afterEach(() => demo.close());

vi.setConfig({ testTimeout: 30_000 });

describe('document title per route', () => {
  it.each([
    ['/project/1/history', 'Dashboard · Acme Web Platform'],
    ['/project/2/schedule', 'Schedule · Infrastructure'],
    ['/users', 'Users · Semaphore'],
    ['/tasks', 'Active tasks · Semaphore'],
  ])('%s is “%s”', async (path, title) => {
    await renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('admin pages', () => {
  it.each([
    ['/users', 'Users'],
    ['/tasks', 'Active tasks'],
    ['/apps', 'Apps'],
  ])('%s has its title, the user menu and the frame of project pages', async (path, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    // The same drawer as project pages: project selector, administration entries, user menu.
    const drawer = screen.getByRole('complementary', { name: 'Navigation' });
    expect(within(drawer).getByRole('button', { name: /^User menu/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /^Project:/ })).toBeInTheDocument();
    const admin = within(drawer).getByRole('navigation', { name: 'Administration' });
    expect(within(admin).getByRole('link', { name: title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(admin).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });
});

describe('a site page of a person who is not an admin', () => {
  it('/tokens has no empty Administration navigation', async () => {
    demo.close();
    demo = await startDemo({ run: false, user: 'guest' });
    await renderApp('/tokens');
    expect(await screen.findByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
    const drawer = screen.getByRole('complementary', { name: 'Navigation' });
    expect(within(drawer).queryByRole('navigation', { name: 'Administration' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: /^User menu/ })).toBeInTheDocument();
  });
});
