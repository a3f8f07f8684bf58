import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
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
  it('loads the sign-in catalog: what the sign-in page shows, translated as in the console catalog', async () => {
    const { setupI18n } = await import('@lingui/core');
    await activateLocale('de', 'sign-in');
    const signIn = { ...i18n.messages };
    const isolated = setupI18n();
    const { messages: all } = (await import('./locales/de/messages.po')) as {
      messages: Record<string, unknown>;
    };
    isolated.load('de', all);
    // The page's own strings and the form's validation messages, in German.
    expect(i18n._(msg`Sign in`)).toBe(isolated._(msg`Sign in`));
    expect(i18n._(msg`Sign in`)).toBe('Anmelden');
    expect(i18n._('validation.usernameRequired')).toBe(
      isolated._('validation.usernameRequired'),
    );
    expect(document.documentElement.lang).toBe('de');
    // Only a small part of the console's messages, each translated as there.
    expect(Object.keys(signIn).length).toBeLessThan(Object.keys(all).length / 5);
    for (const [id, message] of Object.entries(signIn)) expect(all[id]).toEqual(message);
  });
  it('has sixteen choices: fifteen catalogs plus system', () => {
    expect(LOCALES).toHaveLength(15);
  });
});
