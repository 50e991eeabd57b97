import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alerts,
  inventories,
  inventoryProducts,
  products,
  stockMovements,
  storageUnits,
} from '../src/db/schema.js';
import { DEMO_PRODUCTS, DEMO_WAREHOUSES, loadDemoStock } from '../src/db/demo-stock.js';
import { registerUser, useTestContext } from './helpers.js';

const ctx = useTestContext({ openAdminSignup: true });

describe('demo stock', () => {
  it('loads a consistent catalogue, warehouses and placements, and a second run adds nothing', async () => {
    const admin = await registerUser(ctx.app, { role: 'admin' });
    const { db } = ctx.database;
    expect(await loadDemoStock(db, admin.user.id)).toEqual({
      products: DEMO_PRODUCTS.length,
      warehouses: DEMO_WAREHOUSES.length,
    });
    expect(await loadDemoStock(db, admin.user.id)).toEqual({ products: 0, warehouses: 0 });

    const [productCount] = await db.select({ n: count() }).from(products);
    const [inventoryCount] = await db.select({ n: count() }).from(inventories);
    const [unitCount] = await db.select({ n: count() }).from(storageUnits);
    expect(productCount?.n).toBe(DEMO_PRODUCTS.length);
    expect(inventoryCount?.n).toBe(DEMO_WAREHOUSES.length);
    expect(unitCount?.n).toBe(DEMO_WAREHOUSES.reduce((n, w) => n + w.units.length, 0));

    // Every product's placed count is the sum of its placements and of its placement ledger rows.
    const mismatches = await db.execute(sql`
      SELECT p.sku FROM ${products} p
      WHERE p.placed_quantity <> coalesce((SELECT sum(quantity) FROM ${inventoryProducts} WHERE product_id = p.id), 0)
         OR p.placed_quantity <> coalesce((SELECT sum(delta) FROM ${stockMovements} WHERE product_id = p.id AND scope = 'placement'), 0)
         OR p.quantity <> coalesce((SELECT sum(delta) FROM ${stockMovements} WHERE product_id = p.id AND scope = 'stock'), 0)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);

    // The running-low part of the catalogue shows up as open stock alerts.
    const open = await db
      .select({ type: alerts.type, n: count() })
      .from(alerts)
      .where(eq(alerts.resolved, false))
      .groupBy(alerts.type)
      .orderBy(alerts.type);
    expect(open.map((a) => a.type)).toEqual(['lowStock', 'outOfStock']);
  });
});
