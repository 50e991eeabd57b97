// Selling's writes at scale (docs/performance.md#selling): orders of 20 lines taken, confirmed (each
// line's units held in the warehouse) and allocated to batches and racks in one click, 50
// connections at once on one warehouse's 20 products: the hot case, every confirmation locking the
// same 20 placements in product order. Each order is cancelled afterwards, so the units go back.
// Then invoices (docs/performance.md#billing): shipments of 20 lines made ready through the API, each
// invoiced by one request, 50 at once, all numbered in one registration's series. Then counter sales
// (docs/domain.md#counter-sales): 20 lines sold, handed over, invoiced and paid by one request each.
import autocannon from 'autocannon';
import { API, getJson, latencyAndErrors, log } from './servers.mjs';

const LINES = 20;

let billSerial = 0;
/** A 12-digit e-way bill number no other shipment of this run, or of another run, gives. */
const nextBillNumber = () =>
  `9${String(Date.now() % 1e8).padStart(8, '0')}${String(++billSerial % 1000).padStart(3, '0')}`;

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
 * An active customer of the data set whom the credit check lets order (docs/domain.md#credit-limits):
 * no credit limit, and no invoice long past due (the scale data set's invoices leave some customers
 * so); of `state` and registered under GST when a state is given.
 */
async function customerWhoMayOrder(base, token, state) {
  const query = `active=true${state ? `&state=${state}&registered=true` : ''}`;
  for (let offset = 0, total = 1; offset < total; offset += 500) {
    const page = await getJson(`${base}${API}/customers?${query}&limit=500&offset=${offset}`, token);
    total = page.total;
    for (const customer of page.customers) {
      if (!customer.active || customer.creditLimit !== null) continue;
      const ageing = await getJson(`${base}${API}/receivables/ageing?customer=${customer.id}`, token);
      const due = ageing.customers[0]?.oldestOverdue?.dueDate;
      if (!due || Date.now() - Date.parse(due) < 60 * 86_400_000) return customer;
    }
  }
  throw new Error('sales writes: no active customer without a credit limit and long overdue invoices');
}

/**
 * A warehouse holding `units` of each of 20 new products, and an active customer of the data set:
 * the orders' world. Tagged, so a later run can tell them apart. With a GST registration, the
 * warehouse bills under it, the products carry their GST (half at 5%, half at 18%) and the customer
 * is of its state.
 */
async function setUp(base, token, units, { name = 'SALES', registration = null } = {}) {
  const tag = `BENCH-${name}-${Date.now().toString(36)}`;
  const customer = await customerWhoMayOrder(base, token, registration?.stateCode);
  const { inventory } = await call(base, token, 'POST', '/inventory/create', {
    name: `${tag} godown`,
    location: 'Bhiwandi, Maharashtra',
    totalCapacity: 1e9,
    totalVolume: 1e9,
    inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
    ...(registration && { registrationId: registration.id }),
  });
  const products = [];
  for (let i = 0; i < LINES; i++) {
    const { product } = await call(base, token, 'POST', '/products/', {
      productName: `${tag} item ${i + 1}`,
      sku: `${tag}-${i + 1}`,
      price: 40 + i,
      mrp: 100,
      quantity: units,
      ...(registration && { hsnCode: i % 2 ? '34011190' : '21069099', gstRate: i % 2 ? 18 : 5 }),
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
  results.invoiceIssued = await invoiceWrites(base, token, { connections, smoke });
  results.counterSale = await counterSaleWrites(base, token, { connections, smoke });
  return results;
}

/** An order of the world's 20 products (a unit each) taken, confirmed, allocated, picked, packed and on the road. */
async function shipOrder(base, token, world) {
  const { salesOrder } = await call(base, token, 'POST', '/sales-orders', {
    customerId: world.customerId,
    inventoryId: world.inventoryId,
    lines: world.products.map((product) => ({ product, quantity: 1 })),
  });
  const order = `/sales-orders/${salesOrder.id}`;
  await call(base, token, 'POST', `${order}/confirm`, {});
  await call(base, token, 'POST', `${order}/allocate`, {});
  const { pickList } = await getJson(`${base}${API}${order}/pick-list`, token);
  for (const a of pickList.allocations)
    await call(base, token, 'POST', `${order}/picks`, { allocation: a.id, quantity: a.quantity });
  const packed = await call(base, token, 'POST', `${order}/shipments`, {});
  const shipment = packed.salesOrder.shipments.at(-1).id;
  // Goods over the e-way bill threshold leave on a bill (docs/domain.md#e-way-bills), as a user records it.
  const { state } = await call(base, token, 'GET', `/transports/${shipment}/ewaybill`);
  if (state === 'needed') {
    await call(base, token, 'POST', `/transports/${shipment}/ewaybill`, {
      number: nextBillNumber(),
      generatedAt: new Date(Date.now() - 60_000).toISOString(),
      distanceKm: 100,
    });
  }
  await call(base, token, 'PUT', `/transports/${shipment}`, { status: 'in_transit' });
  return shipment;
}

/** The active GST registration of Maharashtra (else any): the one bench warehouses bill under. */
async function benchRegistration(base, token) {
  const { registrations } = await getJson(`${base}${API}/gst-registrations`, token);
  const registration =
    registrations.find((r) => r.active && r.stateCode === '27') ?? registrations.find((r) => r.active);
  if (!registration) throw new Error('billing writes: no GST registration (seed:scale --invoices)');
  return registration;
}

/**
 * Counter sales of 20 lines (docs/domain.md#counter-sales), 50 connections at once from one
 * warehouse: each request takes the order, holds, places and picks its units, hands them over,
 * issues the invoice and receives the cash, in one transaction; all numbered in one series.
 */
async function counterSaleWrites(base, token, { connections, smoke }) {
  const count = smoke ? 20 : 300;
  const world = await setUp(base, token, count, {
    name: 'COUNTER',
    registration: await benchRegistration(base, token),
  });
  log(`  counter sales: ${count} sales of ${LINES} lines`);
  const sold = [];
  const result = {
    label: `POST /counter-sales (${LINES} lines: order, FEFO pick, hand-over, invoice and payment in one)`,
    ...(await driveEach(base, token, {
      connections,
      amount: count,
      method: 'POST',
      make: () => ({
        path: `${API}/counter-sales`,
        body: JSON.stringify({
          customerId: world.customerId,
          inventoryId: world.inventoryId,
          lines: world.products.map((product) => ({ product, quantity: 1 })),
          payment: { mode: 'cash' },
        }),
      }),
      onResponse: (status, body) => {
        if (status === 201) sold.push(JSON.parse(body).data.invoice);
      },
    })),
  };
  if (sold.length !== count || sold.some((i) => i.lines.length !== LINES || i.balance !== 0))
    throw new Error(`counter sales: ${sold.length} of ${count} sales of ${LINES} lines paid and invoiced`);
  if (new Set(sold.map((i) => i.number)).size !== sold.length)
    throw new Error('counter sales: two invoices share a number');
  return result;
}

/**
 * Invoices of shipments of 20 lines (docs/performance.md#billing): `count` shipments made ready
 * first (8 at a time), then each invoiced by one POST /invoices, 50 connections at once, every one
 * numbered in the same registration's series (its counter row is the queue, as numbers are gap-free).
 */
async function invoiceWrites(base, token, { connections, smoke }) {
  const count = smoke ? 20 : 500;
  const registration = await benchRegistration(base, token);
  const world = await setUp(base, token, count, { name: 'BILL', registration });
  log(`  invoice writes: ${count} shipments of ${LINES} lines from a warehouse of ${registration.gstin}`);
  const started = Date.now();
  const shipments = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      shipments.push(await shipOrder(base, token, world));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  log(`  invoice writes: shipments ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const issued = [];
  const result = {
    label: `POST /invoices (a shipment of ${LINES} lines; one registration's series)`,
    ...(await driveEach(base, token, {
      connections,
      amount: shipments.length,
      method: 'POST',
      make: (n) => ({
        path: `${API}/invoices`,
        body: JSON.stringify({ shipmentIds: [shipments[n % shipments.length]] }),
      }),
      onResponse: (status, body) => {
        if (status === 201) issued.push(JSON.parse(body).data.invoice);
      },
    })),
  };
  if (issued.length !== shipments.length || issued.some((i) => i.lines.length !== LINES))
    throw new Error(
      `invoice writes: ${issued.length} of ${shipments.length} invoices of ${LINES} lines issued`,
    );
  if (new Set(issued.map((i) => i.number)).size !== issued.length)
    throw new Error('invoice writes: two invoices share a number');
  return result;
}
