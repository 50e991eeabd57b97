import { IconLanguage } from '@tabler/icons-react';
import { appLocale, chooseLanguage, LANGUAGES, type Locale } from '../../lib/i18n';
import { m } from '../../paraglide/messages.js';
import { HeaderChoiceMenu } from './header-choice-menu';

/**
 * The header's language switch: English (India) or Hindi, each named in itself. The choice is kept
 * in this browser; choosing reloads the page in the language, keeping the view in the address.
 */
export function LanguageMenu() {
  const locale = appLocale();
  const current = LANGUAGES.find((language) => language.locale === locale) ?? LANGUAGES[0]!;
  return (
    <HeaderChoiceMenu<Locale>
      name={m.common_language_current({ language: current.name })}
      title={m.common_language()}
      icon={IconLanguage}
      choices={LANGUAGES.map((language) => ({
        value: language.locale,
        label: language.name,
        lang: language.locale,
      }))}
      value={locale}
      onChoose={chooseLanguage}
    />
  );
}
