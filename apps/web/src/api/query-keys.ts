import type { QueryKey } from '@tanstack/react-query';
import type { ImportKind } from '@godown/shared';

// Every query key of the web app, and what each kind of change refreshes (a live change's:
// live-refresh.ts).
//
// Each resource keeps all its queries under one root (`['products']`, `['inventories']`, ...), so
// refreshing the root refreshes every list, page and figure of that resource. The search pickers'
// options live under the resource they list (products, inventories, users): a change to that
// resource refreshes them with the rest. Features take their keys from here and never write a key
// of their own, so one feature's change can name what another feature shows.

/** Query keys of products: the list, the categories, one product's page, stock and history. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  /** One page of the list; `params` are the search, the filters and the page. */
  list: (params: object) => [...productKeys.lists(), params] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  locations: (id: string) => [...productKeys.all, 'locations', id] as const,
  history: (id: string) => [...productKeys.all, 'movements', id] as const,
  movements: (id: string, page: number) => [...productKeys.history(id), page] as const,
  /** The product's quantity at the end of each day over `days` days. */
  stockHistory: (id: string, days: number) => [...productKeys.all, 'stock-history', id, days] as const,
  /** The product's batches by expiry, with where their units are. */
  batches: (id: string) => [...productKeys.all, 'batches', id] as const,
  /** A product picker's options, one cache per way of listing them (the search follows). */
  options: (format: string) => [...productKeys.all, 'options', format] as const,
  /** The products the signed-in supplier supplies (their own page); `params` are the search and page. */
  supplied: (params: object) => [...productKeys.all, 'supplied', params] as const,
  /** The product's dated GST rates. */
  tax: (id: string) => [...productKeys.all, 'tax', id] as const,
};

/** Query keys of inventories: the list, one inventory's page, its products, figures and transfers. */
export const inventoryKeys = {
  all: ['inventories'] as const,
  /** One page of the list; `sort` is the asked sort (empty for the default). */
  list: (search: string, page: number, sort: object = {}) =>
    [...inventoryKeys.all, 'list', { search, page, ...sort }] as const,
  detail: (id: string) => [...inventoryKeys.all, 'detail', id] as const,
  placements: (id: string, page: number, sort: object = {}) =>
    [...inventoryKeys.all, 'placements', id, page, sort] as const,
  utilization: (id: string) => [...inventoryKeys.all, 'utilization', id] as const,
  costSummary: (id: string) => [...inventoryKeys.all, 'cost-summary', id] as const,
  inTransit: (id: string, page: number) => [...inventoryKeys.all, 'in-transit', id, page] as const,
  /** One page of the inventory's units by batch, earliest expiry first. */
  batches: (id: string, page: number) => [...inventoryKeys.all, 'batches', id, page] as const,
  /** The inventory's volume used at the end of each day over `days` days. */
  usageHistory: (id: string, days: number) => [...inventoryKeys.all, 'usage-history', id, days] as const,
  /** The inventory pickers' options (the search follows). */
  options: () => [...inventoryKeys.all, 'options'] as const,
};

/** Query keys of storage units: the list, one unit, and what a unit holds. */
export const storageKeys = {
  all: ['storages'] as const,
  /** One page of the list; `sort` is the asked sort (empty for the default). */
  list: (search: string, page: number, sort: object = {}) =>
    [...storageKeys.all, 'list', { search, page, ...sort }] as const,
  detail: (id: string) => [...storageKeys.all, 'detail', id] as const,
  /** What one storage unit holds, by product and batch. */
  stock: (id: string) => [...storageKeys.all, 'stock', id] as const,
  /** Every storage unit of one inventory (the pickers of a count and of shelf labels). */
  ofInventory: (inventoryId: string) => [...storageKeys.all, 'of-inventory', inventoryId] as const,
};

/** Query keys of transports; orders are transports too, so both screens share them. */
export const transportKeys = {
  all: ['transports'] as const,
  lists: () => [...transportKeys.all, 'list'] as const,
  /** One page of the list; `params` are the status filter, the search and the page. */
  list: (params: object) => [...transportKeys.lists(), params] as const,
  /** A pending transport's lines and what is picked of each. */
  picks: (id: string) => [...transportKeys.all, 'picks', id] as const,
  /** One transport's page: the transport with its history. */
  detail: (id: string) => [...transportKeys.all, 'detail', id] as const,
  /** A delivered transport's proof (receiver, photo, signature). */
  proof: (id: string) => [...transportKeys.all, 'proof', id] as const,
  /** The signed-in driver's open deliveries. */
  deliveries: () => [...transportKeys.all, 'deliveries'] as const,
  /** Every transport with its route, for the Transportation map. */
  map: (params: object) => [...transportKeys.all, 'map', params] as const,
  /** What a shipment or transfer needs for the road: its value, paper and e-way bills. */
  ewayBill: (id: string) => [...transportKeys.all, 'ewaybill', id] as const,
};

