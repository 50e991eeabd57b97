import { matchQuery, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TLiveEvent } from '@godown/shared';
import { inventoryOptions, productOptions, userOptions } from './options';
import {
  alertKeys,
  batchKeys,
  customerKeys,
  dashboardKeys,
  inventoryKeys,
  priceListKeys,
  productKeys,
  purchaseOrderKeys,
  quoteKeys,
  refreshedBy,
  refreshedByImport,
  reorderKeys,
  salesOrderKeys,
  schemeKeys,
  storageKeys,
  transportKeys,
  userKeys,
  wageKeys,
} from './query-keys';
import { refreshedByLiveEvent } from './live-refresh';

/** Whether a change of `kind` refreshes the query under `queryKey`. */
function refreshes(kind: keyof typeof refreshedBy, queryKey: QueryKey): boolean {
  const query = new QueryCache().build(new QueryClient(), { queryKey });
  return refreshedBy[kind].some((root) => matchQuery({ queryKey: root }, query));
}

describe('refreshedBy', () => {
  it('names, for each kind of change, the resources whose screens it can move', () => {
    expect(refreshedBy).toEqual({
      products: [
        ['products'],
        ['inventories'],
        ['alerts'],
        ['dashboard'],
        ['reorder'],
        ['price-lists'],
        ['schemes'],
        ['quotes'],
      ],
      inventories: [['inventories'], ['storages'], ['products'], ['dashboard'], ['batches']],
      storages: [['storages'], ['inventories']],
      transports: [
        ['transports'],
        ['inventories'],
        ['products'],
        ['alerts'],
        ['dashboard'],
        ['batches'],
        ['reorder'],
        ['purchase-orders'],
      ],
      purchaseOrders: [['purchase-orders'], ['reorder'], ['transports']],
      receipts: [
        ['purchase-orders'],
        ['products'],
        ['inventories'],
        ['batches'],
        ['reorder'],
        ['transports'],
        ['alerts'],
        ['dashboard'],
      ],
      supplierReplies: [['purchase-orders'], ['transports']],
      users: [['users'], ['wages'], ['dashboard'], ['alerts']],
      wages: [['wages'], ['users'], ['dashboard'], ['alerts']],
      alerts: [['alerts'], ['dashboard']],
      profile: [['users', 'me']],
      countEntries: [['counts']],
      countPosts: [
        ['counts'],
        ['inventories'],
        ['storages'],
        ['products'],
        ['dashboard'],
        ['batches'],
        ['alerts'],
        ['reorder'],
      ],
      stockTasks: [
        ['inventories'],
        ['storages'],
        ['products'],
        ['dashboard'],
        ['batches'],
        ['alerts'],
        ['reorder'],
      ],
      picks: [['transports']],
      ewayBills: [['transports'], ['alerts']],
      customers: [['customers'], ['price-lists'], ['quotes'], ['sales-orders']],
      priceLists: [['price-lists'], ['customers'], ['quotes']],
      schemes: [['schemes'], ['quotes']],
      salesOrders: [['sales-orders'], ['dashboard']],
      company: [['company']],
      registrations: [['company'], ['inventories']],
      taxRates: [['products']],
    });
  });

  it('reaches every query of a resource through its root', () => {
    expect(refreshes('products', productKeys.movements('p1', 2))).toBe(true);
    expect(refreshes('products', inventoryKeys.placements('i1', 1))).toBe(true);
    expect(refreshes('inventories', storageKeys.list('', 1))).toBe(true);
    expect(refreshes('transports', transportKeys.list({ status: null, search: '', page: 1 }))).toBe(true);
    expect(refreshes('wages', userKeys.currentUser('token'))).toBe(true);
    expect(refreshes('alerts', dashboardKeys.summary())).toBe(true);
    expect(refreshes('storages', alertKeys.list({ page: 1 }))).toBe(false);
    expect(refreshes('countPosts', storageKeys.stock('s1'))).toBe(true);
    expect(refreshes('picks', transportKeys.picks('t1'))).toBe(true);
    expect(refreshes('ewayBills', transportKeys.ewayBill('t1'))).toBe(true);
    expect(refreshes('ewayBills', transportKeys.detail('t1'))).toBe(true);
    expect(refreshes('countEntries', inventoryKeys.detail('i1'))).toBe(false);
    expect(refreshes('profile', userKeys.list({ page: 1 }))).toBe(false);
    expect(refreshes('profile', userKeys.currentUser(null))).toBe(true);
    expect(refreshes('users', wageKeys.overworked('', 1))).toBe(true);
  });

  it('refreshes what receiving, answering and shipping a purchase order can move', () => {
    const order = purchaseOrderKeys.detail('po1');
    const trace = batchKeys.trace({ product: 'p1', batch: 'B-1' });
    expect(refreshes('receipts', productKeys.batches('p1'))).toBe(true);
    expect(refreshes('receipts', inventoryKeys.batches('i1', 1))).toBe(true);
    expect(refreshes('receipts', trace)).toBe(true);
    expect(refreshes('receipts', reorderKeys.suggestions())).toBe(true);
    expect(refreshes('receipts', order)).toBe(true);
    expect(refreshes('supplierReplies', order)).toBe(true);
    expect(refreshes('supplierReplies', transportKeys.list({ page: 1 }))).toBe(true);
    expect(refreshes('supplierReplies', reorderKeys.suggestions())).toBe(false);
    expect(refreshes('purchaseOrders', reorderKeys.suggestions())).toBe(true);
    expect(refreshes('purchaseOrders', productKeys.batches('p1'))).toBe(false);
    expect(refreshes('transports', trace)).toBe(true);
    expect(refreshes('transports', purchaseOrderKeys.list({ page: 1 }))).toBe(true);
    expect(refreshes('inventories', trace)).toBe(true);
    expect(refreshes('products', reorderKeys.suggestions())).toBe(true);
  });

  it('refreshes the customers with their price list, and every quote with a price list or scheme', () => {
    const quote = quoteKeys.quote({ customerId: 'c1', product: 'p1', quantity: 25 });
    expect(refreshes('priceLists', customerKeys.detail('c1'))).toBe(true);
    expect(refreshes('priceLists', quote)).toBe(true);
    expect(refreshes('priceLists', schemeKeys.list())).toBe(false);
    expect(refreshes('schemes', quote)).toBe(true);
    expect(refreshes('schemes', customerKeys.detail('c1'))).toBe(false);
    expect(refreshes('customers', priceListKeys.detail('l1'))).toBe(true);
    expect(refreshes('customers', priceListKeys.choices())).toBe(true);
    expect(refreshes('products', priceListKeys.detail('l1'))).toBe(true);
    expect(refreshes('products', schemeKeys.list())).toBe(true);
  });

  it('refreshes a picker with the resource it lists', () => {
    const searched = (queryKey: QueryKey) => [...queryKey, 'rice'];
    expect(refreshes('products', searched(productOptions.placement.queryKey))).toBe(true);
    expect(refreshes('inventories', searched(productOptions.transport.queryKey))).toBe(true);
    expect(refreshes('storages', searched(inventoryOptions.queryKey))).toBe(true);
    expect(refreshes('wages', searched(userOptions.drivers.queryKey))).toBe(true);
    expect(refreshes('users', searched(userOptions.everyone.queryKey))).toBe(true);
    expect(refreshes('users', searched(userOptions.suppliers.queryKey))).toBe(true);
    expect(refreshes('receipts', searched(productOptions.purchase.queryKey))).toBe(true);
    expect(refreshes('alerts', searched(userOptions.everyone.queryKey))).toBe(false);
  });
});

