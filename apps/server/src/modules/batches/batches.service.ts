import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BATCH_LIMITS,
  TRANSPORT_ON_ROAD_STATUSES,
  type TBatch,
  type TBatchTrace,
  type TBatchTraceQuery,
  type TInventoryBatchList,
  type TProductBatchList,
  type TransportStatus,
  type StockMovementReason,
  type StockMovementScope,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { sqlLiteralList, TODAY_IN_INDIA } from '../../db/sql-literals.js';
import { isoTime } from '../../db/json.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// Reads of batches (docs/domain.md#batches-and-expiry): a product's batches and where they are, and
// the trace of one batch for a recall. Writes happen with the stock they belong to (stock/).

const ON_ROAD = sqlLiteralList(TRANSPORT_ON_ROAD_STATUSES);

interface BatchRowOut {
  id: string;
  product_id: string;
  code: string;
  mfg_date: string | null;
  expiry_date: string | null;
  days_to_expiry: number | null;
  created_at: Date | string;
}

const batchColumns = sql`b.id, b.product_id, b.code, b.mfg_date::text AS mfg_date,
  b.expiry_date::text AS expiry_date, (b.expiry_date - ${TODAY_IN_INDIA})::int AS days_to_expiry, b.created_at`;

function toBatch(row: BatchRowOut): TBatch {
  return {
    id: row.id,
    productId: row.product_id,
    code: row.code,
    mfgDate: row.mfg_date,
    expiryDate: row.expiry_date,
    daysToExpiry: row.days_to_expiry,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A product's batches, earliest expiry first (those without a date last), each with its units per
 * inventory and on the road, and the placed units that carry no batch.
 */
export async function listProductBatches(db: Db, productId: string): Promise<TProductBatchList> {
  const [product] = await queryRows<{ placed_quantity: number; warning_days: number | null }>(
    db,
    sql`SELECT placed_quantity, expiry_warning_days AS warning_days FROM products WHERE id = ${productId}`,
  );
  if (!product) throw notFound('notFound.product');
  const rows = await queryRows<
    BatchRowOut & { inventories: { id: string; name: string; quantity: number }[] | null; in_transit: string }
  >(
    db,
    sql`
    SELECT ${batchColumns},
      (SELECT json_agg(json_build_object('id', i.id, 'name', i.name, 'quantity', s.quantity) ORDER BY i.name)
       FROM batch_stock s JOIN inventories i ON i.id = s.inventory_id WHERE s.batch_id = b.id) AS inventories,
      coalesce((SELECT sum(tb.quantity) FROM transport_batches tb JOIN transports t ON t.id = tb.transport_id
                WHERE tb.batch_id = b.id AND t.status IN ${ON_ROAD}), 0) AS in_transit
    FROM batches b
    WHERE b.product_id = ${productId}
    ORDER BY b.expiry_date NULLS LAST, b.code
    LIMIT ${BATCH_LIMITS.listMax}`,
  );
  let batched = 0;
  const list = rows.map((row) => {
    const inventories = row.inventories ?? [];
    const placed = inventories.reduce((sum, i) => sum + i.quantity, 0);
    batched += placed;
    const inTransit = Number(row.in_transit);
    return { ...toBatch(row), inventories, inTransit, quantity: placed + inTransit };
  });
  return {
    batches: list,
    unbatchedPlaced: Math.max(product.placed_quantity - batched, 0),
    warningDays: product.warning_days ?? BATCH_LIMITS.defaultWarningDays,
  };
}

/** An inventory's batch units, earliest expiry first, a page at a time. */
export async function listInventoryBatches(
  db: Db,
  inventoryId: string,
  page: { limit?: number; offset?: number },
): Promise<TInventoryBatchList> {
  const rows = await queryRows<
    BatchRowOut & {
      product_name: string;
      sku: string | null;
      quantity: number;
      warning_days: number | null;
      total: string;
    }
  >(
    db,
    sql`
    SELECT ${batchColumns}, p.product_name, p.sku, s.quantity, p.expiry_warning_days AS warning_days,
           count(*) OVER () AS total
    FROM batch_stock s JOIN batches b ON b.id = s.batch_id JOIN products p ON p.id = s.product_id
    WHERE s.inventory_id = ${inventoryId}
    ORDER BY b.expiry_date NULLS LAST, p.product_name, b.code
    LIMIT ${page.limit ?? 50} OFFSET ${page.offset ?? 0}`,
  );
  if (rows.length === 0) {
    const [inventory] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM inventories WHERE id = ${inventoryId}`,
    );
    if (!inventory) throw notFound('notFound.inventory');
  }
  return {
    batches: rows.map((row) => ({
      batch: toBatch(row),
      product: { id: row.product_id, productName: row.product_name, sku: row.sku },
      quantity: row.quantity,
      warningDays: row.warning_days ?? BATCH_LIMITS.defaultWarningDays,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** A batch's units in one inventory, as the trace reads them. */
interface TracedStock {
  id: string;
  name: string;
  location: string | null;
  quantity: number;
}

/** A transport that carries or carried the batch, as the trace reads it. */
interface TracedTransport {
  id: string;
  package_id: string;
  status: TransportStatus;
  quantity: number;
  source_id: string | null;
  source_name: string | null;
  destination_id: string | null;
  destination_name: string | null;
  eta: string | null;
}

/** A ledger row of the batch, as the trace reads it. */
interface TracedMovement {
  id: number;
  scope: StockMovementScope;
  delta: number;
  reason: StockMovementReason;
  note: string | null;
  inventory_id: string | null;
  inventory_name: string | null;
  transport_id: string | null;
  package_id: string | null;
  order_id: string | null;
  order_number: string | null;
  user_id: string | null;
  user_name: string | null;
  created_at: string;
}

/**
 * Where every unit of a batch is now (inventories, transports on the road) and every movement and
 * transport that carried it: a recall answered in one call. The product is named by id or SKU.
 */
export async function traceBatch(db: Db, query: TBatchTraceQuery): Promise<TBatchTrace> {
  const byId = isUuid(query.product);
  // One statement: the product and its batch, then the batch's stock, transports and movements as
  // JSON arrays beside them (each empty when the batch is not found).
  const [found] = await queryRows<
    BatchRowOut & {
      product_name: string;
      sku: string | null;
      found_product: string;
      warning_days: number | null;
      inventories: TracedStock[];
      transports: TracedTransport[];
      movements: TracedMovement[];
    }
  >(
    db,
    sql`
    WITH found AS (
      SELECT p.id AS found_product, p.product_name, p.sku, p.expiry_warning_days AS warning_days, ${batchColumns}
      FROM products p LEFT JOIN batches b ON b.product_id = p.id AND b.code = ${query.batch}
      WHERE ${byId ? sql`p.id = ${query.product}::uuid` : sql`p.sku = ${query.product}`}
      LIMIT 1)
    SELECT found.*,
      (SELECT coalesce(json_agg(x ORDER BY x.name, x.id), '[]')
       FROM (SELECT i.id, i.name, i.location, s.quantity
             FROM batch_stock s JOIN inventories i ON i.id = s.inventory_id
             WHERE s.batch_id = found.id) x) AS inventories,
      (SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]')
       FROM (SELECT t.id, t.package_id, t.status, tb.quantity, si.id AS source_id, si.name AS source_name,
                    di.id AS destination_id, di.name AS destination_name, ${isoTime(sql`t.eta`)} AS eta,
                    t.created_at
             FROM transport_batches tb JOIN transports t ON t.id = tb.transport_id
             LEFT JOIN inventories si ON si.id = t.source_inventory_id
             LEFT JOIN inventories di ON di.id = t.destination_inventory_id
             WHERE tb.batch_id = found.id ORDER BY t.created_at DESC, t.id DESC LIMIT ${BATCH_LIMITS.listMax}) x) AS transports,
      (SELECT coalesce(json_agg(x ORDER BY x.created, x.id), '[]')
       FROM (SELECT m.id, m.scope, m.delta, m.reason, m.note, i.id AS inventory_id, i.name AS inventory_name,
                    t.id AS transport_id, t.package_id, po.id AS order_id, po.number AS order_number,
                    u.id AS user_id, u.name AS user_name, ${isoTime(sql`m.created_at`)} AS created_at,
                    row_number() OVER (ORDER BY m.created_at DESC, m.id DESC) AS created
             FROM stock_movements m
             LEFT JOIN inventories i ON i.id = m.inventory_id
             LEFT JOIN transports t ON t.id = m.transport_id
             LEFT JOIN purchase_orders po ON po.id = m.purchase_order_id
             LEFT JOIN users u ON u.id = m.user_id
             WHERE m.batch_id = found.id
             ORDER BY m.created_at DESC, m.id DESC LIMIT ${BATCH_LIMITS.listMax}) x) AS movements
    FROM found`,
  );
  if (!found) throw notFound('notFound.product');
  if (!found.id)
    throw notFound('batch.ofProductNotFound', { batch: query.batch, product: found.product_name });
  const { inventories, transports, movements } = found;
  const onRoad = (status: TransportStatus) =>
    (TRANSPORT_ON_ROAD_STATUSES as readonly string[]).includes(status);
  const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);
  const placed = inventories.reduce((sum, i) => sum + i.quantity, 0);
  const travelling = transports.filter((t) => onRoad(t.status)).reduce((sum, t) => sum + t.quantity, 0);
  return {
    product: { id: found.found_product, productName: found.product_name, sku: found.sku },
    batch: toBatch(found),
    warningDays: found.warning_days ?? BATCH_LIMITS.defaultWarningDays,
    inventories,
    transports: transports.map((t) => ({
      id: t.id,
      packageId: t.package_id,
      status: t.status,
      quantity: t.quantity,
      source: ref(t.source_id, t.source_name),
      destination: ref(t.destination_id, t.destination_name),
      eta: t.eta ? new Date(t.eta).toISOString() : null,
      onRoad: onRoad(t.status),
    })),
    movements: movements.map((m) => ({
      id: Number(m.id),
      scope: m.scope,
      delta: m.delta,
      reason: m.reason,
      note: m.note,
      inventory: ref(m.inventory_id, m.inventory_name),
      transport: m.transport_id && m.package_id ? { id: m.transport_id, packageId: m.package_id } : null,
      purchaseOrder: m.order_id && m.order_number ? { id: m.order_id, number: m.order_number } : null,
      user: ref(m.user_id, m.user_name),
      createdAt: new Date(m.created_at).toISOString(),
    })),
    totalQuantity: placed + travelling,
  };
}