/** Query keys of users: the list, the signed-in user, and the user pickers' options. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  /** One page of the list; `params` are the search, the role filter and the page. */
  list: (params: object) => [...userKeys.lists(), params] as const,
  /** Every fetch of the signed-in user, whatever the token. */
  me: () => [...userKeys.all, 'me'] as const,
  /** The signed-in user; the token is part of the key, so a new token means a fresh fetch. */
  currentUser: (token: string | null) => [...userKeys.me(), token] as const,
  /** The driver picker's options (the search follows). */
  driverOptions: () => [...userKeys.all, 'options', 'drivers'] as const,
  /** The picker of any user's options (the search follows). */
  options: () => [...userKeys.all, 'options', 'everyone'] as const,
  /** The supplier picker's options: users with the supplier role (the search follows). */
  supplierOptions: () => [...userKeys.all, 'options', 'suppliers'] as const,
};

/** Query keys of wages: a month's records and the overworked employees. */
export const wageKeys = {
  all: ['wages'] as const,
  lists: () => [...wageKeys.all, 'list'] as const,
  /** One page of a month's records; `params` are the month, the search and the page. */
  list: (params: object) => [...wageKeys.lists(), params] as const,
  overworked: (search: string, page: number) => [...wageKeys.all, 'overworked', { search, page }] as const,
};

/** Query keys of alerts. */
export const alertKeys = {
  all: ['alerts'] as const,
  lists: () => [...alertKeys.all, 'list'] as const,
  /** One page of the list; `params` are the status, type and priority filters, the search and the page. */
  list: (params: object) => [...alertKeys.lists(), params] as const,
  /** How many alerts are active (the header's bell). */
  activeCount: () => [...alertKeys.all, 'active-count'] as const,
};

/** Query keys of batches: a batch's trace (where its units are and everything that moved them). */
export const batchKeys = {
  all: ['batches'] as const,
  /** The trace of one batch; `params` are the product (id or SKU) and the batch code. */
  trace: (params: { product: string; batch: string }) => [...batchKeys.all, 'trace', params] as const,
};

/** Query keys of purchase orders: the buyer's and the supplier's lists, and one order. */
export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  lists: () => [...purchaseOrderKeys.all, 'list'] as const,
  /** One page of the list; `params` are the status filter, the search and the page. */
  list: (params: object) => [...purchaseOrderKeys.lists(), params] as const,
  detail: (id: string) => [...purchaseOrderKeys.all, 'detail', id] as const,
};

/** Query keys of customers: the list and one customer's page. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  /** One page of the list; `params` are the search, the state, registration and active filters, the sort and the page. */
  list: (params: object) => [...customerKeys.lists(), params] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
  /** The customer pickers' options: active customers (the search follows). */
  options: () => [...customerKeys.all, 'options'] as const,
};

/** Query keys of sales orders: the list (all, or one customer's) and one order. */
export const salesOrderKeys = {
  all: ['sales-orders'] as const,
  lists: () => [...salesOrderKeys.all, 'list'] as const,
  /** One page of the list; `params` are the status and customer filters, the search and the page. */
  list: (params: object) => [...salesOrderKeys.lists(), params] as const,
  detail: (id: string) => [...salesOrderKeys.all, 'detail', id] as const,
};

/** Query keys of price lists: the list, one list's page, and the customer form's choice of list. */
export const priceListKeys = {
  all: ['price-lists'] as const,
  list: () => [...priceListKeys.all, 'list'] as const,
  detail: (id: string) => [...priceListKeys.all, 'detail', id] as const,
  /** The price lists a customer may be given (the customer form). */
  choices: () => [...priceListKeys.all, 'choices'] as const,
};

/** Query keys of the company: what its invoices say of it, and its GST registrations. */
export const companyKeys = {
  all: ['company'] as const,
  settings: () => [...companyKeys.all, 'settings'] as const,
  registrations: () => [...companyKeys.all, 'registrations'] as const,
};

/** Query keys of schemes: the list (the form edits from it). */
export const schemeKeys = {
  all: ['schemes'] as const,
  list: () => [...schemeKeys.all, 'list'] as const,
};

/**
 * Query keys of quotes: what lines cost a customer today (the customer page's price check, the sales
 * order form's live quote).
 */
export const quoteKeys = {
  all: ['quotes'] as const,
  /** `params` are the customer and the lines (a product and a quantity each). */
  quote: (params: object) => [...quoteKeys.all, params] as const,
};

