import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  indiaDateFromToday,
  type TPickList,
  type TProduct,
  type TStorageUnitStock,
  type zMoveSchema,
  type zPickSchema,
  type zReceiveSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  batches,
  batchStock,
  inventories,
  products,
  storageUnits,
  transportBatches,
  transportLines,
  transportPicks,
  transports,
} from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { syncProductAlerts } from '../alerts/stock-alerts.js';
import { toProduct } from '../products/product-rules.js';
import { getProduct } from '../products/products-read.service.js';
import { changeHeldUnits } from '../stock/adjust-units.js';
import { ensureBatch } from '../stock/batch-stock.js';
import { lockProduct } from '../stock/locks.js';
import { putIntoInventory, takeFromInventory } from '../stock/placements.js';
import type { LedgerEntry, StockLine } from '../stock/stock-ledger.js';
import {
  putIntoStorageUnit,
  storageUnitContents,
  storageUnitOf,
  takeFromStorageUnit,
} from '../stock/storage-unit-stock.js';
import { visibleTransports, type TransportViewer } from '../transports/transports-read.service.js';

// The stock tasks of the Scan screen (docs/domain.md#scanning): receive goods into an inventory (and
// a storage unit), move units between storage units and inventories, pick a transport's lines. Each
// goes through the stock primitives every other screen uses, with their rules and ledger.

type Receive = z.output<typeof zReceiveSchema>;
type Move = z.output<typeof zMoveSchema>;
type Pick = z.output<typeof zPickSchema>;

interface Actor {
  id: string;
}

async function lockProductRow(tx: Tx, productId: string) {
  const row = await lockProduct(tx, productId, 'update');
  if (!row) throw notFound('notFound.product');
  return row;
}

async function assertInventory(tx: Tx, inventoryId: string) {
  const [row] = await tx
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!row) throw notFound('notFound.inventory');
}

async function batchOf(
  tx: Tx,
  productId: string,
  batchId: string | null | undefined,
): Promise<string | null> {
  if (!batchId) return null;
  const [row] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.productId, productId)));
  if (!row) throw notFound('notFound.batch');
  return row.id;
}

/**
 * New goods received into an inventory (and put away into one of its storage units): the product's
 * quantity rises by every unit, they are placed (capacity checked) with their batch, all ledgered
 * with reason `received`.
 */
export async function receiveStock(db: Db, body: Receive, actor: Actor): Promise<{ product: TProduct }> {
  const productId = await inTransaction(db, async (tx) => {
    await lockProductRow(tx, body.productId);
    await assertInventory(tx, body.inventoryId);
    if (body.storageUnitId) await storageUnitOf(tx, body.inventoryId, body.storageUnitId);
    const batchId = body.batch ? (await ensureBatch(tx, body.productId, body.batch)).id : null;
    await changeHeldUnits(
      tx,
      {
        inventoryId: body.inventoryId,
        productId: body.productId,
        batchId,
        delta: body.quantity,
        storageUnitId: body.storageUnitId ?? null,
      },
      { reason: 'received', userId: actor.id },
      { unplacedFirst: false },
    );
    await syncProductAlerts(tx, await getProduct(tx, body.productId));
    return body.productId;
  });
  return { product: toProduct(await getProduct(db, productId)) };
}

/**
 * Moves units from one place to another: between storage units of an inventory (the placement stays,
 * `storageUnit` ledger rows), or between inventories (out of one placement and into the other,
 * capacity checked, `placement` rows), each with reason `moved`. Units of a batched product moved
 * between inventories without a batch named leave first-expiry-first-out and keep their batches.
 */
