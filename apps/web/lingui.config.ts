import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './src/localeCodes';

/** English plus the fifteen languages of the spec (core §1). */
export const locales = LOCALES;

export default defineConfig({
  sourceLocale: 'en',
  locales: [...locales],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
