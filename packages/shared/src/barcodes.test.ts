import { describe, expect, it } from 'vitest';
import {
  displayGtin,
  gs1CheckDigit,
  gs1Date,
  gs1ElementString,
  gtin14,
  isValidGtin,
  ownCode,
  parseGs1,
  productBarcode,
  readOwnCode,
  zGtinSchema,
  BARCODE_MESSAGES,
} from './barcodes.js';

const GS = '\u001d';
// A fixed "today" for the two-digit years of GS1 dates.
const TODAY = new Date('2026-11-26T00:00:00Z');

describe('GTIN check digits', () => {
  it.each([
    ['4006381333931', 'EAN-13'],
    ['5901234123457', 'EAN-13'],
    ['8901063010901', 'EAN-13 of an Indian maker (890)'],
    ['036000291452', 'UPC-A'],
    ['96385074', 'EAN-8'],
    ['09501101530003', 'GTIN-14 (GS1 example)'],
  ])('%s (%s) is valid', (code) => {
    expect(isValidGtin(code)).toBe(true);
    expect(gs1CheckDigit(code.slice(0, -1))).toBe(Number(code.at(-1)));
  });

  it.each(['4006381333932', '590123412345', '1234567', '12345678901234567', '40063813339a1', ''])(
    '%s is not a GTIN',
    (code) => {
      expect(isValidGtin(code)).toBe(false);
    },
  );

  it('matches lengths through GTIN-14 and shows an EAN-13 as 13 digits', () => {
    expect(gtin14('8901063010901')).toBe('08901063010901');
    expect(gtin14('036000291452')).toBe('00036000291452');
    expect(displayGtin('08901063010901')).toBe('8901063010901');
    expect(displayGtin('18901063010908')).toBe('18901063010908');
  });

  it('the product form field names the right check digit', () => {
    expect(zGtinSchema.parse(' 8901063-010901 ')).toBe('8901063010901');
    const wrong = zGtinSchema.safeParse('8901063010902');
    expect(wrong.error?.issues[0]?.message).toBe(BARCODE_MESSAGES.gtinCheckDigit(1));
    expect(zGtinSchema.safeParse('ABC').error?.issues[0]?.message).toBe(BARCODE_MESSAGES.gtinShape);
    expect(zGtinSchema.safeParse('12345').error?.issues[0]?.message).toBe(BARCODE_MESSAGES.gtinShape);
  });
});

describe('GS1 element strings', () => {
  it('reads the bracketed form a label prints', () => {
    expect(parseGs1('(01)09501101530003(17)140704(10)AB-123', TODAY)).toEqual({
      gtin: '09501101530003',
      expiryDate: '2014-07-04',
      batch: 'AB-123',
      other: {},
    });
  });

  it('reads a scanner\'s raw string with FNC1 as group separators (GS1-128 "]C1")', () => {
    const raw = `]C101089010630109011727033110B2611${GS}21SN0042`;
    expect(parseGs1(raw, TODAY)).toEqual({
      gtin: '08901063010901',
      expiryDate: '2027-03-31',
      batch: 'B2611',
      serial: 'SN0042',
      other: {},
    });
  });

  it('reads a GS1 DataMatrix string ("]d2") with the batch last and no separator', () => {
    expect(parseGs1(']d2010950110153000317280229101234-A', TODAY)).toEqual({
      gtin: '09501101530003',
      expiryDate: '2028-02-29',
      batch: '1234-A',
      other: {},
    });
  });

  it('reads a string without a symbology identifier, the serial between batch and expiry', () => {
    // Pharma cartons (India's DAVA track and trace): GTIN, serial, batch, expiry.
    const raw = `0108901063010901` + `21ABCD1234${GS}` + `10LOT7${GS}` + `17261200`;
    expect(parseGs1(raw, TODAY)).toMatchObject({
      gtin: '08901063010901',
      serial: 'ABCD1234',
      batch: 'LOT7',
      // Day 00: the last day of the month.
      expiryDate: '2026-12-31',
    });
  });

  it('keeps other AIs (a count, a production date) and reads a leading FNC1', () => {
    expect(parseGs1(`${GS}010950110153000311260115300024`, TODAY)).toEqual({
      gtin: '09501101530003',
      mfgDate: '2026-01-15',
      count: 24,
      other: {},
    });
    expect(parseGs1('(01)09501101530003(3103)000750', TODAY)?.other).toEqual({ '3103': '000750' });
  });

  it('is not fooled by plain text, a bad check digit or a cut-short field', () => {
    expect(parseGs1('8901063010901', TODAY)).toBeNull(); // a plain EAN-13
    expect(parseGs1('RICE-25KG', TODAY)).toBeNull();
    expect(parseGs1('(01)09501101530004', TODAY)).toBeNull(); // check digit
    expect(parseGs1('010950110153', TODAY)).toBeNull(); // GTIN cut short
    expect(parseGs1('(01)09501101530003(17)261332', TODAY)).toBeNull(); // month 13
    expect(parseGs1('(10)B12(01)09501101530003', TODAY)).toBeNull(); // no GTIN first
    expect(parseGs1('(01)09501101530003(10)', TODAY)).toBeNull(); // empty batch
  });

  it('puts two-digit years within 49 years back and 50 ahead', () => {
    expect(gs1Date('760101', TODAY)).toBe('2076-01-01');
    expect(gs1Date('770101', TODAY)).toBe('1977-01-01');
    expect(gs1Date('270230', TODAY)).toBeNull();
  });

  it('writes the element string a label encodes, which reads back the same', () => {
    const text = gs1ElementString({ gtin: '8901063010901', expiryDate: '2027-03-31', batch: 'B2611' });
    expect(text).toBe('(01)08901063010901(17)270331(10)B2611');
    expect(parseGs1(text, TODAY)).toMatchObject({
      gtin: '08901063010901',
      batch: 'B2611',
      expiryDate: '2027-03-31',
    });
  });
});

