import { sql } from 'drizzle-orm';
import { EINVOICE_LIMITS, type TEinvoiceRecord } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';

// A document's registration with the e-invoice portal, as the invoice and note pages and the
// printouts show it (docs/domain.md#e-invoices).

export interface RecordRow {
  irn: string;
  ack_no: string;
  ack_at: Date | string;
  signed_qr_code: string;
  status: 'active' | 'cancelled';
  cancelled_at: Date | string | null;
  recorded_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export function recordAnswer(row: RecordRow): TEinvoiceRecord {
  return {
    irn: row.irn,
    ackNo: row.ack_no,
    ackDate: iso(row.ack_at),
    signedQrCode: row.signed_qr_code,
    status: row.status,
    cancellableUntil: new Date(
      new Date(row.ack_at).getTime() + EINVOICE_LIMITS.cancelHours * 3_600_000,
    ).toISOString(),
    cancelledAt: row.cancelled_at ? iso(row.cancelled_at) : null,
    recordedAt: iso(row.recorded_at),
  };
}

export const RECORD_COLUMNS = sql`r.irn, r.ack_no, r.ack_at, r.signed_qr_code, r.status, r.cancelled_at, r.recorded_at`;

/** A document's registration with the portal: the live one, else the last cancelled; null: none. */
export async function einvoiceRecordOf(
  db: Db | Tx,
  document: { invoiceId: string } | { noteId: string },
): Promise<TEinvoiceRecord | null> {
  const where =
    'invoiceId' in document ? sql`r.invoice_id = ${document.invoiceId}` : sql`r.note_id = ${document.noteId}`;
  const [row] = await queryRows<RecordRow>(
    db,
    sql`SELECT ${RECORD_COLUMNS} FROM einvoice_registrations r WHERE ${where}
        ORDER BY (r.status = 'active') DESC, r.recorded_at DESC LIMIT 1`,
  );
  return row ? recordAnswer(row) : null;
}
