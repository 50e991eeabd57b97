import { describe, expect, it } from 'vitest';
import { balanceText, bucketTotals, ledgerEntryLabel, ledgerEntryPath } from './receivables-words';

describe('ledgerEntryPath', () => {
  it('opens an invoice, a note, or the receipt of a receipt or a bounced cheque', () => {
    expect(ledgerEntryPath({ kind: 'invoice', id: 'i1' })).toBe('/invoices/i1');
    expect(ledgerEntryPath({ kind: 'creditNote', id: 'n1' })).toBe('/invoice-notes/n1');
    expect(ledgerEntryPath({ kind: 'debitNote', id: 'n2' })).toBe('/invoice-notes/n2');
    expect(ledgerEntryPath({ kind: 'receipt', id: 'r1' })).toBe('/receipts/r1');
    expect(ledgerEntryPath({ kind: 'bounce', id: 'r1' })).toBe('/receipts/r1');
  });

  it('names each kind of entry', () => {
    expect(ledgerEntryLabel('bounce')).toBe('Cheque bounced');
    expect(ledgerEntryLabel('creditNote')).toBe('Credit note');
  });
});

describe('balanceText', () => {
  it('says what is owed, or what is on account below zero', () => {
    expect(balanceText(1250.5)).toBe('₹1,250.50');
    expect(balanceText(0)).toBe('₹0.00');
    expect(balanceText(-300)).toBe('₹300.00 on account');
  });
});

describe('bucketTotals', () => {
  it('lists the buckets in order, not due first', () => {
    const totals = {
      notDue: 100,
      days1to30: 50,
      days31to60: 0,
      days61to90: 25,
      over90: 10,
      outstanding: 185,
      onAccount: 5,
    };
    expect(bucketTotals(totals)).toEqual([
      { key: 'notDue', label: 'Not due', amount: 100 },
      { key: 'days1to30', label: '1–30 days', amount: 50 },
      { key: 'days31to60', label: '31–60 days', amount: 0 },
      { key: 'days61to90', label: '61–90 days', amount: 25 },
      { key: 'over90', label: 'Over 90 days', amount: 10 },
    ]);
  });
});
