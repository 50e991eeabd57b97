import type { TMessage } from './core.js';
import type { MessageKey, ParamsArgument, TKeyedMessage } from './index.js';

// `message` and `rule`, which every schema uses, need no text of the catalogue (./index.ts, whose
// MESSAGES has every key's English): a module of their own, so a bundle that uses only them leaves the
// texts out. The web app's first page does, and loads the texts as a chunk of their own before its
// first render (apps/web/src/lib/localize.ts). Import them from here: the bundler keeps a module
// that imports ./index.js with the catalogue's module, even for what it re-exports (decision 108).

/** The message `key` with `params`. */
export function message<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): TKeyedMessage<K> {
  const [values] = params;
  return values ? { reason: key, params: values as TMessage['params'] } : { reason: key };
}

/**
 * A message as the text of a zod rule (`z.string().min(1, rule('product.nameRequired'))`): its key,
 * followed by its parameters as JSON when it has any. The server and the forms read it back with
 * `messageOfRule` and say it in the reader's language.
 */
export function rule<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): string {
  const [values] = params;
  return values ? `${key}${JSON.stringify(values)}` : key;
}
