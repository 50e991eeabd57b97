import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { insertFirstRate } from '../billing/tax-rates.service.js';
import type { z } from 'zod';
import { message, type zProductCreateSchema, type zProductUpdateSchema } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { inventories, inventoryProducts, products, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import {
  badRequest,
  conflict,
  fieldProblem,
  isReferencedRow,
  notFound,
  pgErrorOf,
  uniqueViolation,
} from '../../errors.js';
import { resolveAlertsFor, syncProductAlerts } from '../alerts/stock-alerts.js';
import { lockInventories, lockProduct, lockProducts } from '../stock/locks.js';
import { ledgerRows, recordMovements, unitCount } from '../stock/stock-ledger.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { assertSupplierMayEdit } from './product-access.js';
import {
  assertBatchFieldsKept,
  committedMessage,
  isFreeEdit,
  productColumnsOf,
  sizeChanged,
  type ProductRow,
} from './product-rules.js';

// Products written: create, change (the ledger, alerts and the holding inventories' capacity follow)
// and delete, one or many in one transaction.

type ProductCreate = z.output<typeof zProductCreateSchema>;
type ProductUpdate = z.output<typeof zProductUpdateSchema>;

/** Maps the database's refusals of a product write to answers a person can act on. */
function productWriteError(error: unknown, sku: string | null | undefined): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'products_sku_unique') throw conflict('product.skuExists', { sku: String(sku) });
  if (constraint === 'products_gtin_unique') throw conflict('product.barcodeTaken');
  const pgError = pgErrorOf(error);
  if (pgError?.code === '23503' && pgError.constraint?.includes('supplier')) throw unknownSupplier();
  throw error;
}

/** The 400 for a supplier that is no user. */
function unknownSupplier() {
  return badRequest(message('product.supplierMustExist'), [
    fieldProblem(['supplierId'], 'product.unknownUser'),
  ]);
}

async function assertSupplierExists(db: Db | Tx, supplierId: string | null | undefined) {
  if (!supplierId) return;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, supplierId)).limit(1);
  if (!row) throw unknownSupplier();
}

/** Creates a product; its opening quantity goes to the ledger and may raise a stock alert. */
export async function createProduct(db: Db, input: ProductCreate, userId: string): Promise<ProductRow> {
  await assertSupplierExists(db, input.supplierId);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...productColumnsOf(input), productName: input.productName })
        .returning();
      await recordMovements(
        tx,
        ledgerRows('stock', null, [{ productId: row!.id, quantity: row!.quantity }], 1, {
          reason: 'created',
          userId,
        }),
      );
      await syncProductAlerts(tx, row!);
      if (input.gstRate !== undefined)
        await insertFirstRate(tx, row!.id, input.gstRate, input.cessRate, userId);
      return row!;
    });
  } catch (error) {
    productWriteError(error, input.sku);
  }
}

/**
 * Changes a product. A new quantity may not drop below the units placed in inventories, and a new
 * weight or size changes the occupied capacity of every inventory holding it (refused with 409 if
 * one would overflow). The quantity change goes to the ledger; stock alerts follow the quantity. An
 * edit of free columns only (isFreeEdit: a price, a name) is one UPDATE, with no lock before it.
 */
