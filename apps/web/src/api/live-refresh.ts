import type { QueryFilters } from '@tanstack/react-query';
import type { TLiveEvent } from '@godown/shared';
import { refreshedByBilling } from './invoice-keys';
import {
  alertKeys,
  batchKeys,
  countKeys,
  customerKeys,
  dashboardKeys,
  inventoryKeys,
  priceListKeys,
  productKeys,
  purchaseOrderKeys,
  quoteKeys,
  reorderKeys,
  salesOrderKeys,
  storageKeys,
  transportKeys,
} from './query-keys';

// What a live change refreshes, by its kind: the queries of query-keys.ts and invoice-keys.ts.

/**
 * The dashboard's queries a live change refreshes: its summary, not its charts (each a costly
 * aggregate over every product and the month's ledger), which refresh on their own timer.
 */
const dashboardFigures: QueryFilters = {
  queryKey: dashboardKeys.all,
  predicate: (query) => query.queryKey[1] !== 'charts',
};

/** A query of an inventory named by id, or (ids null: "many") every inventory query. */
const ofInventories = (ids: readonly string[] | null | undefined): QueryFilters => ({
  queryKey: inventoryKeys.all,
  predicate: (query) => !ids || query.queryKey[1] === 'list' || ids.some((id) => query.queryKey.includes(id)),
});

/**
 * What a live change refreshes (GET /events, docs/architecture.md#live-updates): the queries that
 * show what the change touched. Invalidating refetches only the queries on screen; the rest are
 * marked stale and fetched when next shown.
 *
 * - `alert`: the alert lists, the bell's count and the dashboard.
 * - `customer`: the customer lists and pages; the price lists (their customer counts) and quotes;
 *   the sales orders naming them.
 * - `salesOrder`: every sales order query (lists, pages, a customer's orders) and the dashboard.
 * - `billing` (invoices, notes and receipts): invoice-keys.ts's `refreshedByBilling`.
 * - `transport`: every transport query (lists, pages, the map, my deliveries); the inventories'
 *   transfers in transit; the dashboard; the purchase orders showing a consignment.
 * - `stock` (products and the inventories they moved in): those products' queries and the product
 *   lists; those inventories' queries and the inventory list; storage units, batches, counts and
 *   the dashboard, whose figures follow units; the reorder suggestions.
 */
export function refreshedByLiveEvent(event: TLiveEvent): QueryFilters[] {
  switch (event.k) {
    case 'alert':
      return [{ queryKey: alertKeys.all }, dashboardFigures];
    case 'transport':
      return [
        { queryKey: transportKeys.all },
        { queryKey: inventoryKeys.all, predicate: (query) => query.queryKey[1] === 'in-transit' },
        dashboardFigures,
        { queryKey: purchaseOrderKeys.all },
      ];
    case 'stock': {
      const products = event.ids;
      return [
        {
          queryKey: productKeys.all,
          predicate: (query) =>
            !products || query.queryKey[1] === 'list' || products.some((id) => query.queryKey.includes(id)),
        },
        ofInventories(event.inventories === undefined ? null : event.inventories),
        { queryKey: storageKeys.all },
        { queryKey: batchKeys.all },
        { queryKey: countKeys.all },
        { queryKey: reorderKeys.all },
        dashboardFigures,
      ];
    }
    case 'customer':
      return [
        { queryKey: customerKeys.all },
        { queryKey: priceListKeys.all },
        { queryKey: quoteKeys.all },
        { queryKey: salesOrderKeys.all },
      ];
    case 'salesOrder':
      return [{ queryKey: salesOrderKeys.all }, dashboardFigures];
    case 'billing':
      return refreshedByBilling.map((queryKey) => ({ queryKey }));
  }
}
