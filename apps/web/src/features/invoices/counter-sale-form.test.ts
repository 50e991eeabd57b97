import { zCounterSaleSchema } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_PAYMENTS,
  counterPreviewRequest,
  counterSaleField,
  counterSaleFormErrors,
  counterSettlement,
  emptyCounterSaleLine,
  emptyCounterSaleValues,
  settlementLine,
  toCounterSaleBody,
  type CounterSaleFormValues,
} from './counter-sale-form';

const SHARMA = '2d9c5e3a-7f4b-4c8d-9e0f-3a4b5c6d7e8f';
const BHIWANDI = '3e0d6f4b-8a5c-4d9e-8f1a-4b5c6d7e8f9a';
const ORS = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d';
const RICE = '1c8b4d2f-6e3a-4b7c-8d9e-2f3a4b5c6d7e';

const values = (overrides: Partial<CounterSaleFormValues> = {}): CounterSaleFormValues => ({
  ...emptyCounterSaleValues('k1'),
  customerId: SHARMA,
  inventoryId: BHIWANDI,
  lines: [
    { key: 'k1', product: ORS, quantity: 10 },
    { key: 'k2', product: RICE, quantity: 4 },
  ],
  ...overrides,
});

describe('emptyCounterSaleValues', () => {
  it('starts with one line of one unit, not paid: money is recorded only when the seller says how it came', () => {
    expect(emptyCounterSaleValues('k1')).toEqual({
      customerId: null,
      inventoryId: null,
      lines: [{ key: 'k1', product: null, quantity: 1 }],
      notes: '',
      payment: 'credit',
      reference: '',
      amount: '',
    });
    expect(COUNTER_PAYMENTS).toEqual(['credit', 'cash', 'upi', 'cheque', 'bankTransfer']);
  });
});

describe('toCounterSaleBody', () => {
  it('sells on credit with no payment, which the shared rules accept', () => {
    const body = toCounterSaleBody(values());
    expect(body).toEqual({
      customerId: SHARMA,
      inventoryId: BHIWANDI,
      lines: [
        { product: ORS, quantity: 10 },
        { product: RICE, quantity: 4 },
      ],
    });
    expect(zCounterSaleSchema.safeParse(body).success).toBe(true);
  });

  it('pays the whole invoice when no amount is typed, and only what is typed otherwise', () => {
    expect(toCounterSaleBody(values({ payment: 'cash' })).payment).toEqual({ mode: 'cash' });
    expect(
      toCounterSaleBody(values({ payment: 'upi', reference: ' 4183 2291 ', amount: 250.5 })).payment,
    ).toEqual({ mode: 'upi', reference: '4183 2291', amount: 250.5 });
    // A reference or amount typed before choosing "not paid" is not sent.
    expect(toCounterSaleBody(values({ payment: 'credit', reference: 'X', amount: 10 }))).not.toHaveProperty(
      'payment',
    );
  });

  it('adds the trimmed notes, and an admin’s reason for going past the credit check', () => {
    const body = toCounterSaleBody(values({ notes: '  Collected by Ramesh ' }), 'Pays every Friday');
    expect(body).toMatchObject({ notes: 'Collected by Ramesh', overrideReason: 'Pays every Friday' });
    expect(zCounterSaleSchema.safeParse(body).success).toBe(true);
    expect(toCounterSaleBody(values({ notes: '  ' }))).not.toHaveProperty('notes');
    expect(toCounterSaleBody(values())).not.toHaveProperty('overrideReason');
  });

  it('reads an empty number as 0, which the rules refuse', () => {
    expect(toCounterSaleBody(values({ lines: [{ key: 'k1', product: ORS, quantity: '' }] })).lines).toEqual([
      { product: ORS, quantity: 0 },
    ]);
  });
});

