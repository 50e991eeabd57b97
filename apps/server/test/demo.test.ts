import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readGstin } from '@godown/shared';
import {
  alerts,
  batchStock,
  customers,
  priceListItems,
  schemes,
  deliveryProofs,
  inventories,
  inventoryProducts,
  products,
  stockCounts,
  stockMovements,
  storageUnits,
  transports,
  purchaseOrders,
  users,
  wageRecords,
} from '../src/db/schema.js';
import {
  DEMO_ALERTS,
  DEMO_TEAM,
  loadDemoAlerts,
  loadDemoWages,
  upsertDemoAccounts,
} from '../src/scripts/demo-people.js';
import { DEMO_PRODUCTS, DEMO_WAREHOUSES, loadDemoStock } from '../src/scripts/demo-stock.js';
import { DEMO_TRANSPORTS, loadDemoTransports } from '../src/scripts/demo-transports.js';
import { loadDemoPurchasing } from '../src/scripts/demo-purchasing.js';
import { DEMO_SPICE_COUNT, DEMO_SPICE_SHEET, loadDemoImports } from '../src/scripts/demo-imports.js';
import { reorderSuggestions } from '../src/modules/purchasing/reorder.service.js';
import { DEMO_GTINS, DEMO_PUT_AWAY, loadDemoBarcodes } from '../src/scripts/demo-barcodes.js';
import { DEMO_POSITIONS, DEMO_PROOF, loadDemoLogistics } from '../src/scripts/demo-logistics.js';
import {
  DEMO_CHEMIST_PRICES,
  DEMO_CUSTOMERS,
  loadDemoPricing,
  loadDemoSelling,
} from '../src/scripts/demo-selling.js';
import { imageTypeOf } from '../src/modules/transports/delivery-proof.js';
import { useTestContext } from './support/test-app.js';
import { registerUser } from './support/users.js';

const ctx = useTestContext({ openAdminSignup: true });

