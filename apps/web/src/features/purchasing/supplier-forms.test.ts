import { englishOfRule, PURCHASE_ORDER_MESSAGES, zPurchaseOrderConfirmSchema } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { DAL_ID, makePurchaseOrder } from '../../testing/purchase-orders';
import {
  confirmFormErrors,
  confirmValuesOf,
  proposesChanges,
  shipFormErrors,
  toConfirmBody,
  toShipBody,
  type ConfirmValues,
} from './supplier-forms';

const opened = confirmValuesOf(makePurchaseOrder());
const confirm = (overrides: Partial<ConfirmValues> = {}): ConfirmValues => ({
  ...opened,
  confirmedDate: '2026-07-20',
  ...overrides,
});
const withDal = (quantity: number | string) =>
  confirm({ lines: opened.lines.map((line) => (line.product === DAL_ID ? { ...line, quantity } : line)) });

describe('toConfirmBody', () => {
  it('opens with every line at its ordered quantity and sends only the date', () => {
    expect(opened.lines.map((line) => [line.productName, line.ordered, line.quantity])).toEqual([
      ['Basmati Rice', 40, 40],
      ['Toor Dal', 12, 12],
    ]);
    expect(toConfirmBody(confirm({ note: '  Packed by Friday ' }))).toEqual({
      confirmedDate: '2026-07-20',
      note: 'Packed by Friday',
    });
    expect(proposesChanges(confirm())).toBe(false);
  });

  it('proposes only the lines whose quantity changed', () => {
    const body = toConfirmBody(withDal(10));
    expect(body).toEqual({ confirmedDate: '2026-07-20', lines: [{ product: DAL_ID, quantity: 10 }] });
    expect(zPurchaseOrderConfirmSchema.safeParse(body).success).toBe(true);
    expect(proposesChanges(withDal(10))).toBe(true);
  });
});

describe('confirmFormErrors', () => {
  it('asks for the ready date', () => {
    expect(confirmFormErrors(confirm())).toEqual({});
    expect(confirmFormErrors(confirm({ confirmedDate: null }))).toEqual({
      confirmedDate: englishOfRule(PURCHASE_ORDER_MESSAGES.confirmedDate),
    });
  });

  it('puts a quantity problem on its own line', () => {
    expect(confirmFormErrors(withDal(0))).toEqual({ 'lines.1.quantity': 'Quantity must be at least 1' });
    expect(confirmFormErrors(withDal('2.5'))).toEqual({
      'lines.1.quantity': 'Quantity must be a whole number',
    });
  });
});

describe('the Ship dialog', () => {
  it('sends the ETA and the note when given', () => {
    expect(toShipBody({ eta: null, note: ' ' })).toEqual({});
    expect(toShipBody({ eta: '2026-07-25', note: 'Truck MH-12 AB 1234' })).toEqual({
      eta: '2026-07-25',
      note: 'Truck MH-12 AB 1234',
    });
    expect(shipFormErrors({ eta: '2026-07-25', note: 'x'.repeat(2001) })).toEqual({
      note: 'Notes must be at most 2000 characters',
    });
  });
});
