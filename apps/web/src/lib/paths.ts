import type { ImportKind, Role } from '@godown/shared';

// The app's links between screens of different features: one place builds each URL a feature
// shares with another (a feature never imports another's pages).

/** The batch trace screen: its query holds the product (id or SKU) and the batch code. */
export const BATCH_TRACE_PATH = '/batches/trace';

/** What the trace screen is asked about, as its URL query keeps it. */
export interface BatchTraceParams {
  /** The product's id or SKU. */
  product: string;
  /** The batch code. */
  batch: string;
}

/** The trace screen's URL for a batch: `/batches/trace?product=…&batch=…`. */
export function batchTracePath({ product, batch }: BatchTraceParams): string {
  return `${BATCH_TRACE_PATH}?${new URLSearchParams({ product, batch }).toString()}`;
}

/** The product and batch a trace URL's query names (empty strings where it names none). */
export function batchTraceParamsOf(query: URLSearchParams): BatchTraceParams {
  return { product: query.get('product')?.trim() ?? '', batch: query.get('batch')?.trim() ?? '' };
}

/** The Transportation list searched for one transport's package id. */
export function transportPath(packageId: string): string {
  return `/transportation?${new URLSearchParams({ search: packageId }).toString()}`;
}

/** One transport's page: its route, figures, history and proof of delivery. */
export function transportPagePath(id: string): string {
  return `/transportation/${encodeURIComponent(id)}`;
}

/** A driver's open deliveries, where a signed-in driver lands. */
export const DELIVERIES_PATH = '/deliveries';

/** A supplier's own page: their purchase orders, consignments and the products they supply. */
export const SUPPLIER_HOME_PATH = '/supplier';

/**
 * Where a user lands after signing in: My deliveries for a driver, their own page for a supplier,
 * the dashboard for the rest (docs/domain.md#roles).
 */
export function homePathOf(role: Role): string {
  if (role === 'driver') return DELIVERIES_PATH;
  return role === 'supplier' ? SUPPLIER_HOME_PATH : '/';
}

/** A purchase order's page: the buyer's, or the supplier's own. */
export function purchaseOrderPath(id: string, asSupplier = false): string {
  return `${asSupplier ? '/my-purchase-orders' : '/purchase-orders'}/${encodeURIComponent(id)}`;
}

/** The Import screen: its kind chooser, or one kind's import (`/import/products`). */
export const IMPORT_PATH = '/import';

/** The Import screen opened on one kind of import. */
export function importPath(kind: ImportKind): string {
  return `${IMPORT_PATH}/${kind}`;
}

/** The company's settings and its GST registrations (admins change them, staff read them). */
export const SETTINGS_PATH = '/settings';

/** The profile page, where a user signed in with a one-time password must choose their own. */
export const PROFILE_PATH = '/profile';

/** The stock counts: the list, and one count (where it is counted and reviewed). */
export const COUNTS_PATH = '/counts';

/** One stock count's page. */
export function countPath(id: string): string {
  return `${COUNTS_PATH}/${encodeURIComponent(id)}`;
}

/** The Scan screen (phone-sized): find, receive, pick, move; `task` opens one of them. */
export const SCAN_PATH = '/scan';

/** The Labels screen: product labels and shelf labels as a PDF. */
export const LABELS_PATH = '/labels';

/** Labels for these products, already chosen on the Labels screen. */
export function productLabelsPath(productIds: readonly string[]): string {
  return `${LABELS_PATH}?${new URLSearchParams({ products: productIds.join(',') }).toString()}`;
}

/** One storage unit's page: what it holds, its shelf label. */
export function storageUnitPath(id: string): string {
  return `/storage/${encodeURIComponent(id)}`;
}

/** The product page. */
export function productPath(id: string): string {
  return `/products/${encodeURIComponent(id)}`;
}

/** The inventory page. */
export function inventoryPath(id: string): string {
  return `/inventory/${encodeURIComponent(id)}`;
}