/** Products whose quantity or placed units their ledger rows do not sum to. */
async function ledgerMismatches(db: typeof ctx.database.db): Promise<unknown[]> {
  const result = await db.execute(sql`
    SELECT p.sku FROM ${products} p
    WHERE p.quantity <> coalesce((SELECT sum(delta) FROM ${stockMovements} WHERE product_id = p.id AND scope = 'stock'), 0)
       OR p.placed_quantity <> coalesce((SELECT sum(delta) FROM ${stockMovements} WHERE product_id = p.id AND scope = 'placement'), 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

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

    // The running-low part of the catalogue shows up as open stock alerts, the expired batch too.
    const open = await db
      .select({ type: alerts.type, n: count() })
      .from(alerts)
      .where(eq(alerts.resolved, false))
      .groupBy(alerts.type)
      .orderBy(alerts.type);
    expect(open.map((a) => a.type)).toEqual(['lowStock', 'outOfStock', 'stockExpired']);
  });

  it('loads transports and orders in every status whose stock moves add up, once', async () => {
    const admin = await registerUser(ctx.app, { role: 'admin' });
    await registerUser(ctx.app, { role: 'driver', phone: '9876500001' });
    await registerUser(ctx.app, { role: 'driver', phone: '9876500002' });
    const { db } = ctx.database;
    await loadDemoStock(db, admin.user.id);
    expect(await loadDemoTransports(db, admin.user.id)).toBe(DEMO_TRANSPORTS.length);
    expect(await loadDemoTransports(db, admin.user.id)).toBe(0);

    const statuses = await db
      .select({ status: transports.status, n: count() })
      .from(transports)
      .groupBy(transports.status)
      .orderBy(transports.status);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'cancelled',
      'delivered',
      'dispatched',
      'in_transit',
      'pending',
    ]);
    const [orders] = await db.select({ n: count() }).from(transports).where(eq(transports.isOrder, true));
    expect(orders?.n).toBeGreaterThan(0);

    // Placed and in-transit units add up to the placements and the ledger; the totals stay within stock.
    const mismatches = await db.execute(sql`
      SELECT p.sku FROM ${products} p
      WHERE p.placed_quantity <> coalesce((SELECT sum(quantity) FROM ${inventoryProducts} WHERE product_id = p.id), 0)
         OR p.placed_quantity <> coalesce((SELECT sum(delta) FROM ${stockMovements} WHERE product_id = p.id AND scope = 'placement'), 0)
         OR p.quantity <> coalesce((SELECT sum(delta) FROM ${stockMovements} WHERE product_id = p.id AND scope = 'stock'), 0)
         OR p.in_transit_quantity <> coalesce((
              SELECT sum(l.quantity) FROM transport_lines l JOIN ${transports} t ON t.id = l.transport_id
              WHERE l.product_id = p.id AND t.source_inventory_id IS NOT NULL
                AND t.status IN ('dispatched', 'in_transit')), 0)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);

    // The overdue shipment has raised its missedEta alert.
    const missed = await db.select({ n: count() }).from(alerts).where(eq(alerts.type, 'missedEta'));
    expect(missed[0]?.n).toBe(1);
  });

  it('loads the team, three months of wages and alerts of every kind, once', async () => {
    const { db } = ctx.database;
    const staff = await registerUser(ctx.app, { role: 'staff' });
    expect(await upsertDemoAccounts(db, DEMO_TEAM)).toBe(DEMO_TEAM.length);
    expect(await upsertDemoAccounts(db, DEMO_TEAM)).toBe(0);
    await loadDemoWages(db, DEMO_TEAM);
    await loadDemoWages(db, DEMO_TEAM);
    // One record per user and month, whatever the re-runs; three months for the paid team.
    const perUser = await db
      .select({ userId: wageRecords.userId, months: count() })
      .from(wageRecords)
      .innerJoin(users, eq(users.id, wageRecords.userId))
      .where(eq(users.active, true))
      .groupBy(wageRecords.userId);
    const paid = DEMO_TEAM.filter((m) => m.wagePerHour > 0 && m.active !== false);
    expect(perUser.filter((u) => u.months === 3)).toHaveLength(paid.length);
    const wrong = await db.execute(
      sql`SELECT id FROM ${wageRecords} WHERE total_salary <> round(hours_worked * wage_per_hour, 2)`,
    );
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);

    const before = await db.select({ n: count() }).from(alerts);
    expect(await loadDemoAlerts(db, staff.user.id)).toBe(DEMO_ALERTS.length);
    expect(await loadDemoAlerts(db, staff.user.id)).toBe(0);
    const after = await db.select({ n: count() }).from(alerts);
    // The demo alerts, plus overwork alerts for the team members past 160 hours.
    const overworked = DEMO_TEAM.filter((m) => m.hoursThisMonth > 160 && m.active !== false).length;
    expect(after[0]!.n - before[0]!.n).toBe(DEMO_ALERTS.length + overworked);
    const resolved = await db.select({ n: count() }).from(alerts).where(eq(alerts.resolved, true));
    expect(resolved[0]?.n).toBeGreaterThanOrEqual(DEMO_ALERTS.filter((a) => a.resolvedHoursAgo).length);
  });

  it('loads purchase orders in every stage, batches near and past expiry, and reorder suggestions, once', async () => {
    const { db } = ctx.database;
    const admin = await registerUser(ctx.app, { role: 'admin' });
    await loadDemoStock(db, admin.user.id);
    await upsertDemoAccounts(db, DEMO_TEAM);
    await registerUser(ctx.app, { role: 'staff', email: 'staff@godown.in' });
    await registerUser(ctx.app, { role: 'supplier', email: 'supplier@godown.in' });
    expect(await loadDemoPurchasing(db)).toBe(7);
    expect(await loadDemoPurchasing(db)).toBe(0);

    const statuses = await db.select({ status: purchaseOrders.status }).from(purchaseOrders);
    expect(new Set(statuses.map((s) => s.status))).toEqual(
      new Set(['received', 'partially_received', 'sent', 'confirmed', 'draft', 'cancelled']),
    );
    // Batches never hold more than their placement, and the ledger still adds up.
    const over = await db.execute(sql`
      SELECT s.product_id FROM ${batchStock} s
      GROUP BY s.inventory_id, s.product_id
      HAVING sum(s.quantity) > (SELECT quantity FROM ${inventoryProducts} ip
                                WHERE ip.inventory_id = s.inventory_id AND ip.product_id = s.product_id)`);
    expect((over as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await ledgerMismatches(db)).toEqual([]);

    const batchAlerts = await db
      .select({ type: alerts.type, message: alerts.message })
      .from(alerts)
      .where(sql`${alerts.resolved} = false AND ${alerts.type} IN ('stockExpiring', 'stockExpired')`);
    // (ORS, a product without batches, keeps its product-level expiry alert.)
    expect(
      batchAlerts
        .map((a) => a.message)
        .filter((m) => m.startsWith('Batch '))
        .sort(),
    ).toEqual([
      expect.stringMatching(/^Batch AMB-0901 of Amul Butter 500g expired on/),
      expect.stringMatching(/^Batch PCM-2411A of Paracetamol 500mg \(Strip of 10\) expires on/),
    ]);
    const suggestions = await reorderSuggestions(db, {});
    const suppliers = suggestions.groups.map((g) => g.supplier?.name ?? null);
    expect(suppliers).toContain('Farhan Qureshi');
  });

  it('imports the spice range and its opening stock from spreadsheets, once, through the ledger', async () => {
    const { db } = ctx.database;
    const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@godown.in'));
    expect(await loadDemoImports(db, staff!.id)).toEqual({
      products: DEMO_SPICE_SHEET.length - 1,
      stock: DEMO_SPICE_COUNT.length - 1,
    });
    expect(await loadDemoImports(db, staff!.id)).toBeNull();
    const [haldi] = await db.select().from(products).where(eq(products.sku, 'SP-HALDI-200'));
    expect(haldi).toMatchObject({
      hsnCode: '0910',
      brand: 'Rasoi Gold',
      price: 58,
      mrp: 68,
      quantity: 180,
      placedQuantity: 180,
      batchId: 'HLD-01',
    });
    const imported = await db
      .select({ n: count() })
      .from(stockMovements)
      .where(sql`${stockMovements.reason} = 'import' AND ${stockMovements.importId} IS NOT NULL`);
    expect(imported[0]!.n).toBeGreaterThanOrEqual(12);
  });

  it('puts units away on racks, gives the packs GTINs, and has a posted count and one under way, once', async () => {
    const { db } = ctx.database;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@godown.in'));
    const driver = await registerUser(ctx.app, { role: 'driver' });
    const people = { adminId: admin!.id, staffId: staff!.id, driverId: driver.user.id };
    const first = await loadDemoBarcodes(db, people);
    expect(first).toEqual({
      gtins: Object.keys(DEMO_GTINS).length,
      putAways: DEMO_PUT_AWAY.length,
      counts: 2,
    });
    expect(await loadDemoBarcodes(db, people)).toEqual({ gtins: 0, putAways: 0, counts: 0 });
    const counts = await db.select({ status: stockCounts.status }).from(stockCounts);
    expect(counts.map((c) => c.status).sort()).toEqual(['open', 'posted']);
    // Every storage unit's ledger sums to what it holds, and the stock ledger still adds up.
    const units = await db.execute(sql`
      SELECT s.storage_unit_id FROM storage_unit_stock s
      WHERE s.quantity <> (SELECT sum(delta) FROM ${stockMovements} m
                           WHERE m.storage_unit_id = s.storage_unit_id AND m.product_id = s.product_id
                             AND m.batch_id IS NOT DISTINCT FROM s.batch_id AND m.scope = 'storageUnit')`);
    expect((units as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await ledgerMismatches(db)).toEqual([]);
    const [salt] = await db
      .select({ gtin: products.gtin })
      .from(products)
      .where(eq(products.sku, 'GR-SALT-1'));
    expect(salt?.gtin).toBe(DEMO_GTINS['GR-SALT-1']);
  });
});