export async function moveStock(db: Db, body: Move, actor: Actor): Promise<{ product: TProduct }> {
  await inTransaction(db, async (tx) => {
    await lockProductRow(tx, body.productId);
    const { from, to } = body;
    await assertInventory(tx, from.inventoryId);
    if (to.inventoryId !== from.inventoryId) await assertInventory(tx, to.inventoryId);
    if (from.storageUnitId) await storageUnitOf(tx, from.inventoryId, from.storageUnitId);
    if (to.storageUnitId) await storageUnitOf(tx, to.inventoryId, to.storageUnitId);
    const batchId = await batchOf(tx, body.productId, body.batchId);
    const entry: LedgerEntry = { reason: 'moved', userId: actor.id };
    const units = (storageUnitId: string) => ({
      storageUnitId,
      productId: body.productId,
      batchId,
      quantity: body.quantity,
    });
    if (from.storageUnitId) await takeFromStorageUnit(tx, from.inventoryId, units(from.storageUnitId), entry);
    let moved: StockLine[] = [];
    if (to.inventoryId !== from.inventoryId) {
      const line: StockLine = { productId: body.productId, quantity: body.quantity };
      if (batchId) line.batches = [{ batchId, quantity: body.quantity }];
      // Units out of a storage unit's row without a batch are units without a batch.
      else if (from.storageUnitId) line.unbatched = true;
      moved = await takeFromInventory(tx, from.inventoryId, [line], entry);
      await putIntoInventory(tx, to.inventoryId, moved, entry);
    }
    if (to.storageUnitId) {
      // Units that kept their batches on the way go into the storage unit batch by batch.
      const parts = moved[0]?.batches?.length
        ? moved[0].batches.map((b) => ({ batchId: b.batchId, quantity: b.quantity }))
        : [{ batchId, quantity: body.quantity }];
      const rest = body.quantity - parts.reduce((sum, p) => sum + p.quantity, 0);
      if (rest > 0) parts.push({ batchId: null, quantity: rest });
      for (const part of parts) {
        await putIntoStorageUnit(
          tx,
          to.inventoryId,
          { storageUnitId: to.storageUnitId, productId: body.productId, ...part },
          entry,
        );
      }
    }
  });
  return { product: toProduct(await getProduct(db, body.productId)) };
}

/** What a storage unit holds, by product and batch. */
export async function storageUnitStock(db: Db, storageUnitId: string): Promise<TStorageUnitStock> {
  const [unit] = await db
    .select({ id: storageUnits.id })
    .from(storageUnits)
    .where(eq(storageUnits.id, storageUnitId));
  if (!unit) throw notFound('notFound.storageUnit');
  const rows = await storageUnitContents(db, storageUnitId);
  return {
    items: rows.map((r) => ({
      product: { id: r.product_id, productName: r.product_name, sku: r.sku },
      batch: r.batch_id && r.code ? { id: r.batch_id, code: r.code, expiryDate: r.expiry_date } : null,
      quantity: r.quantity,
    })),
    total: rows.reduce((sum, r) => sum + r.quantity, 0),
  };
}

// ---- Picking -----------------------------------------------------------------------------------

