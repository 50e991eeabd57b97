import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, BULK_IDS_MAX, type TAlert, type TProduct } from '@godown/shared';
import { alerts, auditLog, products } from '../src/db/schema.js';
import { callApi, expectError, getData } from './support/http.js';
import { createInventory, createProduct, place, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { createTransport } from './support/transports.js';
import { registerUser, unique, type RegisteredUser } from './support/users.js';

/*
 * Bulk actions (docs/domain.md#bulk-actions): deleting products and resolving alerts many at a time,
 * each by the rules of the single action, all in one transaction; exporting chosen products.
 */

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

const bulkDelete = (ids: unknown, token: string | null = users.admin.token) =>
  callApi(ctx.app, 'POST', '/products/bulk-delete', token, { ids });
const bulkResolve = (ids: unknown, token: string | null = users.staff.token) =>
  callApi(ctx.app, 'POST', '/alerts/bulk-resolve', token, { ids });

/** Which of `ids` are still products. */
async function remaining(ids: readonly string[]): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return rows.map((r) => r.id).sort();
}

const randomIds = (n: number) => Array.from({ length: n }, () => crypto.randomUUID());

describe('POST /products/bulk-delete', () => {
  it('deletes every product named, once each, with the side effects of one delete', async () => {
    // Out of stock: each raises an outOfStock alert that the delete resolves.
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createProduct(ctx.app, users.staff.token, { quantity: 0 }));
    const ids = made.map((p) => p.id);
    const open = () =>
      ctx.database.db
        .select({ id: alerts.id })
        .from(alerts)
        .where(and(inArray(alerts.targetId, ids), eq(alerts.resolved, false)));
    expect(await open()).toHaveLength(3);

    // Repeats (in either letter case) count once.
    const res = await bulkDelete([...ids, ids[0], ids[1]!.toUpperCase()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: 3 } });

    expect(await remaining(ids)).toEqual([]);
    for (const id of ids)
      expectError(await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${id}` }), 404);
    expect(await open()).toEqual([]);
    const audited = await ctx.database.db
      .select({ targetId: auditLog.targetId, action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(inArray(auditLog.targetId, ids));
    expect(audited.map((a) => a.targetId).sort()).toEqual([...ids].sort());
    expect(new Set(audited.map((a) => `${a.action} ${a.actorId}`))).toEqual(
      new Set([`product.deleted ${users.admin.user.id}`]),
    );
  });

  it('deletes none when one is placed in an inventory, naming it', async () => {
    const free = await createProduct(ctx.app, users.staff.token);
    const placed = await createProduct(ctx.app, users.staff.token, { quantity: 10 });
    const inventory = await createInventory(ctx.app, users.admin.token);
    expect((await place(ctx.app, users.staff.token, inventory.id, placed.id, 4)).statusCode).toBe(201);
    const message = expectError(await bulkDelete([free.id, placed.id]), 409, 'CONFLICT');
    expect(message).toBe(
      `"${placed.productName}" is placed in 1 inventory (4 units). Remove it from them first.`,
    );
    expect(await remaining([free.id, placed.id])).toEqual([free.id, placed.id].sort());
  });

  it('deletes none when one is on a transport, naming it', async () => {
    const free = await createProduct(ctx.app, users.staff.token);
    const shipped = await createProduct(ctx.app, users.staff.token);
    await createTransport(ctx.app, users.staff.token, { products: [{ product: shipped.id, quantity: 2 }] });
    const message = expectError(await bulkDelete([shipped.id, free.id]), 409, 'CONFLICT');
    expect(message).toBe(`"${shipped.productName}" is on a transport or order and cannot be deleted`);
    expect(await remaining([free.id, shipped.id])).toEqual([free.id, shipped.id].sort());
    // The single delete keeps its own words.
    expect(
      expectError(await callApi(ctx.app, 'DELETE', `/products/${shipped.id}`, users.admin.token), 409),
    ).toBe('This product is on a transport or order and cannot be deleted');
  });

  it('deletes none when one is unknown (404 naming the id)', async () => {
    const free = await createProduct(ctx.app, users.staff.token);
    const [unknownId] = randomIds(1);
    expect(expectError(await bulkDelete([free.id, unknownId]), 404, 'NOT_FOUND')).toBe(
      `Product ${unknownId} not found`,
    );
    expect(await remaining([free.id])).toEqual([free.id]);
  });

  it('is for admins: 401 signed out, 403 for every other role, and nothing deleted', async () => {
    const product = await createProduct(ctx.app, users.staff.token);
    expectError(await bulkDelete([product.id], null), 401, 'UNAUTHORIZED');
    for (const role of ['staff', 'supplier', 'driver'] as const) {
      const caller = role === 'staff' ? users.staff : await registerUser(ctx.app, { role });
      expectError(await bulkDelete([product.id], caller.token), 403, 'FORBIDDEN');
    }
    expect(await remaining([product.id])).toEqual([product.id]);
  });

  it(`takes 1 to ${BULK_IDS_MAX} ids; anything else is a 400`, async () => {
    const product = await createProduct(ctx.app, users.staff.token);
    const refused = [[], randomIds(BULK_IDS_MAX + 1), ['not-an-id'], [product.id, 42], 'x', null];
    for (const ids of refused) expectError(await bulkDelete(ids), 400, 'VALIDATION_FAILED');
    expect(
      expectError(await callApi(ctx.app, 'POST', '/products/bulk-delete', users.admin.token, {}), 400),
    ).toMatch(/ids/);
    expectError(
      await callApi(ctx.app, 'POST', '/products/bulk-delete', users.admin.token, {
        ids: [product.id],
        all: true,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(expectError(await bulkDelete(randomIds(BULK_IDS_MAX + 1)), 400)).toBe(
      `ids: At most ${BULK_IDS_MAX} products at a time`,
    );
    // The most it takes passes validation (and is refused for the unknown ones).
    expectError(await bulkDelete([product.id, ...randomIds(BULK_IDS_MAX - 1)]), 404, 'NOT_FOUND');
    expect(await remaining([product.id])).toEqual([product.id]);
  });
});

describe('POST /alerts/bulk-resolve', () => {
  async function raise(token = users.staff.token): Promise<TAlert> {
    const res = await callApi(ctx.app, 'POST', '/alerts/trigger', token, {
      type: 'system',
      message: `Bulk ${unique()}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { alert: TAlert } }).data.alert;
  }
  const alertRows = (ids: readonly string[]) =>
    ctx.database.db
      .select()
      .from(alerts)
      .where(inArray(alerts.id, [...ids]));

  it('resolves the active ones and leaves the resolved ones as they are', async () => {
    const active = [await raise(), await raise()];
    const done = await raise();
    const resolvedOnce = await callApi(ctx.app, 'PUT', `/alerts/${done.id}`, users.staff.token, {
      resolved: true,
    });
    expect(resolvedOnce.statusCode, resolvedOnce.body).toBe(200);
    const doneBefore = (await alertRows([done.id]))[0]!;

    const res = await bulkResolve([...active.map((a) => a.id), done.id, active[0]!.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { resolved: 2 } });

    const after = await alertRows([...active.map((a) => a.id), done.id]);
    expect(after.every((a) => a.resolved && a.resolvedAt !== null)).toBe(true);
    expect(after.find((a) => a.id === done.id)).toEqual(doneBefore);
    const { alerts: listed } = await getData<{ alerts: TAlert[] }>(
      ctx.app,
      `/alerts/?resolved=true&search=${encodeURIComponent(active[0]!.message)}`,
      users.staff.token,
    );
    expect(listed.map((a) => a.id)).toEqual([active[0]!.id]);
    // Again: nothing left to resolve.
    expect((await bulkResolve(active.map((a) => a.id))).json()).toEqual({ data: { resolved: 0 } });
  });

  it('resolves none when one id is unknown (404 naming it)', async () => {
    const alert = await raise();
    const [unknownId] = randomIds(1);
    expect(expectError(await bulkResolve([alert.id, unknownId]), 404, 'NOT_FOUND')).toBe(
      `Alert ${unknownId} not found`,
    );
    expect((await alertRows([alert.id]))[0]!.resolved).toBe(false);
  });

  it('is for those who read alerts, as resolving one is; 401 signed out, 403 for outsiders', async () => {
    const alert = await raise();
    expectError(await bulkResolve([alert.id], null), 401, 'UNAUTHORIZED');
    for (const role of ['supplier', 'driver'] as const) {
      const outsider = await registerUser(ctx.app, { role });
      expectError(await bulkResolve([alert.id], outsider.token), 403, 'FORBIDDEN');
    }
    const callers: RegisteredUser[] = [users.admin, users.staff];
    for (const caller of callers) {
      const mine = await raise();
      const res = await bulkResolve([mine.id], caller.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: { resolved: 1 } });
    }
  });

  it(`takes 1 to ${BULK_IDS_MAX} ids; anything else is a 400`, async () => {
    const alert = await raise();
    for (const ids of [[], randomIds(BULK_IDS_MAX + 1), ['nope'], 'x']) {
      expectError(await bulkResolve(ids), 400, 'VALIDATION_FAILED');
    }
    expect(expectError(await bulkResolve(randomIds(BULK_IDS_MAX + 1)), 400)).toBe(
      `ids: At most ${BULK_IDS_MAX} alerts at a time`,
    );
    expect((await alertRows([alert.id]))[0]!.resolved).toBe(false);
  });
});

