import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  displayGtin,
  formatRupees,
  gs1ElementString,
  isGs1BatchCode,
  LABEL_LAYOUTS,
  LABEL_LIMITS,
  message,
  ownCode,
  productBarcode,
  type LabelLayoutName,
  type zProductLabelsSchema,
  type zShelfLabelsSchema,
} from '@godown/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  batches,
  batchStock,
  inventories,
  inventoryProducts,
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockMovements,
  storageUnits,
} from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { indianDate } from '../reports/report-documents.js';
import { renderLabels, type Label, type LabelBarcode } from './label-pdf.js';

// What each label says (docs/domain.md#labels). A product's label carries its barcode (GTIN, else
// SKU, else Godown's own code), name, SKU and price; a batch's label its GS1 code (GTIN, expiry,
// batch) when the product has a GTIN, else Godown's code of the batch, with the batch and expiry.

type ProductRow = typeof products.$inferSelect;
type BatchRow = typeof batches.$inferSelect;
type ProductLabels = z.output<typeof zProductLabelsSchema>;
type ShelfLabels = z.output<typeof zShelfLabelsSchema>;

interface LabelItem {
  product: ProductRow;
  batch: BatchRow | null;
}

// Layouts wide enough for a GS1-128 symbol; the narrower ones carry a GS1 DataMatrix instead.
const WIDE_LAYOUTS: ReadonlySet<LabelLayoutName> = new Set(['a4-3x8', 'a4-2x7']);

function productCode(item: LabelItem, layout: LabelLayoutName): LabelBarcode {
  const { product, batch } = item;
  // A batch code GS1 cannot carry (too long, a space, a bracket) gets Godown's own code instead.
  if (batch && product.gtin && isGs1BatchCode(batch.code)) {
    const text = gs1ElementString({ gtin: product.gtin, expiryDate: batch.expiryDate, batch: batch.code });
    return { bcid: WIDE_LAYOUTS.has(layout) ? 'gs1-128' : 'gs1datamatrix', text, caption: text };
  }
  if (batch) return { bcid: 'datamatrix', text: ownCode('batch', batch.id), caption: batch.code };
  const code = productBarcode(product);
  switch (code.symbology) {
    case 'gtin14':
      return { bcid: 'gs1-128', text: `(01)${code.text}`, caption: `(01)${code.text}` };
    case 'code128':
      return { bcid: 'code128', text: code.text, caption: code.text };
    case 'datamatrix':
      return { bcid: 'datamatrix', text: code.text, caption: code.text };
    default:
      return { bcid: code.symbology, text: code.text, caption: displayGtin(code.text) };
  }
}

