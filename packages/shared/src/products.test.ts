import { describe, expect, it } from 'vitest';
import { PRODUCT_SEARCH, searchWords, searchesWordStart } from './products.js';

describe('the words of a products search', () => {
  it('splits on spaces, brackets, commas and semicolons, drops repeats in any case, keeps the first six', () => {
    expect(searchWords('  Basmati   rice ')).toEqual(['Basmati', 'rice']);
    expect(searchWords('rice(basmati) [5 kg],aged;new')).toEqual([
      'rice',
      'basmati',
      '5',
      'kg',
      'aged',
      'new',
    ]);
    expect(searchWords('Rice rice RICE dal')).toEqual(['Rice', 'dal']);
    expect(searchWords('a b c d e f g h')).toHaveLength(PRODUCT_SEARCH.wordsMax);
    expect(searchWords('(),;  ')).toEqual([]);
    // A hyphen, a dot and a slash join: a SKU or a pack size stays one word.
    expect(searchWords('SKU-00042 1.5/2')).toEqual(['SKU-00042', '1.5/2']);
  });

  it('lets a word of one or two characters, Hindi too, match only the start of a word', () => {
    expect(['m', 'ma', '5', '42', 'चा'].map(searchesWordStart)).toEqual([true, true, true, true, true]);
    expect(['mas', '425', 'चाव'].map(searchesWordStart)).toEqual([false, false, false]);
  });
});
