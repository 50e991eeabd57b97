import { describe, expect, it } from 'vitest';
import { GST_STATES, gstinCheckCharacter, readGstin, readGstState } from './gstin.js';

describe('GSTINs', () => {
  // Registered taxpayers' GSTINs as printed on their invoices.
  const real = ['27AAACR5055K1Z7', '27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM'];

  it("reads a real GSTIN's state and PAN, forgiving lower case and spaces around it", () => {
    for (const gstin of real) expect(readGstin(gstin)).toMatchObject({ ok: true, gstin });
    expect(readGstin(' 27aaacr5055k1z7 ')).toEqual({
      ok: true,
      gstin: '27AAACR5055K1Z7',
      stateCode: '27',
      state: 'Maharashtra',
      pan: 'AAACR5055K',
    });
    expect(readGstin('29AAGCB7383J1Z4')).toMatchObject({
      stateCode: '29',
      state: 'Karnataka',
      pan: 'AAGCB7383J',
    });
  });

  it('refuses a GSTIN with one character changed or two swapped: the check character catches it', () => {
    for (const gstin of real) {
      for (let i = 0; i < 14; i++) {
        const changed = gstin.slice(0, i) + (gstin[i] === '7' ? '8' : '7') + gstin.slice(i + 1);
        const reading = readGstin(changed);
        expect(reading.ok, changed).toBe(false);
      }
      // Two neighbours swapped (where they differ): the usual slip of a hand copying a number.
      for (let i = 2; i < 13; i++) {
        if (gstin[i] === gstin[i + 1]) continue;
        const swapped = gstin.slice(0, i) + gstin[i + 1] + gstin[i] + gstin.slice(i + 2);
        expect(readGstin(swapped), swapped).toEqual({ ok: false, problem: 'checkCharacter' });
      }
    }
  });

  it('says which rule a text breaks first', () => {
    expect(readGstin('27AAACR5055K1Z')).toEqual({ ok: false, problem: 'length' });
    expect(readGstin('27AAACR5055K1Z77')).toEqual({ ok: false, problem: 'length' });
    expect(readGstin('27AAACR5055K-Z7')).toEqual({ ok: false, problem: 'characters' });
    expect(readGstin('27ÄAACR5055K1Z7')).toEqual({ ok: false, problem: 'characters' });
    // 00 and 40 number no state; the check character is right for them, the state code is not.
    for (const code of ['00', '40', '98']) {
      const first14 = `${code}AAACR5055K1Z`;
      expect(readGstin(first14 + gstinCheckCharacter(first14)!)).toEqual({ ok: false, problem: 'stateCode' });
    }
    expect(readGstin('27AAACR5055K1Z8')).toEqual({ ok: false, problem: 'checkCharacter' });
  });

  it('gives no PAN for a GSTIN built on another number (a TDS deductor’s TAN)', () => {
    const first14 = '07DELA12345B1D';
    const reading = readGstin(first14 + gstinCheckCharacter(first14)!);
    expect(reading).toMatchObject({ ok: true, stateCode: '07', state: 'Delhi', pan: null });
  });

  it('knows every state and union territory, and no code twice', () => {
    expect(Object.keys(GST_STATES)).toHaveLength(40);
    expect(new Set(Object.values(GST_STATES)).size).toBe(40);
    expect(GST_STATES['37']).toBe('Andhra Pradesh');
    expect(GST_STATES['38']).toBe('Ladakh');
    expect(gstinCheckCharacter('27AAACR5055K1')).toBeNull();
    expect(gstinCheckCharacter('27AAACR5055K1*')).toBeNull();
  });
});

describe('readGstState', () => {
  it('reads a code, a code with its name, or a name in any case', () => {
    expect(readGstState('27')).toBe('27');
    expect(readGstState(' 7 ')).toBe('07');
    expect(readGstState('27-Maharashtra')).toBe('27');
    expect(readGstState('29 - Karnataka')).toBe('29');
    expect(readGstState('MAHARASHTRA')).toBe('27');
    expect(readGstState('Jammu & Kashmir')).toBe('01');
    expect(readGstState('dadra and nagar haveli and daman and diu')).toBe('26');
  });

  it('names none for an unknown code or name', () => {
    expect(readGstState('40')).toBeNull();
    expect(readGstState('Bombay')).toBeNull();
    expect(readGstState('')).toBeNull();
    expect(readGstState('27AAPFU0939F1ZV')).toBeNull();
  });
});