function productLabel(item: LabelItem, layout: LabelLayoutName, showPrice: boolean): Label {
  const { product, batch } = item;
  const first = [
    product.sku ? `SKU ${product.sku}` : null,
    // The MRP printed on the pack when the product has one; else its own price, said as a price.
    showPrice
      ? product.mrp !== null
        ? `MRP ${formatRupees(product.mrp)}`
        : `Price ${formatRupees(product.price)}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = first ? [first] : [];
  if (batch) {
    lines.push(
      [`Batch ${batch.code}`, batch.expiryDate ? `Exp ${indianDate(batch.expiryDate)}` : null]
        .filter(Boolean)
        .join(' · '),
    );
  }
  return { title: product.productName, barcode: productCode(item, layout), lines };
}

/** Each product's batches with units in stock (or the product alone when it has none), by name. */
async function itemsOfProducts(db: Db, ids: string[]): Promise<LabelItem[]> {
  const found = await db.select().from(products).where(inArray(products.id, ids));
  if (found.length !== new Set(ids).size) throw notFound('notFound.product');
  const order = new Map(ids.map((id, i) => [id, i]));
  found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const batched = found.filter((p) => p.hasBatches).map((p) => p.id);
  const stocked = batched.length
    ? await db
        .selectDistinct({ batch: batches })
        .from(batches)
        .innerJoin(batchStock, eq(batchStock.batchId, batches.id))
        .where(inArray(batches.productId, batched))
        .orderBy(asc(batches.expiryDate), asc(batches.code))
    : [];
  return found.flatMap((product): LabelItem[] => {
    const own = stocked.filter((s) => s.batch.productId === product.id);
    return own.length ? own.map((s) => ({ product, batch: s.batch })) : [{ product, batch: null }];
  });
}

/** An inventory's units: a label per batch held there, and one for a product's units without a batch. */
async function itemsOfInventory(db: Db, inventoryId: string): Promise<LabelItem[]> {
  const [inventory] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  if (!inventory) throw notFound('notFound.inventory');
  const rows = await db
    .select({
      product: products,
      batch: batches,
      placed: inventoryProducts.quantity,
      batched: sql<number>`(SELECT coalesce(sum(quantity), 0) FROM ${batchStock} s
        WHERE s.inventory_id = ${inventoryId} AND s.product_id = ${products.id})`.mapWith(Number),
    })
    .from(inventoryProducts)
    .innerJoin(products, eq(products.id, inventoryProducts.productId))
    .leftJoin(batchStock, and(eq(batchStock.inventoryId, inventoryId), eq(batchStock.productId, products.id)))
    .leftJoin(batches, eq(batches.id, batchStock.batchId))
    .where(eq(inventoryProducts.inventoryId, inventoryId))
    .orderBy(asc(products.productName), asc(products.id), asc(batches.expiryDate), asc(batches.code))
    .limit(LABEL_LIMITS.labelsMax + 1);
  const items: LabelItem[] = [];
  for (const [i, row] of rows.entries()) {
    if (row.batch) items.push({ product: row.product, batch: row.batch });
    // After a product's last batch, its units without one.
    const isLastOfProduct = rows[i + 1]?.product.id !== row.product.id;
    if (isLastOfProduct && row.placed > row.batched) items.push({ product: row.product, batch: null });
  }
  return items;
}

/** A purchase order's lines: the batches received on each (from the ledger), or the product when none was. */
async function itemsOfPurchaseOrder(db: Db, purchaseOrderId: string): Promise<LabelItem[]> {
  const [order] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, purchaseOrderId));
  if (!order) throw notFound('notFound.purchaseOrder');
  const lines = await db
    .select({ productId: purchaseOrderLines.productId })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(products.productName));
  if (lines.length === 0) return [];
  const received = await db
    .selectDistinct({ batch: batches })
    .from(stockMovements)
    .innerJoin(batches, eq(batches.id, stockMovements.batchId))
    .where(and(eq(stockMovements.purchaseOrderId, purchaseOrderId), eq(stockMovements.scope, 'stock')));
  const found = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  return lines.flatMap(({ productId }): LabelItem[] => {
    const product = found.find((p) => p.id === productId)!;
    const own = received.filter((r) => r.batch.productId === productId);
    return own.length ? own.map((r) => ({ product, batch: r.batch })) : [{ product, batch: null }];
  });
}

function repeated<T>(items: T[], copies: number): T[] {
  if (items.length === 0) throw badRequest(message('label.nothing'));
  if (items.length * copies > LABEL_LIMITS.labelsMax)
    throw badRequest(message('label.tooMany', { max: LABEL_LIMITS.labelsMax }));
  return items.flatMap((item) => Array.from({ length: copies }, () => item));
}

/** Product labels as a PDF: for chosen products, every product of an inventory, or a purchase order's lines. */
export async function productLabelsPdf(db: Db, body: ProductLabels): Promise<Buffer> {
  const items = body.productIds
    ? await itemsOfProducts(db, body.productIds)
    : body.inventoryId
      ? await itemsOfInventory(db, body.inventoryId)
      : await itemsOfPurchaseOrder(db, body.purchaseOrderId!);
  const labels = repeated(items, body.copies).map((item) => productLabel(item, body.layout, body.showPrice));
  return renderLabels(labels, LABEL_LAYOUTS[body.layout], 'Product labels');
}

/** Shelf labels as a PDF: a storage unit's location ID large, or an inventory's name, with Godown's code. */
export async function shelfLabelsPdf(db: Db, body: ShelfLabels): Promise<Buffer> {
  let labels: Label[];
  if (body.storageUnitIds) {
    const rows = await db
      .select({ unit: storageUnits, inventoryName: inventories.name })
      .from(storageUnits)
      .innerJoin(inventories, eq(inventories.id, storageUnits.inventoryId))
      .where(inArray(storageUnits.id, body.storageUnitIds))
      .orderBy(asc(inventories.name), asc(storageUnits.locationId));
    if (rows.length !== new Set(body.storageUnitIds).size) throw notFound('notFound.storageUnit');
    labels = rows.map(({ unit, inventoryName }) => ({
      title: unit.locationId,
      large: true,
      barcode: { bcid: 'datamatrix', text: ownCode('storageUnit', unit.id), caption: unit.locationId },
      lines: [unit.name, [unit.type, inventoryName].filter(Boolean).join(' · ')],
    }));
  } else {
    const ids = body.inventoryIds!;
    const rows = await db
      .select()
      .from(inventories)
      .where(inArray(inventories.id, ids))
      .orderBy(asc(inventories.name));
    if (rows.length !== new Set(ids).size) throw notFound('notFound.inventory');
    labels = rows.map((inventory) => ({
      title: inventory.name,
      large: true,
      barcode: { bcid: 'datamatrix', text: ownCode('inventory', inventory.id), caption: inventory.name },
      lines: inventory.location ? [inventory.location] : [],
    }));
  }
  return renderLabels(repeated(labels, body.copies), LABEL_LAYOUTS[body.layout], 'Shelf labels');
}
