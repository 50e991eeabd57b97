import { zSalesOrderCreateSchema, zSalesOrderUpdateSchema, type TSalesOrder } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  emptySalesOrderLine,
  emptySalesOrderValues,
  quoteRequestOf,
  salesOrderFormErrors,
  salesOrderValuesOf,
  toSalesOrderBody,
  toSalesOrderUpdate,
  type SalesOrderFormValues,
} from './sales-order-form';

const SHARMA = '2d9c5e3a-7f4b-4c8d-9e0f-3a4b5c6d7e8f';
const PUNE = '3e0d6f4b-8a5c-4d9e-8f1a-4b5c6d7e8f9a';
const BISCUITS = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d';
const SOAP = '1c8b4d2f-6e3a-4b7c-8d9e-2f3a4b5c6d7e';

const values = (overrides: Partial<SalesOrderFormValues> = {}): SalesOrderFormValues => ({
  ...emptySalesOrderValues('k1'),
  customerId: SHARMA,
  inventoryId: PUNE,
  lines: [
    { key: 'k1', product: BISCUITS, quantity: 25 },
    { key: 'k2', product: SOAP, quantity: 6 },
  ],
  ...overrides,
});

describe('emptySalesOrderValues', () => {
  it('starts with one line of one unit, for the customer whose page asked', () => {
    expect(emptySalesOrderValues('k1')).toEqual({
      customerId: null,
      inventoryId: null,
      expectedDate: null,
      notes: '',
      lines: [{ key: 'k1', product: null, quantity: 1 }],
    });
    expect(emptySalesOrderValues('k1', SHARMA).customerId).toBe(SHARMA);
  });
});

describe('toSalesOrderBody and toSalesOrderUpdate', () => {
  it('sends the customer, warehouse and lines, which the shared rules accept', () => {
    const body = toSalesOrderBody(values());
    expect(body).toEqual({
      customerId: SHARMA,
      inventoryId: PUNE,
      lines: [
        { product: BISCUITS, quantity: 25 },
        { product: SOAP, quantity: 6 },
      ],
    });
    expect(zSalesOrderCreateSchema.safeParse(body).success).toBe(true);
  });

  it('adds the expected date and trimmed notes when given, and reads an empty number as 0', () => {
    expect(toSalesOrderBody(values({ expectedDate: '2026-08-01', notes: '  Gate 2 ' }))).toMatchObject({
      expectedDate: '2026-08-01',
      notes: 'Gate 2',
    });
    expect(toSalesOrderBody(values({ notes: '   ' }))).not.toHaveProperty('notes');
    expect(toSalesOrderBody(values({ lines: [{ key: 'k1', product: SOAP, quantity: '' }] })).lines).toEqual([
      { product: SOAP, quantity: 0 },
    ]);
  });

  it('sends a draft’s changes without its customer, a cleared date or note as null', () => {
    const update = toSalesOrderUpdate(values({ expectedDate: null, notes: ' ' }));
    expect(update).toEqual({
      inventoryId: PUNE,
      expectedDate: null,
      notes: null,
      lines: [
        { product: BISCUITS, quantity: 25 },
        { product: SOAP, quantity: 6 },
      ],
    });
    expect(zSalesOrderUpdateSchema.safeParse(update).success).toBe(true);
  });
});

describe('salesOrderValuesOf', () => {
  it('opens a draft on its warehouse, date, notes and bought lines; a scheme’s free line is priced again', () => {
    const line = (id: string, quantity: number, isFree = false) =>
      ({ product: { id, productName: id, sku: null }, quantity, isFree }) as TSalesOrder['lines'][number];
    const order = {
      customer: { id: SHARMA, name: 'Sharma Medical' },
      inventory: { id: PUNE, name: 'Pune' },
      expectedDate: '2026-08-01',
      notes: null,
      lines: [line(BISCUITS, 25), line(SOAP, 0, true)],
    } as unknown as TSalesOrder;
    expect(salesOrderValuesOf(order)).toEqual({
      customerId: SHARMA,
      inventoryId: PUNE,
      expectedDate: '2026-08-01',
      notes: '',
      lines: [{ key: BISCUITS, product: BISCUITS, quantity: 25 }],
    });
  });
});

describe('salesOrderFormErrors', () => {
  it('accepts a complete order', () => {
    expect(salesOrderFormErrors(values())).toEqual({});
  });

  it('asks for the customer, the warehouse and each line’s product', () => {
    expect(
      salesOrderFormErrors(
        values({ customerId: null, inventoryId: null, lines: [emptySalesOrderLine('k1')] }),
      ),
    ).toEqual({
      customerId: 'Choose the customer',
      inventoryId: 'Choose the warehouse the goods ship from',
      'lines.0.product': 'Choose a product',
    });
  });

  it('puts a quantity problem on its line, and a product on two lines on the second', () => {
    expect(
      salesOrderFormErrors(
        values({
          lines: [
            { key: 'k1', product: BISCUITS, quantity: 0 },
            { key: 'k2', product: SOAP, quantity: 2 },
            { key: 'k3', product: BISCUITS, quantity: 3 },
          ],
        }),
      ),
    ).toEqual({
      'lines.0.quantity': 'Units must be at least 1',
      'lines.2.product': 'This product is already on another line',
    });
  });
});

describe('quoteRequestOf', () => {
  it('asks for the customer’s price of every line with a product and whole units', () => {
    expect(quoteRequestOf(values())).toEqual({
      customerId: SHARMA,
      lines: [
        { product: BISCUITS, quantity: 25 },
        { product: SOAP, quantity: 6 },
      ],
    });
  });

  it('leaves out lines not ready (no product, no units, a fraction, past the quote’s limit) and a product’s second line', () => {
    const request = quoteRequestOf(
      values({
        lines: [
          { key: 'k1', product: BISCUITS, quantity: 25 },
          { key: 'k2', product: null, quantity: 4 },
          { key: 'k3', product: SOAP, quantity: '' },
          { key: 'k4', product: SOAP, quantity: 1.5 },
          { key: 'k5', product: SOAP, quantity: 200_000 },
          { key: 'k6', product: BISCUITS, quantity: 3 },
        ],
      }),
    );
    expect(request).toEqual({ customerId: SHARMA, lines: [{ product: BISCUITS, quantity: 25 }] });
  });

  it('asks nothing without a customer or a line to price', () => {
    expect(quoteRequestOf(values({ customerId: null }))).toBeNull();
    expect(quoteRequestOf(values({ lines: [emptySalesOrderLine('k1')] }))).toBeNull();
  });
});
