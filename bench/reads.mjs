// The measured reads (docs/performance.md#results), each asked two ways in one run:
// - kept: the same few URLs again and again, as a busy screen asks them; the answers kept per
//   database snapshot (docs/performance.md#answers-kept-per-snapshot) serve all but the first;
// - cold: on a server that keeps no answer (KEPT_ANSWERS_MB=0), each request a URL of its own
//   (search terms from a large set, page sizes and pages, ids), so the database does the whole work
//   every time, as for a word nobody searched a minute ago.
import { billingReadScenarios } from './billing-reads.mjs';
import { API, getJson, login, ADMIN } from './servers.mjs';
import { DEVANAGARI_WORDS, TWO_LETTERS, madeUpWords, numbers, pagedVariants, searchPath } from './terms.mjs';

/** Connections of the charts' measurement: each call is five aggregates over the whole data set. */
export const CHARTS_CONNECTIONS = 4;
/** Connections of the unpaged lists (every active alert, every placement): megabytes per answer. */
export const UNPAGED_CONNECTIONS = 10;

/** The cold searches the budgets name (docs/performance.md#budgets), by key. */
export const COLD_SEARCHES = [
  'searchRare',
  'searchCommon',
  'searchNumber',
  'searchPrefix',
  'searchDevanagari',
  'searchWords',
];
/** The detail reads the budgets name, by key. */
export const DETAIL_READS = [
  'inventory',
  'productHistory',
  'inventoryHistory',
  'batchTrace',
  'scanSku',
  'scanBatch',
];

/** Request `i`'s path from a list of ids (or anything), in turn. */
const inTurn = (values, path) => (i) => path(values[i % values.length]);

/** The first `n` paths of a cold sequence: the kept measurement of the same read. */
const firstOf = (cold, n = 8) => Array.from({ length: n }, (_, i) => cold(i));

/**
 * Words that each match 10 to 15% of the scale data set's products (its packs: "Single", "Box of
 * 20", "Pack of 10", "Set of 3"...): the search every user types first, one common word.
 */
const COMMON_WORDS = ['single', 'box', 'pack'];

const SEARCH_TERMS = [
  'basmati',
  'Paneer',
  'mustard oil',
  'SKU-00042',
  'Kochi',
  'Garam Masala',
  'ghee',
  'LED',
];

/** A seller's searches of the customer list: a name, a district, a GSTIN's start, with a state or none. */
const CUSTOMER_SEARCHES = [
  'search=sharma',
  'search=medical&state=27',
  'search=pune',
  'search=27A',
  'search=kirana&registered=false',
  'search=lucknow&active=true',
  'search=traders&state=09',
  'search=chemists',
];

/** Up to `count` products of the data set, newest first, read 1,000 at a time. */
async function someProducts(base, count) {
  const found = [];
  while (found.length < count) {
    const page = (await getJson(`${base}${API}/products/?limit=1000&offset=${found.length}`)).products;
    found.push(...page);
    if (page.length < 1000) break;
  }
  return found.slice(0, count);
}

/**
 * The measured reads and what they need from the data (ids, a token). Each has `paths`, the kept
 * measurement's URLs, and `cold(i)`, request i's URL of the cold one.
 */
