import { matchQuery, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invoiceKeys, refreshedByInvoices } from './invoice-keys';
import { salesOrderKeys } from './query-keys';

/** Whether issuing or cancelling an invoice refreshes the query under `queryKey`. */
function refreshes(queryKey: QueryKey): boolean {
  const query = new QueryCache().build(new QueryClient(), { queryKey });
  return refreshedByInvoices.some((root) => matchQuery({ queryKey: root }, query));
}

describe('invoiceKeys', () => {
  it('keeps every invoice query under one root, which an issued or cancelled invoice refreshes', () => {
    expect(invoiceKeys.list({ page: 2 })).toEqual(['invoices', 'list', { page: 2 }]);
    for (const key of [
      invoiceKeys.list({ status: null, page: 1 }),
      invoiceKeys.detail('i1'),
      invoiceKeys.billable({ customer: null }),
      invoiceKeys.billable({ customer: 'c1' }),
      invoiceKeys.preview({ shipmentIds: ['s1'] }),
    ]) {
      expect(refreshes(key), JSON.stringify(key)).toBe(true);
    }
    expect(refreshes(salesOrderKeys.detail('so1'))).toBe(false);
  });
});
