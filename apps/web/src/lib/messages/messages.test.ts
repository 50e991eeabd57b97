// Every message Godown says by key (docs/domain.md#messages) is said in both languages: a key
// without a Hindi text, or a text whose placeholders differ from the key's parameters, fails here,
// not on a Hindi screen.
import { FIELD_NAMES, LABEL_SETS, MESSAGES, placeholdersOf, type MessageDefinition } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { FIELD_NAMES_HI, HINDI_MESSAGES } from './hi-IN';

const DEVANAGARI = /[\u0900-\u097F]/;
const definitions = Object.entries(MESSAGES) as [string, MessageDefinition][];

describe('the messages by key', () => {
  it.each(definitions)('%s says in English exactly its parameters', (_key, definition) => {
    expect(placeholdersOf(definition.en)).toEqual(Object.keys(definition.params ?? {}).sort());
  });

  it.each(definitions)('%s has a Hindi text with the same placeholders', (key, definition) => {
    const hindi = (HINDI_MESSAGES as Record<string, string | undefined>)[key];
    expect(hindi, `no Hindi for ${key}`).toBeTruthy();
    expect(placeholdersOf(hindi ?? '')).toEqual(placeholdersOf(definition.en));
    const words = (hindi ?? '').replace(/\{\w+\}/g, '').replace(/[\s\p{P}]/gu, '');
    if (words.length > 0) expect(hindi).toMatch(DEVANAGARI);
  });

  it('has no Hindi text for a key that does not exist', () => {
    expect(Object.keys(HINDI_MESSAGES).filter((key) => !Object.hasOwn(MESSAGES, key))).toEqual([]);
  });

  it('names every field in Hindi', () => {
    for (const [field, english] of Object.entries(FIELD_NAMES)) {
      const hindi = (FIELD_NAMES_HI as Record<string, string>)[field];
      // A code (SKU) is the same in both.
      if (hindi !== english) expect(hindi, field).toMatch(DEVANAGARI);
    }
  });

  it('names only label sets that exist', () => {
    const kinds = definitions.flatMap(([, definition]) => Object.values(definition.params ?? {}));
    const sets = kinds.filter((kind) => kind.startsWith('label:')).map((kind) => kind.slice(6));
    expect(sets.filter((set) => !Object.hasOwn(LABEL_SETS, set))).toEqual([]);
  });
});
