import { englishOfRule, PURCHASE_ORDER_MESSAGES, zPurchaseOrderCreateSchema } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyOrderLine,
  emptyOrderValues,
  purchaseOrderFormErrors,
  toPurchaseOrderBody,
  type PurchaseOrderFormValues,
} from './purchase-order-form';

const SUPPLIER = '2d9c5e3a-7f4b-4c8d-9e0f-3a4b5c6d7e8f';
const PUNE = '3e0d6f4b-8a5c-4d9e-8f1a-4b5c6d7e8f9a';
const RICE = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d';
const DAL = '1c8b4d2f-6e3a-4b7c-8d9e-2f3a4b5c6d7e';

const values = (overrides: Partial<PurchaseOrderFormValues> = {}): PurchaseOrderFormValues => ({
  ...emptyOrderValues('k1'),
  supplierId: SUPPLIER,
  destinationInventoryId: PUNE,
  lines: [{ key: 'k1', product: RICE, quantity: 40, unitPrice: 52.5 }],
  ...overrides,
});

describe('toPurchaseOrderBody', () => {
  it('sends the supplier, destination and lines, sent at once', () => {
    const body = toPurchaseOrderBody(values());
    expect(body).toEqual({
      supplierId: SUPPLIER,
      destinationInventoryId: PUNE,
      status: 'sent',
      lines: [{ product: RICE, quantity: 40, unitPrice: 52.5 }],
    });
    expect(zPurchaseOrderCreateSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a draft, with the expected date and trimmed notes when given', () => {
    expect(
      toPurchaseOrderBody(values({ sendNow: false, expectedDate: '2026-08-01', notes: '  Gate 2 ' })),
    ).toMatchObject({
      status: 'draft',
      expectedDate: '2026-08-01',
      notes: 'Gate 2',
    });
    expect(toPurchaseOrderBody(values({ notes: '   ' }))).not.toHaveProperty('notes');
  });

  it('reads empty and half-typed numbers as 0', () => {
    const body = toPurchaseOrderBody(
      values({ lines: [{ key: 'k1', product: RICE, quantity: '', unitPrice: '-' }] }),
    );
    expect(body.lines).toEqual([{ product: RICE, quantity: 0, unitPrice: 0 }]);
  });
});

describe('purchaseOrderFormErrors', () => {
  it('accepts a complete order', () => {
    expect(purchaseOrderFormErrors(values())).toEqual({});
  });

  it('asks for the supplier, the destination and each line’s product', () => {
    const errors = purchaseOrderFormErrors(
      values({ supplierId: null, destinationInventoryId: null, lines: [emptyOrderLine('k1')] }),
    );
    expect(errors).toMatchObject({
      supplierId: 'Choose the supplier',
      destinationInventoryId: 'Choose the inventory the goods go to',
      'lines.0.product': englishOfRule(PURCHASE_ORDER_MESSAGES.productRequired),
    });
  });

  it('puts quantity and price problems on their line', () => {
    const errors = purchaseOrderFormErrors(
      values({ lines: [{ key: 'k1', product: RICE, quantity: 0, unitPrice: -1 }] }),
    );
    expect(errors).toEqual({
      'lines.0.quantity': 'Quantity must be at least 1',
      'lines.0.unitPrice': 'Unit price must be 0 or more',
    });
  });

  it('shows a product on two lines on the second one, and asks for a line', () => {
    const twice = purchaseOrderFormErrors(
      values({
        lines: [
          { key: 'k1', product: RICE, quantity: 1, unitPrice: 1 },
          { key: 'k2', product: DAL, quantity: 1, unitPrice: 1 },
          { key: 'k3', product: RICE, quantity: 2, unitPrice: 1 },
        ],
      }),
    );
    expect(twice).toEqual({ 'lines.2.product': 'This product is already on another line' });
    expect(purchaseOrderFormErrors(values({ lines: [] }))).toEqual({
      lines: englishOfRule(PURCHASE_ORDER_MESSAGES.linesRequired),
    });
  });
});
