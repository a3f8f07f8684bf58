import { setupI18n, type Messages } from '@lingui/core';
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
    // No other test loads Japanese: what i18n holds for it is the sign-in catalog alone.
    await activateLocale('ja', 'sign-in');
    expect(i18n.locale).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    const signIn = { ...i18n.messages };
    const { messages: all } = (await import('../locales/ja/messages.po')) as {
      messages: Messages;
    };
    const console_ = setupI18n();
    console_.loadAndActivate({ locale: 'ja', messages: all });
    // The page's own strings and the form's validation messages, translated.
    expect(i18n._(msg`Sign in`)).toBe(console_._(msg`Sign in`));
    expect(i18n._(msg`Sign in`)).not.toBe('Sign in');
    expect(i18n._('validation.usernameRequired')).toBe(console_._('validation.usernameRequired'));
    expect(i18n._('validation.usernameRequired')).not.toBe('Username is required');
    // Only a small part of the console's messages, each translated as there.
    expect(Object.keys(signIn).length).toBeLessThan(Object.keys(all).length / 5);
    for (const [id, message] of Object.entries(signIn)) expect(all[id]).toEqual(message);
    await activateLocale('en');
  });
  it('has sixteen choices: fifteen catalogs plus system', () => {
    expect(LOCALES).toHaveLength(15);
  });
});
