import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, LOCALES, matchBrowserLocale, resolveLocale } from './i18n';

describe('matchBrowserLocale', () => {
  it.each([
    [['pt-BR', 'pt'], 'pt-BR'],
    [['pt-PT'], 'pt'],
    [['de-AT', 'en'], 'de'],
    [['zh-Hant-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['sv-SE', 'fr-CA'], 'fr'],
    [['sv'], 'en'],
    [[], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(matchBrowserLocale(languages)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it('keeps an explicit choice and follows the browser for system', () => {
    expect(resolveLocale('ja', ['de'])).toBe('ja');
    expect(resolveLocale('system', ['uk-UA'])).toBe('uk');
  });
});

describe('activateLocale', () => {
  it('loads one catalog and sets the document language', async () => {
    await activateLocale('de');
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await activateLocale('en');
    expect(i18n.locale).toBe('en');
  });
  it('has sixteen choices: fifteen catalogs plus system', () => {
    expect(LOCALES).toHaveLength(15);
  });
});
