import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

i18n.load('en', {});
i18n.activate('en');

/**
 * happy-dom computes no layout: give every element an 800 x 400 client box so the virtualizer renders a
 * window of rows (20 px each), as in a browser. Returns the restore function.
 */
export function fakeLayout(): () => void {
  const proto = HTMLElement.prototype;
  const saved = ['clientWidth', 'clientHeight', 'offsetHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => 20 });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}

/** Renders `element` inside lingui (English) and a memory router at `url` (route `path`). */
export function renderWithRouter(
  element: ReactElement,
  url = '/project/1/history?t=7',
  path = '*',
): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
} {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const result = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { ...result, router };
}