/**
 * Query keys of PIN codes: the district, state and point a PIN code names. They change with a
 * release of the server, not with anything a user does, so no change refreshes them.
 */
export const pinCodeKeys = {
  all: ['pin-codes'] as const,
  place: (pinCode: string) => [...pinCodeKeys.all, pinCode] as const,
};

/** Query keys of the reorder suggestions. */
export const reorderKeys = {
  all: ['reorder'] as const,
  suggestions: () => [...reorderKeys.all, 'suggestions'] as const,
};

/** Query keys of stock counts: the list (of an inventory, a status) and one count with its lines. */
export const countKeys = {
  all: ['counts'] as const,
  lists: () => [...countKeys.all, 'list'] as const,
  /** One page of the list; `params` are the inventory and status filters and the page. */
  list: (params: object) => [...countKeys.lists(), params] as const,
  detail: (id: string) => [...countKeys.all, 'detail', id] as const,
};

/**
 * Query keys of the maps: the tile settings. Nothing in the app changes them (they are the server's
 * MAP_TILE_URL), so no change refreshes them.
 */
export const mapKeys = {
  all: ['map'] as const,
  config: () => [...mapKeys.all, 'config'] as const,
};

/**
 * Query keys of the command palette's searches: one answer per term, across products, inventories,
 * transports, users and purchase orders. Kept briefly and never refreshed by a change: each new
 * term asks again.
 */
export const paletteKeys = {
  all: ['palette'] as const,
  search: (term: string) => [...paletteKeys.all, term] as const,
};

/** Query keys of the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  /** The dashboard's charts: stock value, stock in and out, transports, days of cover. */
  charts: () => [...dashboardKeys.all, 'charts'] as const,
};

/**
 * Query keys of the reports: one per report, its parameters and page. No change refreshes them:
 * a report is read when its screen opens (and again after the usual 10 seconds), not kept live.
 */
export const reportKeys = {
  all: ['reports'] as const,
  /** A report of `kind` run with `params` (dates, filters and the page). */
  report: (kind: string, params: object) => [...reportKeys.all, kind, params] as const,
};

/** What units found, gone or moved in an inventory refresh (a count's posting, a receipt, a move). */
const STOCK_TASK_KEYS = [
  inventoryKeys.all,
  storageKeys.all,
  productKeys.all,
  dashboardKeys.all,
  batchKeys.all,
  alertKeys.all,
  reorderKeys.all,
] as const;

/**
 * What each kind of change refreshes: every query under each of its keys is fetched again (or, when
 * not on screen, marked stale). A change names every screen whose figures it can move:
 *
 * - `products`: a product's name, category, price, quantity or dates show on the product screens
 *   and on the inventories that hold it (their weight and volume count it); a quantity or an expiry
 *   date raises or resolves a stock alert; the dashboard counts products and low stock; the quantity,
 *   the reorder settings and the preferred supplier decide the reorder suggestions; its name, price
 *   and MRP show on the price lists and schemes naming it, and its price makes a quote's rate.
 * - `inventories` (an inventory, or units placed in or taken out of it, by batch): the inventory
 *   screens; the storage units, which show their inventory's name; the products, whose placed
 *   quantities, batches, stock history and picker counts of unplaced units follow; the dashboard's
 *   count of inventories; a batch's trace, which lists the inventories holding it.
 * - `storages`: the storage screen, and the inventory the unit belongs to (its storage count and
 *   the units listed on its page).
 * - `transports` (orders too): a transfer takes units out of one inventory and puts them into
 *   another, so the inventory and product screens follow, with the traces of the batches it
 *   carries; a delivery changes stock (stock alerts, reorder suggestions, which count units in
 *   transit too), and a delivery or cancellation resolves a missed-ETA alert; the dashboard counts
 *   both; a purchase order shows the status of its consignment.
 * - `purchaseOrders` (a buyer creates, sends, confirms, answers or cancels one): the purchase order
 *   screens; the reorder suggestions, which count what is on order; cancelling closes the order's
 *   consignment, a transport.
 * - `receipts` (goods received on a purchase order): the units enter the destination inventory by
 *   batch, so everything `inventories` refreshes follows, with the product quantities and their
 *   stock alerts, the order, its consignment (delivered once all has come) and the suggestions.
 * - `supplierReplies` (the supplier confirms or ships an order): the purchase orders, and the
 *   consignment transport that shipping creates.
 * - `users`: hours and rates feed the wages; the dashboard counts users; hours past the limit
 *   raise an overwork alert.
 * - `wages`: a current month's record sets the user's hours, rate and extra shift, so the users
 *   follow, with the dashboard and the overwork alerts.
 * - `alerts`: the alert lists and the dashboard's active alerts and their count.
 * - `profile`: the signed-in user as the server sees it.
 * - `countEntries` (a line counted or recounted, a count started or cancelled): the counts alone;
 *   nothing is adjusted until a count is posted.
 * - `countPosts` (a count posted): its adjustments move units like a placement does, in the
 *   inventory and its storage units, with the product quantities, their stock alerts and the
 *   reorder suggestions.
 * - `stockTasks` (goods received, units moved between storage units or inventories): like a
 *   placement, with the product quantities, stock alerts and suggestions a receipt moves.
 * - `picks`: the transport's picks (and the batches its lines take).
 * - `ewayBills` (a bill recorded, waived, cancelled, its vehicle changed): the transports (the
 *   transport's e-way bill section, and the vehicle it names); the alerts, as a new validity or a
 *   cancelled bill resolves the bill's expiry alert.
 * - `customers` (a customer added, changed or deleted): the customer screens; the price lists,
 *   which count the customers using them; the customer's quotes, which read their list; the sales
 *   orders, which name their customer.
 * - `priceLists` (a list made, changed or deleted): the price list screens; the customers, which
 *   show their list's name; the quotes, which price by it.
 * - `schemes` (a scheme made, changed or deleted): the schemes and the quotes they give units in.
 * - `salesOrders` (a sales order taken, changed, confirmed or cancelled): the sales order screens,
 *   with a customer's orders on their page; the dashboard, whose figures count them.
 * - `company`, `registrations` (its settings, a GST registration): the company's screens, and for a
 *   registration the inventories naming it; `taxRates` (a product's dated rates): the products.
 */