export async function updateProduct(
  db: Db,
  id: string,
  input: ProductUpdate,
  userId: string,
  /** `own`: a supplier, who edits only the products they supply and never their locked fields. */
  scope: 'all' | 'own' = 'all',
): Promise<ProductRow> {
  await assertSupplierExists(db, input.supplierId);
  try {
    const values = productColumnsOf(input);
    if (isFreeEdit(values, scope)) {
      // One statement is the whole edit; no row means an unknown product or another supplier's,
      // which the checked path below tells apart.
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          scope === 'own' ? and(eq(products.id, id), eq(products.supplierId, userId)) : eq(products.id, id),
        )
        .returning();
      if (row) return row;
    }
    return await inTransaction(db, async (tx) => {
      const current = await lockProduct(tx, id, 'update');
      if (!current) throw notFound('notFound.product');
      if (scope === 'own') assertSupplierMayEdit(current, input, userId);
      if (current.hasBatches) assertBatchFieldsKept(current, values);

      const mfgDate = values.mfgDate !== undefined ? values.mfgDate : current.mfgDate;
      const expiryDate = values.expiryDate !== undefined ? values.expiryDate : current.expiryDate;
      if (mfgDate && expiryDate && expiryDate < mfgDate) {
        throw badRequest(message('product.expiryBeforeMfg'), [
          fieldProblem(['expiryDate'], 'product.expiryBeforeMfg'),
        ]);
      }
      const committed = current.placedQuantity + current.inTransitQuantity;
      if (values.quantity !== undefined && values.quantity < committed) {
        throw conflict('product.quantityBelowCommitted', {
          product: current.productName,
          quantity: values.quantity,
          committed: [committedMessage(current)],
        });
      }

      const [row] = await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning();
      const updated = row!;

      if (current.placedQuantity > 0 && sizeChanged(current, updated)) {
        await reoccupyInventories(tx, current, updated);
      }
      await recordMovements(
        tx,
        ledgerRows('stock', null, [{ productId: id, quantity: updated.quantity - current.quantity }], 1, {
          reason: 'adjusted',
          userId,
        }),
      );
      // The alerts follow the quantity, the threshold and the expiry date: an edit that leaves them
      // as they were (a price, a name) has none to raise or resolve, and skips the round trip.
      if (alertFieldsChanged(current, updated)) await syncProductAlerts(tx, updated);
      return updated;
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'products_price_within_mrp') throw await priceOverMrp(db, id, input);
    productWriteError(error, input.sku);
  }
}

/**
 * The 409 of an edit that would put the price above the MRP (products_price_within_mrp), naming
 * both as they would have been: the edit's, else the product's.
 */
async function priceOverMrp(db: Db, id: string, input: ProductUpdate) {
  const [current] = await db
    .select({ price: products.price, mrp: products.mrp })
    .from(products)
    .where(eq(products.id, id));
  return conflict('product.priceOverMrp', {
    price: input.price ?? current?.price ?? 0,
    mrp: input.mrp ?? current?.mrp ?? 0,
  });
}

/** Whether an edit changed what a product's alerts follow (stock-alerts.ts). */
function alertFieldsChanged(before: ProductRow, after: ProductRow): boolean {
  return (
    before.quantity !== after.quantity ||
    before.thresholdLimit !== after.thresholdLimit ||
    before.expiryDate !== after.expiryDate ||
    before.hasBatches !== after.hasBatches
  );
}

/**
 * Moves the occupied weight and volume of every inventory holding the product to its new size.
 * The inventories are locked in id order (as every stock change locks them) and the new totals are
 * checked before anything is written, so a size that does not fit is a 409 and never an overflow.
 */
