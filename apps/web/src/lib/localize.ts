import type { TMessage } from '@godown/shared';

// What the server and the rules of @godown/shared say, in the language of the page. Everything
// arrives as a message key with its parameters (docs/domain.md#messages): no English sentence is
// parsed or looked up. The catalogue (lib/messages/render.ts: the English of @godown/shared and, for
// a page in Hindi, the Hindi tables) loads as its own chunk before the first render (main.tsx), so
// the first page's script stays small.

type Say = (said: TMessage) => string | undefined;
let say: Say | undefined;

/** A key with its parameters as a rule's text writes it (`rule()`: the key, then JSON), else undefined. */
function ruleOf(text: string): TMessage | undefined {
  const key = /^[a-z][A-Za-z]*(?:\.[A-Za-z]+)+(?=\{|$)/.exec(text)?.[0];
  if (!key) return undefined;
  if (key.length === text.length) return { reason: key };
  try {
    const params = JSON.parse(text.slice(key.length)) as unknown;
    return typeof params === 'object' && params !== null
      ? { reason: key, params: params as TMessage['params'] }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A rule's message of `@godown/shared` (its key, `rule('product.nameRequired')`, as zod and the
 * `*_MESSAGES` carry it) in the language of the page; any other text (what a person typed) as it is.
 */
export function localizeText(text: string): string {
  const keyed = ruleOf(text);
  return (keyed && say?.(keyed)) ?? text;
}

/**
 * What the server said, in the language of the page: by its key (`reason` with `params`); an answer
 * without a key Godown knows (another server, an old alert) in its own words.
 */
export function sayMessage(said: { reason?: unknown; params?: unknown; message: string }): string {
  if (typeof said.reason === 'string') {
    const params = typeof said.params === 'object' && said.params !== null ? said.params : undefined;
    const text = say?.({ reason: said.reason, params: params as TMessage['params'] });
    if (text !== undefined) return text;
  }
  return localizeText(said.message);
}

/** Loads the catalogue `localizeText` and `sayMessage` read, in the page's language (main.tsx). */
export async function loadServerTexts(): Promise<void> {
  const render = await import('./messages/render');
  await render.loadMessageTexts();
  say = render.sayKnown;
}
