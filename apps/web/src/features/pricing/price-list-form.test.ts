import { englishOfRule, PRICING_MESSAGES, zPriceListUpdateSchema, type TPriceListItem } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ITEM_VALUES,
  isOverMrp,
  itemFormErrors,
  itemInputOf,
  itemRate,
  itemsWith,
  itemValuesOf,
  priceListFormErrors,
  toItemBody,
  toPriceListCreateBody,
  toPriceListUpdateBody,
  type ItemFormValues,
} from './price-list-form';

const BISCUITS = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d';
const SOAP = '1c8b4d2f-6e3a-4b7c-8d9e-2f3a4b5c6d7e';

const itemOf = (overrides: Partial<TPriceListItem> = {}): TPriceListItem => ({
  product: { id: BISCUITS, productName: 'Parle-G 100 g', sku: 'PG-100', price: 10, mrp: 12 },
  kind: 'price',
  value: 9.5,
  validFrom: null,
  validTo: null,
  ...overrides,
});

const typed = (overrides: Partial<ItemFormValues> = {}): ItemFormValues => ({
  ...EMPTY_ITEM_VALUES,
  product: SOAP,
  value: 10,
  ...overrides,
});

describe('the list form', () => {
  it('sends the trimmed name, the description when given, and the active flag', () => {
    const values = { name: '  Chemists 2026 ', description: ' ', active: true };
    expect(toPriceListCreateBody(values)).toEqual({ name: 'Chemists 2026', active: true });
    expect(toPriceListUpdateBody(values)).toEqual({ name: 'Chemists 2026', active: true, description: null });
    expect(toPriceListCreateBody({ ...values, description: ' For chemists ', active: false })).toEqual({
      name: 'Chemists 2026',
      description: 'For chemists',
      active: false,
    });
  });

  it('asks for a name', () => {
    expect(priceListFormErrors({ name: ' ', description: '', active: true })).toEqual({
      name: englishOfRule(PRICING_MESSAGES.nameRequired),
    });
  });
});

describe('an item row', () => {
  it('becomes the body’s item: the value as a number, open ends null', () => {
    expect(
      toItemBody(typed({ kind: 'discount', value: '7.5', validFrom: '2026-04-01', validTo: '' })),
    ).toEqual({
      product: SOAP,
      kind: 'discount',
      value: 7.5,
      validFrom: '2026-04-01',
      validTo: null,
    });
    expect(toItemBody(EMPTY_ITEM_VALUES)).toEqual({
      product: '',
      kind: 'price',
      value: 0,
      validFrom: null,
      validTo: null,
    });
  });

  it('goes back as it came: the answer’s item as the body and as the form', () => {
    const item = itemOf({ validFrom: '2026-01-01', validTo: '2026-03-31' });
    const input = itemInputOf(item);
    expect(input).toEqual({
      product: BISCUITS,
      kind: 'price',
      value: 9.5,
      validFrom: '2026-01-01',
      validTo: '2026-03-31',
    });
    expect(toItemBody(itemValuesOf(item))).toEqual(input);
  });
});

describe('itemsWith', () => {
  const soap = { ...itemOf().product, id: SOAP, productName: 'Lifebuoy 125 g' };
  const items = [itemOf(), itemOf({ product: soap, kind: 'discount', value: 5, validTo: '2026-12-31' })];

  it('adds the typed item last, replaces the one changed, and drops the one removed', () => {
    const added = itemsWith(items, null, typed({ product: SOAP, value: 40, validFrom: '2027-01-01' }));
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ product: SOAP, value: 40, validFrom: '2027-01-01' });
    const changed = itemsWith(items, 0, typed({ product: BISCUITS, value: 9 }));
    expect(changed.map((item) => [item.product, item.value])).toEqual([
      [SOAP, 5],
      [BISCUITS, 9],
    ]);
    expect(itemsWith(items, 1, null)).toEqual([itemInputOf(items[0]!)]);
    expect(zPriceListUpdateSchema.safeParse({ items: added }).success).toBe(true);
  });

  it('puts a clash of dates, a bad percentage and a missing product on the typed item’s fields', () => {
    // The biscuits are priced for all time: another price of them for April overlaps.
    expect(itemFormErrors(items, null, typed({ product: BISCUITS, validFrom: '2026-04-01' }))).toEqual({
      validFrom: englishOfRule(PRICING_MESSAGES.overlap),
    });
    // Changing the biscuits' own item does not clash with itself.
    expect(itemFormErrors(items, 0, typed({ product: BISCUITS, validFrom: '2026-04-01' }))).toEqual({});
    expect(itemFormErrors(items, null, typed({ product: null, kind: 'discount', value: 120 }))).toMatchObject(
      {
        product: 'Choose a product',
        value: englishOfRule(PRICING_MESSAGES.percent),
      },
    );
    expect(itemFormErrors([], null, typed({ validFrom: '2026-05-01', validTo: '2026-04-01' }))).toEqual({
      validTo: englishOfRule(PRICING_MESSAGES.datesOrdered),
    });
    expect(itemFormErrors([], null, typed({ value: '' }))).toEqual({ value: 'Enter the list’s price' });
  });
});

describe('the rate and the MRP', () => {
  it('is the list’s price, or the product’s price less the percentage to the paisa', () => {
    expect(itemRate(10, 'price', 9.5)).toBe(9.5);
    expect(itemRate(100, 'discount', 10)).toBe(90);
    expect(itemRate(33.33, 'discount', 7.5)).toBe(30.83);
    expect(itemRate(19.99, 'discount', 100)).toBe(0);
  });

  it('warns of a rate above the MRP, not one at it or a product without one', () => {
    expect(isOverMrp(12.01, 12)).toBe(true);
    expect(isOverMrp(12, 12)).toBe(false);
    expect(isOverMrp(500, null)).toBe(false);
  });
});