describe('GET /export/products?ids=', () => {
  const exportProducts = (query: Record<string, string>) =>
    ctx.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/export/products?${new URLSearchParams(query).toString()}`,
    });
  const skus = (body: string) => {
    const rows = parse(body.slice(1)) as string[][];
    const index = rows[0]!.indexOf('SKU');
    return rows.slice(1).map((row) => row[index]);
  };

  it('exports just the chosen products, in the asked sort', async () => {
    const made: TProduct[] = [];
    for (const price of [30, 10, 20]) made.push(await createProduct(ctx.app, users.staff.token, { price }));
    const chosen = [made[0]!, made[1]!];
    const byPrice = await exportProducts({ ids: chosen.map((p) => p.id).join(','), sort: 'price' });
    expect(byPrice.statusCode, byPrice.body).toBe(200);
    expect(skus(byPrice.body)).toEqual([made[1]!.sku, made[0]!.sku]);
    // Spaces and repeats are forgiven; the list's other filters still apply.
    const spaced = await exportProducts({
      ids: ` ${made[2]!.id} , ${made[2]!.id},${made[0]!.id}`,
      sort: 'price',
      order: 'desc',
    });
    expect(skus(spaced.body)).toEqual([made[0]!.sku, made[2]!.sku]);
    const filtered = await exportProducts({ ids: made.map((p) => p.id).join(','), search: made[1]!.sku! });
    expect(skus(filtered.body)).toEqual([made[1]!.sku]);
    // An id of no product exports nothing for it.
    const unknown = await exportProducts({ ids: randomIds(2).join(',') });
    expect(unknown.statusCode).toBe(200);
    expect(skus(unknown.body)).toEqual([]);
    const sheet = await exportProducts({ ids: made[2]!.id, format: 'xlsx' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toMatch(/attachment/);
  });

  it(`refuses a malformed list of ids, or more than ${BULK_IDS_MAX}, with 400`, async () => {
    const [id] = randomIds(1);
    for (const ids of ['', 'nope', `${id},`, `${id};${id}`, randomIds(BULK_IDS_MAX + 1).join(',')]) {
      const res = await exportProducts({ ids });
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    // The message names the first bad id's place in the list.
    expect(expectError(await exportProducts({ ids: `${id},nope` }), 400)).toBe(
      'ids.1: Ids must be product ids separated by commas',
    );
    const repeated = await ctx.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/export/products?ids=${id}&ids=${id}`,
    });
    expectError(repeated, 400, 'VALIDATION_FAILED');
  });
});
