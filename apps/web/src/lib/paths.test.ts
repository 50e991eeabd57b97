import { describe, expect, it } from 'vitest';
import {
  batchTraceParamsOf,
  batchTracePath,
  customerLedgerPath,
  COUNTER_SALE_PATH,
  customerPagePath,
  importPath,
  invoiceNotePath,
  invoicePath,
  newInvoicePath,
  newReceiptPath,
  newSalesOrderPath,
  purchaseOrderPath,
  receiptPath,
  salesOrderPath,
  transportPath,
} from './paths';

describe('batchTracePath', () => {
  it('puts the product and the batch code in the query, encoded', () => {
    expect(batchTracePath({ product: 'p1', batch: 'LOT 7/A&B' })).toBe(
      '/batches/trace?product=p1&batch=LOT+7%2FA%26B',
    );
  });

  it('reads them back, trimmed, and empty where the query has none', () => {
    const path = batchTracePath({ product: 'RICE-5', batch: 'LOT 7/A&B' });
    const query = new URLSearchParams(path.slice(path.indexOf('?')));
    expect(batchTraceParamsOf(query)).toEqual({ product: 'RICE-5', batch: 'LOT 7/A&B' });
    expect(batchTraceParamsOf(new URLSearchParams('product=%20p1%20'))).toEqual({ product: 'p1', batch: '' });
  });
});

describe('transportPath and purchaseOrderPath', () => {
  it("link a transport by its package id, and an order to the buyer's or the supplier's page", () => {
    expect(transportPath('PO-0001-S1')).toBe('/transportation?search=PO-0001-S1');
    expect(purchaseOrderPath('po1')).toBe('/purchase-orders/po1');
    expect(purchaseOrderPath('po1', true)).toBe('/my-purchase-orders/po1');
  });
});

describe('importPath', () => {
  it('opens the Import screen on one kind', () => {
    expect(importPath('opening-stock')).toBe('/import/opening-stock');
  });
});

describe('salesOrderPath and newSalesOrderPath', () => {
  it("link a sales order's page, its customer's, and the New sales order form opened for a customer", () => {
    expect(salesOrderPath('so1')).toBe('/sales-orders/so1');
    expect(customerPagePath('c 1')).toBe('/customers/c%201');
    expect(newSalesOrderPath('c1')).toBe('/sales-orders?newFor=c1');
  });
});

describe('invoicePath and newInvoicePath', () => {
  it("link an invoice's page, and the New invoice screen for a customer and one of their shipments", () => {
    expect(invoicePath('i 1')).toBe('/invoices/i%201');
    expect(newInvoicePath('c1')).toBe('/invoices/new?customer=c1');
    expect(newInvoicePath('c1', 's1')).toBe('/invoices/new?customer=c1&shipment=s1');
  });

  it('opens the Counter sale screen beside New invoice, where no invoice id can be', () => {
    expect(COUNTER_SALE_PATH).toBe('/invoices/counter');
  });
});

describe('the receivables paths', () => {
  it("link a note's and a receipt's page, a customer's ledger, and New receipt for a customer", () => {
    expect(invoiceNotePath('n1')).toBe('/invoice-notes/n1');
    expect(receiptPath('r 1')).toBe('/receipts/r%201');
    expect(customerLedgerPath('c1')).toBe('/customers/c1/ledger');
    expect(newReceiptPath()).toBe('/receipts/new');
    expect(newReceiptPath('c1')).toBe('/receipts/new?customer=c1');
  });
});
