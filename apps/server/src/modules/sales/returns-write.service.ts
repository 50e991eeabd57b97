import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  indiaDateFromToday,
  SALES_RETURN_SERIES,
  type SalesReturnDisposition,
  type SalesReturnLineState,
  type TSalesReturn,
  type zReleaseSchema,
  type zSalesReturnCreateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { products, salesOrderLines, salesReturnLines, salesReturns, transports } from '../../db/schema.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { lockStock } from '../stock/locks.js';
import { assertRoomForReceipt, putIntoInventory } from '../stock/placements.js';
import { recordMovements, unitCount, type LedgerEntry, type StockLine } from '../stock/stock-ledger.js';
import { putIntoStorageUnit, storageUnitOf } from '../stock/storage-unit-stock.js';
import { syncAlertsOfProducts } from '../alerts/stock-alerts.js';
import { nextNumber } from './number-series.js';
import { lockOrder, type OrderRow } from './order-lock.js';
import { getReturn } from './returns-read.service.js';

// Customer returns (docs/domain.md#picking-shipping-and-returns): units of a delivered shipment come
// back, each line never more than the shipment delivered of that line and batch less what came back
// before. Quarantined units are kept apart, out of stock, until someone restocks or writes them off;
// restocked units are the warehouse's again (ledgered as a customer's return); written-off units are
// ledgered in and out, so the ledger says what became of them.

type ReturnCreate = z.output<typeof zSalesReturnCreateSchema>;
type Release = z.output<typeof zReleaseSchema>;

const STATE_OF: Record<SalesReturnDisposition, SalesReturnLineState> = {
  quarantine: 'quarantined',
  restock: 'restocked',
  writeOff: 'writtenOff',
};

interface ReturnedUnits {
  productId: string;
  batchId: string | null;
  quantity: number;
}

const asStockLines = (units: ReturnedUnits[]): StockLine[] =>
  units.map((u) => ({
    productId: u.productId,
    quantity: u.quantity,
    ...(u.batchId ? { batches: [{ batchId: u.batchId, quantity: u.quantity }] } : { unbatched: true }),
  }));

/**
 * Units back in the warehouse's stock: the company holds them again (a `stock` row, reason
 * customerReturn) and so does the warehouse (its placements, and the rack they sit in, if any).
 */
async function restock(
  tx: Tx,
  order: OrderRow,
  units: ReturnedUnits[],
  storageUnitId: string | null,
  userId: string,
): Promise<void> {
  const entry: LedgerEntry = { reason: 'customerReturn', userId, salesOrderId: order.id };
  await lockStock(
    tx,
    { products: units.map((u) => u.productId), inventories: [order.inventoryId] },
    'no key update',
  );
  const lines = asStockLines(units);
  await assertRoomForReceipt(tx, lines);
  for (const u of units) {
    await tx
      .update(products)
      .set({
        quantity: sql`${products.quantity} + ${u.quantity}`,
        placedQuantity: sql`${products.placedQuantity} + ${u.quantity}`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, u.productId));
  }
  await recordMovements(
    tx,
    units.map((u) => ({
      scope: 'stock' as const,
      inventoryId: order.inventoryId,
      ...u,
      delta: u.quantity,
      ...entry,
    })),
  );
  await putIntoInventory(tx, order.inventoryId, lines, entry);
  if (storageUnitId) {
    for (const u of units) {
      await putIntoStorageUnit(tx, order.inventoryId, { storageUnitId, ...u }, entry);
    }
  }
  await syncAlertsOfProducts(
    tx,
    units.map((u) => u.productId),
  );
}

/** Units written off: the ledger records them coming back and going, the stock is unchanged. */
async function writeOff(tx: Tx, order: OrderRow, units: ReturnedUnits[], userId: string): Promise<void> {
  await recordMovements(
    tx,
    units.flatMap((u) => [
      {
        scope: 'stock' as const,
        inventoryId: order.inventoryId,
        ...u,
        delta: u.quantity,
        reason: 'customerReturn' as const,
        userId,
        salesOrderId: order.id,
      },
      {
        scope: 'stock' as const,
        inventoryId: order.inventoryId,
        ...u,
        delta: -u.quantity,
        reason: 'writtenOff' as const,
        userId,
        salesOrderId: order.id,
      },
    ]),
  );
}

/** Per (order line, batch), the units the shipment delivered and those returned from it since. */
async function returnable(tx: Tx, shipmentId: string) {
  const rows = await queryRows<{
    line_id: number;
    batch_id: string | null;
    delivered: number;
    returned: number;
  }>(
    tx,
    sql`SELECT a.line_id, a.batch_id, sum(a.quantity)::int AS delivered,
               coalesce((SELECT sum(rl.quantity) FROM sales_return_lines rl JOIN sales_returns r ON r.id = rl.return_id
                         WHERE r.shipment_id = ${shipmentId} AND rl.line_id = a.line_id
                           AND rl.batch_id IS NOT DISTINCT FROM a.batch_id), 0)::int AS returned
        FROM sales_allocations a WHERE a.shipment_id = ${shipmentId}
        GROUP BY a.line_id, a.batch_id`,
  );
  return new Map(rows.map((r) => [`${r.line_id}|${r.batch_id ?? ''}`, r.delivered - r.returned]));
}

