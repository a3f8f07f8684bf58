import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './src/i18n/localeCodes';

/** English plus the fifteen languages of the spec (core §1). */
export const locales = LOCALES;

export default defineConfig({
  sourceLocale: 'en',
  locales: [...locales],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The console's catalog: every message of the app (the router's screens load with it).
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
    // The sign-in page's catalog (spec core §2 `/auth/login`, rendered without the router): only
    // what that page shows, so it does not download the whole app's strings. Its messages are in
    // the console's catalog too; scripts/apply-translations.mjs fills both.
    {
      path: '<rootDir>/src/features/auth/locales/{locale}/messages',
      include: [
        '<rootDir>/src/features/auth',
        '<rootDir>/src/i18n/accountMessages.ts',
        '<rootDir>/src/app/uiStrings.ts',
      ],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
