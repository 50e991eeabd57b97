import { isMessageKey, messageOfRule, type TMessage } from '@godown/shared';
import { appLocale } from './i18n';
import { loadMessageTexts, textOf } from './messages/render';

// The shared and server texts in the language of the page. A message by key (docs/domain.md#messages)
// is said from its key and parameters (lib/messages); a text a module still sends in English is
// looked up in lib/server-texts.ts. The Hindi tables load as their own chunks, before the first
// render, only when the page is not in English; an English page never downloads them.

let translate: ((text: string) => string) | undefined;

/**
 * A rule's message of `@godown/shared` (a key, `rule('product.nameRequired')`, as zod and the
 * `*_MESSAGES` carry it) in the language of the page; a fixed English text not yet by key is looked
 * up, else left unchanged.
 */
export function localizeText(text: string): string {
  const keyed = messageOfRule(text);
  if (keyed) return textOf(keyed);
  return translate ? translate(text) : text;
}

/**
 * What the server or a rule said, in the language of the page: by its key when it has one
 * (`reason` with `params`), else its English text looked up.
 */
export function sayMessage(said: { reason?: unknown; params?: unknown; message: string }): string {
  if (isMessageKey(said.reason)) {
    const params = typeof said.params === 'object' && said.params !== null ? said.params : undefined;
    return textOf({ reason: said.reason, params: params as TMessage['params'] });
  }
  return localizeText(said.message);
}

/** Loads the tables `localizeText` and `sayMessage` read when the page is not in English (main.tsx). */
export async function loadServerTexts(): Promise<void> {
  if (appLocale() === 'en-IN') return;
  const [serverTexts] = await Promise.all([import('./server-texts'), loadMessageTexts()]);
  translate = serverTexts.translateText;
}
