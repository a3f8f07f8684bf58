import cronstrue from 'cronstrue/i18n.js';
import { validateCron } from './pattern';

/** The console's UI languages (lingui catalogs). */
export type ConsoleLocale =
  | 'en'
  | 'es'
  | 'ru'
  | 'uk'
  | 'de'
  | 'zh-CN'
  | 'zh-TW'
  | 'fr'
  | 'it'
  | 'ja'
  | 'ko'
  | 'nl'
  | 'pl'
  | 'pt'
  | 'pt-BR';

/** The cronstrue locale used for each console locale (Portuguese is European Portuguese). */
export const CRONSTRUE_LOCALES: Readonly<Record<ConsoleLocale, string>> = Object.freeze({
  en: 'en',
  es: 'es',
  ru: 'ru',
  uk: 'uk',
  de: 'de',
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt_PT',
  'pt-BR': 'pt_BR',
});

/**
 * The cronstrue locale for a BCP 47 tag: an exact console locale, else its language
 * (`de-AT` → `de`, `zh`/`zh-Hans` → `zh_CN`, `zh-Hant`/`zh-HK` → `zh_TW`), else `en`.
 */
export function cronstrueLocale(locale: string): string {
  const exact = (CRONSTRUE_LOCALES as Record<string, string>)[locale];
  if (exact !== undefined) return exact;
  const lower = locale.toLowerCase();
  if (lower.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(lower) ? 'zh_TW' : 'zh_CN';
  }
  if (lower === 'pt-br') return 'pt_BR';
  const language = lower.split(/[-_]/)[0] ?? '';
  return (CRONSTRUE_LOCALES as Record<string, string>)[language] ?? 'en';
}

/** Options of {@link describeCron}. */
export interface DescribeCronOptions {
  /** 24-hour times ("At 14:00") instead of the locale's default. */
  use24HourTimeFormat?: boolean;
}

/**
 * A human description of a cron pattern in the UI's language (via cronstrue), e.g.
 * `describeCron('*\/5 * * * *', 'de')` → `'Alle 5 Minuten'`. Descriptors are described as their
 * 5-field form. Weekday 0 is Sunday.
 * @param locale - a console locale or any BCP 47 tag (see {@link cronstrueLocale}).
 * @returns the description, or `null` when the pattern is invalid (show the
 * {@link validateCron} message instead). Never throws.
 */
export function describeCron(
  pattern: string,
  locale: string = 'en',
  options: DescribeCronOptions = {},
): string | null {
  const checked = validateCron(pattern);
  if (!checked.valid) return null;
  try {
    return cronstrue.toString(checked.pattern, {
      locale: cronstrueLocale(locale),
      use24HourTimeFormat: options.use24HourTimeFormat,
      dayOfWeekStartIndexZero: true,
      throwExceptionOnParseError: true,
    });
  } catch {
    return null;
  }
}
