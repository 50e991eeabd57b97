import { describe, expect, it } from 'vitest';
import { batchTraceParamsOf, batchTracePath, importPath, purchaseOrderPath, transportPath } from './paths';

describe('batchTracePath', () => {
  it('puts the product and the batch code in the query, encoded', () => {
    expect(batchTracePath({ product: 'p1', batch: 'LOT 7/A&B' })).toBe(
      '/batches/trace?product=p1&batch=LOT+7%2FA%26B',
    );
  });

  it('reads them back, trimmed, and empty where the query has none', () => {
    const path = batchTracePath({ product: 'RICE-5', batch: 'LOT 7/A&B' });
    const query = new URLSearchParams(path.slice(path.indexOf('?')));
    expect(batchTraceParamsOf(query)).toEqual({ product: 'RICE-5', batch: 'LOT 7/A&B' });
    expect(batchTraceParamsOf(new URLSearchParams('product=%20p1%20'))).toEqual({ product: 'p1', batch: '' });
  });
});

describe('transportPath and purchaseOrderPath', () => {
  it("link a transport by its package id, and an order to the buyer's or the supplier's page", () => {
    expect(transportPath('PO-0001-S1')).toBe('/transportation?search=PO-0001-S1');
    expect(purchaseOrderPath('po1')).toBe('/purchase-orders/po1');
    expect(purchaseOrderPath('po1', true)).toBe('/my-purchase-orders/po1');
  });
});

describe('importPath', () => {
  it('opens the Import screen on one kind', () => {
    expect(importPath('opening-stock')).toBe('/import/opening-stock');
  });
});
