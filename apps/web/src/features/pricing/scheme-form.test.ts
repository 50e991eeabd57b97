import { englishOfRule, PRICING_MESSAGES, zSchemeCreateSchema, type TScheme } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { itemValueText, schemeTermsText, validityText } from './pricing-words';
import {
  EMPTY_SCHEME_VALUES,
  schemeFormErrors,
  toSchemeCreateBody,
  toSchemeUpdateBody,
  valuesFromScheme,
  type SchemeFormValues,
} from './scheme-form';

const BISCUITS = { id: '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d', name: 'Parle-G 100 g' };
const SOAP = { id: '1c8b4d2f-6e3a-4b7c-8d9e-2f3a4b5c6d7e', name: 'Lifebuoy 125 g' };

const scheme = (overrides: Partial<TScheme> = {}): TScheme => ({
  id: '2d9c5e3a-7f4b-4c8d-9e0f-3a4b5c6d7e8f',
  name: 'Diwali 10 + 1',
  kind: 'freeQuantity',
  active: true,
  validFrom: null,
  validTo: null,
  product: BISCUITS,
  buyQuantity: 10,
  freeProduct: BISCUITS,
  freeQuantity: 1,
  minOrderValue: null,
  discountPercent: null,
  createdAt: '2026-01-10T05:30:00.000Z',
  updatedAt: '2026-01-10T05:30:00.000Z',
  ...overrides,
});

const values = (overrides: Partial<SchemeFormValues> = {}): SchemeFormValues => ({
  ...EMPTY_SCHEME_VALUES,
  name: 'Diwali 10 + 1',
  ...overrides,
});

describe('a scheme in words', () => {
  it('says buy N get M free of the same product, or of another', () => {
    expect(schemeTermsText(scheme())).toBe('Buy 10 get 1 free of Parle-G 100 g');
    expect(schemeTermsText(scheme({ buyQuantity: 1000, freeQuantity: 25, freeProduct: SOAP }))).toBe(
      'Buy 1,000 of Parle-G 100 g, get 25 of Lifebuoy 125 g free',
    );
    expect(schemeTermsText(scheme({ product: null, freeProduct: null }))).toBe(
      'Buy 10 get 1 free of a deleted product',
    );
  });

  it('says a percentage off orders from a value, in whole rupees when whole', () => {
    const discount = { kind: 'orderDiscount', product: null, buyQuantity: null, freeProduct: null } as const;
    expect(schemeTermsText(scheme({ ...discount, minOrderValue: 5000, discountPercent: 5 }))).toBe(
      '5% off orders of ₹5,000 or more',
    );
    expect(schemeTermsText(scheme({ ...discount, minOrderValue: 150000.5, discountPercent: 2.5 }))).toBe(
      '2.5% off orders of ₹1,50,000.50 or more',
    );
  });

  it('says an item’s price or discount, and a date range with its open ends', () => {
    expect(itemValueText('price', 1250)).toBe('₹1,250.00');
    expect(itemValueText('discount', 10)).toBe('10% off');
    expect(validityText(null, null)).toBe('Always');
    expect(validityText('2026-04-01', null)).toBe('From 1 Apr 2026');
    expect(validityText(null, '2026-03-31')).toBe('Until 31 Mar 2026');
    expect(validityText('2026-01-01', '2026-03-31')).toBe('1 Jan 2026 – 31 Mar 2026');
  });
});

describe('the scheme form', () => {
  it('sends a free-units scheme’s product, units and dates; the same product free as none', () => {
    const body = toSchemeCreateBody(
      values({ product: BISCUITS.id, buyQuantity: 10, freeProduct: BISCUITS.id, validFrom: '2026-10-01' }),
    );
    expect(body).toEqual({
      kind: 'freeQuantity',
      name: 'Diwali 10 + 1',
      active: true,
      validFrom: '2026-10-01',
      product: BISCUITS.id,
      buyQuantity: 10,
      freeProduct: null,
      freeQuantity: 1,
    });
    expect(zSchemeCreateSchema.safeParse(body).success).toBe(true);
    const other = toSchemeCreateBody(values({ product: BISCUITS.id, buyQuantity: 24, freeProduct: SOAP.id }));
    expect(other).toMatchObject({ freeProduct: SOAP.id });
  });

  it('sends an order discount’s value and percentage, and none of the other kind’s terms', () => {
    const body = toSchemeCreateBody(
      values({ kind: 'orderDiscount', product: BISCUITS.id, minOrderValue: '5000', discountPercent: 5 }),
    );
    expect(body).toEqual({
      kind: 'orderDiscount',
      name: 'Diwali 10 + 1',
      active: true,
      minOrderValue: 5000,
      discountPercent: 5,
    });
  });

  it('asks for a name, a product and whole units of at least 1', () => {
    const errors = schemeFormErrors(values({ name: ' ', buyQuantity: 2.5, freeQuantity: 0 }), 'create');
    expect(errors).toMatchObject({
      name: englishOfRule(PRICING_MESSAGES.nameRequired),
      product: 'Choose a product',
      freeQuantity: englishOfRule(PRICING_MESSAGES.unitsAtLeastOne),
    });
    expect(errors.buyQuantity).toBeDefined();
    expect(
      schemeFormErrors(values({ kind: 'orderDiscount', minOrderValue: 1000, discountPercent: 0 }), 'create'),
    ).toEqual({
      discountPercent: englishOfRule(PRICING_MESSAGES.percent),
    });
  });

  it('edits only the name, dates and active flag, an emptied date as null', () => {
    const edited = { ...valuesFromScheme(scheme({ validTo: '2026-11-15' })), validTo: null, active: false };
    expect(toSchemeUpdateBody(edited)).toEqual({
      name: 'Diwali 10 + 1',
      active: false,
      validFrom: null,
      validTo: null,
    });
    expect(schemeFormErrors({ ...edited, validFrom: '2026-12-01', validTo: '2026-11-01' }, 'edit')).toEqual({
      validTo: englishOfRule(PRICING_MESSAGES.datesOrdered),
    });
  });
});
