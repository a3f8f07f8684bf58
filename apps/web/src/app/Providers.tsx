import { I18nProvider, useLingui } from '@lingui/react';
import { darkTheme, lightTheme, UiStringsProvider } from '@semaphore-console/ui';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { activateLocale, i18n, resolveLocale, type CatalogName } from '../i18n/i18n';
import {
  DARK_SCHEME_QUERY,
  resolveTheme,
  systemPrefersDark,
  usePreferences,
} from '../lib/preferences';
import { useSnackbarStore } from '../components/snackbar';
import { translatedUiStrings } from './uiStrings';

/** Follows the system colour scheme while the theme choice is `'system'`. */
function useSystemDark(): boolean {
  const [dark, setDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_SCHEME_QUERY);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/** Puts the light or dark theme class on `<html>` (spec core §1: dark mode remembered locally). */
function ThemeRoot() {
  const choice = usePreferences((s) => s.theme);
  const systemDark = useSystemDark();
  const theme = resolveTheme(choice, systemDark);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(darkTheme, theme === 'dark');
    root.classList.toggle(lightTheme, theme === 'light');
    root.style.colorScheme = theme;
    root.dataset.theme = theme;
  }, [theme]);
  return null;
}

/** Loads the chosen language's catalog whenever the choice changes (one locale at a time). */
function LocaleRoot({ catalog }: { catalog: CatalogName }) {
  const choice = usePreferences((s) => s.language);
  useEffect(() => {
    void activateLocale(resolveLocale(choice), catalog);
  }, [choice, catalog]);
  return null;
}

const SnackbarHost = lazy(() => import('./SnackbarHost'));

/**
 * Mounts the snackbar host (and its toast library) with the first message of the snackbar
 * store, so pages that never show one (sign-in) do not download it.
 */
function LazySnackbar() {
  const current = useSnackbarStore((s) => s.current);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (current) setNeeded(true);
  }, [current]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  );
}

function TranslatedUi({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const strings = useMemo(() => translatedUiStrings(active), [active]);
  return (
    <UiStringsProvider strings={strings}>
      {children}
      <LazySnackbar />
    </UiStringsProvider>
  );
}

/**
 * Everything around the routes: lingui, the theme class, translated ui strings and the snackbar
 * host. The first catalog must be active before this renders (see main.tsx). `catalog` is the
 * catalog the page loads when the language changes: the console's (default), or the sign-in
 * page's own small one.
 */
export function Providers({
  children,
  catalog = 'console',
}: {
  children: ReactNode;
  catalog?: CatalogName;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeRoot />
      <LocaleRoot catalog={catalog} />
      <TranslatedUi>{children}</TranslatedUi>
    </I18nProvider>
  );
}
