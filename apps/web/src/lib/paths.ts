import type { ImportKind } from '@godown/shared';

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

/** The Transportation list searched for one transport's package id (there is no page per transport). */
export function transportPath(packageId: string): string {
  return `/transportation?${new URLSearchParams({ search: packageId }).toString()}`;
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

/** The profile page, where a user signed in with a one-time password must choose their own. */
export const PROFILE_PATH = '/profile';
