import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CESS_RATE_MAX,
  GST_RATES,
  GST_UNIT_CODE_LIST,
  GST_UNIT_CODES,
  amountInWords,
  hsnSummary,
  invoiceTotals,
  isGstRate,
  lineTax,
  roundToRupee,
  taxLines,
} from './gst-tax.js';

/** |tax − taxable × bp / divisor| ≤ half a paisa, in exact integers: |tax × divisor − taxable × bp| ≤ divisor / 2. */
const withinHalfPaisa = (tax: number, taxable: number, rate: number, divisor: bigint) => {
  const diff = BigInt(tax) * divisor - BigInt(taxable) * BigInt(Math.round(rate * 100));
  return (diff < 0n ? -diff : diff) * 2n <= divisor;
};

describe('GST rates and units', () => {
  it('knows the GST rates, the 40% slab among them', () => {
    expect(GST_RATES).toContain(40);
    for (const rate of [0, 0.1, 0.25, 5, 18, 28, 40]) expect(isGstRate(rate)).toBe(true);
    for (const rate of [2, 0.2, 17.99, 41, -5, Number.NaN]) expect(isGstRate(rate)).toBe(false);
    expect(CESS_RATE_MAX).toBe(300);
  });

  it("lists GST's unit quantity codes, three capitals each, with their descriptions", () => {
    expect(GST_UNIT_CODE_LIST).toEqual(Object.keys(GST_UNIT_CODES));
    expect(GST_UNIT_CODE_LIST).toHaveLength(45);
    for (const code of GST_UNIT_CODE_LIST) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(GST_UNIT_CODES).toMatchObject({
      NOS: 'Numbers',
      KGS: 'Kilograms',
      OTH: 'Others',
      UGS: 'US gallons',
    });
  });
});

describe('lineTax', () => {
  it('splits the rate into CGST and SGST inside a state, IGST across states', () => {
    expect(lineTax({ taxable: 100000, gstRate: 18, cessRate: 0, interState: false })).toEqual({
      cgst: 9000,
      sgst: 9000,
      igst: 0,
      cess: 0,
    });
    expect(lineTax({ taxable: 100000, gstRate: 18, cessRate: 0, interState: true })).toEqual({
      cgst: 0,
      sgst: 0,
      igst: 18000,
      cess: 0,
    });
  });

  it('rounds each tax to the paisa', () => {
    // 2.5% of 333.33 rupees is 8.33325; 5% is 16.6665.
    expect(lineTax({ taxable: 33333, gstRate: 5, cessRate: 0, interState: false })).toMatchObject({
      cgst: 833,
      sgst: 833,
    });
    expect(lineTax({ taxable: 33333, gstRate: 5, cessRate: 0, interState: true }).igst).toBe(1667);
  });

  it('rounds half a paisa up', () => {
    // 9% of 50 paise is 4.5 paise; 18% of 25 paise is 4.5 paise; 0.1% of 500 paise is 0.5 paisa.
    expect(lineTax({ taxable: 50, gstRate: 18, cessRate: 0, interState: false }).cgst).toBe(5);
    expect(lineTax({ taxable: 25, gstRate: 18, cessRate: 0, interState: true }).igst).toBe(5);
    expect(lineTax({ taxable: 500, gstRate: 0.1, cessRate: 0, interState: true }).igst).toBe(1);
    expect(lineTax({ taxable: 499, gstRate: 0.1, cessRate: 0, interState: true }).igst).toBe(0);
  });

  it('adds the cess on the taxable value, whatever the state', () => {
    expect(lineTax({ taxable: 100000, gstRate: 28, cessRate: 12, interState: false })).toEqual({
      cgst: 14000,
      sgst: 14000,
      igst: 0,
      cess: 12000,
    });
    expect(lineTax({ taxable: 12345, gstRate: 28, cessRate: 12, interState: true }).cess).toBe(1481); // 1481.4
    expect(lineTax({ taxable: 1000, gstRate: 28, cessRate: 0.35, interState: true }).cess).toBe(4); // 3.5
  });

  it('stays exact on a huge taxable value, past what a double holds', () => {
    const taxable = 10 ** 15 - 1;
    const tax = lineTax({ taxable, gstRate: 18, cessRate: 12.37, interState: false });
    const exact = (bp: bigint, divisor: bigint) => (BigInt(taxable) * bp + divisor / 2n) / divisor;
    expect(BigInt(tax.cgst)).toBe(exact(1800n, 20_000n));
    expect(BigInt(tax.cess)).toBe(exact(1237n, 10_000n));
    expect(tax.cgst).toBe(90_000_000_000_000); // 89,999,999,999,999.91
    // Where taxable × rate in doubles rounds the other way: 130274200588558.5 and 101785935613716.4994.
    expect(
      lineTax({ taxable: 723745558825325, gstRate: 18, cessRate: 12.37, interState: true }),
    ).toMatchObject({
      igst: 130274200588559,
    });
    expect(lineTax({ taxable: 822845073675962, gstRate: 0, cessRate: 12.37, interState: true }).cess).toBe(
      101785935613716,
    );
    expect(lineTax({ taxable: 10 ** 15, gstRate: 40, cessRate: 300, interState: true })).toEqual({
      cgst: 0,
      sgst: 0,
      igst: 4 * 10 ** 14,
      cess: 3 * 10 ** 15,
    });
  });

  it('takes rates whose hundredths a double cannot hold exactly', () => {
    expect(lineTax({ taxable: 1000, gstRate: 0.1, cessRate: 0.29, interState: true })).toMatchObject({
      igst: 1,
      cess: 3, // 2.9
    });
  });

  it('refuses a negative or fractional taxable value and a rate with more than 2 decimals', () => {
    const ok = { taxable: 100, gstRate: 18, cessRate: 0, interState: false };
    for (const bad of [
      { taxable: -1 },
      { taxable: 1.5 },
      { taxable: Number.NaN },
      { taxable: 10 ** 15 + 1 },
      { gstRate: 18.005 },
      { gstRate: -5 },
      { gstRate: Number.POSITIVE_INFINITY },
      { cessRate: 0.001 },
      { cessRate: 301 },
    ]) {
      expect(() => lineTax({ ...ok, ...bad }), JSON.stringify(bad)).toThrow(RangeError);
    }
  });

  it('taxes a list of lines, keeping their other fields', () => {
    const lines = [
      { id: 'a', taxable: 100000, gstRate: 18, cessRate: 0 },
      { id: 'b', taxable: 50, gstRate: 5, cessRate: 1 },
    ];
    expect(taxLines(lines, false)).toEqual([
      { id: 'a', taxable: 100000, gstRate: 18, cessRate: 0, cgst: 9000, sgst: 9000, igst: 0, cess: 0 },
      { id: 'b', taxable: 50, gstRate: 5, cessRate: 1, cgst: 1, sgst: 1, igst: 0, cess: 1 },
    ]);
  });
});

