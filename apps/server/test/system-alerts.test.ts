import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indiaDateFromToday } from '@godown/shared';
import { alerts, products, users as usersTable } from '../src/db/schema.js';
import { syncExpiredStockAlerts, syncOverworkAlerts } from '../src/modules/alerts/system-alerts.js';
import { buildApp } from '../src/app.js';
import { callApi } from './support/http.js';
import { createProduct, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { registerUser } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });
const users = useStockUsers(ctx);

const alertsOf = (type: 'stockExpired' | 'overwork', targetId: string) =>
  ctx.database.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.type, type), eq(alerts.targetId, targetId)))
    .orderBy(alerts.createdAt);

// Dates in India, as the check reckons them.
const daysFromToday = indiaDateFromToday;

describe('stockExpired alerts', () => {
  it('are raised once for a product with units past its expiry date, on save and by the check', async () => {
    const expired = await createProduct(ctx.app, users.admin.token, {
      productName: 'Old Ghee',
      quantity: 12,
      mfgDate: daysFromToday(-400),
      expiryDate: daysFromToday(-1),
    });
    const today = await createProduct(ctx.app, users.admin.token, {
      quantity: 5,
      expiryDate: daysFromToday(0),
    });
    const empty = await createProduct(ctx.app, users.admin.token, {
      quantity: 0,
      expiryDate: daysFromToday(-3),
    });

    const raised = await alertsOf('stockExpired', expired.id);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      priority: 'high',
      isSystem: true,
      resolved: false,
      affectedItem: `Old Ghee (${expired.sku})`,
    });
    expect(raised[0]?.message).toMatch(/^Old Ghee expired on \d\d \w{3} \d{4}$/);
    expect(raised[0]?.description).toMatch(/^12 units of Old Ghee/);
    await syncExpiredStockAlerts(ctx.database.db);
    await syncExpiredStockAlerts(ctx.database.db);
    expect(await alertsOf('stockExpired', expired.id)).toHaveLength(1);
    expect(await alertsOf('stockExpired', today.id)).toHaveLength(0);
    expect(await alertsOf('stockExpired', empty.id)).toHaveLength(0);
  });

  it('the periodic check finds a date that passed without an edit; a new date or no units resolve it', async () => {
    const product = await createProduct(ctx.app, users.admin.token, {
      quantity: 4,
      expiryDate: daysFromToday(2),
    });
    expect(await alertsOf('stockExpired', product.id)).toHaveLength(0);
    // Time passes: the date is now behind us, and nobody edited the product.
    await ctx.database.db
      .update(products)
      .set({ expiryDate: daysFromToday(-1) })
      .where(eq(products.id, product.id));
    expect(await syncExpiredStockAlerts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect((await alertsOf('stockExpired', product.id)).map((a) => a.resolved)).toEqual([false]);

    await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.admin.token, {
      expiryDate: daysFromToday(30),
    });
    expect((await alertsOf('stockExpired', product.id)).map((a) => a.resolved)).toEqual([true]);

    await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.admin.token, {
      expiryDate: daysFromToday(-2),
    });
    await callApi(ctx.app, 'PUT', `/products/${product.id}`, users.admin.token, { quantity: 0 });
    expect((await alertsOf('stockExpired', product.id)).map((a) => a.resolved)).toEqual([true, true]);
  });

  it('run when the server starts', async () => {
    const product = await createProduct(ctx.app, users.admin.token, {
      quantity: 4,
      expiryDate: daysFromToday(5),
    });
    await ctx.database.db
      .update(products)
      .set({ expiryDate: daysFromToday(-5) })
      .where(eq(products.id, product.id));
    await ctx.database.db
      .update(usersTable)
      .set({ hoursThisMonth: 200 })
      .where(eq(usersTable.id, users.staff.user.id));
    expect(await alertsOf('stockExpired', product.id)).toHaveLength(0);
    expect(await alertsOf('overwork', users.staff.user.id)).toHaveLength(0);

    // A second server on the same database runs the checks when it is ready.
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    await second.close();
    expect(await alertsOf('stockExpired', product.id)).toHaveLength(1);
    expect(await alertsOf('overwork', users.staff.user.id)).toHaveLength(1);
  });
});

describe('overwork alerts', () => {
  it('the check raises them once for active users past the limit and resolves them below it', async () => {
    const worker = await registerUser(ctx.app, { role: 'driver' });
    const setHours = (hours: number) =>
      ctx.database.db
        .update(usersTable)
        .set({ hoursThisMonth: hours })
        .where(eq(usersTable.id, worker.user.id));
    await setHours(161);
    await syncOverworkAlerts(ctx.database.db);
    await syncOverworkAlerts(ctx.database.db);
    expect((await alertsOf('overwork', worker.user.id)).map((a) => a.resolved)).toEqual([false]);
    await setHours(100);
    await syncOverworkAlerts(ctx.database.db);
    expect((await alertsOf('overwork', worker.user.id)).map((a) => a.resolved)).toEqual([true]);
    // A deleted user's alert is resolved with them.
    await callApi(ctx.app, 'PUT', `/users/${worker.user.id}`, users.admin.token, { hoursThisMonth: 200 });
    expect((await alertsOf('overwork', worker.user.id)).filter((a) => !a.resolved)).toHaveLength(1);
    await callApi(ctx.app, 'DELETE', `/users/${worker.user.id}`, users.admin.token);
    expect((await alertsOf('overwork', worker.user.id)).every((a) => a.resolved)).toBe(true);
  });

  it('checks running at once (two servers) raise each alert once', async () => {
    const worker = await registerUser(ctx.app, { role: 'staff' });
    await ctx.database.db
      .update(usersTable)
      .set({ hoursThisMonth: 250 })
      .where(eq(usersTable.id, worker.user.id));
    const product = await createProduct(ctx.app, users.admin.token, {
      quantity: 3,
      expiryDate: daysFromToday(9),
    });
    await ctx.database.db
      .update(products)
      .set({ expiryDate: daysFromToday(-9) })
      .where(eq(products.id, product.id));
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0 ? syncOverworkAlerts(ctx.database.db) : syncExpiredStockAlerts(ctx.database.db),
      ),
    );
    expect(await alertsOf('overwork', worker.user.id)).toHaveLength(1);
    expect(await alertsOf('stockExpired', product.id)).toHaveLength(1);
  });

  it('a manual alert about a user is left alone by the check', async () => {
    const res = await callApi(ctx.app, 'POST', '/alerts/trigger', users.staff.token, {
      type: 'overwork',
      message: 'Asked to check the roster',
      targetId: users.admin.user.id,
    });
    expect(res.statusCode).toBe(201);
    await syncOverworkAlerts(ctx.database.db);
    const [row] = await ctx.database.db.select().from(alerts).where(eq(alerts.id, res.json().data.alert.id));
    expect(row).toMatchObject({ resolved: false, isSystem: false });
  });
});
