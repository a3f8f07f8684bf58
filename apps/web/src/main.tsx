import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApi } from './server/apiClient';
import { Providers } from './app/Providers';
import { activateLocale, resolveLocale, type CatalogName } from './i18n/i18n';
import { isSignInAddress } from './lib/navigation';
import { preferences } from './lib/preferences';

/*
 * Two ways in. The sign-in page (`/auth/login`, spec core §2) renders the sign-in screen without
 * the router, with its own small catalog: the page never navigates inside the app (it leaves with
 * a full page load, spec core §4), so the data router, the route table and the shell are
 * prefetched when the page is idle instead of downloaded before the form shows. Every other
 * address starts the router (app/AppRouter.tsx) with the console's catalog; its route table keeps
 * the sign-in route for the gate's redirect of a signed-out person.
 */

/** The sign-in screen alone; schedules the prefetch of the router and the shell. */
async function signInPage(): Promise<ReactElement> {
  const { SignIn } = await import('./features/auth/SignIn');
  // The scheduling module comes with the prefetch, not before the form (it is not start-up code).
  import('./lib/scheduling')
    .then(({ whenIdle }) =>
      whenIdle(() => {
        import('./app/AppRouter').then((app) => app.prefetchShell()).catch(() => undefined);
      }),
    )
    .catch(() => undefined);
  return <SignIn />;
}

/** The router over the whole route table. */
async function routedPage(): Promise<ReactElement> {
  const { startRouter } = await import('./app/AppRouter');
  return startRouter();
}

const catalog: CatalogName = isSignInAddress(window.location.pathname) ? 'sign-in' : 'console';
// The route's code and data start from the address, with the router's code (boot.ts).
if (catalog === 'console') void import('./server/boot');
connectApi();
const [page] = await Promise.all([
  catalog === 'sign-in' ? signInPage() : routedPage(),
  activateLocale(resolveLocale(preferences.getState().language), catalog),
]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Providers catalog={catalog}>{page}</Providers>
  </StrictMode>,
);
