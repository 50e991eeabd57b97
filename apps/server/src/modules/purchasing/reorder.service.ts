import { sql } from 'drizzle-orm';
import {
  englishOf,
  formatNumber,
  message,
  PURCHASE_ORDER_OPEN_STATUSES,
  REORDER_LIMITS,
  roundMoney,
  type TReorderGroup,
  type TReorderLine,
  type TKeyedMessage,
  type TReorderSuggestions,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { sqlLiteralList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { dailyOutflow, daysOfCover, outflowRows, outflowWindowStart } from './outflow.js';

// Reorder suggestions (docs/domain.md#reorder-suggestions): what to buy, from whom, today.

interface DueRow {
  id: string;
  product_name: string;
  sku: string | null;
  on_hand: number;
  in_transit: number;
  on_order: string;
  reorder_point: number;
  reorder_quantity: number | null;
  order_up_to: number | null;
  lead_time: number;
  safety: number;
  outflow: string;
  unit_price: string;
  supplier_id: string | null;
  supplier_name: string | null;
}

/**
 * The suggested quantity and the message that explains it (by key, docs/domain.md#messages):
 * - a fixed reorder quantity when the product has one;
 * - up to its order-up-to level when it has one;
 * - otherwise the average daily outflow (over REORDER_LIMITS.outflowDays of the ledger) times the
 *   lead time, plus the threshold as safety stock, minus what is on hand and on order.
 * Never less than 1: the product is at or under its reorder point.
 */
export function suggestQuantity(row: {
  onHand: number;
  onOrder: number;
  reorderQuantity: number | null;
  orderUpTo: number | null;
  dailyOutflow: number;
  leadTimeDays: number;
  safety: number;
}): { quantity: number; reasoning: TKeyedMessage } {
  const position = row.onHand + row.onOrder;
  const { onHand, onOrder } = row;
  if (row.reorderQuantity !== null) {
    return {
      quantity: row.reorderQuantity,
      reasoning: message('reorder.fixedQuantity', { quantity: row.reorderQuantity }),
    };
  }
  if (row.orderUpTo !== null) {
    const quantity = Math.max(row.orderUpTo - position, 1);
    const upTo = row.orderUpTo;
    return {
      quantity,
      reasoning: onOrder
        ? message('reorder.upToOnOrder', { upTo, onHand, onOrder, quantity })
        : message('reorder.upTo', { upTo, onHand, quantity }),
    };
  }
  const demand = row.dailyOutflow * row.leadTimeDays;
  const quantity = Math.max(Math.ceil(demand + row.safety - position), 1);
  // A day's outflow to one decimal, as it is shown.
  const daily = Number(formatNumber(row.dailyOutflow, 1).replace(/,/g, ''));
  const outflow = {
    daily,
    days: REORDER_LIMITS.outflowDays,
    lead: row.leadTimeDays,
    safety: row.safety,
    onHand,
    quantity,
  };
  return {
    quantity,
    reasoning: onOrder
      ? message('reorder.fromOutflowOnOrder', { ...outflow, onOrder })
      : message('reorder.fromOutflow', outflow),
  };
}

/**
 * The products at or under their reorder point (the threshold when none is set), counting what is on
 * open purchase orders, with the quantity to buy and why, grouped by preferred supplier (a user with
 * the supplier role; others under "no supplier"). The most urgent first (fewest days of cover), at
 * most REORDER_LIMITS.suggestionsMax products. The outflow counts from `outflowSince` on.
 */
export async function reorderSuggestions(
  db: Db,
  query: { supplier?: string },
  outflowSince = outflowWindowStart(Date.now()),
): Promise<TReorderSuggestions> {
  const rows = await queryRows<DueRow>(
    db,
    sql`
    WITH due AS (
      SELECT p.id, p.product_name, p.sku, p.quantity AS on_hand, p.in_transit_quantity AS in_transit, p.price,
             coalesce(p.reorder_point, p.threshold_limit, 0) AS reorder_point, p.reorder_quantity, p.order_up_to,
             coalesce(p.lead_time_days, ${REORDER_LIMITS.defaultLeadTimeDays}) AS lead_time,
             coalesce(p.threshold_limit, 0) AS safety, p.supplier_id
      FROM products p
      -- products_reorder_gap_idx: the same expression.
      WHERE p.quantity - coalesce(p.reorder_point, p.threshold_limit, 0) <= 0
        ${query.supplier ? sql`AND p.supplier_id = ${query.supplier}` : sql``}
    ),
    -- The most urgent first: what is on order decides whether a product is due, its outflow how soon
    -- it runs out. Only the products listed go on to the price and supplier reads below.
    ranked AS (
      SELECT due.*, coalesce(o.n, 0) AS on_order, coalesce(f.n, 0) AS outflow,
             row_number() OVER (
               ORDER BY CASE WHEN coalesce(f.n, 0) > 0
                             THEN due.on_hand::numeric * ${REORDER_LIMITS.outflowDays} / f.n END NULLS LAST,
                        due.on_hand - due.reorder_point, due.product_name, due.id) AS urgency
      FROM due
      LEFT JOIN LATERAL (
        SELECT sum(l.quantity - l.received_quantity) AS n
        FROM purchase_order_lines l JOIN purchase_orders po ON po.id = l.purchase_order_id
        WHERE l.product_id = due.id AND po.status IN ${sqlLiteralList(PURCHASE_ORDER_OPEN_STATUSES)}
      ) o ON true
      LEFT JOIN LATERAL (
        SELECT -sum(m.delta) AS n FROM stock_movements m
        WHERE m.product_id = due.id AND ${outflowRows(outflowSince)}
      ) f ON true
      WHERE due.on_hand + coalesce(o.n, 0) <= due.reorder_point
      ORDER BY urgency
      LIMIT ${REORDER_LIMITS.suggestionsMax + 1}
    )
    SELECT ranked.id, ranked.product_name, ranked.sku, ranked.on_hand, ranked.in_transit, ranked.reorder_point,
           ranked.reorder_quantity, ranked.order_up_to, ranked.lead_time, ranked.safety, ranked.on_order,
           ranked.outflow, coalesce(lp.unit_price, ranked.price) AS unit_price,
           s.id AS supplier_id, s.name AS supplier_name
    FROM ranked
    LEFT JOIN LATERAL (
      SELECT l.unit_price FROM purchase_order_lines l JOIN purchase_orders po ON po.id = l.purchase_order_id
      WHERE l.product_id = ranked.id AND po.status <> 'cancelled'
      ORDER BY po.created_at DESC LIMIT 1
    ) lp ON true
    LEFT JOIN users s ON s.id = ranked.supplier_id AND s.role = 'supplier'
    ORDER BY ranked.urgency`,
  );
  const truncated = rows.length > REORDER_LIMITS.suggestionsMax;
  const groups = new Map<string, TReorderGroup>();
  for (const row of rows.slice(0, REORDER_LIMITS.suggestionsMax)) {
    const onOrder = Number(row.on_order);
    const outflow = Number(row.outflow);
    const daily = dailyOutflow(outflow);
    const { quantity, reasoning } = suggestQuantity({
      onHand: row.on_hand,
      onOrder,
      reorderQuantity: row.reorder_quantity,
      orderUpTo: row.order_up_to,
      dailyOutflow: daily,
      leadTimeDays: row.lead_time,
      safety: row.safety,
    });
    const unitPrice = Number(row.unit_price);
    const line: TReorderLine = {
      product: { id: row.id, productName: row.product_name, sku: row.sku },
      onHand: row.on_hand,
      inTransit: row.in_transit,
      onOrder,
      reorderPoint: row.reorder_point,
      dailyOutflow: Math.round(daily * 100) / 100,
      daysOfCover: daysOfCover(row.on_hand, outflow),
      leadTimeDays: row.lead_time,
      suggestedQuantity: quantity,
      unitPrice,
      value: roundMoney(quantity * unitPrice),
      reasoning: englishOf(reasoning),
      reasoningMessage: reasoning,
    };
    const key = row.supplier_id ?? '';
    const group = groups.get(key) ?? {
      supplier:
        row.supplier_id && row.supplier_name ? { id: row.supplier_id, name: row.supplier_name } : null,
      lines: [],
      totalValue: 0,
    };
    group.lines.push(line);
    group.totalValue = roundMoney(group.totalValue + line.value);
    groups.set(key, group);
  }
  // Suppliers by name; the products with no supplier last.
  const ordered = [...groups.values()].sort((a, b) =>
    !a.supplier ? 1 : !b.supplier ? -1 : a.supplier.name.localeCompare(b.supplier.name),
  );
  return { groups: ordered, total: Math.min(rows.length, REORDER_LIMITS.suggestionsMax), truncated };
}

/**
 * What the suggestions depend on besides the data: the supplier asked for and the outflow's window
 * (a minute at a time), so they can be kept per database snapshot (db/snapshot-cache.ts).
 */
export function reorderSuggestionsKey(query: { supplier?: string }, outflowSince: Date): string {
  return `reorder ${query.supplier ?? ''} ${outflowSince.toISOString()}`;
}