describe('roundToRupee and invoiceTotals', () => {
  it('rounds to the rupee, 50 paise and above up', () => {
    expect(roundToRupee(123449)).toEqual({ total: 123400, roundOff: -49 });
    expect(roundToRupee(123450)).toEqual({ total: 123500, roundOff: 50 });
    expect(roundToRupee(123400)).toEqual({ total: 123400, roundOff: 0 });
    expect(roundToRupee(0)).toEqual({ total: 0, roundOff: 0 });
    expect(() => roundToRupee(1.5)).toThrow(RangeError);
  });

  it("sums an invoice's lines and rounds the grand total", () => {
    expect(
      invoiceTotals([
        { taxable: 100000, cgst: 9000, sgst: 9000, igst: 0, cess: 0 },
        { taxable: 33333, cgst: 833, sgst: 833, igst: 0, cess: 0 },
      ]),
    ).toEqual({
      taxable: 133333,
      cgst: 9833,
      sgst: 9833,
      igst: 0,
      cess: 0,
      beforeRounding: 152999,
      roundOff: 1,
      total: 153000,
    });
    expect(invoiceTotals([])).toEqual({
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      cess: 0,
      beforeRounding: 0,
      roundOff: 0,
      total: 0,
    });
  });
});

describe('hsnSummary', () => {
  const line = { uqc: 'NOS', quantity: 1, taxable: 100, cgst: 9, sgst: 9, igst: 0, cess: 0 };

  it('groups the lines by HSN code and rate, sorted, lines without HSN last', () => {
    expect(
      hsnSummary([
        { ...line, hsnCode: null, gstRate: 18 },
        { ...line, hsnCode: '8517', gstRate: 18, uqc: 'PCS', quantity: 2 },
        { ...line, hsnCode: '0401', gstRate: 5, uqc: 'LTR', cgst: 3, sgst: 3 },
        { ...line, hsnCode: '8517', gstRate: 18, uqc: 'BOX', quantity: 3, taxable: 250, cess: 7 },
        { ...line, hsnCode: '8517', gstRate: 12, cgst: 6, sgst: 6 },
        { ...line, hsnCode: null, gstRate: 18, uqc: null },
        { ...line, hsnCode: null, gstRate: 5, cgst: 3, sgst: 3 },
      ]),
    ).toEqual([
      {
        hsnCode: '0401',
        uqc: 'LTR',
        gstRate: 5,
        quantity: 1,
        taxable: 100,
        cgst: 3,
        sgst: 3,
        igst: 0,
        cess: 0,
      },
      {
        hsnCode: '8517',
        uqc: 'NOS',
        gstRate: 12,
        quantity: 1,
        taxable: 100,
        cgst: 6,
        sgst: 6,
        igst: 0,
        cess: 0,
      },
      {
        hsnCode: '8517',
        uqc: 'PCS',
        gstRate: 18,
        quantity: 5,
        taxable: 350,
        cgst: 18,
        sgst: 18,
        igst: 0,
        cess: 7,
      },
      {
        hsnCode: null,
        uqc: 'NOS',
        gstRate: 5,
        quantity: 1,
        taxable: 100,
        cgst: 3,
        sgst: 3,
        igst: 0,
        cess: 0,
      },
      {
        hsnCode: null,
        uqc: 'NOS',
        gstRate: 18,
        quantity: 2,
        taxable: 200,
        cgst: 18,
        sgst: 18,
        igst: 0,
        cess: 0,
      },
    ]);
    expect(hsnSummary([])).toEqual([]);
  });
});

