import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lineShare,
  zInvoiceCancelSchema,
  zInvoiceCreateSchema,
  zInvoiceListQuerySchema,
} from './invoices.js';

const ID = '0b0e7f4e-4a49-4d8e-9a52-3c5a1b0c2d11';

describe('a line billed over several invoices', () => {
  it('adds up to the line’s net value to the paisa, however its units are split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 13 }),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 12 }),
        (net, parts) => {
          let remainingValue = net;
          let remainingUnits = parts.reduce((sum, n) => sum + n, 0);
          let billed = 0;
          for (const units of parts) {
            const share = lineShare(remainingValue, remainingUnits, units);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(Number.isSafeInteger(share)).toBe(true);
            billed += share;
            remainingValue -= share;
            remainingUnits -= units;
          }
          expect(billed).toBe(net);
          expect(remainingValue).toBe(0);
        },
      ),
    );
  });

  it('bills in proportion, rounded down, until the last units take the rest', () => {
    // ₹100.00 over 3 units: 1 unit is 3333 paise, the last two 6667.
    expect(lineShare(10_000, 3, 1)).toBe(3333);
    expect(lineShare(10_000 - 3333, 2, 2)).toBe(6667);
    expect(lineShare(500, 4, 4)).toBe(500);
    expect(() => lineShare(-1, 2, 1)).toThrow(RangeError);
    expect(() => lineShare(100, 2, 0)).toThrow(RangeError);
  });
});

describe('invoice requests', () => {
  it('takes one to twenty distinct shipments and an optional date', () => {
    expect(zInvoiceCreateSchema.safeParse({ shipmentIds: [ID], invoiceDate: '2026-11-29' }).success).toBe(
      true,
    );
    const problems = (body: unknown) =>
      zInvoiceCreateSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ shipmentIds: [] })).toEqual(['invoice.shipmentsRequired']);
    expect(problems({ shipmentIds: [ID, ID.toUpperCase()] })).toEqual(['invoice.duplicateShipment']);
    expect(problems({ shipmentIds: ['x'] })).toEqual(['invoice.shipmentNotAnId']);
    expect(problems({ shipmentIds: [ID], extra: 1 })).toHaveLength(1);
  });

  it('needs a reason to cancel, and a list’s range in order', () => {
    expect(zInvoiceCancelSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      'invoice.reasonRequired',
    );
    expect(
      zInvoiceListQuerySchema.safeParse({ from: '2026-12-01', to: '2026-11-01' }).error?.issues[0]?.message,
    ).toBe('invoice.fromAfterTo');
  });
});
