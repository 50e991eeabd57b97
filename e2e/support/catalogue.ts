import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageKey } from '@godown/shared';
import { HINDI_MESSAGES } from '../../apps/web/src/lib/messages/hi-IN';

// The web app's translation catalogue (apps/web/messages), read so a test can expect the Hindi of
// a screen without copying it.

const messagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/messages');

type Catalogue = Record<string, string>;

function load(locale: 'en-IN' | 'hi-IN'): Catalogue {
  const all: Catalogue = {};
  for (const area of readdirSync(messagesDir)) {
    const { $schema: _schema, ...messages } = JSON.parse(
      readFileSync(path.join(messagesDir, area, `${locale}.json`), 'utf8'),
    ) as Catalogue;
    Object.assign(all, messages);
  }
  return all;
}

const hindiTexts = load('hi-IN');

/** The Hindi of message `key`, with its placeholders filled from `values`. */
export function hi(key: string, values: Record<string, string | number> = {}): string {
  const text = hindiTexts[key];
  if (text === undefined) throw new Error(`No Hindi message ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * The Hindi of a message by key (docs/domain.md#messages: refusals and rules), with its placeholders
 * filled from `values` as the screen formats them.
 */
export function hiMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return HINDI_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
