import { SALES_ORDER_STATUSES, type TSalesOrder } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { backorderedUnits, reservedUnits, salesOrderActions } from './sales-order-moves';

describe('salesOrderActions', () => {
  it('edits, confirms or cancels a draft; cancels a confirmed order; leaves the rest to fulfilment', () => {
    const actions = Object.fromEntries(
      SALES_ORDER_STATUSES.map((status) => [status, salesOrderActions({ status })]),
    );
    expect(actions).toEqual({
      draft: ['edit', 'confirm', 'cancel'],
      confirmed: ['cancel'],
      partlyShipped: [],
      shipped: [],
      delivered: [],
      cancelled: [],
    });
  });

  it('offers nothing for a status newer than the screen', () => {
    expect(salesOrderActions({ status: 'archived' as never })).toEqual([]);
  });
});

describe('reservedUnits and backorderedUnits', () => {
  it('add up what the lines hold and what waits for stock', () => {
    const lines = [
      { reservedQuantity: 20, backorderedQuantity: 7 },
      { reservedQuantity: 2, backorderedQuantity: 0 },
    ] as TSalesOrder['lines'];
    expect(reservedUnits({ lines })).toBe(22);
    expect(backorderedUnits({ lines })).toBe(7);
  });
});
