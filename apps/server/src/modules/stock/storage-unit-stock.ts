import { sql } from 'drizzle-orm';
import { message, type TKeyedMessage } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batches,
  batchStock,
  inventoryProducts,
  products,
  stockMovements,
  storageUnits,
  storageUnitStock,
} from '../../db/schema.js';
import { uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { recordMovements, unitCount, type LedgerEntry } from './stock-ledger.js';

// Storage-unit stock (docs/domain.md#storage-unit-stock): which of an inventory's placed units sit in
// which of its storage units, by product and batch (null: the units without a batch). Units in
// storage units never exceed the units the inventory holds of that product and batch; the rest are
// in the inventory in no storage unit ("loose"). Every change writes `storageUnit` rows to the
// ledger, which sum to a storage unit's units of a product and batch.

/** Units of one product (and batch, or none) in one storage unit. */
export interface UnitUnits {
  storageUnitId: string;
  productId: string;
  batchId: string | null;
  quantity: number;
}

/** The storage unit, which must belong to the inventory (404 otherwise). */
export async function storageUnitOf(
  tx: Tx,
  inventoryId: string,
  storageUnitId: string,
): Promise<{ id: string; name: string; locationId: string }> {
  const [unit] = await queryRows<{ id: string; name: string; location_id: string; inventory_id: string }>(
    tx,
    sql`SELECT id, name, location_id, inventory_id FROM ${storageUnits} WHERE id = ${storageUnitId}`,
  );
  if (!unit || unit.inventory_id !== inventoryId) throw notFound('notFound.storageUnit');
  return { id: unit.id, name: unit.name, locationId: unit.location_id };
}

/**
 * Units of a product and batch the inventory holds in no storage unit: its batch units (or its units
 * without a batch) less those in storage units. The caller holds the placement's lock.
 */
export async function looseUnits(
  tx: Tx,
  inventoryId: string,
  productId: string,
  batchId: string | null,
): Promise<number> {
  const held = batchId
    ? sql`coalesce((SELECT quantity FROM ${batchStock} WHERE inventory_id = ${inventoryId} AND batch_id = ${batchId}), 0)`
    : sql`coalesce((SELECT quantity FROM ${inventoryProducts} WHERE inventory_id = ${inventoryId} AND product_id = ${productId}), 0)
        - coalesce((SELECT sum(quantity) FROM ${batchStock} WHERE inventory_id = ${inventoryId} AND product_id = ${productId}), 0)`;
  const [row] = await queryRows<{ loose: string | number }>(
    tx,
    sql`SELECT ${held} - coalesce((SELECT sum(quantity) FROM ${storageUnitStock}
          WHERE inventory_id = ${inventoryId} AND product_id = ${productId}
            AND batch_id IS NOT DISTINCT FROM ${batchId}::uuid), 0) AS loose`,
  );
  return Number(row?.loose ?? 0);
}

/** "Rice" or "Rice (batch B12)", for messages. */
async function describeUnits(tx: Tx, productId: string, batchId: string | null): Promise<TKeyedMessage> {
  const [row] = await queryRows<{ name: string; code: string | null }>(
    tx,
    sql`SELECT p.product_name AS name, (SELECT code FROM ${batches} WHERE id = ${batchId}::uuid) AS code
        FROM ${products} p WHERE p.id = ${productId}`,
  );
  if (!row) throw notFound('notFound.product');
  return row.code
    ? message('stock.productBatch', { product: row.name, batch: row.code })
    : message('stock.product', { product: row.name });
}

/**
 * Puts units the inventory holds in no storage unit into one of its storage units, with their
 * ledger row. Refused with a 409 naming the numbers when fewer are loose. The caller holds the
 * placement's lock (FOR UPDATE) so two puts cannot both take the same loose units.
 */
export async function putIntoStorageUnit(
  tx: Tx,
  inventoryId: string,
  units: UnitUnits,
  entry: LedgerEntry,
): Promise<void> {
  const loose = await looseUnits(tx, inventoryId, units.productId, units.batchId);
  if (loose < units.quantity) {
    throw conflict('stock.looseShortfall', {
      loose: [unitCount(loose)],
      what: [await describeUnits(tx, units.productId, units.batchId)],
      quantity: units.quantity,
    });
  }
  await tx.execute(sql`
    INSERT INTO ${storageUnitStock} (storage_unit_id, inventory_id, product_id, batch_id, quantity)
    VALUES (${units.storageUnitId}, ${inventoryId}, ${units.productId}, ${units.batchId}, ${units.quantity})
    ON CONFLICT ON CONSTRAINT storage_unit_stock_unit_product_batch_unique DO UPDATE
      SET quantity = ${storageUnitStock}.quantity + excluded.quantity, updated_at = now()`);
  await recordMovements(tx, [unitMovement(inventoryId, units, units.quantity, entry)]);
}

/**
 * Takes units out of one storage unit (they stay in the inventory, in no storage unit, until the
 * caller moves them on), with their ledger row; a 409 naming what the unit holds when it holds fewer.
 */
export async function takeFromStorageUnit(
  tx: Tx,
  inventoryId: string,
  units: UnitUnits,
  entry: LedgerEntry,
): Promise<void> {
  const rows = await queryRows<{ quantity: number }>(
    tx,
    sql`SELECT quantity FROM ${storageUnitStock}
        WHERE storage_unit_id = ${units.storageUnitId} AND product_id = ${units.productId}
          AND batch_id IS NOT DISTINCT FROM ${units.batchId}::uuid
        FOR UPDATE`,
  );
  const held = rows[0]?.quantity ?? 0;
  if (held < units.quantity) {
    const [unit] = await queryRows<{ name: string }>(
      tx,
      sql`SELECT name FROM ${storageUnits} WHERE id = ${units.storageUnitId}`,
    );
    throw conflict('stock.storageUnitShortfall', {
      unit: unit?.name ?? 'The storage unit',
      held: [unitCount(held)],
      what: [await describeUnits(tx, units.productId, units.batchId)],
      needed: units.quantity,
    });
  }
  const key = sql`storage_unit_id = ${units.storageUnitId} AND product_id = ${units.productId}
    AND batch_id IS NOT DISTINCT FROM ${units.batchId}::uuid`;
  if (held === units.quantity) await tx.execute(sql`DELETE FROM ${storageUnitStock} WHERE ${key}`);
  else
    await tx.execute(
      sql`UPDATE ${storageUnitStock} SET quantity = quantity - ${units.quantity}, updated_at = now() WHERE ${key}`,
    );
  await recordMovements(tx, [unitMovement(inventoryId, units, -units.quantity, entry)]);
}

function unitMovement(inventoryId: string, units: UnitUnits, delta: number, entry: LedgerEntry) {
  return {
    scope: 'storageUnit' as const,
    productId: units.productId,
    inventoryId,
    storageUnitId: units.storageUnitId,
    batchId: units.batchId,
    delta,
    reason: entry.reason,
    userId: entry.userId,
    transportId: entry.transportId ?? null,
    purchaseOrderId: entry.purchaseOrderId ?? null,
    note: entry.note ?? null,
    importId: entry.importId ?? null,
    countId: entry.countId ?? null,
    salesOrderId: entry.salesOrderId ?? null,
  };
}

/**
 * After units of these products left the inventory: where its storage units now hold more of a
 * product and batch than the inventory does, the excess leaves them, storage units in the order of
 * their location IDs (units in no storage unit leave first, so this takes only what they could not
 * cover), with `storageUnit` ledger rows of the same reason. One statement; nothing when no storage
 * unit holds these products.
 */
export async function trimStorageUnits(
  tx: Tx,
  inventoryId: string,
  productIds: string[],
  entry: LedgerEntry,
): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    WITH held AS (
      SELECT s.product_id, s.batch_id, sum(s.quantity) AS in_units,
        CASE WHEN s.batch_id IS NULL THEN
          coalesce((SELECT quantity FROM ${inventoryProducts} ip
                    WHERE ip.inventory_id = ${inventoryId} AND ip.product_id = s.product_id), 0)
          - coalesce((SELECT sum(quantity) FROM ${batchStock} bs
                      WHERE bs.inventory_id = ${inventoryId} AND bs.product_id = s.product_id), 0)
        ELSE coalesce((SELECT quantity FROM ${batchStock} bs
                       WHERE bs.inventory_id = ${inventoryId} AND bs.batch_id = s.batch_id), 0)
        END AS available
      FROM ${storageUnitStock} s
      WHERE s.inventory_id = ${inventoryId} AND s.product_id IN ${uuidList(productIds)}
      GROUP BY s.product_id, s.batch_id
    ), ranked AS (
      SELECT s.id, s.storage_unit_id, s.product_id, s.batch_id, s.quantity,
             h.in_units - greatest(h.available, 0) AS excess,
             sum(s.quantity) OVER (PARTITION BY s.product_id, s.batch_id ORDER BY u.location_id, s.id)
               - s.quantity AS before
      FROM ${storageUnitStock} s
      JOIN held h ON h.product_id = s.product_id AND h.batch_id IS NOT DISTINCT FROM s.batch_id
      JOIN ${storageUnits} u ON u.id = s.storage_unit_id
      WHERE s.inventory_id = ${inventoryId} AND h.in_units > h.available
    ), cut AS (
      SELECT id, storage_unit_id, product_id, batch_id, quantity, least(quantity, excess - before)::int AS take
      FROM ranked WHERE excess - before > 0
    ), emptied AS (
      DELETE FROM ${storageUnitStock} s USING cut c WHERE s.id = c.id AND c.take = s.quantity RETURNING 1
    ), lowered AS (
      UPDATE ${storageUnitStock} s SET quantity = s.quantity - c.take, updated_at = now()
      FROM cut c WHERE s.id = c.id AND c.take < s.quantity RETURNING 1
    )
    INSERT INTO ${stockMovements} (scope, product_id, inventory_id, storage_unit_id, batch_id, transport_id,
                                   purchase_order_id, note, import_id, count_id, delta, reason, user_id)
    SELECT 'storageUnit', c.product_id, ${inventoryId}, c.storage_unit_id, c.batch_id,
           ${entry.transportId ?? null}::uuid, ${entry.purchaseOrderId ?? null}::uuid, ${entry.note ?? null},
           ${entry.importId ?? null}::uuid, ${entry.countId ?? null}::uuid, -c.take, ${entry.reason},
           ${entry.userId}::uuid
    FROM cut c`);
}

/**
 * Empties storage units (one, or every unit of an inventory) before they are deleted: their rows go,
 * with `storageUnit` ledger rows taking each out, so the ledger still sums to what units hold. The
 * units stay in the inventory (or leave with it, which its own deletion ledgers).
 */
export async function emptyStorageUnits(
  tx: Tx,
  where: { storageUnitId: string } | { inventoryId: string },
  entry: LedgerEntry,
): Promise<number> {
  const match =
    'storageUnitId' in where
      ? sql`storage_unit_id = ${where.storageUnitId}`
      : sql`inventory_id = ${where.inventoryId}`;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`WITH emptied AS (
          DELETE FROM ${storageUnitStock} WHERE ${match}
          RETURNING storage_unit_id, inventory_id, product_id, batch_id, quantity
        ), ledger AS (
          INSERT INTO ${stockMovements} (scope, product_id, inventory_id, storage_unit_id, batch_id, delta, reason, user_id)
          SELECT 'storageUnit', product_id, inventory_id, storage_unit_id, batch_id, -quantity, ${entry.reason}, ${entry.userId}::uuid
          FROM emptied
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM emptied`,
  );
  return rows[0]?.n ?? 0;
}

/** What one storage unit holds, by product name then batch expiry. */
export async function storageUnitContents(db: Db | Tx, storageUnitId: string) {
  return queryRows<{
    product_id: string;
    product_name: string;
    sku: string | null;
    batch_id: string | null;
    code: string | null;
    expiry_date: string | null;
    quantity: number;
  }>(
    db,
    sql`SELECT s.product_id, p.product_name, p.sku, s.batch_id, b.code, b.expiry_date::text, s.quantity
        FROM ${storageUnitStock} s
        JOIN ${products} p ON p.id = s.product_id
        LEFT JOIN ${batches} b ON b.id = s.batch_id
        WHERE s.storage_unit_id = ${storageUnitId}
        ORDER BY p.product_name, p.id, b.expiry_date NULLS LAST, b.code`,
  );
}