describe('demo logistics', () => {
  it('places the transports in transit along their routes and gives the delivered transfer its proof, once', async () => {
    const { db } = ctx.database;
    const first = await loadDemoLogistics(db);
    expect(first.proofs).toBe(1);
    expect(first.positions).toBeGreaterThan(0);
    expect(await loadDemoLogistics(db)).toEqual({ positions: 0, proofs: 0 });
    const [proof] = await db
      .select({
        photo: deliveryProofs.photo,
        type: deliveryProofs.photoType,
        signature: deliveryProofs.signature,
      })
      .from(deliveryProofs)
      .innerJoin(transports, eq(transports.id, deliveryProofs.transportId))
      .where(eq(transports.packageId, DEMO_PROOF.packageId));
    // Real PNGs: the server's own check by first bytes accepts them.
    expect(imageTypeOf(proof!.photo)).toBe('image/png');
    expect(imageTypeOf(proof!.signature!)).toBe('image/png');
    const moved = await db
      .select({ at: transports.currentLocationAt, progress: transports.currentLongitude })
      .from(transports)
      .where(inArray(transports.packageId, Object.keys(DEMO_POSITIONS)));
    expect(moved.filter((t) => t.at !== null).length).toBe(first.positions);
  });
});

describe('demo selling', () => {
  it('adds customers in several states, registered and not, with addresses from their PIN codes, once', async () => {
    const { db } = ctx.database;
    const [staff] = await db.select({ id: users.id }).from(users).limit(1);
    expect(await loadDemoSelling(db, staff!.id)).toBe(DEMO_CUSTOMERS.length);
    expect(await loadDemoSelling(db, staff!.id)).toBe(0);
    const rows = await db.select().from(customers);
    expect(rows).toHaveLength(DEMO_CUSTOMERS.length);
    expect(new Set(rows.map((c) => c.stateCode)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((c) => c.gstin)).toBe(true);
    expect(rows.some((c) => !c.gstin)).toBe(true);
    expect(rows.some((c) => c.shippingAddress)).toBe(true);
    expect(rows.some((c) => !c.active)).toBe(true);
    for (const row of rows) {
      // A registered customer's GSTIN is valid and of their own state; every address is located.
      if (row.gstin) expect(readGstin(row.gstin)).toMatchObject({ ok: true, stateCode: row.stateCode });
      expect(row.billingAddress?.district).toBeTruthy();
      expect(row.billingAddress?.point).toHaveLength(2);
    }
  });

  it("adds the chemists' price list on three customers and two schemes, once", async () => {
    const { db } = ctx.database;
    const [staff] = await db.select({ id: users.id }).from(users).limit(1);
    await loadDemoStock(db, staff!.id);
    await loadDemoSelling(db, staff!.id);
    expect(await loadDemoPricing(db, staff!.id)).toEqual({ lists: 1, schemes: 2 });
    expect(await loadDemoPricing(db, staff!.id)).toEqual({ lists: 0, schemes: 0 });
    const [items] = await db.select({ n: count() }).from(priceListItems);
    expect(items!.n).toBe(DEMO_CHEMIST_PRICES.length);
    const listed = await db
      .select({ n: count() })
      .from(customers)
      .where(sql`price_list_id IS NOT NULL`);
    expect(listed[0]!.n).toBe(3);
    expect((await db.select().from(schemes)).map((s) => s.kind).sort()).toEqual([
      'freeQuantity',
      'orderDiscount',
    ]);
  });
});
