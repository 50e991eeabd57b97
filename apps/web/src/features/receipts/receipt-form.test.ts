import { describe, expect, it } from 'vitest';
import {
  allocatedTotal,
  allocateRequest,
  allocationsOf,
  byDueDate,
  initialReceiptValues,
  receiptRequest,
  type ReceiptFormValues,
} from './receipt-form';

const CUSTOMER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const INVOICE_A = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const INVOICE_B = '9b2f6c1e-3a4d-4f5e-8a6b-1c2d3e4f5a6b';

const values = (changes: Partial<ReceiptFormValues>): ReceiptFormValues => ({
  ...initialReceiptValues(CUSTOMER),
  amount: 1000,
  ...changes,
});

describe('receiptRequest', () => {
  it('leaves the allocation to the server (oldest due first) unless asked', () => {
    expect(receiptRequest(values({ reference: ' UPI123 ' }))).toEqual({
      body: { customerId: CUSTOMER, mode: 'upi', amount: 1000, reference: 'UPI123' },
    });
  });

  it('keeps it all on account with an empty list', () => {
    expect(receiptRequest(values({ allocation: 'onAccount' })).body?.allocations).toEqual([]);
  });

  it('sends the chosen invoices with the amounts typed, leaving blank ones out', () => {
    const outcome = receiptRequest(
      values({
        allocation: 'chosen',
        amounts: { [INVOICE_A]: 600, [INVOICE_B]: '' },
        receiptDate: '2026-06-01',
        notes: '  part payment ',
      }),
    );
    expect(outcome.body).toEqual({
      customerId: CUSTOMER,
      mode: 'upi',
      amount: 1000,
      receiptDate: '2026-06-01',
      notes: 'part payment',
      allocations: [{ invoiceId: INVOICE_A, amount: 600 }],
    });
  });

  it('asks for the customer and the amount in its own words', () => {
    const outcome = receiptRequest({ ...initialReceiptValues(null) });
    expect(outcome.errors).toEqual({
      customerId: 'Choose the customer',
      amount: 'Enter the amount received',
    });
  });

  it('asks for a cheque’s number, and a positive amount in paise', () => {
    expect(receiptRequest(values({ mode: 'cheque' })).errors).toEqual({
      reference: 'Give the cheque’s number',
    });
    expect(receiptRequest(values({ amount: 10.005 })).errors?.amount).toBe(
      'An amount has at most 2 decimals (paise)',
    );
    expect(receiptRequest(values({ amount: 0 })).errors?.amount).toBe('The amount must be more than zero');
  });

  it('refuses chosen invoices with no amount, or more than the receipt', () => {
    expect(receiptRequest(values({ allocation: 'chosen' })).errors).toEqual({
      allocations: 'Enter an amount against at least one invoice',
    });
    expect(
      receiptRequest(values({ allocation: 'chosen', amounts: { [INVOICE_A]: 700, [INVOICE_B]: 300.01 } }))
        .errors,
    ).toEqual({ allocations: 'The amounts come to ₹1,000.01, more than the ₹1,000.00 to allocate' });
  });

  it('shows an allocation’s own problem under its invoice', () => {
    const outcome = receiptRequest(values({ allocation: 'chosen', amounts: { [INVOICE_A]: 0 } }));
    expect(outcome.errors).toEqual({ [`invoice.${INVOICE_A}`]: 'The amount must be more than zero' });
  });
});

describe('allocateRequest', () => {
  it('allocates what is on account, no more', () => {
    expect(allocateRequest({ [INVOICE_A]: 250.5 }, 300)).toEqual({
      body: { allocations: [{ invoiceId: INVOICE_A, amount: 250.5 }] },
    });
    expect(allocateRequest({ [INVOICE_A]: 300.5 }, 300).errors).toEqual({
      allocations: 'The amounts come to ₹300.50, more than the ₹300.00 to allocate',
    });
    expect(allocateRequest({}, 300).errors).toEqual({
      allocations: 'Enter an amount against at least one invoice',
    });
  });
});

describe('allocationsOf and allocatedTotal', () => {
  it('add in paise', () => {
    const allocations = allocationsOf({ a: 0.1, b: '0.2', c: ' ' });
    expect(allocations).toEqual([
      { invoiceId: 'a', amount: 0.1 },
      { invoiceId: 'b', amount: 0.2 },
    ]);
    expect(allocatedTotal(allocations)).toBe(0.3);
  });
});

describe('byDueDate', () => {
  it('puts the earliest due first, then the earliest dated, then by number', () => {
    const rows = [
      { number: 'INV/3', dueDate: '2026-07-01', invoiceDate: '2026-06-01' },
      { number: 'INV/2', dueDate: '2026-06-15', invoiceDate: '2026-05-16' },
      { number: 'INV/1', dueDate: '2026-06-15', invoiceDate: '2026-05-16' },
    ];
    expect(byDueDate(rows).map((row) => row.number)).toEqual(['INV/1', 'INV/2', 'INV/3']);
  });
});
