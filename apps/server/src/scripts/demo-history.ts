import { and, eq, inArray, sql } from 'drizzle-orm';
import { indiaDateFromToday } from '@godown/shared';
import type { Db } from '../db/client.js';
import { inventories, inventoryProducts, products, stockMovements } from '../db/schema.js';

// A month of trade behind the demo catalogue, so the dashboard's charts (stock flow, days of cover),
// the product and inventory histories, Reorder's daily outflow and the movements report have days
// to show: the catalogue and its warehouses were stocked DEMO_OPENING_DAYS ago, and the products sold
// (and were restocked) day by day since, up to yesterday. The products and placements end where the
// demo says they are: the opening rows carry the month's net change, so the ledger still sums to
// each quantity and each placement.

/** Days before today on which the demo's catalogue and warehouses were stocked. */
export const DEMO_OPENING_DAYS = 35;
/** Days of trade before today (yesterday is the last). */
const TRADE_DAYS = 29;

/** Units a day each product sells on a weekday, on average; the others sold nothing this month. */
export const DEMO_DAILY_SALES: Readonly<Record<string, number>> = {
  'GR-RICE-25': 6,
  'GR-ATTA-10': 14,
  'GR-SALT-1': 40,
  'GR-TOOR-1': 5,
  'GR-MOONG-1': 6,
  'OIL-SUN-15': 3,
  'OIL-MUS-1': 8,
  'SP-GARAM-100': 12,
  'SP-MIRCH-100': 9,
  'BV-TEA-1': 10,
  'BV-COF-200': 4,
  'DY-BUT-500': 9,
  'DY-GHEE-1': 2,
  'HH-SURF-4': 7,
  'HH-VIM-6': 15,
  'PC-COL-200': 25,
  'PH-PARA-500': 60,
  'PH-ORS-21': 20,
  'EL-LED-9W': 10,
};

/** Days before today of the restocks: each brings in most of what the next ten days sell. */
const RESTOCK_DAYS = [25, 15, 6];

/** A deterministic number in [0, n) from a text: the demo is the same on every run. */
function spread(text: string, n: number): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash % n;
}

/** An instant on the India day `daysAgo` days before today, at the given time of day in India. */
function indiaInstant(daysAgo: number, time: string): Date {
  return new Date(`${indiaDateFromToday(-daysAgo)}T${time}+05:30`);
}

