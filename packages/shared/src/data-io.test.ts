import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeXlsxText, encodeXlsxText, escapeFormula, unescapeFormula } from './cell-text.js';

describe('escapeFormula and unescapeFormula (the CSV guard)', () => {
  it('guards what a spreadsheet would run, and nothing else', () => {
    expect(escapeFormula('=cmd|calc')).toBe("'=cmd|calc");
    expect(escapeFormula('- 500 g jar')).toBe("'- 500 g jar");
    expect(escapeFormula('+91 98450 12345')).toBe("'+91 98450 12345");
    expect(escapeFormula('@SUM(1+1)')).toBe("'@SUM(1+1)");
    expect(escapeFormula('\tindented')).toBe("'\tindented");
    expect(escapeFormula('\rreturn')).toBe("'\rreturn");
    expect(escapeFormula('Basmati - 5 kg')).toBe('Basmati - 5 kg');
    expect(escapeFormula("'90s classic")).toBe("'90s classic");
    // A text that starts with its own apostrophe before a formula character gets one more.
    expect(escapeFormula("'-shaped hook")).toBe("''-shaped hook");
  });

  it('removes the one apostrophe the guard adds, keeping any other', () => {
    expect(unescapeFormula("'- 500 g jar")).toBe('- 500 g jar');
    expect(unescapeFormula("'=1+1")).toBe('=1+1');
    expect(unescapeFormula("'@x")).toBe('@x');
    expect(unescapeFormula("'\tx")).toBe('\tx');
    expect(unescapeFormula("''-shaped hook")).toBe("'-shaped hook");
    expect(unescapeFormula("'90s classic")).toBe("'90s classic");
    expect(unescapeFormula("'")).toBe("'");
    expect(unescapeFormula('-5')).toBe('-5');
  });

  it('gives every text back exactly', () => {
    const texts = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom("'", "''", ''),
          fc.constantFrom('=', '+', '-', '@', '\t', '\r', 'a'),
          fc.string(),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(fc.property(texts, (text) => unescapeFormula(escapeFormula(text)) === text));
  }, 30_000);
});

describe("decodeXlsxText and encodeXlsxText (Excel's _xHHHH_ escapes)", () => {
  it('decodes the escapes Excel writes', () => {
    expect(decodeXlsxText('Unsweetened Peanut Butter _x000D_\nCreamy')).toBe(
      'Unsweetened Peanut Butter \r\nCreamy',
    );
    expect(decodeXlsxText('a_x0009_b_x000a_c')).toBe('a\tb\nc');
    expect(decodeXlsxText('_xD83D__xDE00_')).toBe('😀');
    // _x005F_ is an underscore: "_x005F_x000D_" is the text "_x000D_" itself.
    expect(decodeXlsxText('_x005F_x000D_')).toBe('_x000D_');
    expect(decodeXlsxText('_x005F_')).toBe('_');
    expect(decodeXlsxText('SKU_x12_3 and _xZZZZ_')).toBe('SKU_x12_3 and _xZZZZ_');
    expect(decodeXlsxText('plain text')).toBe('plain text');
  });

  it('encodes carriage returns, control characters and escape-like text, nothing else', () => {
    expect(encodeXlsxText('line 1\r\nline 2')).toBe('line 1_x000D_\nline 2');
    expect(encodeXlsxText('a\u0001b\u007f')).toBe('a_x0001_b_x007F_');
    expect(encodeXlsxText('_x000D_')).toBe('_x005F_x000D_');
    // The character after the digits may itself be written as an escape that starts with "_".
    expect(encodeXlsxText('_x0000\r')).toBe('_x005F_x0000_x000D_');
    expect(encodeXlsxText('tab\there, बासमती चावल 🍚, 1,23,456.78')).toBe(
      'tab\there, बासमती चावल 🍚, 1,23,456.78',
    );
  });

  it('gives every text back exactly', () => {
    const escapeLike = fc
      .tuple(
        fc.constantFrom('_x', '_X', 'x'),
        fc.stringMatching(/^[0-9A-Fa-f]{4}$/),
        fc.constantFrom('_', ''),
      )
      .map((parts) => parts.join(''));
    const texts = fc.array(
      fc.oneof(fc.string({ unit: 'binary' }), escapeLike, fc.constantFrom('\r\n', '_', '\r')),
    );
    fc.assert(
      fc.property(texts, (parts) => {
        const text = parts.join('');
        return decodeXlsxText(encodeXlsxText(text)) === text;
      }),
    );
    // A hundred runs of long strings: about 2 s alone, more on a busy machine (it passed 5 s once).
  }, 30_000);
});
