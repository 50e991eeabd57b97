import {
  englishOfRule,
  PRODUCT_MESSAGES,
  zProductCreateSchema,
  zProductUpdateSchema,
  type TProduct,
} from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyProductValues,
  parseNumberField,
  productFormErrors,
  productValuesOf,
  toCreatePayload,
  toUpdatePayload,
  type ProductFormValues,
} from './product-payload';
import { makeProduct } from '../../testing/products';
import { loadServerTexts } from '../../lib/localize';
import { getLocale, overwriteGetLocale } from '../../paraglide/runtime.js';

const values = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductValues,
  productName: 'Basmati Rice',
  ...overrides,
});

/** Every optional field a product can have, filled in; the create body carries them as they are. */
const filledFields = {
  sku: 'RICE-01',
  batchId: 'B-7',
  productCategory: 'Grains',
  brand: 'India Gate',
  price: 120.5,
  mrp: 150,
  quantity: 40,
  weight: 25,
  dimensions: { length: 60, width: 40, height: 15 },
  description: 'Long grain',
  thresholdLimit: 10,
  shelfLifeDays: 365,
  mfgDate: '2026-01-10',
  expiryDate: '2027-01-10',
  supplierLocation: { type: 'Point', coordinates: [77.5946, 12.9716] },
} satisfies Partial<TProduct>;

const stored = makeProduct(filledFields);
const bare = makeProduct();

/** The update body once the form, opened on `product`, is changed by `edits`. */
const changesAfter = (product: TProduct, edits: Partial<ProductFormValues> = {}) =>
  toUpdatePayload(product, { ...productValuesOf(product), ...edits });

