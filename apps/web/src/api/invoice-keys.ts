import type { QueryKey } from '@tanstack/react-query';

// The query keys of tax invoices (docs/domain.md#tax-invoices), beside query-keys.ts (which holds
// every other resource's): the list, one invoice, the shipments waiting for an invoice and the
// preview of one. All under one root, so issuing or cancelling an invoice refreshes every one.

/** Query keys of invoices: the list, one invoice, the billable shipments and a preview. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  /** One page of the list; `params` are the filters, the search and the page. */
  list: (params: object) => [...invoiceKeys.lists(), params] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  /** Shipments that have left and are on no invoice: every customer's, or one's (`params`). */
  billable: (params: object) => [...invoiceKeys.all, 'billable', params] as const,
  /** What issuing would make of some shipments on a date (`params`). */
  preview: (params: object) => [...invoiceKeys.all, 'preview', params] as const,
};

/**
 * What a change of invoices refreshes: an invoice issued takes its shipments off the billable list
 * and joins the list; one cancelled changes its page and the list, and its shipments are billable
 * again. Nothing else shows an invoice.
 */
export const refreshedByInvoices: readonly QueryKey[] = [invoiceKeys.all];
