import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  ALERT_PRIORITY_SEVERITY,
  COUNT_STATUSES,
  LIST_SORTS,
  type TCustomer,
  PURCHASE_ORDER_STATUSES,
  ROLES,
  TRANSPORT_MODES,
  TRANSPORT_STATUSES,
  ALL_ALERT_TYPES,
  type ExportKind,
  type SortableList,
  type TAlert,
  type TCount,
  type TCountDetail,
  type TInventorySummary,
  type TPlacement,
  type TProduct,
  type TPurchaseOrder,
  type TPurchaseOrderSummary,
  type TStorage,
  type TTransport,
  type TUser,
  type TWageRecord,
} from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { EXPORT_CHUNK_ROWS } from '../src/modules/exports/export-queries.js';
import { auth, callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, createStorage, place, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport, moveTransportOk, PATH_TO } from './support/transports.js';
import { registerUser, unique } from './support/users.js';

/*
 * Every paged list sorts on the server by its named columns (packages/shared lists.ts), both ways:
 * the rows come back in the order of the values they show, ties broken by id in the same direction,
 * NULLs last either way, and two pages in a row are the start of the whole sorted list. Each list's
 * rows here are made with ties and missing values; the order is checked among them (other tests'
 * rows may sit between them), since text compares by the database's collation.
 */

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

type Value = string | number | null;

