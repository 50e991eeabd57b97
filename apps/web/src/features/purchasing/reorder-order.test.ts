import { zPurchaseOrderCreateSchema, type TReorderGroup, type TReorderLine } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { DAL_ID, RICE_ID } from '../../testing/purchase-orders';
import {
  expectedDateFor,
  groupValue,
  lineValue,
  quantityOf,
  reorderLines,
  reorderOrderBody,
} from './reorder-order';

const SUPPLIER = '2d9c5e3a-7f4b-4c8d-9e0f-3a4b5c6d7e8f';
const PUNE = '3e0d6f4b-8a5c-4d9e-8f1a-4b5c6d7e8f9a';

function line(id: string, suggestedQuantity: number, unitPrice: number, leadTimeDays = 7): TReorderLine {
  return {
    product: { id, productName: id === RICE_ID ? 'Basmati Rice' : 'Toor Dal', sku: null },
    onHand: 4,
    inTransit: 0,
    onOrder: 0,
    reorderPoint: 10,
    dailyOutflow: 2,
    daysOfCover: 2,
    leadTimeDays,
    suggestedQuantity,
    unitPrice,
    value: suggestedQuantity * unitPrice,
    reasoning: 'The product’s reorder quantity is 20',
    reasoningMessage: { reason: 'reorder.fixedQuantity', params: { quantity: 20 } },
  };
}

const group: TReorderGroup = {
  supplier: { id: SUPPLIER, name: 'Rakesh Gupta' },
  lines: [line(RICE_ID, 20, 52.5, 5), line(DAL_ID, 6, 110.1, 12)],
  totalValue: 1710.6,
};

describe('the quantities ordered', () => {
  it('are the suggestions, unless typed over; an emptied one is 0', () => {
    const [rice] = group.lines;
    expect(quantityOf(rice!, {})).toBe(20);
    expect(quantityOf(rice!, { [RICE_ID]: 35 })).toBe(35);
    expect(quantityOf(rice!, { [RICE_ID]: '' })).toBe(0);
    expect(lineValue(rice!, { [RICE_ID]: '3' })).toBe(157.5);
  });

  it('set the group value, to the paisa', () => {
    expect(groupValue(group, {})).toBe(1710.6);
    expect(groupValue(group, { [DAL_ID]: 0 })).toBe(1050);
  });

  it('leave a product set to 0 off the order', () => {
    expect(reorderLines(group, { [RICE_ID]: 0 })).toEqual([
      { product: DAL_ID, quantity: 6, unitPrice: 110.1 },
    ]);
  });
});

describe('reorderOrderBody', () => {
  it('is a draft to the group’s supplier, with the edited quantities and the prices', () => {
    const body = reorderOrderBody(
      group,
      { [RICE_ID]: 25 },
      { destinationInventoryId: PUNE, expectedDate: '2026-08-01' },
    );
    expect(body).toEqual({
      supplierId: SUPPLIER,
      destinationInventoryId: PUNE,
      status: 'draft',
      expectedDate: '2026-08-01',
      lines: [
        { product: RICE_ID, quantity: 25, unitPrice: 52.5 },
        { product: DAL_ID, quantity: 6, unitPrice: 110.1 },
      ],
    });
    expect(zPurchaseOrderCreateSchema.safeParse(body).success).toBe(true);
  });

  it('is none for the products without a supplier', () => {
    expect(
      reorderOrderBody(
        { ...group, supplier: null },
        {},
        { destinationInventoryId: PUNE, expectedDate: null },
      ),
    ).toBe(null);
  });
});

describe('expectedDateFor', () => {
  it('is after the longest lead time of the group, across a month end', () => {
    expect(expectedDateFor(group, '2026-07-25')).toBe('2026-08-06');
    expect(expectedDateFor({ ...group, lines: [] }, '2026-07-25')).toBe('2026-07-25');
  });
});
