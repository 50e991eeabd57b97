// Selling's writes at scale (docs/performance.md#selling): orders of 20 lines taken, confirmed (each
// line's units held in the warehouse) and allocated to batches and racks in one click, 50
// connections at once on one warehouse's 20 products: the hot case, every confirmation locking the
// same 20 placements in product order. Each order is cancelled afterwards, so the units go back.
import autocannon from 'autocannon';
import { API, getJson, latencyAndErrors, log } from './servers.mjs';

const LINES = 20;

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** `amount` requests over `connections`, each made by `make(n)` (n counts from 0 across connections). */
async function driveEach(base, token, { connections, amount, method, make, onResponse }) {
  let next = 0;
  if (amount === 0) throw new Error('sales writes: nothing to send (no order was taken)');
  const r = await autocannon({
    url: base,
    // autocannon refuses more connections than requests.
    connections: Math.min(connections, amount),
    pipelining: 1,
    timeout: 60,
    amount,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method,
        setupRequest: (request) => Object.assign(request, make(next++)),
        ...(onResponse && { onResponse }),
      },
    ],
  });
  return { rps: Math.round(r.requests.total / Math.max(r.duration, 0.001)), ...latencyAndErrors(r) };
}

/**
 * A warehouse holding `units` of each of 20 new products, and an active customer of the data set:
 * the orders' world. Tagged, so a later run can tell them apart.
 */
async function setUp(base, token, units) {
  const tag = `BENCH-SALES-${Date.now().toString(36)}`;
  const customers = (await getJson(`${base}${API}/customers?limit=50&active=true`, token)).customers;
  const customer = customers.find((c) => c.active) ?? customers[0];
  if (!customer) throw new Error('sales writes: the data set has no customer');
  const { inventory } = await call(base, token, 'POST', '/inventory/create', {
    name: `${tag} godown`,
    location: 'Bhiwandi, Maharashtra',
    totalCapacity: 1e9,
    totalVolume: 1e9,
    inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
  });
  const products = [];
  for (let i = 0; i < LINES; i++) {
    const { product } = await call(base, token, 'POST', '/products/', {
      productName: `${tag} item ${i + 1}`,
      sku: `${tag}-${i + 1}`,
      price: 40 + i,
      mrp: 100,
      quantity: units,
    });
    await call(base, token, 'POST', `/inventory/${inventory.id}/products`, {
      productId: product.id,
      quantity: units,
    });
    products.push(product.id);
  }
  return { customerId: customer.id, inventoryId: inventory.id, products };
}

/**
 * Takes `orders` orders of 20 lines (one unit each), then confirms them and allocates them, each
 * step measured on its own; then cancels them all (their units go back).
 */
export async function salesWrites(base, token, { connections, smoke }) {
  const orders = smoke ? 100 : 2000;
  log(`  sales writes: a warehouse with ${LINES} products, ${orders} orders of ${LINES} lines`);
  const world = await setUp(base, token, orders);
  const ids = [];
  const results = {};
  results.salesOrderTaken = {
    label: `POST /sales-orders (${LINES} lines, priced by the customer's list and schemes)`,
    ...(await driveEach(base, token, {
      connections,
      amount: orders,
      method: 'POST',
      make: () => ({
        path: `${API}/sales-orders`,
        body: JSON.stringify({
          customerId: world.customerId,
          inventoryId: world.inventoryId,
          lines: world.products.map((product) => ({ product, quantity: 1 })),
        }),
      }),
      onResponse: (status, body) => {
        if (status === 201) ids.push(JSON.parse(body).data.salesOrder.id);
      },
    })),
  };
  try {
    results.salesOrderConfirmed = {
      label: `POST /sales-orders/{id}/confirm (${LINES} lines held, one warehouse's same ${LINES} products)`,
      ...(await driveEach(base, token, {
        connections,
        amount: ids.length,
        method: 'POST',
        make: (n) => ({ path: `${API}/sales-orders/${ids[n % ids.length]}/confirm`, body: '{}' }),
      })),
    };
    results.salesOrderAllocated = {
      label: `POST /sales-orders/{id}/allocate (${LINES} lines to batches and racks, one click)`,
      ...(await driveEach(base, token, {
        connections,
        amount: ids.length,
        method: 'POST',
        make: (n) => ({ path: `${API}/sales-orders/${ids[n % ids.length]}/allocate`, body: '{}' }),
      })),
    };
  } finally {
    await driveEach(base, token, {
      connections,
      amount: ids.length,
      method: 'POST',
      make: (n) => ({ path: `${API}/sales-orders/${ids[n % ids.length]}/cancel`, body: '{}' }),
    });
  }
  for (const id of ids.slice(0, 10)) {
    const { salesOrder } = await getJson(`${base}${API}/sales-orders/${id}`, token);
    if (salesOrder.status !== 'cancelled' || salesOrder.lines.some((l) => l.reservedQuantity > 0))
      throw new Error(`sales writes: order ${salesOrder.number} still holds units`);
  }
  return results;
}
