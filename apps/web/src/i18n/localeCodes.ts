/**
 * The catalog locales of the console (spec core §1): English plus fifteen languages. One list for
 * the app (`src/i18n/i18n.ts`) and for catalog extraction (`lingui.config.ts`); it imports nothing so the
 * Lingui CLI can load it.
 */
export const LOCALES = [
  'en',
  'es',
  'ru',
  'uk',
  'de',
  'zh-CN',
  'zh-TW',
  'fr',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'pt-BR',
] as const;
