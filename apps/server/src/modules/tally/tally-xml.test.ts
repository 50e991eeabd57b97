import { describe, expect, it } from 'vitest';
import { el, paiseOf, tallyAmount, tallyPercent, tallyRate, xmlText } from './tally-xml.js';

// The writer of the Tally files (docs/domain.md#tally): exact amounts, safe text.
describe('amounts', () => {
  it('reads PostgreSQL’s rupees as paise by their digits and writes them with two decimals', () => {
    expect(['1234.50', '-0.17', '7', '0.05', '-12.5', '0.00'].map(paiseOf)).toEqual([
      123450, -17, 700, 5, -1250, 0,
    ]);
    expect(() => paiseOf('1.005')).toThrow();
    expect(() => paiseOf('1e3')).toThrow();
    expect([123450, -17, 700, 5, 0, -100].map(tallyAmount)).toEqual([
      '1234.50',
      '-0.17',
      '7.00',
      '0.05',
      '0.00',
      '-1.00',
    ]);
    // 0.1 + 0.2 as floats is 0.30000000000000004; as paise it is 30.
    expect(tallyAmount(paiseOf('0.10') + paiseOf('0.20'))).toBe('0.30');
    expect(tallyRate(10550, 'BOX')).toBe('105.50/BOX');
  });

  it('halves a GST rate exactly', () => {
    expect(['18.00', '5.00', '0.25', '40.00', '0.00'].map((r) => tallyPercent(r, true))).toEqual([
      '9',
      '2.5',
      '0.125',
      '20',
      '0',
    ]);
    expect(tallyPercent('12.00')).toBe('12');
  });
});

describe('text', () => {
  it('escapes XML’s five specials and leaves out what XML 1.0 forbids', () => {
    expect(xmlText(`R&B <"Sons"> 'n'`)).toBe('R&amp;B &lt;&quot;Sons&quot;&gt; &apos;n&apos;');
    expect(xmlText('\u0004 Any\u0000\u001f\uFFFE\uD800 ok\tä 😀\n')).toBe(' Any ok\tä 😀\n');
    expect(el('NAME', '')).toBe('');
    expect(el('NAME', null)).toBe('');
    expect(el('AMOUNT', 0)).toBe('<AMOUNT>0</AMOUNT>');
  });
});
