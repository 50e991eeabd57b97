import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  indiaDateFromToday,
  type TProduct,
  type TTransportDetail,
  type TUser,
  type TUtilization,
} from '@godown/shared';
import pg from 'pg';
import { LOGIN_FAILURES_PER_MINUTE } from '../src/modules/users/rate-limits.js';
import { freshPostgresDatabase, usesPostgres } from './support/test-app.js';
import { unique } from './support/users.js';
import { gstinOf } from './support/billing.js';
import { call, startServer, type ServerProcess } from './support/server-process.js';
import { openEventStream } from './support/events.js';

// Two Godown processes on one PostgreSQL database, as several instances behind a load balancer
// would run: every rule must hold across processes, not only within one (the locks are the
// database's). Skipped on the embedded database, for a reason: it serves one process per data
// directory.
describe.runIf(usesPostgres)('two Godown processes on one PostgreSQL database', () => {
  let drop: () => Promise<void> = async () => {};
  let url = '';
  let servers: ServerProcess[] = [];
  let admin = '';
  let staff = '';
  let supplierId = '';
  /** The API base of the request's process: requests alternate between the two. */
  const via = (i: number) => servers[i % servers.length]!.api;

  beforeAll(async () => {
    ({ url, drop } = await freshPostgresDatabase());
    // Both start at once on the empty database: they must migrate it one after the other.
    servers = await Promise.all(
      [0, 1].map(() =>
        // The people racing are let in at once (approvals: register.test.ts).
        startServer({
          databaseUrl: url,
          env: { OPEN_ADMIN_SIGNUP: 'true', REGISTRATION: 'open', DATABASE_POOL_SIZE: '10' },
        }),
      ),
    );
    const register = async (base: string, role: string) => {
      const res = await call<{ data: { token: string; user: TUser } }>(base, 'POST', '/users/register', {
        body: {
          name: `Racer ${unique()}`.slice(0, 20),
          email: `racer${unique()}@example.in`,
          password: 'race1234',
          role,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    };
    admin = (await register(via(0), 'admin')).token;
    staff = (await register(via(1), 'staff')).token;
    supplierId = (await register(via(0), 'supplier')).user.id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await drop();
  });

  async function created<T>(base: string, path: string, body: unknown, key: string): Promise<T> {
    const res = await call<{ data: Record<string, T> }>(base, 'POST', path, { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data[key]!;
  }
  const newProduct = (quantity: number, weight: number, base = via(0)) =>
    created<TProduct>(
      base,
      '/products/',
      { productName: `Hot Dal ${unique()}`, sku: `HOT-${unique()}`, price: 90, quantity, weight },
      'product',
    );
  const newInventory = (totalCapacity: number, base = via(1)) =>
    created<{ id: string }>(
      base,
      '/inventory/create',
      {
        name: `Hot Godown ${unique()}`,
        location: 'Nagpur, Maharashtra',
        totalCapacity,
        totalVolume: 10_000,
        inventoryLocation: { type: 'Point', coordinates: [79.0882, 21.1458] },
      },
      'inventory',
    );
  const get = async <T>(path: string, base = via(0)): Promise<T> => {
    const res = await call<{ data: T }>(base, 'GET', path, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  /** A direct look at the ledger and counters, outside both processes. */
  async function books(productIds: string[], inventoryIds: string[]) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const ledger = await client.query<{ product_id: string; inventory_id: string; sum: string }>(
        `SELECT product_id, inventory_id, sum(delta) AS sum FROM stock_movements
         WHERE scope = 'placement' AND product_id = ANY($1) GROUP BY 1, 2`,
        [productIds],
      );
      const held = await client.query<{ product_id: string; inventory_id: string; quantity: number }>(
        `SELECT product_id, inventory_id, quantity FROM inventory_products WHERE inventory_id = ANY($1)`,
        [inventoryIds],
      );
      const stock = await client.query<{ product_id: string; sum: string }>(
        `SELECT product_id, sum(delta) AS sum FROM stock_movements
         WHERE scope = 'stock' AND product_id = ANY($1) GROUP BY 1`,
        [productIds],
      );
      return { ledger: ledger.rows, held: held.rows, stock: stock.rows };
    } finally {
      await client.end();
    }
  }

  it('1,000 concurrent stock changes over both processes on hot products and inventories stay exact', async () => {
    // 3 products of 300 units (1 kg each) and 2 inventories of 150 kg: placements compete for
    // the units and for the room, removals for what is held.
    const products = await Promise.all([0, 1, 2].map((i) => newProduct(300, 1, via(i))));
    const inventories = await Promise.all([0, 1].map((i) => newInventory(150, via(i))));
    const key = (p: number, i: number) => `${p}:${i}`;
    const expected = new Map<string, number>();
    let seed = 20261123;
    const random = (n: number) => {
      // mulberry32: reproducible, and the same operations on every run
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
    };
    const ops = Array.from({ length: 1000 }, (_, n) => ({
      n,
      p: random(3),
      i: random(2),
      quantity: 1 + random(3),
      remove: random(10) < 3,
    }));
    const results = await Promise.all(
      ops.map(async (op) => {
        const res = await call(
          via(op.n),
          op.remove ? 'DELETE' : 'POST',
          `/inventory/${inventories[op.i]!.id}/products`,
          {
            token: staff,
            body: { productId: products[op.p]!.id, quantity: op.quantity },
          },
        );
        return { op, status: res.status, body: res.body };
      }),
    );
    const statuses = new Map<number, number>();
    for (const { op, status, body } of results) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // A removal finding none of the product held at all is a 404 (nothing to take from).
      const allowed = op.remove ? [200, 404, 409] : [201, 409];
      expect(allowed, `${status} ${JSON.stringify(body)}`).toContain(status);
      if (status < 300) {
        const k = key(op.p, op.i);
        expected.set(k, (expected.get(k) ?? 0) + (op.remove ? -op.quantity : op.quantity));
      }
    }
    // Both kinds of refusal and of success happened: the test raced what it meant to.
    expect(statuses.get(201)).toBeGreaterThan(100);
    expect(statuses.get(409)).toBeGreaterThan(50);
    expect(results.filter((r) => r.op.remove && r.status === 200).length).toBeGreaterThan(20);

    const { ledger, held, stock } = await books(
      products.map((p) => p.id),
      inventories.map((i) => i.id),
    );
    for (const [p, product] of products.entries()) {
      let placed = 0;
      for (const [i, inventory] of inventories.entries()) {
        const want = expected.get(key(p, i)) ?? 0;
        expect(want).toBeGreaterThanOrEqual(0);
        const row = held.find((h) => h.product_id === product.id && h.inventory_id === inventory.id);
        expect(row?.quantity ?? 0, `held ${key(p, i)}`).toBe(want);
        const sum = ledger.find((l) => l.product_id === product.id && l.inventory_id === inventory.id);
        expect(Number(sum?.sum ?? 0), `ledger ${key(p, i)}`).toBe(want);
        placed += want;
      }
      const after = (await get<{ product: TProduct }>(`/products/${product.id}`, via(p))).product;
      expect(after.placedQuantity).toBe(placed);
      expect(after.quantity).toBe(300);
      // The stock ledger sums to the quantity; the placement ledger (above) to each placement.
      expect(Number(stock.find((s) => s.product_id === product.id)?.sum)).toBe(300);
      expect(after.placedQuantity).toBeLessThanOrEqual(after.quantity);
    }
    for (const [i, inventory] of inventories.entries()) {
      const used = [0, 1, 2].reduce((sum, p) => sum + (expected.get(key(p, i)) ?? 0), 0);
      for (const base of [via(0), via(1)]) {
        const utilization = await get<TUtilization>(`/inventory/${inventory.id}/utilization`, base);
        expect(utilization.weight.used).toBe(used);
        expect(utilization.weight.used).toBeLessThanOrEqual(150);
      }
    }
  }, 120_000);

  async function onTheRoad(quantity: number) {
    const product = await newProduct(quantity, 1);
    const [source, destination] = await Promise.all([newInventory(1000), newInventory(1000)]);
    const placed = await call(via(0), 'POST', `/inventory/${source!.id}/products`, {
      token: staff,
      body: { productId: product.id, quantity },
    });
    expect(placed.status).toBe(201);
    const transport = await created<TTransportDetail>(
      via(1),
      '/transports/',
      {
        packageId: `PKG-${unique()}`,
        sourceInventoryId: source!.id,
        destinationInventoryId: destination!.id,
        products: [{ product: product.id, quantity }],
      },
      'transport',
    );
    const moved = await call(via(0), 'PUT', `/transports/${transport.id}`, {
      token: staff,
      body: { status: 'in_transit' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    return { product, source: source!, destination: destination!, transport };
  }

  const heldIn = async (inventoryId: string, productId: string) =>
    (
      await get<{ inventory: { products: { product: { id: string }; quantity: number }[] } }>(
        `/inventory/${inventoryId}`,
      )
    ).inventory.products.find((p) => p.product.id === productId)?.quantity ?? 0;

  /** Batch units and transported batch units of one product, outside both processes. */
  async function batchBooks(productId: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = await client.query<{ code: string; held: string; carried: string }>(
        `SELECT b.code,
                coalesce((SELECT sum(quantity) FROM batch_stock s WHERE s.batch_id = b.id), 0) AS held,
                coalesce((SELECT sum(quantity) FROM transport_batches t WHERE t.batch_id = b.id), 0) AS carried
         FROM batches b WHERE b.product_id = $1 ORDER BY b.expiry_date`,
        [productId],
      );
      return rows.rows.map((r) => [r.code, Number(r.held), Number(r.carried)]);
    } finally {
      await client.end();
    }
  }

  it('20 dispatches racing over both processes pick first-expiry-first-out and never take a unit twice', async () => {
    const product = await newProduct(100, 1);
    const source = await newInventory(1_000);
    const destination = await newInventory(1_000);
    for (const [code, days] of [
      ['FEFO-30', 30],
      ['FEFO-60', 60],
      ['FEFO-90', 90],
    ] as const) {
      const expiry = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      await created(
        via(days),
        `/inventory/${source.id}/products`,
        { productId: product.id, quantity: 5, batch: { code, expiryDate: expiry } },
        'placement',
      );
    }
    const transports = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        created<TTransportDetail>(
          via(n),
          '/transports/',
          {
            packageId: `FEFO-${unique()}-${n}`,
            sourceInventoryId: source.id,
            destinationInventoryId: destination.id,
            products: [{ product: product.id, quantity: 2 }],
          },
          'transport',
        ),
      ),
    );
    const results = await Promise.all(
      transports.map((t, n) =>
        call(via(n), 'PUT', `/transports/${t.id}`, { token: staff, body: { status: 'dispatched' } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    // 15 units in three batches: seven transports of 2 leave, the rest are refused.
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(13);
    // Each batch's units are either still held or on the road, once; the last unit is of the latest batch.
    expect(await batchBooks(product.id)).toEqual([
      ['FEFO-30', 0, 5],
      ['FEFO-60', 0, 5],
      ['FEFO-90', 1, 4],
    ]);
    expect(await heldIn(source.id, product.id)).toBe(1);
  }, 60_000);

  it('20 receipts of one purchase order line racing over both processes never over-receive', async () => {
    const product = await newProduct(0, 1);
    const inventory = await newInventory(1_000);
    const order = await created<{ id: string }>(
      via(0),
      '/purchase-orders',
      {
        supplierId,
        destinationInventoryId: inventory.id,
        status: 'sent',
        lines: [{ product: product.id, quantity: 10, unitPrice: 55 }],
      },
      'purchaseOrder',
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(via(n), 'POST', `/purchase-orders/${order.id}/receive`, {
          token: staff,
          body: { lines: [{ product: product.id, quantity: 1, batch: { code: `R-${n % 3}` } }] },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect((await get<{ product: TProduct }>(`/products/${product.id}`)).product).toMatchObject({
      quantity: 10,
      placedQuantity: 10,
    });
    const held = (await batchBooks(product.id)).reduce((sum, [, n]) => sum + Number(n), 0);
    expect(held).toBe(10);
    const { purchaseOrder } = await get<{ purchaseOrder: { status: string; receivedQuantity: number } }>(
      `/purchase-orders/${order.id}`,
    );
    expect(purchaseOrder).toMatchObject({ status: 'received', receivedQuantity: 10 });
  }, 60_000);

  it('20 sales orders confirmed at once over both processes for the last 10 units: never more held than placed, numbers never twice', async () => {
    const product = await newProduct(100, 0);
    const inventory = await newInventory(1_000);
    const placed = await call(via(0), 'POST', `/inventory/${inventory.id}/products`, {
      token: staff,
      body: { productId: product.id, quantity: 10 },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const shop = await created<{ id: string }>(
      via(1),
      '/customers',
      { name: `Racing shop ${unique()}`, stateCode: '27' },
      'customer',
    );
    // Twenty drafts taken over both processes at once: twenty different numbers.
    const drafts = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        created<{ id: string; number: string }>(
          via(n),
          '/sales-orders',
          { customerId: shop.id, inventoryId: inventory.id, lines: [{ product: product.id, quantity: 1 }] },
          'salesOrder',
        ),
      ),
    );
    expect(new Set(drafts.map((d) => d.number)).size).toBe(20);
    const confirmed = await Promise.all(
      drafts.map((d, n) => call(via(n + 1), 'POST', `/sales-orders/${d.id}/confirm`, { token: staff })),
    );
    expect(confirmed.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const held = confirmed.map(
      (r) =>
        (r.body as { data: { salesOrder: { lines: { reservedQuantity: number }[] } } }).data.salesOrder
          .lines[0]!.reservedQuantity,
    );
    // Each order got its unit or none; ten got one: exactly the ten placed, none twice.
    expect(held.filter((n) => n === 1)).toHaveLength(10);
    expect(held.filter((n) => n === 0)).toHaveLength(10);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ quantity: number; reserved_quantity: number }>(
        'SELECT quantity, reserved_quantity FROM inventory_products WHERE inventory_id = $1',
        [inventory.id],
      );
      expect(rows).toEqual([{ quantity: 10, reserved_quantity: 10 }]);
    } finally {
      await client.end();
    }

    // The ten holding orders allocated at once, half of them picked and two cancelled, over both
    // processes: each unit in one allocation, and the claims kept per place (sales_claims) are what
    // the allocations left claim.
    const holding = drafts.filter((_, n) => held[n] === 1);
    const allocated = await Promise.all(
      holding.map((d, n) =>
        call(via(n), 'POST', `/sales-orders/${d.id}/allocate`, { token: staff, body: {} }),
      ),
    );
    expect(allocated.map((r) => r.status)).toEqual(holding.map(() => 200));
    const allocationOf = async (orderId: string) =>
      (
        await get<{ pickList: { allocations: { id: number; quantity: number }[] } }>(
          `/sales-orders/${orderId}/pick-list`,
        )
      ).pickList.allocations;
    const lists = await Promise.all(holding.map((d) => allocationOf(d.id)));
    expect(lists.map((l) => l.map((a) => a.quantity))).toEqual(holding.map(() => [1]));
    const changes = await Promise.all([
      ...holding.slice(0, 5).map((d, n) =>
        call(via(n), 'POST', `/sales-orders/${d.id}/picks`, {
          token: staff,
          body: { allocation: lists[n]![0]!.id, quantity: 1 },
        }),
      ),
      ...holding
        .slice(8)
        .map((d, n) => call(via(n + 1), 'POST', `/sales-orders/${d.id}/cancel`, { token: staff })),
    ]);
    expect(changes.map((r) => r.status)).toEqual(changes.map(() => 200));
    const claims = new pg.Client({ connectionString: url });
    await claims.connect();
    try {
      const { rows } = await claims.query<{ storage_unit_id: string | null; units: number }>(
        'SELECT storage_unit_id, units FROM sales_claims WHERE inventory_id = $1 AND units <> 0',
        [inventory.id],
      );
      // Eight orders left, all loose: five picked and three to pick, each claiming one unit.
      expect(rows).toEqual([{ storage_unit_id: null, units: 8 }]);
    } finally {
      await claims.end();
    }
  }, 60_000);

  it('18 invoices issued at once over both processes for 12 shipments: each billed once, numbers 1 to 12 without a gap', async () => {
    const registration = await created<{ id: string }>(
      via(0),
      '/gst-registrations',
      {
        gstin: gstinOf('27'),
        name: `Racing branch ${unique()}`,
        address: { line: '1 Race Road', pinCode: '440001' },
      },
      'registration',
    );
    const inventory = await created<{ id: string }>(
      via(1),
      '/inventory/create',
      {
        name: `Billing Godown ${unique()}`,
        totalCapacity: 10_000,
        totalVolume: 10_000,
        inventoryLocation: { type: 'Point', coordinates: [79.0882, 21.1458] },
        registrationId: registration.id,
      },
      'inventory',
    );
    const product = await created<TProduct>(
      via(0),
      '/products/',
      {
        productName: `Billed Dal ${unique()}`,
        sku: `BIL-${unique()}`,
        price: 90,
        quantity: 100,
        gstRate: 18,
      },
      'product',
    );
    const placed = await call(via(0), 'POST', `/inventory/${inventory.id}/products`, {
      token: staff,
      body: { productId: product.id, quantity: 50 },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const shop = await created<{ id: string }>(
      via(1),
      '/customers',
      { name: `Billed shop ${unique()}`, stateCode: '27' },
      'customer',
    );
    const ok = async (base: string, method: 'POST' | 'PUT', path: string, body: unknown = {}) => {
      const res = await call<{ data: Record<string, unknown> }>(base, method, path, { token: staff, body });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return res.body.data;
    };
    const shipments = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const order = (
          await ok(via(n), 'POST', '/sales-orders', {
            customerId: shop.id,
            inventoryId: inventory.id,
            lines: [{ product: product.id, quantity: 2 }],
          })
        ).salesOrder as { id: string };
        await ok(via(n), 'POST', `/sales-orders/${order.id}/confirm`);
        await ok(via(n), 'POST', `/sales-orders/${order.id}/allocate`);
        const list = await get<{ pickList: { allocations: { id: number }[] } }>(
          `/sales-orders/${order.id}/pick-list`,
        );
        await ok(via(n), 'POST', `/sales-orders/${order.id}/picks`, {
          allocation: list.pickList.allocations[0]!.id,
          quantity: 2,
        });
        const packed = (await ok(via(n), 'POST', `/sales-orders/${order.id}/shipments`)).salesOrder as {
          shipments: { id: string }[];
        };
        const id = packed.shipments[0]!.id;
        await ok(via(n + 1), 'PUT', `/transports/${id}`, { status: 'in_transit' });
        return id;
      }),
    );
    // Twelve invoices and six second tries of the first six shipments, at once over both processes.
    const tries = [...shipments, ...shipments.slice(0, 6)];
    const results = await Promise.all(
      tries.map((id, n) =>
        call<{ data: { invoice: { number: string } }; error: { reason: string } }>(
          via(n),
          'POST',
          '/invoices',
          {
            token: staff,
            body: { shipmentIds: [id] },
          },
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([
      ...Array.from({ length: 12 }, () => 201),
      ...Array.from({ length: 6 }, () => 409),
    ]);
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.error.reason))).toEqual(
      new Set(['invoice.shipmentInvoiced']),
    );
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.data.invoice.number)
      .sort();
    const year = financialYearOf(indiaDateFromToday());
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, n) => `INV/${year}/${String(n + 1).padStart(5, '0')}`),
    );
    // Ten receipts of ₹100 for the shop's twelve invoices at once (each ₹212 with tax): they settle
    // the invoices oldest first, ₹1,000 in all, no invoice paid twice over.
    const receipts = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        call(via(n), 'POST', '/receipts', {
          token: staff,
          body: { customerId: shop.id, mode: 'upi', amount: 100 },
        }),
      ),
    );
    expect(receipts.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 201));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ last: number }>(
        'SELECT last FROM number_series WHERE series = $1',
        [`invoice:${registration.id}`],
      );
      expect(rows).toEqual([{ last: 12 }]);
      const paid = await client.query<{ paid: string; over: number; allocated: string }>(
        `SELECT sum(paid) AS paid, count(*) FILTER (WHERE paid > total)::int AS over,
                (SELECT sum(allocated) FROM receipts WHERE customer_id = $1) AS allocated
         FROM invoices WHERE customer_id = $1`,
        [shop.id],
      );
      expect(paid.rows).toEqual([{ paid: '1000.00', over: 0, allocated: '1000.00' }]);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('16 counter sales at once over both processes for the last 10 units: ten sold and invoiced 1 to 10 without a gap, six refused with nothing left of them', async () => {
    const registration = await created<{ id: string }>(
      via(1),
      '/gst-registrations',
      {
        gstin: gstinOf('27'),
        name: `Counter branch ${unique()}`,
        address: { line: '2 Counter Lane', pinCode: '440002' },
      },
      'registration',
    );
    const inventory = await created<{ id: string }>(
      via(0),
      '/inventory/create',
      {
        name: `Counter Godown ${unique()}`,
        totalCapacity: 10_000,
        totalVolume: 10_000,
        inventoryLocation: { type: 'Point', coordinates: [79.0882, 21.1458] },
        registrationId: registration.id,
      },
      'inventory',
    );
    const product = await created<TProduct>(
      via(1),
      '/products/',
      {
        productName: `Counter Dal ${unique()}`,
        sku: `CTR-${unique()}`,
        price: 90,
        quantity: 100,
        gstRate: 5,
      },
      'product',
    );
    const placed = await call(via(0), 'POST', `/inventory/${inventory.id}/products`, {
      token: staff,
      body: { productId: product.id, quantity: 10 },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const shop = await created<{ id: string }>(
      via(1),
      '/customers',
      { name: `Counter shop ${unique()}`, stateCode: '27' },
      'customer',
    );
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        call<{ data: { invoice: { number: string } }; error: { reason: string } }>(
          via(n),
          'POST',
          '/counter-sales',
          {
            token: staff,
            body: {
              customerId: shop.id,
              inventoryId: inventory.id,
              lines: [{ product: product.id, quantity: 1 }],
              payment: { mode: 'cash' },
            },
          },
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([
      ...Array.from({ length: 10 }, () => 201),
      ...Array.from({ length: 6 }, () => 409),
    ]);
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.error.reason))).toEqual(
      new Set(['counterSale.notInStock']),
    );
    const year = financialYearOf(indiaDateFromToday());
    expect(
      results
        .filter((r) => r.status === 201)
        .map((r) => r.body.data.invoice.number)
        .sort(),
    ).toEqual(Array.from({ length: 10 }, (_, n) => `INV/${year}/${String(n + 1).padStart(5, '0')}`));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // The warehouse is empty, nothing is held, and the refused sales left no order, shipment or receipt.
      const stock = await client.query(
        'SELECT quantity, reserved_quantity FROM inventory_products WHERE inventory_id = $1',
        [inventory.id],
      );
      // A placement emptied is no longer kept.
      expect(stock.rows).toEqual([]);
      const left = await client.query<{ orders: number; shipments: number; receipts: number; paid: string }>(
        `SELECT (SELECT count(*)::int FROM sales_orders WHERE customer_id = $1) AS orders,
                (SELECT count(*)::int FROM transports t JOIN sales_orders o ON o.id = t.sales_order_id
                 WHERE o.customer_id = $1 AND t.status = 'delivered') AS shipments,
                (SELECT count(*)::int FROM receipts WHERE customer_id = $1) AS receipts,
                (SELECT sum(total - paid) FROM invoices WHERE customer_id = $1) AS paid`,
        [shop.id],
      );
      expect(left.rows).toEqual([{ orders: 10, shipments: 10, receipts: 10, paid: '0.00' }]);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('10 orders of one customer confirmed at once over both processes: the credit limit lets exactly as many through as it holds', async () => {
    const product = await newProduct(1000, 0);
    const inventory = await newInventory(10_000);
    const placed = await call(via(0), 'POST', `/inventory/${inventory.id}/products`, {
      token: staff,
      body: { productId: product.id, quantity: 100 },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // ₹1,000 of credit; each order is 3 × ₹90 = ₹270: three fit (₹810), a fourth would not (₹1,080).
    const shop = await created<{ id: string }>(
      via(1),
      '/customers',
      { name: `Limited shop ${unique()}`, stateCode: '27', creditLimit: 1000 },
      'customer',
    );
    const drafts = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        created<{ id: string }>(
          via(n),
          '/sales-orders',
          { customerId: shop.id, inventoryId: inventory.id, lines: [{ product: product.id, quantity: 3 }] },
          'salesOrder',
        ),
      ),
    );
    const confirmed = await Promise.all(
      drafts.map((d, n) =>
        call<{ error: { reason: string } }>(via(n + 1), 'POST', `/sales-orders/${d.id}/confirm`, {
          token: staff,
        }),
      ),
    );
    expect(confirmed.filter((r) => r.status === 200)).toHaveLength(3);
    const refusals = confirmed.filter((r) => r.status !== 200);
    expect(refusals.map((r) => [r.status, r.body.error.reason])).toEqual(
      Array.from({ length: 7 }, () => [409, 'salesOrder.creditLimit']),
    );
  }, 60_000);

  it('20 cancellations of one transport on the road over both processes: exactly one wins, 19 get 409', async () => {
    const { product, source, destination, transport } = await onTheRoad(12);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(via(n), 'POST', `/transports/${transport.id}/cancel`, { token: staff }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    // The units came back once, not twice.
    expect(await heldIn(source.id, product.id)).toBe(12);
    expect(await heldIn(destination.id, product.id)).toBe(0);
    expect((await get<{ product: TProduct }>(`/products/${product.id}`)).product).toMatchObject({
      placedQuantity: 12,
      inTransitQuantity: 0,
    });
  }, 60_000);

  it('30 API tokens made at once by one person over both processes: 20 live, 10 refused; each works on the other process', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        call<{ data: { secret: string } }>(via(n), 'POST', '/users/me/tokens', {
          token: staff,
          body: { name: `Race ${n}`, scopes: ['stock:read'] },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const listed = await call<{ data: { tokens: { state: string }[] } }>(via(1), 'GET', '/users/me/tokens', {
      token: staff,
    });
    expect(listed.body.data.tokens.filter((t) => t.state === 'live')).toHaveLength(20);
    // A token made through one process signs calls in on the other.
    const made = results.findIndex((r) => r.status === 201);
    const alerts = await call(via(made + 1), 'GET', '/alerts/?limit=1', {
      token: results[made]!.body.data.secret,
    });
    expect(alerts.status).toBe(200);
  }, 60_000);

  it('delivery and cancellation raced over both processes: one outcome, the other side all 409', async () => {
    const { product, source, destination, transport } = await onTheRoad(7);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 === 0
          ? call(via(n >> 1), 'PUT', `/transports/${transport.id}`, {
              token: staff,
              body: { status: 'delivered' },
            })
          : call(via(n >> 1), 'POST', `/transports/${transport.id}/cancel`, { token: staff }),
      ),
    );
    const final = (await get<{ transport: TTransportDetail }>(`/transports/${transport.id}`)).transport;
    expect(['delivered', 'cancelled']).toContain(final.status);
    const delivered = results.filter((_, n) => n % 2 === 0).map((r) => r.status);
    const cancelled = results.filter((_, n) => n % 2 === 1).map((r) => r.status);
    if (final.status === 'cancelled') {
      // A cancellation changed it once; every other request was refused.
      expect(cancelled.filter((s) => s === 200)).toHaveLength(1);
      expect([...delivered, ...cancelled].filter((s) => s === 409)).toHaveLength(19);
      expect(await heldIn(source.id, product.id)).toBe(7);
      expect(await heldIn(destination.id, product.id)).toBe(0);
    } else {
      // A delivery won: every cancellation was refused (asking for the status it already has is
      // an idempotent no-op, so later deliveries answer 200 without moving anything again).
      expect(cancelled.every((s) => s === 409)).toBe(true);
      expect(delivered.every((s) => s === 200)).toBe(true);
      expect(await heldIn(destination.id, product.id)).toBe(7);
      expect(await heldIn(source.id, product.id)).toBe(0);
    }
    expect((await get<{ product: TProduct }>(`/products/${product.id}`)).product).toMatchObject({
      placedQuantity: 7,
      inTransitQuantity: 0,
    });
  }, 60_000);

  it('failed logins count across both processes: a burst of wrong passwords gets the limit of checks, then both refuse', async () => {
    const email = `guarded${unique()}@example.in`;
    const registered = await call(via(0), 'POST', '/users/register', {
      body: { name: 'Guarded Account', email, password: 'right123', role: 'staff' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 3 * LOGIN_FAILURES_PER_MINUTE }, (_, n) =>
        call(via(n), 'POST', '/users/login', { body: { email, password: 'wrong123' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LOGIN_FAILURES_PER_MINUTE);
    // The right password is refused too, by either process, until the minute has passed.
    for (const base of [via(0), via(1)]) {
      const blocked = await call<{ error: { code: string; message: string } }>(base, 'POST', '/users/login', {
        body: { email, password: 'right123' },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.message).toMatch(/Too many failed login attempts/);
    }
  }, 60_000);

  it('one SKU and one package id raced by 20 creations over both processes: one wins, 19 get 409', async () => {
    const sku = `RACE-${unique()}`;
    const packageId = `PKG-RACE-${unique()}`;
    const [productResults, transportResults] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          call(via(n), 'POST', '/products/', {
            token: staff,
            body: { productName: `Raced Atta ${n}`, sku, price: 45, quantity: 10 },
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          call(via(n), 'POST', '/transports/', { token: staff, body: { packageId } }),
        ),
      ),
    ]);
    for (const results of [productResults, transportResults]) {
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.status === 409)) {
        expect((r.body as { error: { code: string; message: string } }).error.code).toBe('CONFLICT');
      }
    }
    const search = await get<{ products: TProduct[]; total: number }>(`/products/?search=${sku}`);
    expect(search.products.filter((p) => p.sku === sku)).toHaveLength(1);
  }, 60_000);
  it('transports made and moved by 80 requests over both processes keep their kept counts exact', async () => {
    // Each session adds to a counter's slot that no other session holds (migration 0019): 20
    // sessions over two processes racing on the same status counts must still sum to the rows.
    const tag = `SLOT-${unique()}`;
    const made = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        call<{ data: { transport: TTransportDetail } }>(via(n), 'POST', '/transports/', {
          token: staff,
          body: { packageId: `${tag}-${n}` },
        }),
      ),
    );
    expect(made.map((r) => r.status)).toEqual(made.map(() => 201));
    const moved = await Promise.all(
      made.map((r, n) =>
        call(via(n + 1), 'PUT', `/transports/${r.body.data.transport.id}`, {
          token: staff,
          body: { status: n % 2 ? 'dispatched' : 'cancelled' },
        }),
      ),
    );
    expect(moved.map((r) => r.status)).toEqual(moved.map(() => 200));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; kept: number; actual: number }>(
        `WITH actual AS (SELECT 'transports:' || status AS key, count(*)::int AS n FROM transports GROUP BY status),
              kept AS (SELECT table_name AS key, sum(n)::int AS n FROM row_counts
                       WHERE table_name LIKE 'transports%' GROUP BY table_name)
         SELECT coalesce(a.key, k.key) AS key, coalesce(k.n, 0) AS kept, coalesce(a.n, 0) AS actual
         FROM actual a FULL JOIN kept k ON k.key = a.key`,
      );
      expect(rows.filter((r) => r.kept !== r.actual)).toEqual([]);
      expect(rows.find((r) => r.key === 'transports:dispatched')?.actual).toBeGreaterThanOrEqual(20);
    } finally {
      await client.end();
    }
    const dispatched = await get<{ total: number }>('/transports/status/dispatched?limit=1', via(1));
    expect(dispatched.total).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it('a stock count over both processes: two counters on one line add up, and a posting racing a dispatch stays exact', async () => {
    const product = await newProduct(100, 1);
    const inventory = await newInventory(1_000);
    const placed = await call(via(0), 'POST', `/inventory/${inventory.id}/products`, {
      token: staff,
      body: { productId: product.id, quantity: 60 },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const started = await call<{ data: { count: { id: string } } }>(via(1), 'POST', '/counts', {
      token: staff,
      body: { inventoryId: inventory.id },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const countId = started.body.data.count.id;
    // Two people, one on each process, count the same shelf at once: 20 entries of 2 and 20 of 1.
    const entries = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        call(via(n), 'POST', `/counts/${countId}/entries`, {
          token: n % 2 ? admin : staff,
          body: { productId: product.id, quantity: n % 2 ? 1 : 2 },
        }),
      ),
    );
    expect(entries.map((r) => r.status)).toEqual(Array(40).fill(200));
    const counted = await get<{ lines: { counted: number; systemAtCount: number; counters: unknown[] }[] }>(
      `/counts/${countId}`,
    );
    expect(counted.lines[0]).toMatchObject({ counted: 60, systemAtCount: 60 });
    expect(counted.lines[0]!.counters).toHaveLength(2);
    // Say 5 are missing; then the admin posts while a shipment of 30 is dispatched from the shelf.
    const set = await call(via(0), 'POST', `/counts/${countId}/entries`, {
      token: staff,
      body: { productId: product.id, quantity: 55, mode: 'set' },
    });
    expect(set.status).toBe(200);
    const shipment = await created<{ id: string }>(
      via(1),
      '/transports/',
      {
        packageId: `CNT-${unique()}`,
        sourceInventoryId: inventory.id,
        products: [{ product: product.id, quantity: 30 }],
      },
      'transport',
    );
    const [posted, dispatched] = await Promise.all([
      call(via(0), 'POST', `/counts/${countId}/post`, { token: admin, body: {} }),
      call(via(1), 'PUT', `/transports/${shipment.id}`, { token: staff, body: { status: 'dispatched' } }),
    ]);
    expect([posted.status, dispatched.status], JSON.stringify([posted.body, dispatched.body])).toEqual([
      200, 200,
    ]);
    // Whichever ran first, 60 - 5 lost - 30 on the road = 25 stay, and the ledger explains every unit.
    const { ledger, held, stock } = await books([product.id], [inventory.id]);
    expect(held).toEqual([{ product_id: product.id, inventory_id: inventory.id, quantity: 25 }]);
    expect(Number(ledger.find((l) => l.inventory_id === inventory.id)?.sum)).toBe(25);
    const after = await get<{ product: TProduct }>(`/products/${product.id}`);
    expect(after.product).toMatchObject({ quantity: 95, placedQuantity: 25, inTransitQuantity: 30 });
    expect(Number(stock[0]?.sum)).toBe(95);
  }, 60_000);
  it('a change made through one process reaches an event stream on the other within a second', async () => {
    // A browser connected to the second server; the alert is raised and a location shared through the first.
    const stream = await openEventStream(`${via(1)}/events`, { authorization: `Bearer ${staff}` });
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    try {
      const sent = Date.now();
      const raised = await call<{ data: { alert: { id: string } } }>(via(0), 'POST', '/alerts/trigger', {
        token: admin,
        body: { type: 'maintenance', message: `Cross-server ${unique()}` },
      });
      expect(raised.status).toBe(201);
      const alertId = raised.body.data.alert.id;
      const heard = await stream.next(
        (e) =>
          e.event === 'change' &&
          (e.data as { k: string; ids: string[] | null }).ids?.includes(alertId) === true,
        1000,
      );
      expect(heard.at - sent).toBeLessThan(1000);

      const transport = await created<TTransportDetail>(
        via(0),
        '/transports/',
        {
          packageId: `LIVE-${unique()}`,
          startLocation: { type: 'Point', coordinates: [72.88, 19.08] },
          destination: { type: 'Point', coordinates: [73.86, 18.52] },
        },
        'transport',
      );
      const moved = await call(via(0), 'PUT', `/transports/${transport.id}`, {
        token: admin,
        body: { status: 'in_transit' },
      });
      expect(moved.status).toBe(200);
      const shared = Date.now();
      const located = await call(via(0), 'PUT', `/transports/${transport.id}/location`, {
        token: admin,
        body: { currentLocation: { type: 'Point', coordinates: [73.4, 18.8] } },
      });
      expect(located.status).toBe(200);
      const heardMove = await stream.next(
        (e) =>
          e.event === 'change' &&
          e.at >= shared &&
          (e.data as { k: string; ids: string[] | null }).ids?.includes(transport.id) === true,
        1000,
      );
      expect(heardMove.at - shared).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });
});