describe("Godown's own codes", () => {
  const id = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
  it('round-trip, in either case', () => {
    expect(readOwnCode(ownCode('storageUnit', id))).toEqual({ kind: 'storageUnit', id });
    expect(readOwnCode(ownCode('batch', id).toLowerCase())).toEqual({ kind: 'batch', id });
    expect(readOwnCode('GDN-S-not-an-id')).toBeNull();
    expect(readOwnCode('RICE-25KG')).toBeNull();
  });

  it("a product's label carries its GTIN, else its SKU, else Godown's code", () => {
    expect(productBarcode({ id, gtin: '8901063010901', sku: 'X' })).toEqual({
      symbology: 'ean13',
      text: '8901063010901',
    });
    expect(productBarcode({ id, gtin: '036000291452', sku: null }).symbology).toBe('upca');
    expect(productBarcode({ id, gtin: null, sku: 'RICE-25' })).toEqual({
      symbology: 'code128',
      text: 'RICE-25',
    });
    expect(productBarcode({ id, gtin: null, sku: 'चावल' })).toEqual({
      symbology: 'datamatrix',
      text: ownCode('product', id),
    });
    expect(productBarcode({ id, gtin: null, sku: null }).symbology).toBe('datamatrix');
  });
});

describe('GS1 Digital Link URIs', () => {
  it('reads the GTIN and batch of the path and the expiry of the query, on id.gs1.org', () => {
    expect(parseGs1('https://id.gs1.org/01/09501101530003/10/AB-123?17=270331', TODAY)).toEqual({
      gtin: '09501101530003',
      batch: 'AB-123',
      expiryDate: '2027-03-31',
      other: {},
    });
  });

  it("reads a brand's own domain with a path before the GTIN, short names, and a GTIN-13", () => {
    expect(
      parseGs1('https://qr.example-brand.in/p/india/gtin/8901063010901/lot/B%2026?exp=270331&ser=9', TODAY),
    ).toEqual({
      gtin: '08901063010901',
      batch: 'B 26',
      expiryDate: '2027-03-31',
      serial: '9',
      other: {},
    });
  });

  it('is no GS1 code when the link carries no GTIN, or a GTIN with a wrong check digit', () => {
    expect(parseGs1('https://example.in/products/42', TODAY)).toBeNull();
    expect(parseGs1('https://id.gs1.org/01/09501101530004', TODAY)).toBeNull();
    expect(parseGs1('https://id.gs1.org/01/09501101530003/10/%E0%A4', TODAY)).toBeNull();
    expect(parseGs1('not a url https://id.gs1.org/01/09501101530003', TODAY)).toBeNull();
  });
});