/** Units sold on the India day `daysAgo` days before today: fewer at the weekend, some days more. */
function soldOn(sku: string, daily: number, daysAgo: number): number {
  const weekday = new Date(`${indiaDateFromToday(-daysAgo)}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 ? 0.4 : weekday === 6 ? 0.8 : 1;
  return Math.round(daily * weekend * (0.6 + spread(`${sku}:${daysAgo}`, 9) / 10));
}

interface Trade {
  daysAgo: number;
  delta: number;
}

/**
 * A product's month of trade, oldest first: its sales every day, and its restocks where they keep
 * the stock on every earlier day at least what it was yesterday (so the units placed in the
 * warehouses never outnumber the stock on any day).
 */
function tradeOf(sku: string, daily: number): Trade[] {
  const sales = new Map<number, number>();
  for (let daysAgo = TRADE_DAYS; daysAgo >= 1; daysAgo--) sales.set(daysAgo, soldOn(sku, daily, daysAgo));
  const restocks = new Map<number, number>();
  for (const day of RESTOCK_DAYS) {
    let nextTen = 0;
    for (let d = day - 1; d >= Math.max(day - 10, 1); d--) nextTen += sales.get(d) ?? 0;
    restocks.set(day, Math.round(nextTen * 0.8));
  }
  // Walking back from yesterday, the net change after each day must stay at or below 0.
  let after = 0;
  for (let daysAgo = 1; daysAgo <= TRADE_DAYS; daysAgo++) {
    const restock = restocks.get(daysAgo) ?? 0;
    if (after + restock - (sales.get(daysAgo) ?? 0) > 0) restocks.set(daysAgo, 0);
    after += (restocks.get(daysAgo) ?? 0) - (sales.get(daysAgo) ?? 0);
  }
  const trade: Trade[] = [];
  for (let daysAgo = TRADE_DAYS; daysAgo >= 1; daysAgo--) {
    const restock = restocks.get(daysAgo) ?? 0;
    if (restock > 0) trade.push({ daysAgo, delta: restock });
    const sold = sales.get(daysAgo) ?? 0;
    if (sold > 0) trade.push({ daysAgo, delta: -sold });
  }
  return trade;
}

/**
 * Dates the demo's stock back: the products and warehouses just created (and the placements of
 * those products in those warehouses) to DEMO_OPENING_DAYS ago, then a month of trade for the
 * products of DEMO_DAILY_SALES, by `userId`: daily sales out of the unplaced units (quantity edits,
 * `adjusted`) and restocks received into the product's warehouse (`received`, in both scopes) or,
 * past what its placement there holds, into none. Called once, on the rows a run has just created.
 */
export async function loadDemoHistory(
  db: Db,
  created: { products: { id: string; sku: string; quantity: number }[]; inventoryIds: string[] },
  userId: string,
): Promise<void> {
  if (created.products.length === 0) return;
  const opening = indiaInstant(DEMO_OPENING_DAYS, '10:00:00');
  const stocked = indiaInstant(DEMO_OPENING_DAYS, '15:00:00');
  const productIds = created.products.map((p) => p.id);
  const back = sql`make_interval(days => ${DEMO_OPENING_DAYS})`;
  await db
    .update(products)
    .set({ createdAt: sql`${products.createdAt} - ${back}`, updatedAt: sql`${products.updatedAt} - ${back}` })
    .where(inArray(products.id, productIds));
  await db
    .update(stockMovements)
    .set({ createdAt: opening })
    .where(
      and(
        inArray(stockMovements.productId, productIds),
        eq(stockMovements.scope, 'stock'),
        eq(stockMovements.reason, 'created'),
      ),
    );
  if (created.inventoryIds.length) {
    await db
      .update(inventories)
      .set({
        createdAt: sql`${inventories.createdAt} - ${back}`,
        updatedAt: sql`${inventories.updatedAt} - ${back}`,
      })
      .where(inArray(inventories.id, created.inventoryIds));
    await db
      .update(stockMovements)
      .set({ createdAt: stocked })
      .where(
        and(
          inArray(stockMovements.productId, productIds),
          inArray(stockMovements.inventoryId, created.inventoryIds),
          eq(stockMovements.scope, 'placement'),
          eq(stockMovements.reason, 'placed'),
        ),
      );
  }

  // Where each product's restocks were received: its first warehouse of this run.
  const homes = new Map<string, { inventoryId: string; room: number }>();
  if (created.inventoryIds.length) {
    const held = await db
      .select({
        productId: inventoryProducts.productId,
        inventoryId: inventoryProducts.inventoryId,
        quantity: inventoryProducts.quantity,
      })
      .from(inventoryProducts)
      .where(
        and(
          inArray(inventoryProducts.productId, productIds),
          inArray(inventoryProducts.inventoryId, created.inventoryIds),
        ),
      );
    for (const inventoryId of created.inventoryIds) {
      for (const h of held.filter((x) => x.inventoryId === inventoryId && !homes.has(x.productId))) {
        homes.set(h.productId, { inventoryId, room: h.quantity });
      }
    }
  }

  const rows: (typeof stockMovements.$inferInsert)[] = [];
  for (const product of created.products) {
    const daily = DEMO_DAILY_SALES[product.sku];
    if (!daily) continue;
    const trade = tradeOf(product.sku, daily);
    const net = trade.reduce((sum, t) => sum + t.delta, 0);
    // The opening stock was what the month sold more than it brought in.
    const updated = await db
      .update(stockMovements)
      .set({ delta: sql`${stockMovements.delta} - ${net}` })
      .where(
        and(
          eq(stockMovements.productId, product.id),
          eq(stockMovements.scope, 'stock'),
          eq(stockMovements.reason, 'created'),
        ),
      )
      .returning({ id: stockMovements.id });
    if (updated.length === 0 && net !== 0) {
      // Created with no units (sold out by today): it opened with what the month sold.
      rows.push({
        productId: product.id,
        scope: 'stock',
        delta: -net,
        reason: 'created',
        userId,
        createdAt: opening,
      });
    }
    // Restocks were received into the product's warehouse while its placement there lasts (so it
    // held fewer units before them), the rest into no warehouse; sales left from the unplaced units.
    const home = homes.get(product.id);
    let receivedThere = 0;
    for (const t of trade) {
      const restock = t.delta > 0;
      const at = indiaInstant(
        t.daysAgo,
        restock
          ? '09:30:00'
          : `${String(11 + spread(`${product.sku}@${t.daysAgo}`, 7)).padStart(2, '0')}:15:00`,
      );
      const intoHome = restock && home !== undefined && receivedThere + t.delta < home.room;
      rows.push({
        productId: product.id,
        scope: 'stock',
        delta: t.delta,
        reason: intoHome ? 'received' : 'adjusted',
        inventoryId: intoHome ? home.inventoryId : null,
        userId,
        createdAt: at,
      });
      if (intoHome) {
        receivedThere += t.delta;
        rows.push({
          productId: product.id,
          inventoryId: home.inventoryId,
          scope: 'placement',
          delta: t.delta,
          reason: 'received',
          userId,
          createdAt: at,
        });
      }
    }
    if (home && receivedThere > 0) {
      await db
        .update(stockMovements)
        .set({ delta: sql`${stockMovements.delta} - ${receivedThere}` })
        .where(
          and(
            eq(stockMovements.productId, product.id),
            eq(stockMovements.inventoryId, home.inventoryId),
            eq(stockMovements.scope, 'placement'),
            eq(stockMovements.reason, 'placed'),
          ),
        );
    }
  }
  // Oldest first, so the ledger's ids follow its dates (a product's movements list by id).
  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  if (rows.length) await db.insert(stockMovements).values(rows);
}
