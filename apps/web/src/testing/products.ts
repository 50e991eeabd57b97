import type { TProduct } from '@godown/shared';

/** A product as the API returns it: a name and every optional field empty, unless `overrides` say otherwise. */
export function makeProduct(overrides: Partial<TProduct> = {}): TProduct {
  return {
    _id: 'p1',
    id: 'p1',
    productName: 'Basmati Rice',
    sku: null,
    batchId: null,
    productCategory: null,
    hsnCode: null,
    uqc: null,
    gtin: null,
    price: 0,
    brand: null,
    mrp: null,
    quantity: 0,
    weight: null,
    dimensions: null,
    description: null,
    thresholdLimit: null,
    shelfLifeDays: null,
    mfgDate: null,
    expiryDate: null,
    supplierId: null,
    supplierLocation: null,
    restockRecommended: false,
    placedQuantity: 0,
    inTransitQuantity: 0,
    expiryWarningDays: null,
    reorderPoint: null,
    reorderQuantity: null,
    orderUpTo: null,
    leadTimeDays: null,
    hasBatches: false,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A 5 kg rice bag with 40 units, 15 of them placed: the product the stock unit tests share. */
export const PLACED_RICE: TProduct = makeProduct({
  productName: 'Basmati Rice 5kg',
  sku: 'RICE-5',
  productCategory: 'Grocery',
  price: 10.05,
  quantity: 40,
  weight: 5,
  placedQuantity: 15,
});