export async function readScenarios(base, token) {
  // A supplier of the data set (every account shares the admin's password), for their own page.
  const supplier = (await getJson(`${base}${API}/users/?role=supplier&limit=1`, token)).users[0];
  const supplierToken = await login(base, { email: supplier.email, password: ADMIN.password });
  const categories = (await getJson(`${base}${API}/products/categories`)).categories;
  const inventories = (await getJson(`${base}${API}/inventory/?limit=1000`, token)).inventories;
  const inventoryIds = inventories.map((i) => i.id);
  const products = await someProducts(base, 10_000);
  const newest = products.slice(0, 100);
  const productIds = products.map((p) => p.id);
  let largest = { category: categories[0], total: 0 };
  for (const category of categories) {
    const { total } = await getJson(
      `${base}${API}/products/?category=${encodeURIComponent(category)}&limit=1`,
    );
    if (total > largest.total) largest = { category, total };
  }
  // Products held by batch, for the batch reads: each names its earliest batch in stock.
  const batchedAll = products.filter((p) => p.hasBatches);
  const batched = batchedAll.slice(0, 100);
  if (batched.length === 0) throw new Error('the scale data set has no products held by batch');
  // The words of the products' names: what people search for, and the brands (a name's first word).
  const nameWords = [
    ...new Set(
      products.flatMap((p) => p.productName.toLowerCase().split(/\s+/)).filter((w) => /^\p{L}{3,}$/u.test(w)),
    ),
  ];
  const brands = [...new Set(products.map((p) => p.productName.split(/\s+/)[0].toLowerCase()))];
  const brandWords = brands.flatMap((brand) =>
    nameWords.filter((w) => w !== brand).map((w) => `${brand} ${w}`),
  );
  const list = (query) => (value, limit, offset) =>
    `${query(value)}limit=${limit}${offset ? `&offset=${offset}` : ''}`;
  const billing = await billingReadScenarios(base, token);
  return [
    {
      key: 'products',
      label: 'GET /products?limit=50',
      kind: 'read',
      paths: ['/products/?limit=50'],
      cold: pagedVariants(
        [''],
        list(() => '/products/?'),
      ),
      coldLabel: 'pages of 40 to 60',
    },
    {
      key: 'productsByPrice',
      label: 'GET /products?sort=price&order=desc&limit=50',
      kind: 'read',
      paths: ['/products/?sort=price&order=desc&limit=50'],
      cold: pagedVariants(
        [''],
        list(() => '/products/?sort=price&order=desc&'),
      ),
    },
    {
      key: 'productsByName',
      label: 'GET /products?sort=name&limit=50',
      kind: 'read',
      paths: ['/products/?sort=name&limit=50'],
      cold: pagedVariants(
        [''],
        list(() => '/products/?sort=name&'),
      ),
    },
    {
      key: 'search',
      label: 'GET /products?search=<term>&limit=50',
      kind: 'search',
      paths: SEARCH_TERMS.map((t) => `/products/?search=${encodeURIComponent(t)}&limit=50`),
      cold: pagedVariants(nameWords, searchPath),
      coldLabel: `${nameWords.length} words of the names`,
    },
    {
      key: 'searchRare',
      label: 'GET /products?search=<a rare or made-up word>',
      kind: 'search',
      ...searchKinds(madeUpWords(20_000)),
    },
    {
      key: 'searchCommon',
      label: 'GET /products?search=<a common word>&limit=50 (10-15% match)',
      kind: 'search',
      paths: COMMON_WORDS.map((t) => `/products/?search=${encodeURIComponent(t)}&limit=50`),
      cold: pagedVariants(COMMON_WORDS, searchPath),
    },
    {
      key: 'searchNumber',
      label: 'GET /products?search=<a number of 2 to 5 digits>',
      kind: 'search',
      ...searchKinds(numbers(20_000)),
    },
    {
      key: 'searchPrefix',
      label: 'GET /products?search=<two letters>',
      kind: 'search',
      ...searchKinds(TWO_LETTERS),
    },
    {
      key: 'searchDevanagari',
      label: 'GET /products?search=<a Hindi word>',
      kind: 'search',
      ...searchKinds(DEVANAGARI_WORDS),
    },
    {
      key: 'searchWords',
      label: 'GET /products?search=<brand> <common word>&limit=50',
      kind: 'search',
      paths: ['shakti single', 'ganga box', 'kaveri pack', 'deccan rice'].map(
        (t) => `/products/?search=${encodeURIComponent(t)}&limit=50`,
      ),
      cold: pagedVariants(brandWords, searchPath),
      coldLabel: `${brandWords.length} brand-and-word pairs`,
    },
    {
      key: 'categoryLargest',
      label: `GET /products?category=<the largest: ${largest.category}, ${largest.total} products>&limit=50`,
      kind: 'read',
      paths: [`/products/?category=${encodeURIComponent(largest.category)}&limit=50`],
      cold: pagedVariants(
        [largest.category],
        list((c) => `/products/?category=${encodeURIComponent(c)}&`),
      ),
    },
    {
      key: 'category',
      label: 'GET /products?category=<c>&limit=50',
      kind: 'search',
      paths: categories.map((c) => `/products/?category=${encodeURIComponent(c)}&limit=50`),
      cold: pagedVariants(
        categories,
        list((c) => `/products/?category=${encodeURIComponent(c)}&`),
      ),
    },
    {
      key: 'inventory',
      label: 'GET /inventory/{id}',
      kind: 'read',
      paths: inventoryIds.slice(0, 20).map((id) => `/inventory/${id}`),
      cold: inTurn(inventoryIds, (id) => `/inventory/${id}`),
    },
    {
      key: 'inventoryProducts',
      label: 'GET /inventory/{id}/products?limit=50',
      kind: 'read',
      paths: inventoryIds.slice(0, 20).map((id) => `/inventory/${id}/products?limit=50`),
      cold: pagedVariants(
        inventoryIds,
        list((id) => `/inventory/${id}/products?`),
      ),
    },
    {
      key: 'inventoryProductsAll',
      label: 'GET /inventory/{id}/products (every placement)',
      kind: 'info',
      connections: UNPAGED_CONNECTIONS,
      paths: inventoryIds.slice(0, 20).map((id) => `/inventory/${id}/products`),
      cold: inTurn(inventoryIds, (id) => `/inventory/${id}/products`),
    },
    {
      key: 'dashboard',
      label: 'GET /dashboard/summary',
      kind: 'dashboard',
      auth: true,
      paths: ['/dashboard/summary'],
      cold: () => '/dashboard/summary',
      coldLabel: 'the same call, nothing kept',
    },
    {
      // A report-sized read (docs/performance.md#charts): a few dashboards opening at once, not 50.
      key: 'charts',
      label: `GET /dashboard/charts (${CHARTS_CONNECTIONS} connections)`,
      kind: 'charts',
      auth: true,
      connections: CHARTS_CONNECTIONS,
      paths: ['/dashboard/charts'],
      cold: () => '/dashboard/charts',
    },
    {
      key: 'productHistory',
      label: 'GET /products/{id}/history (90 days)',
      kind: 'read',
      paths: newest.map((p) => `/products/${p.id}/history?days=90`),
      cold: inTurn(productIds, (id) => `/products/${id}/history?days=90`),
    },
    {
      key: 'inventoryHistory',
      label: 'GET /inventory/{id}/history (90 days)',
      kind: 'read',
      paths: inventoryIds.slice(0, 20).map((id) => `/inventory/${id}/history?days=90`),
      cold: inTurn(inventoryIds, (id) => `/inventory/${id}/history?days=90`),
    },
    {
      key: 'inTransit',
      label: 'GET /transports/status/in_transit?limit=50',
      kind: 'read',
      auth: true,
      paths: ['/transports/status/in_transit?limit=50'],
      cold: pagedVariants(
        [''],
        list(() => '/transports/status/in_transit?'),
      ),
    },
    {
      key: 'transportsByEta',
      label: 'GET /transports?sort=eta&limit=50',
      kind: 'read',
      auth: true,
      paths: ['/transports/?sort=eta&limit=50'],
      cold: pagedVariants(
        [''],
        list(() => '/transports/?sort=eta&'),
      ),
    },
    {
      key: 'activeAlerts',
      label: 'GET /alerts/?resolved=false&limit=50',
      kind: 'read',
      auth: true,
      paths: ['/alerts/?resolved=false&limit=50'],
      cold: pagedVariants(
        [''],
        list(() => '/alerts/?resolved=false&'),
      ),
    },
    {
      key: 'reorder',
      label: 'GET /reorder/suggestions',
      kind: 'read',
      auth: true,
      paths: ['/reorder/suggestions'],
      cold: () => '/reorder/suggestions',
    },
    {
      key: 'batchTrace',
      label: 'GET /batches/trace?product=<sku>&batch=<code>',
      kind: 'read',
      auth: true,
      paths: batched.map(traceOf),
      cold: inTurn(batchedAll, traceOf),
    },
    {
      key: 'productBatches',
      label: 'GET /products/{id}/batches',
      kind: 'read',
      paths: batched.map((p) => `/products/${p.id}/batches`),
      cold: inTurn(productIds, (id) => `/products/${id}/batches`),
    },
    {
      key: 'suppliedProducts',
      label: 'GET /products/supplied?limit=25 (a supplier’s own page)',
      kind: 'read',
      auth: true,
      token: supplierToken,
      paths: ['/products/supplied?limit=25', '/products/supplied?limit=25&offset=25'],
      cold: pagedVariants(
        [''],
        list(() => '/products/supplied?'),
      ),
    },
    {
      key: 'purchaseOrders',
      label: 'GET /purchase-orders?limit=50',
      kind: 'read',
      auth: true,
      paths: ['/purchase-orders?limit=50'],
      cold: pagedVariants(
        [''],
        list(() => '/purchase-orders?'),
      ),
    },
    {
      key: 'customers',
      label: 'GET /customers?limit=50 (10,000 customers, by name)',
      kind: 'read',
      auth: true,
      paths: ['/customers?limit=50'],
      cold: pagedVariants(
        [''],
        list(() => '/customers?'),
      ),
    },
    {
      key: 'customersSearch',
      label: 'GET /customers?search=<word>&state=<code> (a seller finding a shop)',
      kind: 'read',
      auth: true,
      paths: CUSTOMER_SEARCHES.slice(0, 4).map((q) => `/customers?${q}&limit=25`),
      cold: pagedVariants(
        CUSTOMER_SEARCHES,
        list((q) => `/customers?${q}&`),
      ),
      coldLabel: `${CUSTOMER_SEARCHES.length} searches`,
    },
    {
      key: 'salesOrders',
      label: 'GET /sales-orders?limit=50 (20,000 orders, newest first)',
      kind: 'read',
      auth: true,
      paths: ['/sales-orders?limit=50', '/sales-orders?status=delivered&limit=50'],
      cold: pagedVariants(
        ['', 'status=draft&', 'status=delivered&', 'status=cancelled&'],
        list((q) => `/sales-orders?${q}`),
      ),
      coldLabel: 'every status tab, page by page',
    },
    {
      key: 'scanSku',
      label: 'GET /scan/<sku> (a scanner gun on a product)',
      kind: 'read',
      auth: true,
      paths: batched.map((p) => `/scan/${encodeURIComponent(p.sku)}`),
      cold: inTurn(products, (p) => `/scan/${encodeURIComponent(p.sku)}`),
    },
    {
      key: 'scanBatch',
      label: 'GET /scan/<batch code>',
      kind: 'read',
      auth: true,
      paths: batched.map((p) => `/scan/${encodeURIComponent(p.batchId)}`),
      cold: inTurn(batchedAll, (p) => `/scan/${encodeURIComponent(p.batchId)}`),
    },
    {
      key: 'activeAlertsAll',
      label: 'GET /alerts/?resolved=false (every active alert)',
      kind: 'info',
      connections: UNPAGED_CONNECTIONS,
      auth: true,
      paths: ['/alerts/?resolved=false'],
      cold: () => '/alerts/?resolved=false',
    },
    ...billing,
  ];
}

/** A search kind asked with terms of one set: kept, the first eight; cold, every term and page. */
function searchKinds(terms) {
  const cold = pagedVariants(terms, searchPath);
  return { paths: firstOf(cold), cold, coldLabel: `${terms.length} terms` };
}

/** The trace of a product's earliest batch in stock. */
function traceOf(p) {
  return `/batches/trace?product=${encodeURIComponent(p.sku)}&batch=${encodeURIComponent(p.batchId)}`;
}
