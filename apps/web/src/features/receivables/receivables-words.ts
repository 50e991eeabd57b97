import {
  AGEING_BUCKETS,
  formatRupees,
  type AgeingBucket,
  type LedgerEntryKind,
  type TAgeing,
  type TLedger,
} from '@godown/shared';
import { invoiceNotePath, invoicePath, receiptPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';

// What the ledger and the ageing say, written once: an entry's kind and page, a balance, a bucket.

export type LedgerEntry = TLedger['entries'][number];
export type AgeingRow = TAgeing['customers'][number];

/** The document an entry of the ledger is. */
export function ledgerEntryLabel(kind: LedgerEntryKind): string {
  switch (kind) {
    case 'invoice':
      return m.receivables_entry_invoice();
    case 'creditNote':
      return m.receivables_entry_credit_note();
    case 'debitNote':
      return m.receivables_entry_debit_note();
    case 'receipt':
      return m.receivables_entry_receipt();
    case 'bounce':
      return m.receivables_entry_bounce();
  }
}

/** The page of an entry's document: the invoice, the note, or the receipt (a bounce is its receipt's). */
export function ledgerEntryPath(entry: Pick<LedgerEntry, 'kind' | 'id'>): string {
  switch (entry.kind) {
    case 'invoice':
      return invoicePath(entry.id);
    case 'creditNote':
    case 'debitNote':
      return invoiceNotePath(entry.id);
    case 'receipt':
    case 'bounce':
      return receiptPath(entry.id);
  }
}

/** A balance: what the customer owes, or (below zero) the money of theirs on account. */
export function balanceText(balance: number): string {
  return balance < 0
    ? m.receivables_balance_on_account({ amount: formatRupees(-balance) })
    : formatRupees(balance);
}

/** The ageing's buckets, in order: not due, then by days past due. */
export const BUCKET_KEYS: readonly AgeingBucket[] = AGEING_BUCKETS.map((bucket) => bucket.key);

/** A bucket's name: "Not due", "1–30 days", …, "Over 90 days". */
export function bucketLabel(bucket: AgeingBucket): string {
  switch (bucket) {
    case 'notDue':
      return m.receivables_bucket_not_due();
    case 'days1to30':
      return m.receivables_bucket_1_30();
    case 'days31to60':
      return m.receivables_bucket_31_60();
    case 'days61to90':
      return m.receivables_bucket_61_90();
    case 'over90':
      return m.receivables_bucket_over_90();
  }
}

/** The ageing's totals by bucket, for its chart: each bucket's name, key and rupees. */
export function bucketTotals(
  totals: TAgeing['totals'],
): { key: AgeingBucket; label: string; amount: number }[] {
  return BUCKET_KEYS.map((key) => ({ key, label: bucketLabel(key), amount: totals[key] }));
}
