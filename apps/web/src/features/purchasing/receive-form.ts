import {
  BATCH_MESSAGES,
  formatNumber,
  zReceiptLineSchema,
  type TPurchaseOrder,
  type TPurchaseOrderReceive,
  type TReceiptLine,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, numberOrZero, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

/**
 * One row of the Receive dialog: units of one product, of one batch. A product still to come starts
 * with one row holding all it still expects; "Add another batch" splits it over more rows.
 */
export interface ReceiveRow {
  /** Keeps the row (and its inputs) when another goes. */
  key: string;
  product: string;
  productName: string;
  /** Units of the product still to come on the order (shared by all its rows). */
  outstanding: number;
  quantity: NumberField;
  batchCode: string;
  /** YYYY-MM-DD, or null. */
  mfgDate: string | null;
  expiryDate: string | null;
}

/** Units of a line still to come: ordered less received. */
export function outstandingOf(line: TPurchaseOrder['lines'][number]): number {
  return Math.max(line.quantity - line.receivedQuantity, 0);
}

/** The dialog's first rows: one per line with units still to come, holding all of them, no batch yet. */
export function receiveRowsOf(order: TPurchaseOrder): ReceiveRow[] {
  return order.lines
    .filter((line) => outstandingOf(line) > 0)
    .map((line) => ({
      key: line.product.id,
      product: line.product.id,
      productName: line.product.productName,
      outstanding: outstandingOf(line),
      quantity: outstandingOf(line),
      batchCode: '',
      mfgDate: null,
      expiryDate: null,
    }));
}

/** Units the rows of `product` receive in all. */
function receivedOf(rows: readonly ReceiveRow[], product: string): number {
  return rows
    .filter((row) => row.product === product)
    .reduce((sum, row) => sum + numberOrZero(row.quantity), 0);
}

/**
 * A new row for another batch of the product of `rows[index]`, after that product's last row. It
 * starts with the units its rows leave still to come (none when they already take all of them).
 */
export function addBatchRow(rows: readonly ReceiveRow[], index: number, key: string): ReceiveRow[] {
  const source = rows[index];
  if (!source) return [...rows];
  const last = rows.findLastIndex((row) => row.product === source.product);
  const left = Math.max(source.outstanding - receivedOf(rows, source.product), 0);
  const row: ReceiveRow = {
    ...source,
    key,
    quantity: left > 0 ? left : '',
    batchCode: '',
    mfgDate: null,
    expiryDate: null,
  };
  return [...rows.slice(0, last + 1), row, ...rows.slice(last + 1)];
}

/** The rows that receive something: a quantity typed and not 0. */
const isReceived = (row: ReceiveRow) => !isBlank(row.quantity) && numberOrZero(row.quantity) !== 0;

/** A row as a receipt line: its units, and its batch when a code is given (with the dates given). */
function receiptLineOf(row: ReceiveRow): TReceiptLine {
  const line: TReceiptLine = { product: row.product, quantity: numberOrZero(row.quantity) };
  const code = row.batchCode.trim();
  if (code) {
    line.batch = { code };
    if (row.mfgDate) line.batch.mfgDate = row.mfgDate;
    if (row.expiryDate) line.batch.expiryDate = row.expiryDate;
  }
  return line;
}

/**
 * The body of `POST /purchase-orders/{id}/receive`: a line per row that receives units (a row left
 * empty or at 0 receives none of that product now), with its batch when a code is given.
 */
export function toReceiveBody(rows: readonly ReceiveRow[]): TPurchaseOrderReceive {
  return { lines: rows.filter(isReceived).map(receiptLineOf) };
}

/** The dialog's own errors, in the current language (read when an error is set). */
export const RECEIVE_MESSAGES = {
  get nothing() {
    return m.purchasing_receive_at_least_one_unit();
  },
  get codeForDates() {
    return m.purchasing_batch_code_for_dates();
  },
  get sameBatch() {
    return m.purchasing_same_batch_on_another_row();
  },
  tooMany: (outstanding: number) =>
    outstanding === 1
      ? m.purchasing_more_than_still_to_come_one({ count: formatNumber(outstanding, 0) })
      : m.purchasing_more_than_still_to_come_other({ count: formatNumber(outstanding, 0) }),
};

/** Maps a receipt line's error path (`batch.expiryDate`) to the row field that shows it. */
function rowFieldOf(path: string): string {
  if (path === 'batch.code') return 'batchCode';
  if (path.startsWith('batch.')) return path.slice('batch.'.length);
  return path;
}

/**
 * Field errors of the dialog (`rows.2.quantity`), by the shared receipt rules (whole units, a batch
 * code, expiry not before manufacture) and what the order says: no more of a product than is still
 * to come, each batch of a product on one row, dates only with a batch code, something received.
 */
export function receiveFormErrors(rows: readonly ReceiveRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const batches = new Set<string>();
  rows.forEach((row, index) => {
    const field = (name: string) => `rows.${index}.${name}`;
    if (isReceived(row)) {
      for (const [path, message] of Object.entries(schemaErrors(zReceiptLineSchema, receiptLineOf(row)))) {
        errors[field(rowFieldOf(path))] ??= message;
      }
    }
    const code = row.batchCode.trim();
    if (!code && (row.mfgDate || row.expiryDate)) errors[field('batchCode')] = RECEIVE_MESSAGES.codeForDates;
    const batch = `${row.product}\u0000${code}`;
    if (isReceived(row) && batches.has(batch)) {
      errors[field('batchCode')] ??= code
        ? RECEIVE_MESSAGES.sameBatch
        : localizeText(BATCH_MESSAGES.codeRequired);
    }
    if (isReceived(row)) batches.add(batch);
    if (receivedOf(rows, row.product) > row.outstanding && isReceived(row)) {
      errors[field('quantity')] ??= RECEIVE_MESSAGES.tooMany(row.outstanding);
    }
  });
  if (!rows.some(isReceived)) errors.rows = RECEIVE_MESSAGES.nothing;
  return errors;
}