/** Where a scanned code takes the user: the page of what it names. */
export function scanTargetPath(match: {
  kind: 'product' | 'batch' | 'inventory' | 'storageUnit' | 'transport';
  id: string;
  product: { id: string } | null;
  transport: { packageId: string } | null;
}): string {
  switch (match.kind) {
    case 'product':
      return productPath(match.id);
    case 'batch':
      // A batch shows on its product's page, with where its units are.
      return productPath(match.product!.id);
    case 'inventory':
      return inventoryPath(match.id);
    case 'storageUnit':
      return storageUnitPath(match.id);
    case 'transport':
      return transportPath(match.transport!.packageId);
  }
}

/** A price list's page: its items (a customer's page links to their list). */
export function priceListPath(id: string): string {
  return `/price-lists/${encodeURIComponent(id)}`;
}

/** The sales orders: the list, and one order's page. */
export const SALES_ORDERS_PATH = '/sales-orders';

/** A sales order's page. */
export function salesOrderPath(id: string): string {
  return `${SALES_ORDERS_PATH}/${encodeURIComponent(id)}`;
}

/** A sales order's Pick screen (the phone's, scanning rack by rack). */
export function pickPath(id: string): string {
  return `${salesOrderPath(id)}/pick`;
}

/** Customers' returns, and what waits in quarantine. */
export const RETURNS_PATH = '/returns';

/** The sales order list with its New sales order form open for a customer (their page's button). */
export function newSalesOrderPath(customerId: string): string {
  return `${SALES_ORDERS_PATH}?${new URLSearchParams({ newFor: customerId }).toString()}`;
}

/** A customer's page. */
export function customerPagePath(id: string): string {
  return `/customers/${encodeURIComponent(id)}`;
}

/** The tax invoices: the list, a new invoice, a counter sale, and one invoice's page. */
export const INVOICES_PATH = '/invoices';

/** The New invoice screen. */
export const NEW_INVOICE_PATH = `${INVOICES_PATH}/new`;

/** The Counter sale screen: goods sold, handed over and invoiced in the warehouse in one step. */
export const COUNTER_SALE_PATH = `${INVOICES_PATH}/counter`;

/** One invoice's page. */
export function invoicePath(id: string): string {
  return `${INVOICES_PATH}/${encodeURIComponent(id)}`;
}

/**
 * The New invoice screen with a customer chosen and, when given, one of their shipments ticked (a
 * sales order's shipment that has left: `/invoices/new?customer=…&shipment=…`).
 */
export function newInvoicePath(customerId: string, shipmentId?: string): string {
  const query = new URLSearchParams({ customer: customerId });
  if (shipmentId) query.set('shipment', shipmentId);
  return `${NEW_INVOICE_PATH}?${query.toString()}`;
}

/** The export to Tally: the masters and a range's vouchers. */
export const TALLY_PATH = '/reports/tally';

/** GSTR-1 of a registration's month or quarter. */
export const GSTR1_PATH = '/reports/gstr1';

/** e-Invoices: the documents to registered buyers and where each stands with the portal. */
export const EINVOICES_PATH = '/einvoices';

/** Credit and debit notes against invoices: the list, and one note's page. */
export const INVOICE_NOTES_PATH = '/invoice-notes';

/** One credit or debit note's page. */
export function invoiceNotePath(id: string): string {
  return `${INVOICE_NOTES_PATH}/${encodeURIComponent(id)}`;
}

/** Money received from customers: the list, a new receipt, and one receipt's page. */
export const RECEIPTS_PATH = '/receipts';

/** The New receipt screen. */
export const NEW_RECEIPT_PATH = `${RECEIPTS_PATH}/new`;

/** The New receipt screen, with the customer chosen when given (`/receipts/new?customer=…`). */
export function newReceiptPath(customerId?: string): string {
  return customerId
    ? `${NEW_RECEIPT_PATH}?${new URLSearchParams({ customer: customerId }).toString()}`
    : NEW_RECEIPT_PATH;
}

/** One receipt's page. */
export function receiptPath(id: string): string {
  return `${RECEIPTS_PATH}/${encodeURIComponent(id)}`;
}

/** A customer's ledger: their invoices, notes and receipts with the running balance. */
export function customerLedgerPath(id: string): string {
  return `${customerPagePath(id)}/ledger`;
}

/** What customers owe by how long it is past due (the receivables ageing). */
export const RECEIVABLES_PATH = '/receivables';