describe('counterSaleFormErrors', () => {
  it('accepts a complete sale, on credit or paid', () => {
    expect(counterSaleFormErrors(values())).toEqual({});
    expect(counterSaleFormErrors(values({ payment: 'cash', amount: 100 }), 514)).toEqual({});
  });

  it('asks for the customer, the warehouse and each line’s product', () => {
    expect(
      counterSaleFormErrors(
        values({ customerId: null, inventoryId: null, lines: [emptyCounterSaleLine('k1')] }),
      ),
    ).toEqual({
      customerId: 'Choose the customer',
      inventoryId: 'Choose the warehouse the goods ship from',
      'lines.0.product': 'Choose a product',
    });
  });

  it('puts a quantity problem on its line, and a product on two lines on the second', () => {
    expect(
      counterSaleFormErrors(
        values({
          lines: [
            { key: 'k1', product: ORS, quantity: 0 },
            { key: 'k2', product: RICE, quantity: 2 },
            { key: 'k3', product: ORS, quantity: 3 },
          ],
        }),
      ),
    ).toEqual({
      'lines.0.quantity': 'Units must be at least 1',
      'lines.2.product': 'This product is already on another line',
    });
  });

  it('asks a cheque’s number, and puts the payment’s problems on its own fields', () => {
    expect(counterSaleFormErrors(values({ payment: 'cheque' }))).toEqual({
      reference: 'Give the cheque’s number',
    });
    expect(counterSaleFormErrors(values({ payment: 'cheque', reference: '004512' }))).toEqual({});
    expect(counterSaleFormErrors(values({ payment: 'cash', amount: 0 }))).toEqual({
      amount: 'The amount must be more than zero',
    });
    expect(counterSaleFormErrors(values({ payment: 'upi', amount: 10.005 }))).toEqual({
      amount: 'An amount has at most 2 decimals (paise)',
    });
  });

  it('refuses an amount above the total the preview said, and only then', () => {
    expect(counterSaleFormErrors(values({ payment: 'cash', amount: 514.01 }), 514)).toEqual({
      amount: 'More than the invoice comes to (₹514.00)',
    });
    expect(counterSaleFormErrors(values({ payment: 'cash', amount: 514 }), 514)).toEqual({});
    expect(counterSaleFormErrors(values({ payment: 'cash', amount: 9999 }))).toEqual({});
    // Not paid: an amount left in the hidden field says nothing.
    expect(counterSaleFormErrors(values({ payment: 'credit', amount: 9999 }), 514)).toEqual({});
  });

  it('maps the server’s payment paths onto the form’s fields', () => {
    expect(counterSaleField('payment.reference')).toBe('reference');
    expect(counterSaleField('payment.amount')).toBe('amount');
    expect(counterSaleField('lines.1.quantity')).toBe('lines.1.quantity');
  });
});

describe('counterPreviewRequest', () => {
  it('asks for the invoice of every line with a product and whole units, without the payment or notes', () => {
    expect(counterPreviewRequest(values({ payment: 'cash', notes: 'Gate 2' }))).toEqual({
      customerId: SHARMA,
      inventoryId: BHIWANDI,
      lines: [
        { product: ORS, quantity: 10 },
        { product: RICE, quantity: 4 },
      ],
    });
  });

  it('leaves out lines not ready (no product, no units, a fraction, past a line’s limit) and a product’s second line', () => {
    const request = counterPreviewRequest(
      values({
        lines: [
          { key: 'k1', product: ORS, quantity: 10 },
          { key: 'k2', product: null, quantity: 4 },
          { key: 'k3', product: RICE, quantity: '' },
          { key: 'k4', product: RICE, quantity: 1.5 },
          { key: 'k5', product: RICE, quantity: 1_000_001 },
          { key: 'k6', product: ORS, quantity: 3 },
        ],
      }),
    );
    expect(request?.lines).toEqual([{ product: ORS, quantity: 10 }]);
  });

  it('asks nothing without the customer, the warehouse or a whole line', () => {
    expect(counterPreviewRequest(values({ customerId: null }))).toBeNull();
    expect(counterPreviewRequest(values({ inventoryId: null }))).toBeNull();
    expect(counterPreviewRequest(values({ lines: [emptyCounterSaleLine('k1')] }))).toBeNull();
  });
});

describe('counterSettlement and settlementLine', () => {
  it('pays the whole total when no amount is typed, nothing on credit, and to the paisa', () => {
    expect(counterSettlement(values({ payment: 'cash' }), 514)).toEqual({ paid: 514, left: 0 });
    expect(counterSettlement(values(), 514)).toEqual({ paid: 0, left: 514 });
    expect(counterSettlement(values({ payment: 'upi', amount: 100.1 }), 514.2)).toEqual({
      paid: 100.1,
      left: 414.1,
    });
    expect(counterSettlement(values({ payment: 'upi', amount: 600 }), 514)).toBeNull();
  });

  it('says what the payment does to the total', () => {
    expect(settlementLine(values({ payment: 'cash' }), 514)).toBe('The whole invoice, ₹514.00, is paid now.');
    expect(settlementLine(values(), 514)).toBe(
      '₹514.00 is sold on credit (the customer’s credit limit is checked).',
    );
    expect(settlementLine(values({ payment: 'cheque', amount: 200 }), 514)).toBe(
      '₹200.00 is paid now; ₹314.00 is left on credit (the customer’s credit limit is checked).',
    );
    expect(settlementLine(values({ payment: 'cash', amount: 600 }), 514)).toBeNull();
  });
});