export async function reoccupyInventories(tx: Tx, before: ProductRow, after: ProductRow): Promise<void> {
  const unitWeight = (p: ProductRow) => sql`coalesce(${p.weight}::numeric, 0)`;
  const unitVolume = (p: ProductRow) =>
    sql`coalesce(${p.length}::numeric * ${p.width}::numeric * ${p.height}::numeric, 0) * 0.000001`;
  const weightDelta = (held: SQL) => sql`${held} * (${unitWeight(after)} - ${unitWeight(before)})`;
  const volumeDelta = (held: SQL) => sql`${held} * (${unitVolume(after)} - ${unitVolume(before)})`;
  // The units of the product each locked inventory holds.
  const held = sql`(SELECT ip.quantity FROM ${inventoryProducts} AS ip
                    WHERE ip.inventory_id = ${inventories.id} AND ip.product_id = ${after.id})`;
  const holding = await lockInventories(
    tx,
    sql`${inventories.id} IN (SELECT inventory_id FROM ${inventoryProducts} WHERE product_id = ${after.id})`,
    'update',
    {
      id: inventories.id,
      name: inventories.name,
      fits: sql<boolean>`(${inventories.capacityOccupied} + ${weightDelta(held)} <= ${inventories.totalCapacity}
                          AND ${inventories.volumeOccupied} + ${volumeDelta(held)} <= ${inventories.totalVolume})`,
    },
  );
  const overflowing = holding.filter((row) => !row.fits).sort((a, b) => a.name.localeCompare(b.name))[0];
  if (overflowing) {
    throw conflict('product.doesNotFit', { product: after.productName, inventory: overflowing.name });
  }
  await tx.execute(sql`
    UPDATE ${inventories} AS i
    SET capacity_occupied = i.capacity_occupied + ${weightDelta(sql`ip.quantity`)},
        volume_occupied = i.volume_occupied + ${volumeDelta(sql`ip.quantity`)},
        updated_at = now()
    FROM ${inventoryProducts} AS ip
    WHERE ip.inventory_id = i.id AND ip.product_id = ${after.id}`);
}

/**
 * Deletes one product inside `tx`, locking it: refused (404, or 409 naming it) when it is unknown
 * or still placed in an inventory; its open alerts are resolved and the deletion audited. A product
 * a transport or order names fails on the foreign key (the caller says so).
 */
async function deleteProductIn(tx: Tx, id: string, actor: AuditActor): Promise<void> {
  const current = await lockProduct(tx, id, 'update');
  if (!current) throw notFound('notFound.product');
  if (current.placedQuantity > 0) {
    const [places] = await tx
      .select({ n: count() })
      .from(inventoryProducts)
      .where(eq(inventoryProducts.productId, id));
    const inventoriesHolding = places?.n ?? 0;
    throw conflict('product.placedInInventories', {
      product: current.productName,
      inventories: [
        message(inventoriesHolding === 1 ? 'inventory.countOne' : 'inventory.countOther', {
          count: inventoriesHolding,
        }),
      ],
      units: [unitCount(current.placedQuantity)],
    });
  }
  await resolveAlertsFor(tx, id);
  await tx.delete(products).where(eq(products.id, id));
  await recordAudit(
    tx,
    actor,
    'product.deleted',
    { type: 'product', id, name: current.productName },
    {
      sku: current.sku,
      quantity: current.quantity,
    },
  );
}

/** Deletes a product that is in no inventory; open alerts about it are resolved. */
export async function deleteProduct(db: Db, id: string, actor: AuditActor): Promise<void> {
  try {
    await inTransaction(db, (tx) => deleteProductIn(tx, id, actor));
  } catch (error) {
    if (isReferencedRow(error)) {
      throw conflict('product.inUse');
    }
    throw error;
  }
}

/**
 * Deletes the products `ids` (distinct) in one transaction, each by the rules of deleteProduct: all
 * of them or, when one is refused, none (the refusal names that product). The products are locked
 * in id order, as every stock change locks them. Answers how many were deleted.
 */
export async function deleteProducts(db: Db, ids: readonly string[], actor: AuditActor): Promise<number> {
  const sorted = [...ids].sort();
  return inTransaction(db, async (tx) => {
    const found = await lockProducts(tx, sorted, 'update', { id: products.id, name: products.productName });
    const names = new Map(found.map((row) => [row.id, row.name]));
    const unknown = sorted.find((id) => !names.has(id));
    if (unknown) throw notFound('product.idNotFound', { id: unknown });
    for (const id of sorted) {
      try {
        await deleteProductIn(tx, id, actor);
      } catch (error) {
        if (isReferencedRow(error)) {
          throw conflict('product.namedInUse', { product: names.get(id)! });
        }
        throw error;
      }
    }
    return sorted.length;
  });
}
