import type { QueryKey } from '@tanstack/react-query';
import { refreshedBy, salesOrderKeys, transportKeys } from './query-keys';

// The query keys of billing and getting paid (docs/domain.md#tax-invoices, #credit-and-debit-notes,
// #receipts-and-receivables), beside query-keys.ts (which holds every other resource's): invoices,
// their credit and debit notes, receipts, and the receivables read from all three (a customer's
// ledger, the ageing). Each under one root, so a change refreshes every query of what it touches.

/** Query keys of invoices: the list, one invoice, the billable shipments and the previews. */
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
  /** Every preview of a counter sale: left alone (not asked again) once a sale is made. */
  counterPreviews: () => [...invoiceKeys.all, 'counter-preview'] as const,
  /** What selling these goods at the counter would make (`params`: the sale). */
  counterPreview: (params: object) => [...invoiceKeys.counterPreviews(), params] as const,
  /** The paper a transfer travels on and its invoice: refreshed with the invoices. */
  paperwork: (transportId: string) => [...invoiceKeys.all, 'paperwork', transportId] as const,
};

/** Query keys of credit and debit notes: the list (an invoice's notes too) and one note. */
export const noteKeys = {
  all: ['invoice-notes'] as const,
  lists: () => [...noteKeys.all, 'list'] as const,
  /** One page of the list; `params` are the kind, the invoice, the search and the page. */
  list: (params: object) => [...noteKeys.lists(), params] as const,
  detail: (id: string) => [...noteKeys.all, 'detail', id] as const,
};

/** Query keys of receipts: the list and one receipt. */
export const receiptKeys = {
  all: ['receipts'] as const,
  lists: () => [...receiptKeys.all, 'list'] as const,
  /** One page of the list; `params` are the customer, mode, dates, search and page. */
  list: (params: object) => [...receiptKeys.lists(), params] as const,
  detail: (id: string) => [...receiptKeys.all, 'detail', id] as const,
};

/** Query keys of what customers owe: a customer's ledger over a range, and the ageing. */
export const receivableKeys = {
  all: ['receivables'] as const,
  /** A customer's ledger; `range` holds the first and last dates. */
  ledger: (customerId: string, range: object) =>
    [...receivableKeys.all, 'ledger', customerId, range] as const,
  /** A page of the ageing; `params` are the customer and the page. */
  ageing: (params: object) => [...receivableKeys.all, 'ageing', params] as const,
};

/**
 * A sales order's returns, for a credit note against its invoice: under the sales orders' root, the
 * Returns screen's own, so a return made or released there refreshes it.
 */
export const orderReturnsKey = (salesOrderId: string) =>
  [...salesOrderKeys.all, 'returns', { salesOrder: salesOrderId }] as const;

/**
 * What a change of invoices refreshes: an invoice issued takes its shipments off the billable list
 * and joins the list; one cancelled changes its page and the list, and its shipments are billable
 * again. Either changes what the customer owes: their ledger and the ageing.
 */
export const refreshedByInvoices: readonly QueryKey[] = [invoiceKeys.all, receivableKeys.all];

/**
 * What a credit or debit note refreshes: the notes (an invoice's page lists its own), the invoices
 * (what one owes), and the ledger and ageing it moves.
 */
export const refreshedByNotes: readonly QueryKey[] = [noteKeys.all, invoiceKeys.all, receivableKeys.all];

/**
 * What a receipt refreshes (recorded, allocated, a cheque bounced): the receipts, the invoices it
 * settles, and the ledger and ageing.
 */
export const refreshedByReceipts: readonly QueryKey[] = [
  receiptKeys.all,
  invoiceKeys.all,
  receivableKeys.all,
];

/**
 * What a live change of billing refreshes (GET /events, kind `billing`: an invoice, note or receipt
 * written by anyone): every invoice, note, receipt and receivables query.
 */
export const refreshedByBilling: readonly QueryKey[] = [...refreshedByNotes, receiptKeys.all];

/**
 * What a counter sale refreshes (docs/domain.md#counter-sales): what a receipt does (the invoice
 * issued and paid, the receipt, the ledger and the ageing); the sales order it made; its shipment, a
 * transport; and the stock its units left, as a stock task moves it (the inventories, storage units,
 * products, batches, stock alerts, reorder suggestions and the dashboard).
 */
export const refreshedByCounterSales: readonly QueryKey[] = [
  ...refreshedByReceipts,
  salesOrderKeys.all,
  transportKeys.all,
  ...refreshedBy.stockTasks,
];
