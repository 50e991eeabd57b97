import { matchQuery, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  invoiceKeys,
  noteKeys,
  orderReturnsKey,
  receiptKeys,
  receivableKeys,
  refreshedByCounterSales,
  refreshedByInvoices,
  refreshedByNotes,
  refreshedByReceipts,
} from './invoice-keys';
import {
  inventoryKeys,
  productKeys,
  refreshedBy,
  salesOrderKeys,
  transportKeys,
  userKeys,
} from './query-keys';

/** Whether a change refreshing `roots` refreshes the query under `queryKey`. */
function refreshes(roots: readonly QueryKey[], queryKey: QueryKey): boolean {
  const query = new QueryCache().build(new QueryClient(), { queryKey });
  return roots.some((root) => matchQuery({ queryKey: root }, query));
}

const ledger = receivableKeys.ledger('c1', { from: null, to: null });
const ageing = receivableKeys.ageing({ page: 1 });

describe('invoiceKeys', () => {
  it('keeps every invoice query under one root, which an issued or cancelled invoice refreshes', () => {
    expect(invoiceKeys.list({ page: 2 })).toEqual(['invoices', 'list', { page: 2 }]);
    for (const key of [
      invoiceKeys.list({ status: null, page: 1 }),
      invoiceKeys.detail('i1'),
      invoiceKeys.billable({ customer: null }),
      invoiceKeys.billable({ customer: 'c1' }),
      invoiceKeys.preview({ shipmentIds: ['s1'] }),
      ledger,
      ageing,
    ]) {
      expect(refreshes(refreshedByInvoices, key), JSON.stringify(key)).toBe(true);
    }
    expect(refreshes(refreshedByInvoices, salesOrderKeys.detail('so1'))).toBe(false);
    expect(refreshes(refreshedByInvoices, receiptKeys.detail('r1'))).toBe(false);
  });
});

describe('notes and receipts', () => {
  it('refresh their own lists and pages, the invoices, the ledger and the ageing', () => {
    for (const key of [noteKeys.list({ invoice: 'i1' }), noteKeys.detail('n1'), invoiceKeys.detail('i1')]) {
      expect(refreshes(refreshedByNotes, key), JSON.stringify(key)).toBe(true);
    }
    for (const key of [receiptKeys.list({ page: 1 }), receiptKeys.detail('r1'), invoiceKeys.lists()]) {
      expect(refreshes(refreshedByReceipts, key), JSON.stringify(key)).toBe(true);
    }
    for (const roots of [refreshedByNotes, refreshedByReceipts]) {
      expect(refreshes(roots, ledger)).toBe(true);
      expect(refreshes(roots, ageing)).toBe(true);
    }
    expect(refreshes(refreshedByNotes, receiptKeys.detail('r1'))).toBe(false);
    expect(refreshes(refreshedByReceipts, noteKeys.detail('n1'))).toBe(false);
  });

  it("keeps an order's returns under the sales orders, which a return made refreshes", () => {
    expect(refreshes(refreshedBy.salesOrders, orderReturnsKey('so1'))).toBe(true);
  });
});

describe('counter sales', () => {
  it('refresh the invoice, its payment, the order made, its shipment and the stock the units left', () => {
    for (const key of [
      invoiceKeys.detail('i1'),
      invoiceKeys.lists(),
      receiptKeys.list({ page: 1 }),
      ledger,
      ageing,
      salesOrderKeys.detail('so1'),
      transportKeys.lists(),
      productKeys.detail('p1'),
      inventoryKeys.detail('inv1'),
    ]) {
      expect(refreshes(refreshedByCounterSales, key), JSON.stringify(key)).toBe(true);
    }
    expect(refreshes(refreshedByCounterSales, userKeys.all)).toBe(false);
    // Each root once: a root named twice would be fetched twice.
    const roots = refreshedByCounterSales.map((key) => JSON.stringify(key));
    expect(new Set(roots).size).toBe(roots.length);
  });

  it("keeps a sale's previews under the invoices, apart from the other previews", () => {
    const sale = { customerId: 'c1', inventoryId: 'w1', lines: [{ product: 'p1', quantity: 2 }] };
    expect(invoiceKeys.counterPreview(sale)).toEqual(['invoices', 'counter-preview', sale]);
    const previews = [invoiceKeys.counterPreviews()];
    expect(refreshes(previews, invoiceKeys.counterPreview(sale))).toBe(true);
    expect(refreshes(previews, invoiceKeys.preview({ shipmentIds: ['s1'] }))).toBe(false);
    expect(refreshes(refreshedByInvoices, invoiceKeys.counterPreview(sale))).toBe(true);
  });
});
