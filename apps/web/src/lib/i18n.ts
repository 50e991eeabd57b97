import { getLocale, locales, setLocale, type Locale } from '../paraglide/runtime.js';

/**
 * The languages Godown speaks, each named in itself. The texts are in `apps/web/messages/<area>/`
 * (`en-IN.json`, `hi-IN.json`), compiled into typed functions (`m.products_title()`); docs/domain.md
 * says how to add one.
 */
export const LANGUAGES: readonly { locale: Locale; name: string }[] = [
  { locale: 'en-IN', name: 'English' },
  { locale: 'hi-IN', name: 'हिन्दी' },
];

export type { Locale };
export { locales };

/** The language the screens are in now: the one chosen in the header, else English (India). */
export function appLocale(): Locale {
  return getLocale();
}

/** True while the screens are in Hindi. */
export function isHindi(): boolean {
  return getLocale() === 'hi-IN';
}

/**
 * Switches the language and reloads the page in it: every text, number and date is drawn again, and
 * the choice is kept in this browser. The view in the address is kept.
 */
export function chooseLanguage(locale: Locale): void {
  if (locale !== getLocale()) setLocale(locale);
}

/** The `lang` of the page (`en-IN`, `hi-IN`), so screen readers and fonts follow the language. */
export function applyDocumentLanguage(): void {
  document.documentElement.lang = getLocale();
}

/** A `YYYY-MM` month in the screens' language: "November 2026", "नवंबर 2026" in Hindi. */
export function monthText(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(getLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** The locale for Mantine's date pickers (dayjs names it by language alone). */
export function datesLocale(): 'en' | 'hi' {
  return isHindi() ? 'hi' : 'en';
}
