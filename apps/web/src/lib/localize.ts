import { appLocale } from './i18n';

// The shared and server texts in the language of the page (lib/server-texts.ts): the tables of a
// thousand Hindi texts load as their own chunk, before the first render, only when the page is not in
// English; an English page never downloads them.

let translate: ((text: string) => string) | undefined;

/**
 * The current-language version of a fixed English text from `@godown/shared` (its `*_MESSAGES`, the
 * validation messages) or from the server, else the text unchanged: in English, always the text.
 */
export function localizeText(text: string): string {
  return translate ? translate(text) : text;
}

/** Loads the tables `localizeText` reads when the page is not in English (main.tsx, before rendering). */
export async function loadServerTexts(): Promise<void> {
  if (appLocale() === 'en-IN') return;
  translate = (await import('./server-texts')).translateText;
}