/** Records a return against a delivered shipment of the order, and sends each line where it goes. */
export async function createReturn(
  db: Db,
  orderId: string,
  input: ReturnCreate,
  userId: string,
): Promise<TSalesReturn> {
  const id = await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [shipment] = await tx
      .select({ id: transports.id, packageId: transports.packageId, status: transports.status })
      .from(transports)
      .where(and(eq(transports.id, input.shipment), eq(transports.salesOrderId, orderId)));
    if (!shipment) throw conflict('return.unknownShipment', { number: order.number });
    if (shipment.status !== 'delivered') {
      throw conflict('return.shipmentNotDelivered', { packageId: shipment.packageId });
    }
    const orderLines = await tx
      .select({
        id: salesOrderLines.id,
        lineNo: salesOrderLines.lineNo,
        productId: salesOrderLines.productId,
        name: products.productName,
      })
      .from(salesOrderLines)
      .innerJoin(products, eq(products.id, salesOrderLines.productId))
      .where(eq(salesOrderLines.salesOrderId, orderId));
    const byNo = new Map(orderLines.map((l) => [l.lineNo, l]));
    const left = await returnable(tx, shipment.id);
    const lines = input.lines.map((l) => {
      const line = byNo.get(l.line);
      if (!line) throw conflict('return.unknownLine', { number: order.number, line: l.line });
      return { ...l, line, batchId: l.batch?.toLowerCase() ?? null };
    });
    // Each (line, batch) within what the shipment delivered of it, less what came back before.
    const asked = new Map<string, number>();
    for (const l of lines) {
      const key = `${l.line.id}|${l.batchId ?? ''}`;
      asked.set(key, (asked.get(key) ?? 0) + l.quantity);
      const room = left.get(key) ?? 0;
      if ((asked.get(key) ?? 0) > room) {
        throw conflict('return.overDelivered', {
          product: l.line.name,
          returnable: [unitCount(Math.max(room, 0))],
          packageId: shipment.packageId,
          quantity: l.quantity,
        });
      }
    }
    const quarantines = lines.some((l) => l.disposition === 'quarantine');
    const rack =
      quarantines && input.storageUnitId
        ? await storageUnitOf(tx, order.inventoryId, input.storageUnitId.toLowerCase())
        : null;
    const [row] = await tx
      .insert(salesReturns)
      .values({
        number: await nextNumber(tx, SALES_RETURN_SERIES, indiaDateFromToday()),
        salesOrderId: orderId,
        shipmentId: shipment.id,
        storageUnitId: rack?.id ?? null,
        note: input.note || null,
        createdBy: userId,
      })
      .returning({ id: salesReturns.id });
    await tx.insert(salesReturnLines).values(
      lines.map((l) => ({
        returnId: row!.id,
        lineId: l.line.id,
        productId: l.line.productId,
        batchId: l.batchId,
        quantity: l.quantity,
        reason: l.reason,
        state: STATE_OF[l.disposition],
      })),
    );
    for (const l of lines) {
      await tx
        .update(salesOrderLines)
        .set({ returnedQuantity: sql`${salesOrderLines.returnedQuantity} + ${l.quantity}` })
        .where(eq(salesOrderLines.id, l.line.id));
    }
    const unitsOf = (d: SalesReturnDisposition) =>
      lines
        .filter((l) => l.disposition === d)
        .map((l) => ({ productId: l.line.productId, batchId: l.batchId, quantity: l.quantity }));
    if (unitsOf('restock').length) await restock(tx, order, unitsOf('restock'), null, userId);
    if (unitsOf('writeOff').length) await writeOff(tx, order, unitsOf('writeOff'), userId);
    await tx.execute(sql`UPDATE sales_orders SET updated_at = now() WHERE id = ${orderId}`);
    return row!.id;
  });
  return getReturn(db, id);
}

/** Units in quarantine leave it: back to stock (in the quarantine rack) or written off. */
export async function releaseReturn(
  db: Db,
  id: string,
  input: Release,
  userId: string,
): Promise<TSalesReturn> {
  await inTransaction(db, async (tx) => {
    const [found] = await tx.select().from(salesReturns).where(eq(salesReturns.id, id));
    if (!found) throw notFound('notFound.salesReturn');
    const order = await lockOrder(tx, found.salesOrderId);
    const held = await tx
      .select()
      .from(salesReturnLines)
      .where(and(eq(salesReturnLines.returnId, id), eq(salesReturnLines.state, 'quarantined')))
      .for('update');
    if (held.length === 0) throw conflict('return.nothingQuarantined', { number: found.number });
    const units = held.map((l) => ({ productId: l.productId, batchId: l.batchId, quantity: l.quantity }));
    if (input.disposition === 'restock') await restock(tx, order, units, found.storageUnitId, userId);
    else await writeOff(tx, order, units, userId);
    await tx
      .update(salesReturnLines)
      .set({ state: STATE_OF[input.disposition] })
      .where(and(eq(salesReturnLines.returnId, id), eq(salesReturnLines.state, 'quarantined')));
    await tx.execute(sql`UPDATE sales_orders SET updated_at = now() WHERE id = ${order.id}`);
  });
  return getReturn(db, id);
}
