import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { englishSql, paramsSql, type SqlParam } from '../../db/message-sql.js';
import { TODAY_IN_INDIA } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';

// A system alert for each issued invoice that has fallen past its due date unpaid (docs/domain.md#
// receipts-and-receivables), raised by the hourly system check; it resolves itself once the invoice
// is settled (paid, credited) or cancelled. Its words name the invoice and its due date, never the
// customer or the amount: under ROLE_POLICY=open every signed-in user reads alerts, and suppliers and
// drivers see no receivables.

const WORDS: Record<string, SqlParam> = {
  number: { value: sql`i.number` },
  due: { value: sql`to_char(i.due_date, 'YYYY-MM-DD')`, english: sql`to_char(i.due_date, 'DD Mon YYYY')` },
};

/** Raises the alerts of invoices now overdue and resolves those of invoices settled. Returns how many changed. */
export async function syncOverdueInvoiceAlerts(db: Db): Promise<number> {
  const resolved = await queryRows<{ id: string }>(
    db,
    sql`UPDATE alerts a SET resolved = true, resolved_at = now(), updated_at = now()
        WHERE a.is_system AND NOT a.resolved AND a.type = 'invoiceOverdue'
          AND NOT EXISTS (
            SELECT 1 FROM invoices i WHERE i.id::text = a.target_id AND i.status = 'issued' AND i.customer_id IS NOT NULL
              AND i.paid + i.credited < i.total + i.debited AND i.due_date < ${TODAY_IN_INDIA})
        RETURNING a.id`,
  );
  const raised = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO alerts (type, priority, is_system, target_id, affected_item, message_key, message_params,
                            message, description)
        SELECT 'invoiceOverdue', 'high', true, i.id::text, i.number, 'alert.invoiceOverdue', ${paramsSql(WORDS)},
               ${englishSql('alert.invoiceOverdue', WORDS)}, ${englishSql('alert.invoiceOverdue.description', {})}
        FROM invoices i
        WHERE i.status = 'issued' AND i.customer_id IS NOT NULL AND i.paid + i.credited < i.total + i.debited
          AND i.due_date < ${TODAY_IN_INDIA}
        ON CONFLICT (type, target_id) WHERE is_system AND NOT resolved DO NOTHING
        RETURNING id`,
  );
  return resolved.length + raised.length;
}
