import { describe, expect, it } from 'vitest';
import { financialYearStart } from './tally-stock-import.js';
import { isCodeLike, skuFromName, stockItemRow } from './tally-stock-rules.js';
import type { XmlElement } from './tally-xml-reader.js';

/** An element as the reader hands it on: `children` of [name, text or children] pairs. */
function el(
  name: string,
  content: string | XmlElement[] = '',
  attributes: Record<string, string> = {},
): XmlElement {
  return typeof content === 'string'
    ? { name, attributes, text: content, children: [] }
    : { name, attributes, text: '', children: content };
}

describe('the SKU of a stock item', () => {
  it('is the same on every import of a name, and reads as a code', () => {
    expect(skuFromName('Amul Butter 500 g')).toBe(skuFromName('Amul Butter 500 g'));
    expect(skuFromName('Amul Butter 500 g').slice(-8)).toBe(skuFromName('amul butter 500g').slice(-8));
    expect(skuFromName('Amul Butter 500 g')).toMatch(/^AMUL-BUTTER-500-G-[0-9A-F]{8}$/);
    expect(skuFromName('हल्दी')).toMatch(/^TALLY-[0-9A-F]{8}$/);
    expect(isCodeLike('AMUL-BTR-500')).toBe(true);
    expect(isCodeLike('8901234567890')).toBe(true);
    expect(isCodeLike('Parle G')).toBe(false);
    expect(isCodeLike('BUTTER')).toBe(false);
  });

  it('takes its rate from the financial year a day is in', () => {
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
  });
});

describe('a stock item read as a row', () => {
  it('reads a bare item: no unit, rate or stock is no value, not a problem', () => {
    expect(stockItemRow(el('STOCKITEM', [], { NAME: 'Loose Jaggery' }), new Map())).toEqual({
      values: {
        productName: 'Loose Jaggery',
        sku: [],
        productCategory: null,
        uqc: null,
        hsnCode: null,
        gstRate: null,
        cessRate: null,
        openingStock: [],
      },
      problems: [],
    });
  });

  it('drops Tally’s control characters and reads its defaults for what they mean', () => {
    const item = el('STOCKITEM', [
      el('NAME', 'Ghee 1 L'),
      el('PARENT', '\u0004 Primary'),
      el('BASEUNITS', '\u0004 Not Applicable'),
      el('OPENINGBALANCE', ' 12 Nos'),
    ]);
    const { values, problems } = stockItemRow(item, new Map());
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      productName: 'Ghee 1 L',
      productCategory: null,
      uqc: null,
      openingStock: [{ godown: 'Main Location', batch: null, quantity: 12, mfgDate: null, expiryDate: null }],
    });
  });

  it('names what it cannot read: an unknown unit, part of a unit, a date', () => {
    const item = el(
      'STOCKITEM',
      [
        el('BASEUNITS', 'Gaddi'),
        el('BATCHALLOCATIONS.LIST', [el('GODOWNNAME', 'Store'), el('OPENINGBALANCE', '1.5 Kg')]),
        el('BATCHALLOCATIONS.LIST', [
          el('BATCHNAME', 'L1'),
          el('MFDON', '31-02-2026'),
          el('OPENINGBALANCE', '4'),
        ]),
      ],
      { NAME: 'Odd' },
    );
    expect(stockItemRow(item, new Map()).problems.map((p) => p.reason)).toEqual([
      'import.tally.unitUnknown',
      'import.tally.wholeUnits',
      'import.tally.dateUnreadable',
    ]);
  });
});
