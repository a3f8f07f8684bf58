import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { connectApi } from './apiClient';
import { Providers } from './app/Providers';
import { routes } from './app/routes';
import { baseAddress } from './navigation';
import { registerPrefetchRoutes } from './prefetch';
import { activateLocale, resolveLocale } from './i18n';
import { preferences } from './preferences';

connectApi();
await activateLocale(resolveLocale(preferences.getState().language));

registerPrefetchRoutes(routes);
const router = createBrowserRouter(routes, { basename: baseAddress().replace(/\/$/, '') || '/' });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
