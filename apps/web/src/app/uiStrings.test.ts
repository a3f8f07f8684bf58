import { defaultUiStrings } from '@semaphore-console/ui';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { translatedUiStrings } from './uiStrings';

describe('ui strings', () => {
  it('gives every ui string, English equal to the ui defaults', async () => {
    await activateLocale('en');
    const strings = translatedUiStrings(i18n);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(defaultUiStrings).sort());
    expect(strings.rowsRange(21, 40, 45)).toBe(defaultUiStrings.rowsRange(21, 40, 45));
    expect(strings.close).toBe(defaultUiStrings.close);
  });

  it('translates them', async () => {
    await activateLocale('de');
    const strings = translatedUiStrings(i18n);
    expect(strings.nextPage).toBe('Nächste Seite');
    expect(strings.rowsRange(1, 20, 31)).toBe('Zeilen 1–20 von 31');
    await activateLocale('en');
  });
});
