import { describe, expect, it } from 'vitest';
import { zSalesReturnCreateSchema, type TSalesOrder, type TShipmentSummary } from '@godown/shared';
import { needsRack, returnableShipments, rowsOf, toReturnBody } from './return-form';

const product = { id: 'p1', productName: 'Nescafe Classic 200g', sku: 'BV-COF-200' };
const shipment = (over: Partial<TShipmentSummary> = {}): TShipmentSummary => ({
  id: '0a9b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  packageId: 'SO/26-27/00002-1',
  status: 'delivered',
  driver: null,
  vehicleNumber: null,
  eta: null,
  units: 14,
  createdAt: '2026-11-29T10:00:00.000Z',
  contents: [
    { lineNo: 1, product, batch: null, quantity: 12, returned: 2 },
    {
      lineNo: 2,
      product: { ...product, id: 'p2', productName: 'Usha Fan' },
      batch: { id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', code: 'F-11', expiryDate: null },
      quantity: 2,
      returned: 2,
    },
  ],
  ...over,
});

describe('the return form', () => {
  it('offers delivered shipments with units not yet returned, at most what is left of each', () => {
    const order = {
      shipments: [shipment(), shipment({ id: 'x', status: 'in_transit' })],
    } as unknown as TSalesOrder;
    expect(returnableShipments(order).map((s) => s.status)).toEqual(['delivered']);
    const rows = rowsOf(shipment());
    expect(rows.map((r) => [r.lineNo, r.returnable])).toEqual([[1, 10]]);
  });

  it('sends only the rows with units, and a rack only when one goes to quarantine', () => {
    const rows = rowsOf(shipment());
    expect(needsRack(rows)).toBe(false);
    const one = [{ ...rows[0]!, quantity: 2 }];
    expect(needsRack(one)).toBe(true);
    const rack = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
    const body = toReturnBody(shipment().id, one, rack, ' crushed ');
    expect(body).toEqual({
      shipment: shipment().id,
      storageUnitId: rack,
      note: 'crushed',
      lines: [{ line: 1, batch: null, quantity: 2, reason: 'damaged', disposition: 'quarantine' }],
    });
    expect(zSalesReturnCreateSchema.safeParse(body).success).toBe(true);
    const restock = toReturnBody(shipment().id, [{ ...one[0]!, disposition: 'restock' }], rack, '');
    expect(restock.storageUnitId).toBeNull();
    expect(zSalesReturnCreateSchema.safeParse(restock).success).toBe(true);
  });
});
