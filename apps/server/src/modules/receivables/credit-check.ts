import { sql } from 'drizzle-orm';
import { indiaDateFromToday, toPaise, toRupees } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

// The credit check on confirming a sales order (docs/domain.md#credit-limits). Under the customer's
// lock (so two orders confirmed at once are judged one after the other): what they owe on their
// invoices less their money on account, plus what their confirmed orders have not yet billed, plus
// this order, against their credit limit; and no invoice more than 90 days past its due date. A
// refusal names the limit, what they owe and the oldest overdue invoice; an admin's override with a
// reason goes in the audit log.

/** Days past due after which a customer's orders wait, limit or not. */
const OVERDUE_DAYS_MAX = 90;

export interface CreditOverride {
  reason: string;
  actor: AuditActor;
}

/**
 * `counter`: a counter sale's check (docs/domain.md#counter-sales), made once its invoice is among
 * what the customer owes; its refusals name what is left unpaid instead of an order.
 */
export async function assertCredit(
  tx: Tx,
  order: { id: string; number: string; customerId: string; total: number },
  override: CreditOverride | null,
  counter: { unpaid: number } | null = null,
): Promise<void> {
  const [customer] = await queryRows<{ name: string; credit_limit: string | null }>(
    tx,
    sql`SELECT name, credit_limit FROM customers WHERE id = ${order.customerId} FOR UPDATE`,
  );
  const today = indiaDateFromToday();
  const [[owed], [account], [open], [oldest]] = await Promise.all([
    queryRows<{ owed: string }>(
      tx,
      sql`SELECT coalesce(sum(total + debited - credited - paid), 0) AS owed FROM invoices
          WHERE customer_id = ${order.customerId} AND status = 'issued' AND paid + credited < total + debited`,
    ),
    queryRows<{ on_account: string }>(
      tx,
      sql`SELECT coalesce(sum(amount - allocated), 0) AS on_account FROM receipts
          WHERE customer_id = ${order.customerId} AND status = 'received'`,
    ),
    queryRows<{ unbilled: string }>(
      tx,
      sql`SELECT coalesce(sum(l.amount - l.order_discount - l.invoiced_value), 0) AS unbilled
          FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
          WHERE o.customer_id = ${order.customerId} AND o.id <> ${order.id}
            AND o.status IN ('confirmed', 'partlyShipped', 'shipped', 'delivered')`,
    ),
    queryRows<{ number: string; due_date: string; days: number }>(
      tx,
      sql`SELECT number, due_date::text, ${today}::date - due_date AS days FROM invoices
          WHERE customer_id = ${order.customerId} AND status = 'issued' AND paid + credited < total + debited
            AND due_date < ${today}::date
          ORDER BY due_date, number LIMIT 1`,
    ),
  ]);
  const outstanding = toPaise(Number(owed?.owed ?? 0)) - toPaise(Number(account?.on_account ?? 0));
  const exposure = outstanding + toPaise(Number(open?.unbilled ?? 0)) + toPaise(order.total);
  const limit =
    customer?.credit_limit === null || customer === undefined ? null : toPaise(Number(customer.credit_limit));
  const overdue = oldest !== undefined && oldest.days > OVERDUE_DAYS_MAX;
  const pastLimit = limit !== null && exposure > limit;
  if (!overdue && !pastLimit) return;
  const said = {
    customer: customer!.name,
    outstanding: toRupees(outstanding),
    ...(oldest ? { oldest: oldest.number, oldestDue: oldest.due_date } : {}),
  };
  if (override) {
    await recordAudit(
      tx,
      override.actor,
      'salesOrder.creditOverride',
      { type: 'salesOrder', id: order.id, name: order.number },
      {
        reason: override.reason,
        customer: said.customer,
        limit: limit === null ? null : toRupees(limit),
        outstanding: said.outstanding,
        exposure: toRupees(exposure),
        oldestOverdue: oldest?.number ?? null,
      },
    );
    return;
  }
  if (counter) {
    const unpaid = {
      customer: said.customer,
      unpaid: toRupees(counter.unpaid),
      outstanding: said.outstanding,
    };
    if (overdue) {
      throw conflict('counterSale.overdue90', {
        ...unpaid,
        oldest: oldest.number,
        days: oldest.days,
        oldestDue: oldest.due_date,
      });
    }
    throw conflict('counterSale.creditLimit', {
      ...unpaid,
      exposure: toRupees(exposure),
      limit: toRupees(limit!),
    });
  }
  if (overdue) {
    throw conflict('salesOrder.overdue90', {
      customer: said.customer,
      outstanding: said.outstanding,
      oldest: oldest.number,
      days: oldest.days,
      oldestDue: oldest.due_date,
    });
  }
  const common = {
    number: order.number,
    order: order.total,
    customer: said.customer,
    exposure: toRupees(exposure),
    limit: toRupees(limit!),
    outstanding: said.outstanding,
  };
  if (oldest)
    throw conflict('salesOrder.creditLimitOverdue', {
      ...common,
      oldest: oldest.number,
      oldestDue: oldest.due_date,
    });
  throw conflict('salesOrder.creditLimit', common);
}
