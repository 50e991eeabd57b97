import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { gs1CheckDigit } from '@godown/shared';
import type { Db } from '../db/client.js';
import {
  batchStock,
  batches,
  inventories,
  inventoryProducts,
  products,
  stockCounts,
  storageUnits,
} from '../db/schema.js';
import { queryRows } from '../db/transaction.js';
import { postCount, recordEntry, startCount } from '../modules/counts/counts-write.service.js';
import { moveStock } from '../modules/stock-tasks/stock-tasks.service.js';

// Barcodes, storage units and counts in the demo (docs/domain.md#barcodes): GTINs on the packs a
// distributor scans most, units put away on racks, a storage unit's count posted with a small loss,
// and a warehouse's count under way with two people counting.

/** An EAN-13 of an Indian maker (890) for a made-up item number, its check digit computed. */
function ean13(itemNumber: string): string {
  const body = `890${itemNumber.padStart(9, '0')}`;
  return body + gs1CheckDigit(body);
}

/** The demo products that carry a GTIN, by SKU. */
export const DEMO_GTINS: Readonly<Record<string, string>> = {
  'GR-SALT-1': ean13('172500011'),
  'BV-TEA-1': ean13('172500028'),
  'BV-COF-200': ean13('172500035'),
  'PC-COL-200': ean13('172500042'),
  'PC-DET-5': ean13('172500059'),
  'PH-PARA-500': ean13('172500066'),
  'SP-GARAM-100': ean13('172500073'),
};

/** Units put away on racks: [storage unit location ID, SKU, units]. */
export const DEMO_PUT_AWAY: readonly (readonly [string, string, number])[] = [
  ['BHW-A1', 'GR-RICE-25', 100],
  ['BHW-A2', 'GR-ATTA-10', 200],
  ['BHW-A2', 'GR-SALT-1', 400],
  ['BHW-CR', 'DY-BUT-500', 60],
  ['OKH-B1', 'BV-TEA-1', 120],
  ['OKH-B1', 'SP-GARAM-100', 250],
  ['WFD-PH', 'PH-PARA-500', 900],
];

async function idOf(db: Db, sku: string): Promise<string | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
  return row?.id;
}

/**
 * Puts `quantity` units of a product that lie in the unit's inventory in no storage unit into it:
 * those without a batch first, then its batches by expiry. Nothing when the unit holds it already.
 */
async function putAway(
  db: Db,
  userId: string,
  locationId: string,
  sku: string,
  quantity: number,
): Promise<boolean> {
  const [unit] = await db.select().from(storageUnits).where(eq(storageUnits.locationId, locationId));
  const productId = await idOf(db, sku);
  if (!unit || !productId) return false;
  const [already] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM storage_unit_stock WHERE storage_unit_id = ${unit.id} AND product_id = ${productId}`,
  );
  if (already && already.n > 0) return false;
  const [placement] = await db
    .select({ quantity: inventoryProducts.quantity })
    .from(inventoryProducts)
    .where(
      and(eq(inventoryProducts.inventoryId, unit.inventoryId), eq(inventoryProducts.productId, productId)),
    );
  if (!placement) return false;
  const held = await db
    .select({ batchId: batchStock.batchId, quantity: batchStock.quantity })
    .from(batchStock)
    .innerJoin(batches, eq(batches.id, batchStock.batchId))
    .where(and(eq(batchStock.inventoryId, unit.inventoryId), eq(batchStock.productId, productId)))
    .orderBy(asc(batches.expiryDate));
  const parts: { batchId: string | null; quantity: number }[] = [
    { batchId: null, quantity: placement.quantity - held.reduce((sum, h) => sum + h.quantity, 0) },
    ...held,
  ];
  let left = quantity;
  for (const part of parts) {
    const units = Math.min(left, part.quantity);
    if (units <= 0) continue;
    await moveStock(
      db,
      {
        productId,
        batchId: part.batchId,
        quantity: units,
        from: { inventoryId: unit.inventoryId },
        to: { inventoryId: unit.inventoryId, storageUnitId: unit.id },
      },
      { id: userId },
    );
    left -= units;
  }
  return left < quantity;
}

/**
 * GTINs, put-aways and two counts; a second run adds nothing. Returns what it added: products
 * given a GTIN, put-aways, counts.
 */
export async function loadDemoBarcodes(
  db: Db,
  people: { adminId: string; staffId: string; driverId: string },
): Promise<{ gtins: number; putAways: number; counts: number }> {
  let gtins = 0;
  for (const [sku, gtin] of Object.entries(DEMO_GTINS)) {
    const set = await db
      .update(products)
      .set({ gtin })
      .where(and(eq(products.sku, sku), isNull(products.gtin)))
      .returning({ id: products.id });
    gtins += set.length;
  }
  let putAways = 0;
  for (const [locationId, sku, quantity] of DEMO_PUT_AWAY) {
    if (await putAway(db, people.staffId, locationId, sku, quantity)) putAways++;
  }

  const [anyCount] = await db.select({ id: stockCounts.id }).from(stockCounts).limit(1);
  if (anyCount) return { gtins, putAways, counts: 0 };
  let counts = 0;
  // A rack counted last week: two bags of rice short, posted by the admin.
  const [rack] = await db.select().from(storageUnits).where(eq(storageUnits.locationId, 'BHW-A1'));
  const rice = await idOf(db, 'GR-RICE-25');
  if (rack && rice) {
    const { count, lines } = await startCount(
      db,
      {
        inventoryId: rack.inventoryId,
        scope: 'storageUnit',
        storageUnitId: rack.id,
        note: 'Weekly rack check',
      },
      { id: people.staffId },
    );
    const line = lines.find((l) => l.product.id === rice);
    if (line) {
      await recordEntry(
        db,
        count.id,
        { productId: rice, batchId: line.batch?.id ?? null, quantity: line.expected - 2, mode: 'add' },
        { id: people.staffId },
      );
      await postCount(db, count.id, { uncounted: 'skip' }, { id: people.adminId });
      counts++;
    }
  }
  // Okhla's month-end count, under way: two people on the tea and the garam masala.
  const [okhla] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.name, 'Okhla Phase II Warehouse'));
  const tea = await idOf(db, 'BV-TEA-1');
  const masala = await idOf(db, 'SP-GARAM-100');
  if (okhla && tea && masala) {
    const { count, lines } = await startCount(
      db,
      { inventoryId: okhla.id, scope: 'inventory', note: 'Month-end count' },
      { id: people.staffId },
    );
    const expected = (productId: string) =>
      lines.find((l) => l.product.id === productId && !l.batch)?.expected ?? 0;
    await recordEntry(
      db,
      count.id,
      { productId: tea, quantity: expected(tea), mode: 'add' },
      { id: people.staffId },
    );
    await recordEntry(
      db,
      count.id,
      { productId: masala, quantity: Math.max(expected(masala) - 120, 0), mode: 'add' },
      { id: people.staffId },
    );
    await recordEntry(
      db,
      count.id,
      { productId: masala, quantity: 115, mode: 'add' },
      { id: people.driverId },
    );
    counts++;
  }
  return { gtins, putAways, counts };
}
