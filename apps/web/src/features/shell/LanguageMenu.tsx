import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuRadioGroup, MenuRadioItem, MenuSeparator } from '@semaphore-console/ui';
import { Languages } from 'lucide-react';
import { LOCALES, type LanguageChoice } from '../../i18n/i18n';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { preferences, usePreferences } from '../../lib/preferences';
import * as s from './Layout.css';

/** The language menu (spec core §1): System (follow the browser) and the fifteen languages. */
export function LanguageMenu() {
  const { t } = useLingui();
  const choice = usePreferences((p) => p.language);
  const current = choice === 'system' ? t`System` : LANGUAGE_NAMES[choice];
  return (
    <Menu
      side="top"
      aria-label={t`Language`}
      trigger={
        <Button
          variant="ghost"
          fullWidth
          className={s.bottomButton}
          icon={<Languages aria-hidden size={16} />}
          aria-label={t`Language: ${current}`}
        >
          {current}
        </Button>
      }
    >
      <MenuRadioGroup
        value={choice}
        onValueChange={(value) => preferences.getState().setLanguage(value as LanguageChoice)}
      >
        <MenuRadioItem value="system">
          <Trans>System</Trans>
        </MenuRadioItem>
        <MenuSeparator />
        {LOCALES.map((locale) => (
          <MenuRadioItem key={locale} value={locale}>
            <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
