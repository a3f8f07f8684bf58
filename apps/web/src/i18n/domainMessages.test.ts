import { permissionMessages } from '@semaphore-console/permissions';
import { validationMessages } from '@semaphore-console/validation';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { DOMAIN_MESSAGES, translateDomainMessage } from './domainMessages';

describe('domain messages in the catalogs', () => {
  it('mirrors every validation and permission message with the same id and text', () => {
    const mirrored = new Map(DOMAIN_MESSAGES.map((d) => [d.id, d.message]));
    const fromPackages = [
      ...Object.values(validationMessages),
      ...Object.values(permissionMessages),
    ];
    for (const descriptor of fromPackages) {
      expect(mirrored.get(descriptor.id), descriptor.id).toBe(descriptor.message);
    }
    expect(mirrored.size).toBe(fromPackages.length);
  });

  it('translates with the active catalog and fills in values', () => {
    i18n.load('xx', { 'validation.surveyValueRequired': '{title} fehlt' });
    i18n.activate('xx');
    expect(
      translateDomainMessage(i18n, {
        id: 'validation.surveyValueRequired',
        message: '{title} is required',
        values: { title: 'Version' },
      }),
    ).toBe('Version fehlt');
  });
});