export const refreshedBy = {
  products: [
    productKeys.all,
    inventoryKeys.all,
    alertKeys.all,
    dashboardKeys.all,
    reorderKeys.all,
    priceListKeys.all,
    schemeKeys.all,
    quoteKeys.all,
  ],
  inventories: [inventoryKeys.all, storageKeys.all, productKeys.all, dashboardKeys.all, batchKeys.all],
  storages: [storageKeys.all, inventoryKeys.all],
  transports: [
    transportKeys.all,
    inventoryKeys.all,
    productKeys.all,
    alertKeys.all,
    dashboardKeys.all,
    batchKeys.all,
    reorderKeys.all,
    purchaseOrderKeys.all,
  ],
  purchaseOrders: [purchaseOrderKeys.all, reorderKeys.all, transportKeys.all],
  receipts: [
    purchaseOrderKeys.all,
    productKeys.all,
    inventoryKeys.all,
    batchKeys.all,
    reorderKeys.all,
    transportKeys.all,
    alertKeys.all,
    dashboardKeys.all,
  ],
  supplierReplies: [purchaseOrderKeys.all, transportKeys.all],
  users: [userKeys.all, wageKeys.all, dashboardKeys.all, alertKeys.all],
  wages: [wageKeys.all, userKeys.all, dashboardKeys.all, alertKeys.all],
  alerts: [alertKeys.all, dashboardKeys.all],
  profile: [userKeys.me()],
  countEntries: [countKeys.all],
  countPosts: [countKeys.all, ...STOCK_TASK_KEYS],
  stockTasks: STOCK_TASK_KEYS,
  picks: [transportKeys.all],
  ewayBills: [transportKeys.all, alertKeys.all],
  customers: [customerKeys.all, priceListKeys.all, quoteKeys.all, salesOrderKeys.all],
  priceLists: [priceListKeys.all, customerKeys.all, quoteKeys.all],
  schemes: [schemeKeys.all, quoteKeys.all],
  salesOrders: [salesOrderKeys.all, dashboardKeys.all],
  company: [companyKeys.all],
  registrations: [companyKeys.all, inventoryKeys.all],
  taxRates: [productKeys.all],
} as const satisfies Record<string, readonly QueryKey[]>;

/**
 * What a written import of each kind refreshes: what the same rows typed into the forms would.
 * Products may carry a batch (its trace follows); opening stock sets the units an inventory holds by
 * batch, so it moves everything a placement does, with the product quantities, their stock alerts
 * and the reorder suggestions.
 */
export const refreshedByImport = {
  products: [...refreshedBy.products, batchKeys.all],
  inventories: refreshedBy.inventories,
  'opening-stock': [...refreshedBy.inventories, alertKeys.all, reorderKeys.all],
  'storage-units': refreshedBy.storages,
  users: refreshedBy.users,
  customers: refreshedBy.customers,
  // Products with their rates and opening stock: what a product import and opening stock refresh.
  'tally-stock-items': [...refreshedBy.products, batchKeys.all, storageKeys.all],
} as const satisfies Record<ImportKind, readonly QueryKey[]>;
