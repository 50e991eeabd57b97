import { sql } from 'drizzle-orm';
import {
  EINVOICE_DOCUMENT_TYPES,
  EINVOICE_LIMITS,
  financialYearOf,
  toPaise,
  type EinvoiceDocumentKind,
  type TEinvoiceAnswerBody,
  type TEinvoiceCancellationBody,
  type TEinvoiceRecorded,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction, queryRows } from '../../db/transaction.js';
import { badRequest, conflict } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { readCancellations, readRegistrations, type PortalRegistration } from './einvoice-answers.js';

// Recording the portal's answers (docs/domain.md#e-invoices): all of an answer or none of it, each
// checked against the document it names, under the document's lock so two uploads of one answer
// record it once.

const KIND_OF_TYPE: Readonly<Record<string, EinvoiceDocumentKind>> = Object.fromEntries(
  Object.entries(EINVOICE_DOCUMENT_TYPES).map(([kind, type]) => [type, kind as EinvoiceDocumentKind]),
);

interface DocumentRow {
  id: string;
  number: string;
  status: 'issued' | 'cancelled';
  kind: 'b2b' | 'b2c';
  total: string;
}

/** The document the QR code names, locked: the seller's registration, its type, number and financial year. */
async function namedDocument(
  tx: Tx,
  registration: PortalRegistration,
): Promise<{ kind: EinvoiceDocumentKind; row: DocumentRow }> {
  const { document } = registration;
  const kind = KIND_OF_TYPE[document.docType];
  const year = financialYearOf(document.docDate);
  const [row] = kind
    ? await queryRows<DocumentRow>(
        tx,
        kind === 'invoice'
          ? sql`SELECT i.id, i.number, i.status, i.kind, i.total FROM invoices i
                JOIN gst_registrations g ON g.id = i.registration_id
                WHERE g.gstin = ${document.sellerGstin} AND i.financial_year = ${year}
                  AND upper(i.number) = ${document.docNo}
                FOR UPDATE OF i`
          : sql`SELECT n.id, n.number, i.status, i.kind, n.total FROM invoice_notes n
                JOIN invoices i ON i.id = n.invoice_id
                JOIN gst_registrations g ON g.id = n.registration_id
                WHERE g.gstin = ${document.sellerGstin} AND n.kind = ${kind} AND n.financial_year = ${year}
                  AND upper(n.number) = ${document.docNo}
                FOR UPDATE OF n`,
      )
    : [];
  if (!kind || !row) {
    throw conflict('einvoice.unknownDocument', {
      type: document.docType,
      number: document.docNo,
      gstin: document.sellerGstin,
    });
  }
  return { kind, row };
}

/**
 * POST /einvoices/answers: records each registration of the portal's answer on its document. The
 * same answer again changes nothing; any refusal leaves everything as it was.
 */
export async function recordAnswers(
  db: Db,
  body: TEinvoiceAnswerBody,
  actor: AuditActor,
): Promise<TEinvoiceRecorded> {
  const registrations = readRegistrations(body.answer);
  const seen = new Set<string>();
  for (const { document } of registrations) {
    const key = `${document.sellerGstin} ${document.docType} ${document.docNo}`;
    if (seen.has(key))
      throw badRequest({ reason: 'einvoice.answerTwice', params: { number: document.docNo } });
    seen.add(key);
  }
  return inTransaction(db, async (tx) => {
    const recorded: TEinvoiceRecorded['recorded'] = [];
    for (const registration of registrations) {
      const { kind, row } = await namedDocument(tx, registration);
      if (body.document && (body.document.kind !== kind || body.document.id !== row.id)) {
        const [expected] = await queryRows<{ number: string }>(
          tx,
          body.document.kind === 'invoice'
            ? sql`SELECT number FROM invoices WHERE id = ${body.document.id}`
            : sql`SELECT number FROM invoice_notes WHERE id = ${body.document.id}`,
        );
        throw conflict('einvoice.otherDocument', {
          number: row.number,
          expected: expected?.number ?? body.document.id,
        });
      }
      if (row.kind !== 'b2b') throw conflict('einvoice.notB2b', { number: row.number });
      if (row.status !== 'issued') throw conflict('einvoice.documentCancelled', { number: row.number });
      if (toPaise(registration.document.total) !== toPaise(Number(row.total))) {
        throw conflict('einvoice.totalDiffers', {
          number: row.number,
          answered: registration.document.total,
          total: Number(row.total),
        });
      }
      recorded.push(await recordOne(tx, kind, row, registration, actor));
    }
    return { recorded };
  });
}

/** The document's own copy of its registration's state, which the list of those awaiting an IRN reads. */
async function markDocument(
  tx: Tx,
  document: { invoiceId: string } | { noteId: string },
  state: 'active' | 'cancelled',
): Promise<void> {
  await tx.execute(
    'invoiceId' in document
      ? sql`UPDATE invoices SET einvoice_state = ${state} WHERE id = ${document.invoiceId}`
      : sql`UPDATE invoice_notes SET einvoice_state = ${state} WHERE id = ${document.noteId}`,
  );
}

