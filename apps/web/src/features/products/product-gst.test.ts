import { englishOfRule, rule } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../testing/products';
import {
  emptyProductValues,
  productFormErrors,
  productValuesOf,
  toCreatePayload,
  toUpdatePayload,
  type ProductFormValues,
} from './product-payload';

const values = (overrides: Partial<ProductFormValues>): ProductFormValues => ({
  ...emptyProductValues,
  productName: 'Glucose Biscuits',
  ...overrides,
});

describe('a new product’s GST', () => {
  it('sends the unit, and the rate chosen (from the start of GST) with its cess when typed', () => {
    expect(toCreatePayload(values({ uqc: 'NOS', gstRate: '18' }))).toEqual({
      productName: 'Glucose Biscuits',
      uqc: 'NOS',
      gstRate: 18,
    });
    expect(toCreatePayload(values({ gstRate: '28', cessRate: '12' }))).toMatchObject({
      gstRate: 28,
      cessRate: 12,
    });
  });

  it('sends nothing of GST when nothing is chosen, and no cess without a rate', () => {
    const body = toCreatePayload(values({ cessRate: 5 }));
    expect(body).not.toHaveProperty('gstRate');
    expect(body).not.toHaveProperty('cessRate');
    expect(body).not.toHaveProperty('uqc');
  });

  it('holds the cess to its range', () => {
    expect(productFormErrors(values({ gstRate: '18', cessRate: 400 }))).toEqual({
      cessRate: englishOfRule(rule('taxRate.cessRange', { max: 300 })),
    });
    expect(productFormErrors(values({ gstRate: '0.25', uqc: 'KGS' }))).toEqual({});
  });
});

describe('a stored product’s GST', () => {
  it('changes the unit only: the rates are dated and change on the product’s page', () => {
    const product = makeProduct({ uqc: 'KGS' });
    const form = productValuesOf(product);
    expect(form).toMatchObject({ uqc: 'KGS', gstRate: null, cessRate: '' });
    expect(toUpdatePayload(product, form)).toEqual({});
    expect(toUpdatePayload(product, { ...form, uqc: 'BAG' })).toEqual({ uqc: 'BAG' });
    expect(toUpdatePayload(product, { ...form, uqc: null })).toEqual({ uqc: null });
    expect(toUpdatePayload(product, { ...form, gstRate: '5' })).toEqual({});
  });
});