describe('refreshedByImport', () => {
  it('refreshes, for each kind of import, what typing its rows into the forms would', () => {
    expect(refreshedByImport).toEqual({
      products: [
        ['products'],
        ['inventories'],
        ['alerts'],
        ['dashboard'],
        ['reorder'],
        ['price-lists'],
        ['schemes'],
        ['quotes'],
        ['batches'],
      ],
      inventories: [['inventories'], ['storages'], ['products'], ['dashboard'], ['batches']],
      'opening-stock': [
        ['inventories'],
        ['storages'],
        ['products'],
        ['dashboard'],
        ['batches'],
        ['alerts'],
        ['reorder'],
      ],
      'storage-units': [['storages'], ['inventories']],
      users: [['users'], ['wages'], ['dashboard'], ['alerts']],
      customers: [['customers'], ['price-lists'], ['quotes'], ['sales-orders']],
      'tally-stock-items': [
        ['products'],
        ['inventories'],
        ['alerts'],
        ['dashboard'],
        ['reorder'],
        ['price-lists'],
        ['schemes'],
        ['quotes'],
        ['batches'],
        ['storages'],
      ],
    });
  });
});

describe('refreshedByLiveEvent', () => {
  /** Whether a live change refreshes the query under `queryKey`. */
  function refreshesLive(event: TLiveEvent, queryKey: QueryKey): boolean {
    const query = new QueryCache().build(new QueryClient(), { queryKey });
    return refreshedByLiveEvent(event).some((filters) => matchQuery(filters, query));
  }
  const P1 = '11111111-1111-4111-8111-111111111111';
  const P2 = '22222222-2222-4222-8222-222222222222';
  const I1 = '33333333-3333-4333-8333-333333333333';

  it('an alert refreshes the alert lists, the bell and the dashboard, not the products', () => {
    const event: TLiveEvent = { k: 'alert', ids: [P1] };
    expect(refreshesLive(event, alertKeys.activeCount())).toBe(true);
    expect(refreshesLive(event, alertKeys.list({ page: 1 }))).toBe(true);
    expect(refreshesLive(event, dashboardKeys.summary())).toBe(true);
    expect(refreshesLive(event, productKeys.detail(P1))).toBe(false);
  });

  it('a transport refreshes every transport query and the transfers in transit, not an inventory page', () => {
    const event: TLiveEvent = { k: 'transport', ids: [P1] };
    expect(refreshesLive(event, transportKeys.detail(P2))).toBe(true);
    expect(refreshesLive(event, transportKeys.deliveries())).toBe(true);
    expect(refreshesLive(event, inventoryKeys.inTransit(I1, 1))).toBe(true);
    expect(refreshesLive(event, inventoryKeys.detail(I1))).toBe(false);
  });

  it('stock refreshes the products and inventories it names and the lists, not other products', () => {
    const event: TLiveEvent = { k: 'stock', ids: [P1], inventories: [I1] };
    expect(refreshesLive(event, productKeys.detail(P1))).toBe(true);
    expect(refreshesLive(event, productKeys.history(P1))).toBe(true);
    expect(refreshesLive(event, productKeys.list({ page: 1 }))).toBe(true);
    expect(refreshesLive(event, productKeys.detail(P2))).toBe(false);
    expect(refreshesLive(event, inventoryKeys.placements(I1, 1))).toBe(true);
    expect(refreshesLive(event, inventoryKeys.list('', 1))).toBe(true);
    expect(refreshesLive(event, inventoryKeys.detail('44444444-4444-4444-8444-444444444444'))).toBe(false);
    // The product's stock chart and the inventory's utilization chart follow; the dashboard's
    // summary too, but not its costly charts, which refresh on their own timer.
    expect(refreshesLive(event, productKeys.stockHistory(P1, 90))).toBe(true);
    expect(refreshesLive(event, inventoryKeys.usageHistory(I1, 90))).toBe(true);
    expect(refreshesLive(event, dashboardKeys.summary())).toBe(true);
    expect(refreshesLive(event, dashboardKeys.charts())).toBe(false);
  });

  it('a customer refreshes the customers, the price lists counting them and the quotes', () => {
    const event: TLiveEvent = { k: 'customer', ids: [P1] };
    expect(refreshesLive(event, customerKeys.detail(P1))).toBe(true);
    expect(refreshesLive(event, priceListKeys.list())).toBe(true);
    expect(refreshesLive(event, quoteKeys.quote({ customerId: P1 }))).toBe(true);
    expect(refreshesLive(event, productKeys.detail(P1))).toBe(false);
  });

  it('a sales order refreshes every sales order query and the dashboard summary, not the customers', () => {
    const event: TLiveEvent = { k: 'salesOrder', ids: [P1] };
    expect(refreshesLive(event, salesOrderKeys.detail(P2))).toBe(true);
    expect(refreshesLive(event, salesOrderKeys.list({ customer: P2, page: 1 }))).toBe(true);
    expect(refreshesLive(event, dashboardKeys.summary())).toBe(true);
    expect(refreshesLive(event, dashboardKeys.charts())).toBe(false);
    expect(refreshesLive(event, customerKeys.detail(P2))).toBe(false);
  });

  it('"many" (ids null) refreshes every product and inventory query', () => {
    const event: TLiveEvent = { k: 'stock', ids: null, inventories: null };
    expect(refreshesLive(event, productKeys.detail(P2))).toBe(true);
    expect(refreshesLive(event, inventoryKeys.detail(I1))).toBe(true);
  });
});