async function visibleTransport(db: Db | Tx, id: string, viewer: TransportViewer, lock = false) {
  const query = db
    .select({
      id: transports.id,
      packageId: transports.packageId,
      status: transports.status,
      source: transports.sourceInventoryId,
    })
    .from(transports)
    .where(and(eq(transports.id, id), visibleTransports(viewer)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('notFound.transport');
  return row;
}

/** A transport's lines with what is picked of each (and the batches picked), product name order. */
export async function listPicks(db: Db | Tx, id: string, viewer: TransportViewer): Promise<TPickList> {
  await visibleTransport(db, id, viewer);
  const rows = await queryRows<{
    product_id: string;
    product_name: string;
    sku: string | null;
    gtin: string | null;
    quantity: number;
    picked: number | null;
    batches: { id: string; code: string; expiryDate: string | null; quantity: number }[] | null;
  }>(
    db,
    sql`SELECT l.product_id, p.product_name, p.sku, p.gtin, l.quantity, pk.quantity AS picked,
               (SELECT json_agg(json_build_object('id', b.id, 'code', b.code, 'expiryDate', b.expiry_date, 'quantity', tb.quantity)
                                ORDER BY b.expiry_date NULLS LAST, b.code)
                FROM ${transportBatches} tb JOIN ${batches} b ON b.id = tb.batch_id
                WHERE tb.transport_id = l.transport_id AND tb.product_id = l.product_id) AS batches
        FROM ${transportLines} l
        JOIN ${products} p ON p.id = l.product_id
        LEFT JOIN ${transportPicks} pk ON pk.transport_id = l.transport_id AND pk.product_id = l.product_id
        WHERE l.transport_id = ${id}
        ORDER BY p.product_name, p.id`,
  );
  const lines = rows.map((r) => ({
    product: { id: r.product_id, productName: r.product_name, sku: r.sku, gtin: r.gtin },
    quantity: r.quantity,
    picked: r.picked ?? 0,
    batches: r.batches ?? [],
  }));
  return { transportId: id, lines, complete: lines.length > 0 && lines.every((l) => l.picked >= l.quantity) };
}

/**
 * Units of a pending transport's line picked at its source. Refused (409) when the product is not
 * on it, the line is already picked in full, a batched product's batch is not named, the batch has
 * expired, or the source does not hold the batch's units. A picked batch becomes one of the line's
 * chosen batches, so the dispatch takes exactly the units picked; the first pick drops the batches
 * the transport's form chose, so the chosen batches are the picked ones.
 */
export async function pick(db: Db, id: string, body: Pick, viewer: TransportViewer): Promise<TPickList> {
  return inTransaction(db, async (tx) => {
    const transport = await visibleTransport(tx, id, viewer, true);
    if (transport.status !== 'pending') {
      throw conflict('stockTask.notPending', { transport: transport.packageId, status: transport.status });
    }
    const [product] = await tx.select().from(products).where(eq(products.id, body.productId));
    if (!product) throw notFound('notFound.product');
    const [line] = await tx
      .select({ quantity: transportLines.quantity, picked: transportPicks.quantity })
      .from(transportLines)
      .leftJoin(
        transportPicks,
        and(
          eq(transportPicks.transportId, transportLines.transportId),
          eq(transportPicks.productId, transportLines.productId),
        ),
      )
      .where(and(eq(transportLines.transportId, id), eq(transportLines.productId, product.id)));
    if (!line) {
      throw conflict('stockTask.notOnTransport', {
        product: product.productName,
        transport: transport.packageId,
      });
    }
    const picked = line.picked ?? 0;
    if (picked + body.quantity > line.quantity) {
      throw conflict('stockTask.leftToPick', {
        left: line.quantity - picked,
        total: line.quantity,
        product: product.productName,
        quantity: body.quantity,
      });
    }
    const batchId = await batchOf(tx, product.id, body.batchId);
    // Picking decides the batches: the first pick drops the ones the transport's form chose.
    const [anyPick] = await tx
      .select({ n: sql<number>`1` })
      .from(transportPicks)
      .where(eq(transportPicks.transportId, id))
      .limit(1);
    if (!anyPick) await tx.delete(transportBatches).where(eq(transportBatches.transportId, id));
    if (product.hasBatches && !batchId) {
      throw conflict('stockTask.heldByBatch', { product: product.productName });
    }
    if (batchId) {
      const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId));
      if (batch!.expiryDate && batch!.expiryDate < indiaDateFromToday()) {
        throw conflict('stockTask.batchExpired', {
          batch: batch!.code,
          product: product.productName,
          date: batch!.expiryDate,
        });
      }
      if (transport.source) {
        const [held] = await tx
          .select({ quantity: batchStock.quantity })
          .from(batchStock)
          .where(and(eq(batchStock.inventoryId, transport.source), eq(batchStock.batchId, batchId)));
        const [chosen] = await tx
          .select({ quantity: transportBatches.quantity })
          .from(transportBatches)
          .where(and(eq(transportBatches.transportId, id), eq(transportBatches.batchId, batchId)));
        const available = (held?.quantity ?? 0) - (chosen?.quantity ?? 0);
        if (available < body.quantity) {
          throw conflict('stockTask.sourceHolds', {
            available: Math.max(available, 0),
            batch: batch!.code,
            product: product.productName,
            quantity: body.quantity,
          });
        }
      }
      await tx.execute(sql`
        INSERT INTO ${transportBatches} (transport_id, batch_id, product_id, quantity)
        VALUES (${id}, ${batchId}, ${product.id}, ${body.quantity})
        ON CONFLICT (transport_id, batch_id) DO UPDATE SET quantity = ${transportBatches}.quantity + excluded.quantity`);
    }
    await tx.execute(sql`
      INSERT INTO ${transportPicks} (transport_id, product_id, quantity, picked_by)
      VALUES (${id}, ${product.id}, ${body.quantity}, ${viewer.id})
      ON CONFLICT (transport_id, product_id) DO UPDATE
        SET quantity = ${transportPicks}.quantity + excluded.quantity, picked_by = excluded.picked_by, updated_at = now()`);
    return listPicks(tx, id, viewer);
  });
}

/** Starts the picking of a pending transport again: nothing picked, no batch chosen by a pick. */
export async function resetPicks(db: Db, id: string, viewer: TransportViewer): Promise<TPickList> {
  return inTransaction(db, async (tx) => {
    const transport = await visibleTransport(tx, id, viewer, true);
    if (transport.status !== 'pending') {
      throw conflict('stockTask.notPending', { transport: transport.packageId, status: transport.status });
    }
    await tx.delete(transportPicks).where(eq(transportPicks.transportId, id));
    await tx.delete(transportBatches).where(eq(transportBatches.transportId, id));
    return listPicks(tx, id, viewer);
  });
}
