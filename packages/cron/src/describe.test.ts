import { describe, expect, it } from 'vitest';
import { CRONSTRUE_LOCALES, cronstrueLocale, describeCron } from './describe';

describe('describeCron', () => {
  it.each([
    ['* * * * *', 'en', 'Every minute'],
    ['*/5 * * * *', 'en', 'Every 5 minutes'],
    ['0 9 * * 1-5', 'en', 'At 09:00 AM, Monday through Friday'],
    ['0 0 * * 0', 'en', 'At 12:00 AM, only on Sunday'],
    ['@daily', 'en', 'At 12:00 AM'],
    ['*/5 * * * *', 'de', 'Alle 5 Minuten'],
    ['0 9 * * 1-5', 'de', 'Um 09:00, Montag bis Freitag'],
    ['0 9 * * 1-5', 'pt-BR', 'Às 09:00, de segunda-feira a sexta-feira'],
    ['*/5 * * * *', 'uk', 'Кожні 5 хвилин'],
    ['*/5 * * * *', 'zh-CN', '每隔 5 分钟'],
  ])('%s in %s', (pattern, locale, text) => {
    expect(describeCron(pattern, locale)).toBe(text);
  });
  it('0 14 * * * with 24-hour times', () => {
    expect(describeCron('0 14 * * *', 'en', { use24HourTimeFormat: true })).toBe('At 14:00');
    expect(describeCron('0 14 * * *', 'en')).toBe('At 02:00 PM');
  });
  it('*/5 * * * * in every console locale is translated', () => {
    const texts = Object.keys(CRONSTRUE_LOCALES).map((l) => describeCron('*/5 * * * *', l));
    for (const t of texts) expect(t).toEqual(expect.any(String));
    // each locale is really translated (only pt and pt-BR may agree)
    expect(new Set(texts).size).toBeGreaterThanOrEqual(Object.keys(CRONSTRUE_LOCALES).length - 1);
  });
  it.each(['61 * * * *', '', '@every 5m', '* * *'])('%j is null', (pattern) => {
    expect(describeCron(pattern, 'en')).toBeNull();
  });
});

describe('cronstrueLocale', () => {
  it.each([
    ['en', 'en'],
    ['zh-CN', 'zh_CN'],
    ['zh-TW', 'zh_TW'],
    ['pt', 'pt_PT'],
    ['pt-BR', 'pt_BR'],
    ['pt-br', 'pt_BR'],
    ['de-AT', 'de'],
    ['zh', 'zh_CN'],
    ['zh-Hant', 'zh_TW'],
    ['zh-HK', 'zh_TW'],
    ['xx', 'en'],
    ['', 'en'],
  ])('%s -> %s', (locale, expected) => {
    expect(cronstrueLocale(locale)).toBe(expected);
  });
  it('maps all fifteen console locales', () => {
    // Eleven console locales are cronstrue's own tag; the other four map to cronstrue's names.
    const ownTag = ['en', 'es', 'ru', 'uk', 'de', 'fr', 'it', 'ja', 'ko', 'nl', 'pl'];
    expect(CRONSTRUE_LOCALES).toEqual({
      ...Object.fromEntries(ownTag.map((locale) => [locale, locale])),
      'zh-CN': 'zh_CN',
      'zh-TW': 'zh_TW',
      pt: 'pt_PT',
      'pt-BR': 'pt_BR',
    });
  });
});
