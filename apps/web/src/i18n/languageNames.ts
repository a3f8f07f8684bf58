import type { Locale } from './i18n';

/**
 * Each language's own name, shown in the language menu (a module of its own: the sign-in page,
 * which has no language menu, does not download it). These are endonyms: a language is listed in
 * its own script whatever the active UI language is, so they are deliberately not translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  ru: 'Русский',
  uk: 'Українська',
  de: 'Deutsch',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
};