interface ListCase<Row> {
  list: SortableList;
  /** The list's path with its filter, e.g. `/products/?search=x` (never a sort or a page). */
  path: string;
  token?: string;
  rows: (data: unknown) => Row[];
  id: (row: Row) => string;
  /** The rows this test made (the order is checked among them). */
  mine: readonly string[];
  /** The value a row shows for each sort column; null sorts last. */
  values: Record<string, (row: Row) => Value>;
  /** Keys between a column and the id (always A to Z), as the wage list's month has the name. */
  within?: Record<string, (row: Row) => Value>;
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

function compareValues(a: Value, b: Value, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = a < b ? -1 : 1;
  return descending ? -order : order;
}

/** The rows in the order the sort must give: the value, the keys within it, the id. */
function expectedOrder<Row>(list: ListCase<Row>, rows: Row[], sort: string, descending: boolean): string[] {
  const value = list.values[sort]!;
  const within = list.within?.[sort];
  return [...rows]
    .sort(
      (a, b) =>
        compareValues(value(a), value(b), descending) ||
        (within ? compareValues(within(a), within(b), false) : 0) ||
        compareValues(list.id(a), list.id(b), descending),
    )
    .map(list.id);
}

async function read<Row>(list: ListCase<Row>, query: string): Promise<Row[]> {
  return list.rows(await getData<unknown>(ctx.app, withQuery(list.path, query), list.token));
}

/** Checks every sort column of a list both ways, its default, and paging through a sort. */
async function expectSorts<Row>(list: ListCase<Row>): Promise<void> {
  const { columns, default: fallback } = LIST_SORTS[list.list];
  expect(Object.keys(list.values).sort()).toEqual([...columns].sort());
  const mine = new Set(list.mine);
  for (const sort of columns) {
    for (const order of ['asc', 'desc'] as const) {
      const all = await read(list, `sort=${sort}&order=${order}&limit=1000`);
      const made = all.filter((row) => mine.has(list.id(row)));
      expect(made.length, `${list.list} ${sort}`).toBe(mine.size);
      expect(made.map(list.id), `${list.list} by ${sort} ${order}`).toEqual(
        expectedOrder(list, made, sort, order === 'desc'),
      );
      // Two pages in a row are the start of the whole list: no row twice, none skipped.
      const size = Math.max(1, Math.floor(Math.min(all.length, 6) / 2));
      const first = await read(list, `sort=${sort}&order=${order}&limit=${size}`);
      const second = await read(list, `sort=${sort}&order=${order}&limit=${size}&offset=${size}`);
      expect([...first, ...second].map(list.id), `${list.list} pages by ${sort} ${order}`).toEqual(
        all.slice(0, 2 * size).map(list.id),
      );
    }
    // A sort without an order is ascending.
    expect((await read(list, `sort=${sort}&limit=1000`)).map(list.id)).toEqual(
      (await read(list, `sort=${sort}&order=asc&limit=1000`)).map(list.id),
    );
  }
  // No sort is the list's default, as before.
  expect((await read(list, 'limit=1000')).map(list.id)).toEqual(
    (await read(list, `sort=${fallback.sort}&order=${fallback.order}&limit=1000`)).map(list.id),
  );
}

async function expectBadSortsRefused(path: string, list: SortableList, token?: string) {
  const get = (query: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1${withQuery(path, query)}`,
      headers: token ? auth(token) : {},
    });
  expect(expectError(await get('sort=colour'), 400, 'VALIDATION_FAILED')).toBe(
    `sort: Sort must be one of: ${LIST_SORTS[list].columns.join(', ')}`,
  );
  expect(expectError(await get('order=up'), 400, 'VALIDATION_FAILED')).toBe(
    'order: Order must be asc or desc',
  );
  expectError(await get('sort=id'), 400, 'VALIDATION_FAILED');
  expectError(await get(`sort=${LIST_SORTS[list].columns[0]}&order=DESC`), 400, 'VALIDATION_FAILED');
}

const rank = (values: readonly string[]) => (value: string) => values.indexOf(value);
const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

describe('GET /products/ sorts', () => {
  it('by each column both ways: unfiltered, searched, in a category, both', async () => {
    const tag = unique();
    const specs = [
      { name: 'delta', sku: 'c', category: 'fruit', price: 10, quantity: 5 },
      { name: 'alpha', sku: null, category: 'fruit', price: 20, quantity: 5 },
      { name: 'bravo', sku: 'a', category: null, price: 10, quantity: 1 },
      { name: 'bravo', sku: 'b', category: 'grain', price: 30, quantity: 9 },
      { name: 'echo', sku: null, category: 'grain', price: 20, quantity: 0 },
    ];
    const made: TProduct[] = [];
    for (const spec of specs) {
      made.push(
        await createProduct(ctx.app, users.staff.token, {
          productName: `${tag} ${spec.name}`,
          ...(spec.sku === null ? { sku: undefined } : { sku: `${tag}${spec.sku}` }),
          ...(spec.category === null ? {} : { productCategory: `${tag} ${spec.category}` }),
          price: spec.price,
          quantity: spec.quantity,
        }),
      );
    }
    expect(made.filter((p) => p.sku === null)).toHaveLength(2);
    const values = {
      name: (p: TProduct) => p.productName,
      sku: (p: TProduct) => p.sku,
      category: (p: TProduct) => p.productCategory,
      price: (p: TProduct) => p.price,
      quantity: (p: TProduct) => p.quantity,
      createdAt: (p: TProduct) => time(p.createdAt),
    };
    const base = {
      list: 'products' as const,
      rows: (data: unknown) => (data as { products: TProduct[] }).products,
      id: (p: TProduct) => p.id,
      values,
    };
    const ids = (category?: string) =>
      made
        .filter((p) => category === undefined || p.productCategory === `${tag} ${category}`)
        .map((p) => p.id);
    await expectSorts({ ...base, path: '/products/', mine: ids() });
    await expectSorts({ ...base, path: `/products/?search=${tag}`, mine: ids() });
    await expectSorts({
      ...base,
      path: `/products/?category=${encodeURIComponent(`${tag} fruit`)}`,
      mine: ids('fruit'),
    });
    await expectSorts({
      ...base,
      path: `/products/?search=${tag}&category=${encodeURIComponent(`${tag} grain`)}`,
      mine: ids('grain'),
    });
    // The totals do not change with the sort.
    const sorted = await getData<{ total: number }>(
      ctx.app,
      `/products/?search=${tag}&sort=price&order=desc&limit=2`,
    );
    expect(sorted.total).toBe(5);
  });

  it('refuses an unknown sort or order with 400 in the envelope', async () => {
    await expectBadSortsRefused('/products/', 'products');
    await expectBadSortsRefused('/products/?search=rice', 'products');
  });
});

describe('GET /transports/ sorts', () => {
  it('by each column both ways; statuses and modes in their order, no ETA last', async () => {
    const tag = unique();
    const specs = [
      { suffix: 'D', status: 'pending', mode: 'land', eta: null },
      { suffix: 'A', status: 'dispatched', mode: 'air', eta: '2031-03-01T10:00:00+05:30' },
      { suffix: 'C', status: 'pending', mode: 'ship', eta: '2031-01-15T10:00:00+05:30' },
      { suffix: 'B', status: 'cancelled', mode: 'air', eta: '2031-03-01T10:00:00+05:30' },
      { suffix: 'E', status: 'delivered', mode: 'land', eta: null },
    ] as const;
    const made: string[] = [];
    for (const spec of specs) {
      const transport = await createTransport(ctx.app, users.staff.token, {
        packageId: `SRT${tag}${spec.suffix}`,
        transportMode: spec.mode,
        eta: spec.eta,
      });
      for (const step of PATH_TO[spec.status]) {
        await moveTransportOk(ctx.app, users.staff.token, transport.id, step);
      }
      made.push(transport.id);
    }
    const list = {
      list: 'transports' as const,
      path: `/transports/?search=SRT${tag}`,
      token: users.staff.token,
      rows: (data: unknown) => (data as { transports: TTransport[] }).transports,
      id: (t: TTransport) => t.id,
      mine: made,
      values: {
        packageId: (t: TTransport) => t.packageId,
        status: (t: TTransport) => rank(TRANSPORT_STATUSES)(t.status),
        mode: (t: TTransport) => rank(TRANSPORT_MODES)(t.transportMode),
        eta: (t: TTransport) => time(t.eta),
        createdAt: (t: TTransport) => time(t.createdAt),
      },
    };
    await expectSorts(list);
    await expectSorts({
      ...list,
      path: `/transports/status/pending?search=SRT${tag}`,
      mine: [made[0]!, made[2]!],
    });
    // NULLs last both ways.
    for (const order of ['asc', 'desc']) {
      const { transports } = await getData<{ transports: TTransport[] }>(
        ctx.app,
        `/transports/?search=SRT${tag}&sort=eta&order=${order}`,
        users.staff.token,
      );
      expect(transports.slice(-2).map((t) => t.eta)).toEqual([null, null]);
    }
  });

  it('refuses an unknown sort or order with 400', async () => {
    await expectBadSortsRefused('/transports/', 'transports', users.staff.token);
    await expectBadSortsRefused('/transports/status/pending', 'transports', users.staff.token);
  });
});

describe('GET /inventory/ and GET /inventory/{id}/products sort', () => {
  it('inventories by each column both ways; usage is the fuller of weight and volume', async () => {
    const tag = unique();
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 100, weight: 10 });
    const specs = [
      { name: 'charlie', location: 'Pune', capacity: 100, volume: 50, place: 2 },
      { name: 'bravo', location: null, capacity: 200, volume: 50, place: 5 },
      { name: 'alpha', location: 'Agra', capacity: 100, volume: 50, place: 0 },
      { name: 'bravo', location: 'Pune', capacity: 0, volume: 0, place: 0 },
    ];
    const made: string[] = [];
    for (const spec of specs) {
      const inventory = await createInventory(ctx.app, users.admin.token, {
        name: `${tag} ${spec.name}`,
        location: spec.location ?? undefined,
        totalCapacity: spec.capacity,
        totalVolume: spec.volume,
      });
      if (spec.place > 0) {
        const res = await place(ctx.app, users.staff.token, inventory.id, product.id, spec.place);
        expect(res.statusCode, res.body).toBe(201);
      }
      made.push(inventory.id);
    }
    const fraction = (used: number, total: number) => (total > 0 ? used / total : null);
    const usage = (i: TInventorySummary) => {
      const parts = [
        fraction(i.capacityOccupied, i.totalCapacity),
        fraction(i.volumeOccupied, i.totalVolume),
      ];
      const known = parts.filter((p): p is number => p !== null);
      return known.length ? Math.max(...known) : null;
    };
    await expectSorts({
      list: 'inventories',
      path: `/inventory/?search=${tag}`,
      rows: (data) => (data as { inventories: TInventorySummary[] }).inventories,
      id: (i) => i.id,
      mine: made,
      values: {
        name: (i) => i.name,
        location: (i) => i.location,
        capacity: (i) => i.totalCapacity,
        usage,
        products: (i) => i.productCount,
        createdAt: (i) => time(i.createdAt),
      },
    });
    await expectBadSortsRefused('/inventory/', 'inventories');
  });

  it("an inventory's products by each column both ways", async () => {
    const tag = unique();
    const inventory = await createInventory(ctx.app, users.admin.token);
    const specs = [
      { name: 'charlie', price: 10, quantity: 3 },
      { name: 'bravo', price: 20, quantity: 1 },
      { name: 'bravo', price: 10, quantity: 3 },
      { name: 'alpha', price: 5, quantity: 6 },
    ];
    const made: string[] = [];
    for (const spec of specs) {
      const product = await createProduct(ctx.app, users.staff.token, {
        productName: `${tag} ${spec.name}`,
        price: spec.price,
        quantity: 10,
      });
      const res = await place(ctx.app, users.staff.token, inventory.id, product.id, spec.quantity);
      expect(res.statusCode, res.body).toBe(201);
      made.push(product.id);
    }
    await expectSorts({
      list: 'placements',
      path: `/inventory/${inventory.id}/products`,
      rows: (data) => (data as { products: TPlacement[] }).products,
      id: (p) => p.product.id,
      mine: made,
      values: {
        product: (p) => p.product.productName,
        quantity: (p) => p.quantity,
        unitPrice: (p) => p.product.price,
        totalValue: (p) => p.quantity * p.product.price,
      },
    });
    await expectBadSortsRefused(`/inventory/${inventory.id}/products`, 'placements');
  });
});

describe('GET /storages/ sorts', () => {
  it('by each column both ways', async () => {
    const inventory = await createInventory(ctx.app, users.admin.token);
    const specs = [
      { name: 'Rack charlie', locationId: 'B-2', type: 'Shelf' },
      { name: 'Rack alpha', locationId: 'A-1', type: null },
      { name: 'Rack bravo', locationId: 'B-2', type: 'Pallet' },
      { name: 'Rack bravo', locationId: 'C-3', type: 'Shelf' },
    ];
    const made: string[] = [];
    for (const spec of specs) {
      const storage = await createStorage(ctx.app, users.staff.token, inventory.id, {
        name: spec.name,
        locationId: spec.locationId,
        ...(spec.type ? { type: spec.type } : {}),
      });
      made.push(storage.id);
    }
    await expectSorts({
      list: 'storages',
      path: `/storages/?inventory=${inventory.id}`,
      rows: (data) => (data as { storages: TStorage[] }).storages,
      id: (s) => s.id,
      mine: made,
      values: {
        name: (s) => s.name,
        locationId: (s) => s.locationId,
        type: (s) => s.type,
        createdAt: (s) => time(s.createdAt),
      },
    });
    await expectBadSortsRefused('/storages/', 'storages');
  });
});

describe('GET /users/ and GET /wages/ sort', () => {
  it('users by each column both ways; roles in their order', async () => {
    const tag = unique();
    const specs = [
      { name: 'charlie', role: 'driver', wagePerHour: 100, hoursThisMonth: 10 },
      { name: 'alpha', role: 'staff', wagePerHour: 150, hoursThisMonth: 0 },
      { name: 'bravo', role: 'supplier', wagePerHour: 100, hoursThisMonth: 40 },
      { name: 'bravo', role: 'staff', wagePerHour: 0, hoursThisMonth: 10 },
    ] as const;
    const made: string[] = [];
    for (const spec of specs) {
      const { user } = await registerUser(ctx.app, { role: spec.role, name: `${tag} ${spec.name}` });
      const res = await callApi(ctx.app, 'PUT', `/users/${user.id}`, users.admin.token, {
        wagePerHour: spec.wagePerHour,
        hoursThisMonth: spec.hoursThisMonth,
      });
      expect(res.statusCode, res.body).toBe(200);
      made.push(user.id);
    }
    await expectSorts({
      list: 'users',
      path: `/users/?search=${tag}`,
      token: users.staff.token,
      rows: (data) => (data as { users: TUser[] }).users,
      id: (u) => u.id,
      mine: made,
      values: {
        name: (u) => u.name,
        role: (u) => rank(ROLES)(u.role),
        wagePerHour: (u) => u.wagePerHour,
        hours: (u) => u.hoursThisMonth,
        createdAt: (u) => time(u.createdAt),
      },
    });
    await expectBadSortsRefused('/users/', 'users', users.staff.token);
  });

  it('wage records by each column both ways; a month goes by name within it', async () => {
    const tag = unique();
    const people = [];
    for (const name of ['charlie', 'alpha', 'bravo']) {
      people.push((await registerUser(ctx.app, { role: 'staff', name: `${tag} ${name}` })).user);
    }
    const records = [
      { who: 0, month: '2026-02', hoursWorked: 100, wagePerHour: 50 },
      { who: 1, month: '2026-02', hoursWorked: 80, wagePerHour: 50 },
      { who: 2, month: '2026-02', hoursWorked: 100, wagePerHour: 40 },
      { who: 0, month: '2026-01', hoursWorked: 80, wagePerHour: 60 },
      { who: 1, month: '2026-01', hoursWorked: 10, wagePerHour: 500 },
    ];
    for (const record of records) {
      const res = await callApi(ctx.app, 'POST', '/wages/calculate', users.admin.token, {
        userId: people[record.who]!.id,
        month: record.month,
        hoursWorked: record.hoursWorked,
        wagePerHour: record.wagePerHour,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { wages } = await getData<{ wages: TWageRecord[] }>(
      ctx.app,
      `/wages/?search=${tag}`,
      users.staff.token,
    );
    expect(wages).toHaveLength(5);
    await expectSorts({
      list: 'wages',
      path: `/wages/?search=${tag}`,
      token: users.staff.token,
      rows: (data) => (data as { wages: TWageRecord[] }).wages,
      id: (w) => w.id,
      mine: wages.map((w) => w.id),
      values: {
        month: (w) => w.month,
        employee: (w) => w.employeeName,
        hoursWorked: (w) => w.hoursWorked,
        wagePerHour: (w) => w.wagePerHour,
        total: (w) => w.totalSalary,
        calculatedAt: (w) => time(w.calculatedAt),
      },
      within: { month: (w) => w.employeeName },
    });
    await expectBadSortsRefused('/wages/', 'wages', users.staff.token);
  });
});

describe('GET /purchase-orders and GET /counts sort', () => {
  it('purchase orders by each column both ways; no supplier or expected date last', async () => {
    const tag = unique();
    const suppliers = [];
    for (const name of ['bravo', 'alpha']) {
      suppliers.push((await registerUser(ctx.app, { role: 'supplier', name: `${tag} ${name}` })).user);
    }
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 0 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    const specs = [
      { supplier: 0, expected: '2031-05-01', status: 'draft', quantity: 10, unitPrice: 5 },
      { supplier: 1, expected: null, status: 'sent', quantity: 2, unitPrice: 25 },
      { supplier: 0, expected: '2031-04-01', status: 'sent', quantity: 1, unitPrice: 10 },
      { supplier: 1, expected: '2031-05-01', status: 'draft', quantity: 3, unitPrice: 100 },
    ] as const;
    const made: string[] = [];
    for (const spec of specs) {
      const res = await callApi(ctx.app, 'POST', '/purchase-orders', users.staff.token, {
        supplierId: suppliers[spec.supplier]!.id,
        destinationInventoryId: inventory.id,
        expectedDate: spec.expected,
        status: spec.status,
        lines: [{ product: product.id, quantity: spec.quantity, unitPrice: spec.unitPrice }],
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push((res.json() as { data: { purchaseOrder: TPurchaseOrder } }).data.purchaseOrder.id);
    }
    // A deleted supplier leaves the order without one.
    const gone = await registerUser(ctx.app, { role: 'supplier', name: `${tag} zulu` });
    const orphan = await callApi(ctx.app, 'POST', '/purchase-orders', users.staff.token, {
      supplierId: gone.user.id,
      destinationInventoryId: inventory.id,
      lines: [{ product: product.id, quantity: 4, unitPrice: 5 }],
    });
    expect(orphan.statusCode, orphan.body).toBe(201);
    made.push((orphan.json() as { data: { purchaseOrder: TPurchaseOrder } }).data.purchaseOrder.id);
    const deleted = await callApi(ctx.app, 'DELETE', `/users/${gone.user.id}`, users.admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    await expectSorts({
      list: 'purchaseOrders',
      path: '/purchase-orders',
      token: users.staff.token,
      rows: (data) => (data as { purchaseOrders: TPurchaseOrderSummary[] }).purchaseOrders,
      id: (o) => o.id,
      mine: made,
      values: {
        number: (o) => o.number,
        supplier: (o) => o.supplier?.name ?? null,
        status: (o) => rank(PURCHASE_ORDER_STATUSES)(o.status),
        expected: (o) => o.expectedDate,
        value: (o) => o.totalValue,
        createdAt: (o) => time(o.createdAt),
      },
    });
    await expectBadSortsRefused('/purchase-orders', 'purchaseOrders', users.staff.token);
  });

  it('customers by each column both ways; no credit limit last', async () => {
    const made: string[] = [];
    const specs = [
      { name: 'delta', stateCode: '27', creditLimit: 5000 },
      { name: 'alpha', stateCode: '09', creditLimit: null },
      { name: 'charlie', stateCode: '33', creditLimit: 100 },
      { name: 'bravo', stateCode: '09', creditLimit: 5000 },
    ];
    const tag = `cs${unique().replace(/\W/g, '').slice(-8)}`;
    for (const spec of specs) {
      const res = await callApi(ctx.app, 'POST', '/customers', users.staff.token, {
        ...spec,
        name: `${tag} ${spec.name}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push((res.json() as { data: { customer: TCustomer } }).data.customer.id);
    }
    await expectSorts({
      list: 'customers',
      path: `/customers?search=${tag}`,
      token: users.staff.token,
      rows: (data) => (data as { customers: TCustomer[] }).customers,
      id: (c) => c.id,
      mine: made,
      values: {
        name: (c) => c.name,
        state: (c) => c.stateCode,
        creditLimit: (c) => c.creditLimit,
        createdAt: (c) => time(c.createdAt),
      },
    });
    await expectBadSortsRefused('/customers', 'customers', users.staff.token);
  });

  it('counts by each column both ways; a deleted inventory last', async () => {
    const tag = unique();
    const product = await createProduct(ctx.app, users.staff.token, { quantity: 100 });
    const start = async (inventoryId: string) => {
      const res = await callApi(ctx.app, 'POST', '/counts', users.staff.token, { inventoryId });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: TCountDetail }).data.count.id;
    };
    const cancel = async (id: string) => {
      const res = await callApi(ctx.app, 'POST', `/counts/${id}/cancel`, users.admin.token, {});
      expect(res.statusCode, res.body).toBe(200);
    };
    const inventories = [];
    for (const name of ['bravo', 'alpha', 'charlie']) {
      const inventory = await createInventory(ctx.app, users.admin.token, { name: `${tag} ${name}` });
      const res = await place(ctx.app, users.staff.token, inventory.id, product.id, 5);
      expect(res.statusCode, res.body).toBe(201);
      inventories.push(inventory);
    }
    const made = [await start(inventories[0]!.id)];
    await cancel(made[0]!);
    made.push(
      await start(inventories[0]!.id),
      await start(inventories[1]!.id),
      await start(inventories[2]!.id),
    );
    await cancel(made[3]!);
    const removed = await callApi(ctx.app, 'DELETE', `/inventory/${inventories[2]!.id}`, users.admin.token);
    expect(removed.statusCode, removed.body).toBe(200);

    await expectSorts({
      list: 'counts',
      path: '/counts',
      token: users.staff.token,
      rows: (data) => (data as { counts: TCount[] }).counts,
      id: (c) => c.id,
      mine: made,
      values: {
        number: (c) => c.number,
        inventory: (c) => c.inventory?.name ?? null,
        status: (c) => rank(COUNT_STATUSES)(c.status),
        startedAt: (c) => time(c.startedAt),
      },
    });
    await expectBadSortsRefused('/counts', 'counts', users.staff.token);
  });
});