async function recordOne(
  tx: Tx,
  kind: EinvoiceDocumentKind,
  row: DocumentRow,
  registration: PortalRegistration,
  actor: AuditActor,
): Promise<TEinvoiceRecorded['recorded'][number]> {
  const column = kind === 'invoice' ? sql`invoice_id` : sql`note_id`;
  const [live] = await queryRows<{ irn: string }>(
    tx,
    sql`SELECT irn FROM einvoice_registrations WHERE ${column} = ${row.id} AND status = 'active'`,
  );
  const result = { kind, id: row.id, number: row.number, irn: registration.irn };
  if (live?.irn === registration.irn) return { ...result, changed: false };
  if (live) throw conflict('einvoice.otherIrn', { number: row.number, irn: live.irn });
  const [elsewhere] = await queryRows<{ number: string }>(
    tx,
    sql`SELECT coalesce(i.number, n.number) AS number FROM einvoice_registrations r
        LEFT JOIN invoices i ON i.id = r.invoice_id LEFT JOIN invoice_notes n ON n.id = r.note_id
        WHERE r.irn = ${registration.irn}`,
  );
  if (elsewhere) throw conflict('einvoice.irnOnOther', { irn: registration.irn, number: elsewhere.number });
  await tx.execute(sql`
    INSERT INTO einvoice_registrations
      (${column}, irn, ack_no, ack_at, signed_qr_code, signed_invoice, recorded_by)
    VALUES (${row.id}, ${registration.irn}, ${registration.ackNo}, ${registration.ackAt},
            ${registration.signedQrCode}, ${registration.signedInvoice}, ${actor.id})`);
  await markDocument(tx, kind === 'invoice' ? { invoiceId: row.id } : { noteId: row.id }, 'active');
  await recordAudit(
    tx,
    actor,
    'einvoice.recorded',
    { type: kind === 'invoice' ? 'invoice' : 'note', id: row.id, name: row.number },
    { irn: registration.irn, ackNo: registration.ackNo },
  );
  return { ...result, changed: true };
}

/**
 * POST /einvoices/cancellations: records the portal's cancelling of IRNs, each within the 24 hours
 * it allows after the acknowledgement.
 */
export async function recordCancellations(
  db: Db,
  body: TEinvoiceCancellationBody,
  actor: AuditActor,
): Promise<TEinvoiceRecorded> {
  const cancellations = readCancellations(body.answer);
  return inTransaction(db, async (tx) => {
    const recorded: TEinvoiceRecorded['recorded'] = [];
    for (const cancellation of cancellations) {
      const [row] = await queryRows<{
        id: string;
        invoice_id: string | null;
        note_id: string | null;
        number: string;
        note_kind: 'credit' | 'debit' | null;
        status: 'active' | 'cancelled';
        ack_at: Date | string;
        cancelled_at: Date | string | null;
      }>(
        tx,
        sql`SELECT r.id, r.invoice_id, r.note_id, coalesce(i.number, n.number) AS number, n.kind AS note_kind, r.status,
                   r.ack_at, r.cancelled_at
            FROM einvoice_registrations r
            LEFT JOIN invoices i ON i.id = r.invoice_id LEFT JOIN invoice_notes n ON n.id = r.note_id
            WHERE r.irn = ${cancellation.irn} FOR UPDATE OF r`,
      );
      if (!row) throw conflict('einvoice.irnUnknown', { irn: cancellation.irn });
      const kind: EinvoiceDocumentKind = row.note_kind ?? 'invoice';
      const documentId = (row.invoice_id ?? row.note_id)!;
      const result = { kind, id: documentId, number: row.number, irn: cancellation.irn };
      if (row.status === 'cancelled') {
        if (new Date(row.cancelled_at!).getTime() === new Date(cancellation.cancelledAt).getTime()) {
          recorded.push({ ...result, changed: false });
          continue;
        }
        throw conflict('einvoice.irnAlreadyCancelled', {
          number: row.number,
          at: new Date(row.cancelled_at!).toISOString(),
        });
      }
      const ackAt = new Date(row.ack_at).getTime();
      const cancelledAt = new Date(cancellation.cancelledAt).getTime();
      if (cancelledAt < ackAt) {
        throw conflict('einvoice.cancelBeforeAck', { at: cancellation.cancelledAt, number: row.number });
      }
      const until = ackAt + EINVOICE_LIMITS.cancelHours * 3_600_000;
      if (cancelledAt > until) {
        throw conflict('einvoice.cancelWindowPassed', {
          number: row.number,
          until: new Date(until).toISOString(),
        });
      }
      await tx.execute(sql`
        UPDATE einvoice_registrations
        SET status = 'cancelled', cancelled_at = ${cancellation.cancelledAt}, cancel_reason = ${body.reason ?? null},
            cancel_remark = ${body.remark || null}, cancel_recorded_by = ${actor.id}
        WHERE id = ${row.id}`);
      // At most one IRN of a document is live (einvoice_registrations_*_active): it had this one.
      await markDocument(
        tx,
        row.invoice_id ? { invoiceId: row.invoice_id } : { noteId: row.note_id! },
        'cancelled',
      );
      await recordAudit(
        tx,
        actor,
        'einvoice.cancelled',
        { type: row.invoice_id ? 'invoice' : 'note', id: documentId, name: row.number },
        { irn: cancellation.irn, reason: body.reason ?? null },
      );
      recorded.push({ ...result, changed: true });
    }
    return { recorded };
  });
}
