import { i18n } from '@lingui/core';
import { LOCALES } from './localeCodes';

export { LOCALES };

/** One catalog locale code, e.g. `'de'` or `'pt-BR'`. */
export type Locale = (typeof LOCALES)[number];

/** A language choice: a catalog locale, or `'system'` = follow the browser (spec core §1). */
export type LanguageChoice = Locale | 'system';

/**
 * Picks the catalog locale for a browser language list (`navigator.languages`): an exact match
 * first (`pt-BR`), then the Chinese script/region rules (`zh-Hant`, `zh-HK` → `zh-TW`; other `zh` →
 * `zh-CN`), then the base language (`de-AT` → `de`). Falls back to `'en'`.
 */
export function matchBrowserLocale(languages: readonly string[]): Locale {
  for (const raw of languages) {
    const tag = raw.trim();
    if (!tag) continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const [base = '', ...rest] = tag.toLowerCase().split('-');
    if (base === 'zh') {
      return rest.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo')
        ? 'zh-TW'
        : 'zh-CN';
    }
    const byBase = LOCALES.find((l) => l === base);
    if (byBase) return byBase;
  }
  return 'en';
}

/**
 * Resolves a language choice to the catalog locale to load: `'system'` follows the browser
 * (`navigator.languages`, or `languages` when given, e.g. in tests).
 */
export function resolveLocale(choice: LanguageChoice, languages?: readonly string[]): Locale {
  if (choice !== 'system') return choice;
  const fromBrowser =
    languages ?? (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
  return matchBrowserLocale(fromBrowser);
}

type CatalogModule = { messages: Record<string, string> };

/**
 * Which catalog a page loads (lingui.config.ts): `'console'`, every message of the app, or
 * `'sign-in'`, only what the sign-in page shows (its messages are in the console's as well).
 */
export type CatalogName = 'console' | 'sign-in';

const loaders: Record<CatalogName, Record<string, () => Promise<CatalogModule>>> = {
  console: import.meta.glob<CatalogModule>('../locales/*/messages.po'),
  'sign-in': import.meta.glob<CatalogModule>('../features/auth/locales/*/messages.po'),
};

/**
 * Loads one locale's catalog and activates it. Only that catalog is fetched: each `.po` file is a
 * separate chunk compiled by the Lingui Vite plugin. Loading adds to the locale's messages, so the
 * console's catalog after the sign-in page's has everything. Sets `<html lang>` as well.
 * @param catalog - `'console'` (default) or the sign-in page's smaller `'sign-in'` catalog.
 * @throws Error when the catalog does not exist.
 */
export async function activateLocale(
  locale: Locale,
  catalog: CatalogName = 'console',
): Promise<void> {
  const load = Object.entries(loaders[catalog]).find(([path]) =>
    path.endsWith(`/locales/${locale}/messages.po`),
  )?.[1];
  if (!load) throw new Error(`No ${catalog} catalog for locale ${locale}`);
  const { messages } = await load();
  i18n.load(locale, messages);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