describe('parseNumberField', () => {
  it('is undefined for an empty input, whitespace included', () => {
    expect(parseNumberField('')).toBeUndefined();
    expect(parseNumberField('   ')).toBeUndefined();
    expect(parseNumberField(null)).toBeUndefined();
    expect(parseNumberField(undefined)).toBeUndefined();
  });

  it('reads numbers and numeric strings', () => {
    expect(parseNumberField(12.5)).toBe(12.5);
    expect(parseNumberField('12.5')).toBe(12.5);
    expect(parseNumberField(' 7 ')).toBe(7);
    expect(parseNumberField(0)).toBe(0);
  });

  it('turns unparsable values into 0', () => {
    expect(parseNumberField('abc')).toBe(0);
    expect(parseNumberField('-')).toBe(0);
    expect(parseNumberField('1.2.3')).toBe(0);
    expect(parseNumberField(Number.NaN)).toBe(0);
    expect(parseNumberField(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('toCreatePayload', () => {
  it('sends only the trimmed name when nothing else is filled in', () => {
    expect(toCreatePayload(values({ productName: '  Basmati Rice  ' }))).toEqual({
      productName: 'Basmati Rice',
    });
  });

  it('trims text and leaves out blank text', () => {
    const body = toCreatePayload(
      values({ sku: ' RICE-01 ', batchId: '   ', productCategory: ' Grains', description: '\n' }),
    );
    expect(body).toEqual({ productName: 'Basmati Rice', sku: 'RICE-01', productCategory: 'Grains' });
  });

  it('sends a price that was given, even 0, and leaves out an empty one', () => {
    expect(toCreatePayload(values({ price: 99.99 })).price).toBe(99.99);
    expect(toCreatePayload(values({ price: 0 })).price).toBe(0);
    expect(toCreatePayload(values({ price: '0' })).price).toBe(0);
    expect(toCreatePayload(values({ price: '' }))).not.toHaveProperty('price');
  });

  it('sends quantity, weight, thresholdLimit and shelfLifeDays only above 0', () => {
    const zero = toCreatePayload(values({ quantity: 0, weight: '0', thresholdLimit: 0, shelfLifeDays: '' }));
    expect(zero).toEqual({ productName: 'Basmati Rice' });
    const negative = toCreatePayload(values({ quantity: -3, weight: -1 }));
    expect(negative).toEqual({ productName: 'Basmati Rice' });
    const given = toCreatePayload(
      values({ quantity: 40, weight: '2.5', thresholdLimit: 10, shelfLifeDays: 365 }),
    );
    expect(given).toEqual({
      productName: 'Basmati Rice',
      quantity: 40,
      weight: 2.5,
      thresholdLimit: 10,
      shelfLifeDays: 365,
    });
  });

  it('turns an unparsable number into 0, which then follows the rules for 0', () => {
    const body = toCreatePayload(values({ price: 'abc', quantity: 'x', weight: '1..2' }));
    expect(body).toEqual({ productName: 'Basmati Rice', price: 0 });
  });

  it('sends dimensions when any side is above 0, with the empty sides as 0', () => {
    expect(toCreatePayload(values({ dimensions: { length: '', width: 0, height: '' } }))).not.toHaveProperty(
      'dimensions',
    );
    expect(toCreatePayload(values({ dimensions: { length: 10, width: '', height: '' } })).dimensions).toEqual(
      {
        length: 10,
        width: 0,
        height: 0,
      },
    );
    expect(
      toCreatePayload(values({ dimensions: { length: 60, width: 40, height: 15.5 } })).dimensions,
    ).toEqual({
      length: 60,
      width: 40,
      height: 15.5,
    });
  });

  it('sends the supplier location as [longitude, latitude] unless both are 0', () => {
    expect(toCreatePayload(values({ longitude: 0, latitude: '' }))).not.toHaveProperty('supplierLocation');
    expect(toCreatePayload(values({ longitude: '', latitude: '' }))).not.toHaveProperty('supplierLocation');
    expect(toCreatePayload(values({ longitude: 77.5946, latitude: 12.9716 })).supplierLocation).toEqual({
      type: 'Point',
      coordinates: [77.5946, 12.9716],
    });
    // One coordinate of 0 is a real place (on the equator or the prime meridian).
    expect(toCreatePayload(values({ longitude: 0, latitude: 51.5 })).supplierLocation).toEqual({
      type: 'Point',
      coordinates: [0, 51.5],
    });
  });

  it('sends dates as YYYY-MM-DD and leaves out missing ones', () => {
    expect(toCreatePayload(values({ mfgDate: '2026-01-10', expiryDate: null }))).toEqual({
      productName: 'Basmati Rice',
      mfgDate: '2026-01-10',
    });
    expect(toCreatePayload(values({ expiryDate: '2027-01-10 00:00:00' })).expiryDate).toBe('2027-01-10');
  });

  it('builds a body the server schema accepts', () => {
    const body = toCreatePayload(productValuesOf(stored));
    expect(zProductCreateSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({ productName: 'Basmati Rice', ...filledFields });
  });
});

describe('productValuesOf', () => {
  it('fills the form from a product, missing values as empty inputs', () => {
    const form = productValuesOf(bare);
    expect(form).toEqual({ ...emptyProductValues, productName: 'Basmati Rice', price: 0, quantity: 0 });
  });

  it('cuts date-times to their date', () => {
    expect(productValuesOf({ ...stored, mfgDate: '2026-01-10T00:00:00.000Z' }).mfgDate).toBe('2026-01-10');
  });
});

describe('toUpdatePayload', () => {
  it('is empty when nothing changed, whitespace included', () => {
    expect(changesAfter(stored)).toEqual({});
    expect(changesAfter(bare)).toEqual({});
    expect(changesAfter(stored, { productName: ' Basmati Rice ', sku: 'RICE-01  ' })).toEqual({});
    // A number input may hold the same number as a string.
    expect(changesAfter(stored, { price: '120.50', quantity: '40' })).toEqual({});
  });

  it('sends only the changed fields, trimmed', () => {
    const changes = changesAfter(stored, { productName: ' Brown Rice ', price: 99, quantity: 5 });
    expect(changes).toEqual({ productName: 'Brown Rice', price: 99, quantity: 5 });
  });

  it('sends an emptied optional field as null', () => {
    const changes = changesAfter(stored, {
      sku: '',
      batchId: '  ',
      productCategory: '',
      brand: ' ',
      mrp: '',
      description: '',
      weight: '',
      thresholdLimit: '',
      shelfLifeDays: '',
      mfgDate: null,
      expiryDate: null,
      dimensions: { length: '', width: '', height: '' },
      longitude: '',
      latitude: '',
    });
    expect(changes).toEqual({
      sku: null,
      batchId: null,
      productCategory: null,
      brand: null,
      mrp: null,
      description: null,
      weight: null,
      thresholdLimit: null,
      shelfLifeDays: null,
      mfgDate: null,
      expiryDate: null,
      dimensions: null,
      supplierLocation: null,
    });
    expect(zProductUpdateSchema.safeParse(changes).success).toBe(true);
  });

  it('treats 0 as empty where the create rules do', () => {
    const changes = changesAfter(stored, {
      weight: 0,
      thresholdLimit: '0',
      dimensions: { length: 0, width: 0, height: 0 },
      longitude: 0,
      latitude: 0,
    });
    expect(changes).toEqual({
      weight: null,
      thresholdLimit: null,
      dimensions: null,
      supplierLocation: null,
    });
  });

  it('sends an emptied price or quantity as 0, since they cannot be cleared', () => {
    expect(changesAfter(stored, { price: '', quantity: '' })).toEqual({ price: 0, quantity: 0 });
    expect(changesAfter(bare, { quantity: '' })).toEqual({});
  });

  it('sends the whole of changed dimensions and location', () => {
    const changes = changesAfter(stored, {
      dimensions: { ...productValuesOf(stored).dimensions, height: 20 },
      latitude: 13,
    });
    expect(changes).toEqual({
      dimensions: { length: 60, width: 40, height: 20 },
      supplierLocation: { type: 'Point', coordinates: [77.5946, 13] },
    });
  });

  it('sets values a bare product did not have', () => {
    const changes = changesAfter(bare, {
      sku: 'NEW-1',
      weight: 1.25,
      mfgDate: '2026-03-01',
      dimensions: { length: 5, width: 5, height: 5 },
      longitude: 72.8777,
      latitude: 19.076,
    });
    expect(changes).toEqual({
      sku: 'NEW-1',
      weight: 1.25,
      mfgDate: '2026-03-01',
      dimensions: { length: 5, width: 5, height: 5 },
      supplierLocation: { type: 'Point', coordinates: [72.8777, 19.076] },
    });
  });

  it('sends a changed date and compares stored date-times by their date', () => {
    const withTime = { ...stored, expiryDate: '2027-01-10T00:00:00.000Z' };
    expect(toUpdatePayload(withTime, productValuesOf(stored))).toEqual({});
    expect(changesAfter(stored, { expiryDate: '2027-06-30' })).toEqual({ expiryDate: '2027-06-30' });
  });
});

describe('the reorder and expiry settings', () => {
  it('are sent on create when given, 0 included, with only the chosen reorder rule', () => {
    expect(
      toCreatePayload(
        values({ expiryWarningDays: 0, reorderPoint: '12', leadTimeDays: 5, reorderAmount: 40 }),
      ),
    ).toEqual({
      productName: 'Basmati Rice',
      expiryWarningDays: 0,
      reorderPoint: 12,
      leadTimeDays: 5,
      reorderQuantity: 40,
    });
    expect(toCreatePayload(values({ reorderRule: 'upTo', reorderAmount: 200 }))).toEqual({
      productName: 'Basmati Rice',
      orderUpTo: 200,
    });
    expect(zProductCreateSchema.safeParse(toCreatePayload(values({ reorderAmount: 40 }))).success).toBe(true);
  });

  it('fill the form from a product: the rule it has, and its amount', () => {
    const upTo = productValuesOf(makeProduct({ orderUpTo: 300, reorderPoint: 0, leadTimeDays: 10 }));
    expect(upTo).toMatchObject({
      reorderRule: 'upTo',
      reorderAmount: 300,
      reorderPoint: 0,
      leadTimeDays: 10,
    });
    const fixed = productValuesOf(makeProduct({ reorderQuantity: 50 }));
    expect(fixed).toMatchObject({ reorderRule: 'quantity', reorderAmount: 50, expiryWarningDays: '' });
  });

  it('are sent on update when changed; switching the rule clears the other one', () => {
    const product = makeProduct({ reorderQuantity: 50, reorderPoint: 10, expiryWarningDays: 45 });
    expect(changesAfter(product)).toEqual({});
    expect(changesAfter(product, { reorderRule: 'upTo', reorderAmount: 200 })).toEqual({
      reorderQuantity: null,
      orderUpTo: 200,
    });
    expect(changesAfter(product, { reorderAmount: '', reorderPoint: 0, expiryWarningDays: '' })).toEqual({
      reorderQuantity: null,
      reorderPoint: 0,
      expiryWarningDays: null,
    });
    expect(changesAfter(product, { leadTimeDays: 3 })).toEqual({ leadTimeDays: 3 });
    expect(
      zProductUpdateSchema.safeParse(changesAfter(product, { reorderRule: 'upTo', reorderAmount: 5 }))
        .success,
    ).toBe(true);
  });

  it('show their rule on the field: whole numbers, and an amount of at least 1', () => {
    expect(productFormErrors(values({ reorderAmount: 0, leadTimeDays: 1.5, expiryWarningDays: -1 }))).toEqual(
      {
        reorderAmount: 'Reorder quantity must be at least 1',
        leadTimeDays: 'Lead time must be a whole number',
        expiryWarningDays: 'Expiry warning must be 0 or more',
      },
    );
    expect(productFormErrors(values({ reorderRule: 'upTo', reorderAmount: 0 }))).toEqual({
      reorderAmount: 'Order up to must be at least 1',
    });
  });
});

describe('the brand and the MRP', () => {
  it('are sent when given (the brand trimmed, an MRP of 0 too) and on update when changed', () => {
    const body = toCreatePayload(values({ brand: ' Tata ', price: 110, mrp: '120' }));
    expect(body).toEqual({ productName: 'Basmati Rice', brand: 'Tata', price: 110, mrp: 120 });
    expect(toCreatePayload(values({ brand: '  ', mrp: 0 }))).toEqual({ productName: 'Basmati Rice', mrp: 0 });
    expect(changesAfter(stored, { brand: 'Daawat', mrp: 160 })).toEqual({ brand: 'Daawat', mrp: 160 });
    expect(changesAfter(bare, { brand: 'Tata', mrp: '25.5' })).toEqual({ brand: 'Tata', mrp: 25.5 });
  });

  it('refuse a price above the MRP under the price, in the language of the page', async () => {
    const over = values({ price: 130, mrp: 120 });
    expect(productFormErrors(over)).toEqual({ price: englishOfRule(PRODUCT_MESSAGES.priceOverMrp) });
    expect(productFormErrors(values({ price: 120, mrp: 120 }))).toEqual({});
    expect(productFormErrors(values({ price: 130, mrp: '' }))).toEqual({});
    const english = getLocale;
    overwriteGetLocale(() => 'hi-IN');
    try {
      await loadServerTexts();
      expect(productFormErrors(over)).toEqual({ price: 'कीमत MRP से ज़्यादा नहीं हो सकती' });
    } finally {
      overwriteGetLocale(english);
      await loadServerTexts();
    }
  });
});

describe('a product held by batch', () => {
  const batched = makeProduct({ ...filledFields, hasBatches: true });

  it('never sends its batch ID or dates, which follow its batches', () => {
    const changes = toUpdatePayload(batched, {
      ...productValuesOf(batched),
      batchId: 'OTHER',
      mfgDate: '2026-02-01',
      expiryDate: null,
      price: 130,
    });
    expect(changes).toEqual({ price: 130 });
  });
});

describe('productFormErrors', () => {
  it('accepts a filled-in product and an empty optional part', () => {
    expect(productFormErrors(productValuesOf(stored))).toEqual({});
    expect(productFormErrors(values())).toEqual({});
  });

  it('requires a product name', () => {
    expect(productFormErrors(values({ productName: '   ' }))).toEqual({
      productName: englishOfRule(PRODUCT_MESSAGES.nameRequired),
    });
  });

  it('refuses an expiry date before the manufacturing date', () => {
    const errors = productFormErrors(values({ mfgDate: '2026-05-01', expiryDate: '2026-04-30' }));
    expect(errors).toEqual({ expiryDate: englishOfRule(PRODUCT_MESSAGES.expiryBeforeMfg) });
    expect(productFormErrors(values({ mfgDate: '2026-05-01', expiryDate: '2026-05-01' }))).toEqual({});
  });

  it('checks ranges and whole numbers, including values the create body would leave out', () => {
    const errors = productFormErrors(
      values({
        price: -1,
        quantity: -5,
        weight: -2,
        thresholdLimit: 2.5,
        shelfLifeDays: '1.5',
        dimensions: { length: -1, width: '', height: '' },
      }),
    );
    expect(errors).toEqual({
      price: 'Price must be 0 or more',
      quantity: 'Quantity must be 0 or more',
      weight: 'Weight must be 0 or more',
      thresholdLimit: 'Threshold limit must be a whole number',
      shelfLifeDays: 'Shelf life must be a whole number',
      'dimensions.length': 'Length must be 0 or more',
    });
  });

  it('puts a coordinate out of range on its own field', () => {
    expect(productFormErrors(values({ longitude: 200, latitude: 10 }))).toEqual({
      longitude: 'Longitude must be between -180 and 180',
    });
    expect(productFormErrors(values({ longitude: 10, latitude: -95 }))).toEqual({
      latitude: 'Latitude must be between -90 and 90',
    });
    expect(productFormErrors(values({ longitude: '', latitude: 45 }))).toEqual({});
  });

  it('refuses text longer than the shared limits', () => {
    expect(productFormErrors(values({ sku: 'X'.repeat(65) }))).toEqual({
      sku: 'SKU must be at most 64 characters',
    });
  });
});
