import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TSalesOrder, TSalesReturn, zSalesReturnListQuerySchema } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// Customer returns, read (docs/domain.md#picking-shipping-and-returns): the Returns screen's list
// (those with units in quarantine first when asked), one return, and an order's returns.

type ReturnListQuery = z.output<typeof zSalesReturnListQuerySchema>;

interface ReturnRow {
  id: string;
  number: string;
  sales_order_id: string;
  order_number: string;
  customer_id: string | null;
  customer_name: string | null;
  shipment_id: string | null;
  package_id: string | null;
  storage_unit_id: string | null;
  unit_name: string | null;
  location_id: string | null;
  note: string | null;
  created_by: string | null;
  creator_name: string | null;
  created_at: Date | string;
  lines: {
    id: number;
    lineNo: number;
    productId: string;
    productName: string;
    sku: string | null;
    batchId: string | null;
    code: string | null;
    expiryDate: string | null;
    quantity: number;
    reason: TSalesReturn['lines'][number]['reason'];
    state: TSalesReturn['lines'][number]['state'];
  }[];
}

const selectReturns = (where: SQL, page: SQL = sql``) => sql`
  SELECT r.id, r.number, r.sales_order_id, o.number AS order_number, c.id AS customer_id,
         c.name AS customer_name, r.shipment_id, t.package_id, r.storage_unit_id, u.name AS unit_name,
         u.location_id, r.note, r.created_by, cb.name AS creator_name, r.created_at,
         (SELECT json_agg(json_build_object(
            'id', rl.id, 'lineNo', l.line_no, 'productId', rl.product_id, 'productName', p.product_name,
            'sku', p.sku, 'batchId', rl.batch_id, 'code', b.code, 'expiryDate', b.expiry_date,
            'quantity', rl.quantity, 'reason', rl.reason, 'state', rl.state) ORDER BY rl.id)
          FROM sales_return_lines rl
          JOIN sales_order_lines l ON l.id = rl.line_id
          JOIN products p ON p.id = rl.product_id
          LEFT JOIN batches b ON b.id = rl.batch_id
          WHERE rl.return_id = r.id) AS lines
  FROM sales_returns r
  JOIN sales_orders o ON o.id = r.sales_order_id
  LEFT JOIN customers c ON c.id = o.customer_id
  LEFT JOIN transports t ON t.id = r.shipment_id
  LEFT JOIN storage_units u ON u.id = r.storage_unit_id
  LEFT JOIN users cb ON cb.id = r.created_by
  WHERE ${where}
  ORDER BY r.created_at DESC, r.id DESC
  ${page}`;

function returnOf(r: ReturnRow): TSalesReturn {
  return {
    id: r.id,
    number: r.number,
    salesOrder: { id: r.sales_order_id, number: r.order_number },
    customer: r.customer_id && r.customer_name !== null ? { id: r.customer_id, name: r.customer_name } : null,
    shipment: r.shipment_id ? { id: r.shipment_id, packageId: r.package_id ?? '' } : null,
    storageUnit: r.storage_unit_id
      ? { id: r.storage_unit_id, name: r.unit_name ?? '', locationId: r.location_id ?? '' }
      : null,
    note: r.note,
    lines: (r.lines ?? []).map((l) => ({
      id: Number(l.id),
      lineNo: l.lineNo,
      product: { id: l.productId, productName: l.productName, sku: l.sku },
      batch: l.batchId ? { id: l.batchId, code: l.code ?? '', expiryDate: l.expiryDate } : null,
      quantity: l.quantity,
      reason: l.reason,
      state: l.state,
    })),
    createdBy: r.created_by && r.creator_name !== null ? { id: r.created_by, name: r.creator_name } : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

function listWhere(query: ReturnListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.customer) parts.push(sql`o.customer_id = ${query.customer}`);
  if (query.salesOrder) parts.push(sql`r.sales_order_id = ${query.salesOrder}`);
  if (query.quarantined !== undefined) {
    parts.push(
      sql`${query.quarantined ? sql`` : sql`NOT`} EXISTS (SELECT 1 FROM sales_return_lines q
           WHERE q.return_id = r.id AND q.state = 'quarantined')`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** Returns, newest first: by customer, order, and whether units wait in quarantine. */
export async function listReturns(
  db: Db,
  query: ReturnListQuery,
): Promise<{ salesReturns: TSalesReturn[]; total: number }> {
  const where = listWhere(query);
  const [rows, [count]] = await Promise.all([
    queryRows<ReturnRow>(
      db,
      selectReturns(where, sql`LIMIT ${query.limit ?? 25} OFFSET ${query.offset ?? 0}`),
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM sales_returns r JOIN sales_orders o ON o.id = r.sales_order_id
          WHERE ${where}`,
    ),
  ]);
  return { salesReturns: rows.map(returnOf), total: count?.n ?? 0 };
}

/** One return (404 when there is none). */
export async function getReturn(db: Db | Tx, id: string): Promise<TSalesReturn> {
  const [row] = await queryRows<ReturnRow>(db, selectReturns(sql`r.id = ${id}`));
  if (!row) throw notFound('notFound.salesReturn');
  return returnOf(row);
}

/** An order's returns, as its page lists them. */
export async function returnsOf(db: Db | Tx, orderId: string): Promise<TSalesOrder['returns']> {
  const rows = await queryRows<{ id: string; number: string; units: number; created_at: Date | string }>(
    db,
    sql`SELECT r.id, r.number, r.created_at,
               coalesce((SELECT sum(quantity) FROM sales_return_lines WHERE return_id = r.id), 0)::int AS units
        FROM sales_returns r WHERE r.sales_order_id = ${orderId} ORDER BY r.created_at, r.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    units: r.units,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
