import { i18n } from '@lingui/core';

/** Loads one locale's catalog (compiled on the fly by the Lingui Vite plugin) and activates it. */
export async function activateLocale(locale: string): Promise<void> {
  const { messages } = (await import(`./locales/${locale}/messages.po`)) as {
    messages: Record<string, string>;
  };
  i18n.load(locale, messages);
  i18n.activate(locale);
}

export { i18n };
