import type { TPurchaseOrder } from '@godown/shared';

export const RICE_ID = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d';
export const DAL_ID = '1c8b4d2f-6e3a-4b7c-8d9e-2f3a4b5c6d7e';

/**
 * A sent purchase order as the API returns it: 40 bags of rice at ₹52.50 (10 already received) and
 * 12 of dal at ₹110, unless `overrides` say otherwise.
 */
export function makePurchaseOrder(overrides: Partial<TPurchaseOrder> = {}): TPurchaseOrder {
  return {
    id: 'po1',
    number: 'PO-0007',
    status: 'sent',
    supplier: { id: 's1', name: 'Rakesh Gupta' },
    destination: { id: 'i1', name: 'Pune Central' },
    expectedDate: '2026-08-01',
    confirmedDate: null,
    changesProposed: false,
    shippedAt: null,
    lineCount: 2,
    totalQuantity: 52,
    receivedQuantity: 10,
    totalValue: 3420,
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-01T10:00:00.000Z',
    notes: null,
    supplierNote: null,
    lines: [
      {
        product: { id: RICE_ID, productName: 'Basmati Rice', sku: 'RICE-25' },
        quantity: 40,
        unitPrice: 52.5,
        receivedQuantity: 10,
        proposedQuantity: null,
        lineTotal: 2100,
      },
      {
        product: { id: DAL_ID, productName: 'Toor Dal', sku: null },
        quantity: 12,
        unitPrice: 110,
        receivedQuantity: 0,
        proposedQuantity: null,
        lineTotal: 1320,
      },
    ],
    transport: null,
    receipts: [],
    createdBy: { id: 'u1', name: 'Priya Sharma' },
    ...overrides,
  };
}