describe('amountInWords', () => {
  it('says an amount the Indian way', () => {
    const cases: [number, string][] = [
      [12045000, 'Rupees One Lakh Twenty Thousand Four Hundred and Fifty Only'],
      [100, 'Rupees One Only'],
      [1001 * 100, 'Rupees One Thousand and One Only'],
      [100005 * 100, 'Rupees One Lakh and Five Only'],
      [10000000 * 100, 'Rupees One Crore Only'],
      [10000005 * 100, 'Rupees One Crore and Five Only'],
      [1050, 'Rupees Ten and Fifty Paise Only'],
      [0, 'Rupees Zero Only'],
      [1, 'Rupees Zero and One Paise Only'],
      [99, 'Rupees Zero and Ninety Nine Paise Only'],
      [1999 * 100 + 19, 'Rupees One Thousand Nine Hundred and Ninety Nine and Nineteen Paise Only'],
      [2_00_000 * 100, 'Rupees Two Lakh Only'],
      [
        99_99_99_999 * 100,
        'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred and Ninety Nine Only',
      ],
      [1_00_00_00_000 * 100, 'Rupees One Hundred Crore Only'],
      [
        1_23_45_67_89_012 * 100 + 5,
        'Rupees Twelve Thousand Three Hundred and Forty Five Crore Sixty Seven Lakh Eighty Nine Thousand and Twelve' +
          ' and Five Paise Only',
      ],
      [10 ** 15, 'Rupees Ten Lakh Crore Only'],
    ];
    for (const [paise, words] of cases) expect(amountInWords(paise), String(paise)).toBe(words);
  });

  it('refuses a negative or fractional amount', () => {
    for (const bad of [-1, 0.5, Number.NaN, 2 ** 53]) expect(() => amountInWords(bad)).toThrow(RangeError);
  });

  it('always reads "Rupees … Only", with no gaps or holes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 }), (paise) => {
        const words = amountInWords(paise);
        expect(words.startsWith('Rupees ')).toBe(true);
        expect(words.endsWith(' Only')).toBe(true);
        expect(words).not.toContain('  ');
        expect(words).not.toContain('undefined');
      }),
    );
  });
});

describe('an invoice of any lines', () => {
  const lines = fc.array(
    fc.record({
      taxable: fc.integer({ min: 0, max: 10 ** 11 }),
      gstRate: fc.constantFrom(...GST_RATES),
      cessRate: fc.integer({ min: 0, max: CESS_RATE_MAX * 100 }).map((n) => n / 100),
    }),
    { minLength: 1, maxLength: 50 },
  );

  it('carries CGST and SGST alike inside a state, only IGST across states', () => {
    fc.assert(
      fc.property(lines, (input) => {
        for (const line of taxLines(input, false)) {
          expect(line.igst).toBe(0);
          expect(line.cgst).toBe(line.sgst);
        }
        for (const line of taxLines(input, true)) {
          expect(line.cgst).toBe(0);
          expect(line.sgst).toBe(0);
        }
      }),
    );
  });

  it('has each tax within half a paisa of the exact value', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (input, interState) => {
        for (const line of taxLines(input, interState)) {
          const { taxable, gstRate, cessRate } = line;
          if (interState) expect(withinHalfPaisa(line.igst, taxable, gstRate, 10_000n)).toBe(true);
          else expect(withinHalfPaisa(line.cgst, taxable, gstRate, 20_000n)).toBe(true);
          expect(withinHalfPaisa(line.cess, taxable, cessRate, 10_000n)).toBe(true);
        }
      }),
    );
  });

  it('adds up to a whole-rupee total exactly', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (input, interState) => {
        const totals = invoiceTotals(taxLines(input, interState));
        const { taxable, cgst, sgst, igst, cess, roundOff, total } = totals;
        expect(taxable + cgst + sgst + igst + cess).toBe(totals.beforeRounding);
        expect(taxable + cgst + sgst + igst + cess + roundOff).toBe(total);
        expect(total % 100).toBe(0);
        expect(roundOff).toBeGreaterThanOrEqual(-49);
        expect(roundOff).toBeLessThanOrEqual(50);
        expect(taxable).toBe(input.reduce((sum, line) => sum + line.taxable, 0));
      }),
    );
  });
});