describe('GET /alerts/ sorts', () => {
  it('by each column both ways; priority by severity, not by name', async () => {
    const tag = unique();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    const specs = [
      { type: 'system', priority: 'low', triggeredOn: hourAgo },
      { type: 'lowStock', priority: 'critical', triggeredOn: dayAgo },
      { type: 'system', priority: 'high', triggeredOn: hourAgo },
      { type: 'maintenance', priority: 'medium', triggeredOn: dayAgo },
      { type: 'lowStock', priority: 'high', triggeredOn: hourAgo },
    ];
    const made: string[] = [];
    for (const spec of specs) {
      const res = await callApi(ctx.app, 'POST', '/alerts/trigger', users.staff.token, {
        ...spec,
        message: `Sorted ${tag}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push((res.json() as { data: { alert: TAlert } }).data.alert.id);
    }
    await expectSorts({
      list: 'alerts',
      path: `/alerts/?search=${tag}`,
      token: users.staff.token,
      rows: (data) => (data as { alerts: TAlert[] }).alerts,
      id: (a) => a.id,
      mine: made,
      values: {
        createdAt: (a) => time(a.timestamp),
        priority: (a) => rank(ALERT_PRIORITY_SEVERITY)(a.priority),
        type: (a) => rank(ALL_ALERT_TYPES)(a.type),
      },
    });
    const { alerts } = await getData<{ alerts: TAlert[] }>(
      ctx.app,
      `/alerts/?search=${tag}&sort=priority&order=desc`,
      users.staff.token,
    );
    expect(alerts.map((a) => a.priority)).toEqual(['critical', 'high', 'high', 'medium', 'low']);
    await expectBadSortsRefused('/alerts/', 'alerts', users.staff.token);
  });
});

// ---- Exports -----------------------------------------------------------------------------------

/** The rows of an export's CSV (header first), asserting 200. */
async function exportCsv(
  kind: ExportKind,
  query: Record<string, string>,
  token?: string,
): Promise<string[][]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}/export/${kind}?${new URLSearchParams(query).toString()}`,
    headers: token ? auth(token) : {},
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return parse(res.body.slice(1)) as string[][];
}

/** The cells of a CSV's column (of several, joined by a space), header left out. */
function csvColumn(rows: string[][], header: string | readonly string[]): string[] {
  const indexes = [header].flat().map((name) => rows[0]!.indexOf(name));
  expect(Math.min(...indexes), String(header)).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => indexes.map((i) => row[i]!).join(' '));
}

/**
 * An export with a list's filters and a sort has the rows of the list in the same sort, in its
 * order: the key column's cells are the list's values, both ways.
 */
async function expectExportFollowsList<Row>(options: {
  kind: ExportKind;
  filters: Record<string, string>;
  listPath: string;
  sorts: readonly string[];
  rows: (data: unknown) => Row[];
  key: (row: Row) => string;
  header: string | readonly string[];
  token?: string;
}): Promise<void> {
  for (const sort of options.sorts) {
    for (const order of ['asc', 'desc']) {
      const query = { ...options.filters, sort, order };
      const listed = options.rows(
        await getData<unknown>(
          ctx.app,
          `${options.listPath}?${new URLSearchParams({ ...query, limit: '1000' }).toString()}`,
          options.token,
        ),
      );
      expect(listed.length, `${options.kind} ${sort}`).toBeGreaterThan(1);
      const exported = csvColumn(await exportCsv(options.kind, query, options.token), options.header);
      expect(exported, `${options.kind} by ${sort} ${order}`).toEqual(listed.map(options.key));
    }
  }
}

describe("exports follow the list's sort", () => {
  it(`products: every row once across chunks of ${EXPORT_CHUNK_ROWS}, ties and missing values included`, async () => {
    const tag = unique();
    const category = `Sorted bulk ${tag}`;
    // One statement: every row shares its created_at; prices repeat; every fifth has no SKU, so
    // the 2,000 with one fill two chunks exactly before the 500 without one.
    const bulk = 2_500;
    await queryRows(
      ctx.database.db,
      sql`INSERT INTO products (product_name, sku, product_category, price, quantity)
          SELECT ${`Bulk ${tag} `} || lpad(g::text, 5, '0'),
                 CASE WHEN g % 5 = 0 THEN NULL ELSE ${`SB${tag}`} || lpad((g % 997)::text, 4, '0') || lpad(g::text, 5, '0') END,
                 ${category}, (g % 7) * 2.5, g % 11
          FROM generate_series(1, ${bulk}) AS g`,
    );
    for (const [sort, order] of [
      ['price', 'desc'],
      ['sku', 'asc'],
      ['sku', 'desc'],
      ['quantity', 'asc'],
      ['createdAt', 'desc'],
      ['name', 'desc'],
    ] as const) {
      const listed: string[] = [];
      for (let offset = 0; offset < bulk; offset += 1000) {
        const page = await getData<{ products: TProduct[] }>(
          ctx.app,
          `/products/?category=${encodeURIComponent(category)}&sort=${sort}&order=${order}&limit=1000&offset=${offset}`,
        );
        listed.push(...page.products.map((p) => p.productName));
      }
      expect(new Set(listed).size).toBe(bulk);
      const exported = csvColumn(await exportCsv('products', { category, sort, order }), 'Product name');
      expect(exported, `products by ${sort} ${order}`).toEqual(listed);
    }
  });

  it('every other list with its filters: transports, alerts, inventories, storage units, users, wages, purchase orders', async () => {
    const tag = unique();
    const staff = users.staff.token;
    const inventory = await createInventory(ctx.app, users.admin.token, { name: `${tag} Export hub` });
    const second = await createInventory(ctx.app, users.admin.token, {
      name: `${tag} Export annex`,
      totalCapacity: 50,
    });
    const product = await createProduct(ctx.app, staff, { quantity: 100, weight: 2, price: 7 });
    const other = await createProduct(ctx.app, staff, { quantity: 100, price: 2 });
    for (const [target, placed, units] of [
      [inventory.id, product, 3],
      [second.id, product, 9],
      [inventory.id, other, 8],
    ] as const) {
      expect((await place(ctx.app, staff, target, placed.id, units)).statusCode).toBe(201);
    }
    const etas = [null, '2031-03-01T10:00:00+05:30', '2031-01-01T10:00:00+05:30', null];
    for (const [i, eta] of etas.entries()) {
      await createTransport(ctx.app, staff, {
        packageId: `EXP${tag}${i}`,
        eta,
        transportMode: i % 2 ? 'air' : 'land',
      });
    }
    for (const [i, priority] of (['low', 'critical', 'medium', 'high'] as const).entries()) {
      const res = await callApi(ctx.app, 'POST', '/alerts/trigger', staff, {
        type: i % 2 ? 'system' : 'lowStock',
        priority,
        message: `Export ${tag} ${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const [i, locationId] of ['B-1', 'A-9', 'C-5'].entries()) {
      await createStorage(ctx.app, staff, inventory.id, { locationId, name: `Rack ${i}` });
    }
    const people = [];
    for (const [i, name] of ['bravo', 'alpha', 'charlie'].entries()) {
      const person = (await registerUser(ctx.app, { role: 'staff', name: `${tag} ${name}` })).user;
      people.push(person);
      const res = await callApi(ctx.app, 'PUT', `/users/${person.id}`, users.admin.token, {
        wagePerHour: 100 + 10 * ((i * 2) % 3),
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const month of ['2026-01', '2026-02']) {
        const calculated = await callApi(ctx.app, 'POST', '/wages/calculate', users.admin.token, {
          userId: person.id,
          month,
          hoursWorked: 10 + i,
          wagePerHour: 100 - 10 * i,
        });
        expect(calculated.statusCode, calculated.body).toBe(200);
      }
    }
    const supplier = (await registerUser(ctx.app, { role: 'supplier', name: `${tag} supplier` })).user;
    for (const [quantity, expectedDate] of [
      [5, null],
      [1, '2031-02-01'],
      [9, '2031-01-01'],
    ] as const) {
      const res = await callApi(ctx.app, 'POST', '/purchase-orders', staff, {
        supplierId: supplier.id,
        destinationInventoryId: inventory.id,
        expectedDate,
        lines: [{ product: product.id, quantity, unitPrice: 3 }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    await expectExportFollowsList({
      kind: 'transports',
      filters: { search: `EXP${tag}` },
      listPath: '/transports/',
      sorts: ['eta', 'mode', 'packageId'],
      rows: (data) => (data as { transports: TTransport[] }).transports,
      key: (t) => t.packageId,
      header: 'Package ID',
      token: staff,
    });
    await expectExportFollowsList({
      kind: 'alerts',
      filters: { search: `Export ${tag}` },
      listPath: '/alerts/',
      sorts: ['priority', 'type', 'createdAt'],
      rows: (data) => (data as { alerts: TAlert[] }).alerts,
      key: (a) => a.message,
      header: 'Message',
      token: staff,
    });
    await expectExportFollowsList({
      kind: 'inventories',
      filters: { search: tag },
      listPath: '/inventory/',
      sorts: ['usage', 'capacity', 'name'],
      rows: (data) => (data as { inventories: TInventorySummary[] }).inventories,
      key: (i) => i.name,
      header: 'Name',
    });
    await expectExportFollowsList({
      kind: 'inventory-products',
      filters: { inventory: inventory.id },
      listPath: `/inventory/${inventory.id}/products`,
      sorts: ['totalValue', 'quantity', 'unitPrice', 'product'],
      rows: (data) => (data as { products: TPlacement[] }).products,
      key: (p) => p.product.productName,
      header: 'Product',
    });
    await expectExportFollowsList({
      kind: 'storage-units',
      filters: { inventory: inventory.id },
      listPath: '/storages/',
      sorts: ['locationId', 'createdAt'],
      rows: (data) => (data as { storages: TStorage[] }).storages,
      key: (s) => s.locationId,
      header: 'Location ID',
    });
    await expectExportFollowsList({
      kind: 'users',
      filters: { search: tag },
      listPath: '/users/',
      sorts: ['wagePerHour', 'role', 'name'],
      rows: (data) => (data as { users: TUser[] }).users,
      key: (u) => u.name,
      header: 'Name',
      token: staff,
    });
    await expectExportFollowsList({
      kind: 'wages',
      filters: { search: tag },
      listPath: '/wages/',
      sorts: ['month', 'employee', 'total', 'wagePerHour'],
      rows: (data) => (data as { wages: TWageRecord[] }).wages,
      key: (w) => `${w.employeeName} ${w.month}`,
      header: ['Employee', 'Month'],
      token: staff,
    });
    await expectExportFollowsList({
      kind: 'purchase-orders',
      filters: { supplier: supplier.id },
      listPath: '/purchase-orders',
      sorts: ['value', 'expected', 'number'],
      rows: (data) => (data as { purchaseOrders: TPurchaseOrderSummary[] }).purchaseOrders,
      key: (o) => o.number,
      header: 'Number',
      token: staff,
    });
  });
});
