import {
  formatRupees,
  PAYMENT_MODES,
  SALES_ORDER_LIMITS,
  toPaise,
  toRupees,
  zCounterSaleSchema,
  type PaymentMode,
  type TCounterSale,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, numberOrZero, parseNumberField, type NumberField } from '../../lib/form-numbers';
import { saleChoiceErrors } from '../../lib/sale-form-errors';
import { m } from '../../paraglide/messages.js';

// The Counter sale form (docs/domain.md#counter-sales): the values as typed, the body they send,
// their errors, what the live preview asks, and what is paid and left of the invoice's total.

/** How the customer pays at the counter: not now (on credit), or by one of the modes. */
export type CounterPayment = 'credit' | PaymentMode;

/** The payment choices, not paid first. */
export const COUNTER_PAYMENTS: readonly CounterPayment[] = ['credit', ...PAYMENT_MODES];

/** One line as typed: `key` keeps its row when others go. */
export interface CounterSaleLineValues {
  key: string;
  product: string | null;
  quantity: NumberField;
}

/** The Counter sale form as typed. */
export interface CounterSaleFormValues {
  customerId: string | null;
  inventoryId: string | null;
  lines: CounterSaleLineValues[];
  notes: string;
  payment: CounterPayment;
  /** The UPI transaction id, the cheque's number, the bank's UTR (a payment's). */
  reference: string;
  /** Rupees paid; blank: the whole invoice. */
  amount: NumberField;
}

/** A new line: no product yet, one unit. */
export function emptyCounterSaleLine(key: string): CounterSaleLineValues {
  return { key, product: null, quantity: 1 };
}

/**
 * The empty form: one line to fill in, and not paid. Money is recorded only when the seller says how
 * it came, never by default.
 */
export function emptyCounterSaleValues(firstLineKey: string): CounterSaleFormValues {
  return {
    customerId: null,
    inventoryId: null,
    lines: [emptyCounterSaleLine(firstLineKey)],
    notes: '',
    payment: 'credit',
    reference: '',
    amount: '',
  };
}

/**
 * The body of `POST /counter-sales`: the customer, warehouse and lines always (an empty number reads
 * as 0, which the rules refuse); the trimmed notes when given; the payment unless on credit, with
 * its trimmed reference and its amount when typed (none: the whole invoice); an admin's reason for
 * going past the credit check when given.
 */
export function toCounterSaleBody(values: CounterSaleFormValues, overrideReason?: string): TCounterSale {
  const body: TCounterSale = {
    customerId: values.customerId ?? '',
    inventoryId: values.inventoryId ?? '',
    lines: values.lines.map((line) => ({
      product: line.product ?? '',
      quantity: numberOrZero(line.quantity),
    })),
  };
  const notes = values.notes.trim();
  if (notes) body.notes = notes;
  if (values.payment !== 'credit') {
    const reference = values.reference.trim();
    body.payment = {
      mode: values.payment,
      ...(reference ? { reference } : {}),
      ...(isBlank(values.amount) ? {} : { amount: numberOrZero(values.amount) }),
    };
  }
  if (overrideReason) body.overrideReason = overrideReason;
  return body;
}

/** The form's field of a body's path: the payment's fields stand on their own in the form. */
export function counterSaleField(path: string): string {
  return path.startsWith('payment.') ? path.slice('payment.'.length) : path;
}

/**
 * Field errors of the form by the shared counter sale rules (a customer, a warehouse, one to 200
 * lines of 1 to 1,000,000 units, a cheque's number, an amount to the paisa), plus what the body
 * cannot show: a line without a product, a product on two lines (shown on the second), and, once
 * the preview has said the invoice's `total`, an amount paid above it.
 */
export function counterSaleFormErrors(
  values: CounterSaleFormValues,
  total: number | null = null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(schemaErrors(zCounterSaleSchema, toCounterSaleBody(values)))) {
    errors[counterSaleField(path)] ??= message;
  }
  saleChoiceErrors(values, errors);
  const paid = values.payment === 'credit' ? undefined : parseNumberField(values.amount);
  if (!errors.amount && total !== null && paid !== undefined && toPaise(paid) > toPaise(total)) {
    errors.amount = m.invoices_counter_amount_over_total({ total: formatRupees(total) });
  }
  return errors;
}

/** The units of a line the preview can sell: a whole number from 1 to a line's limit. */
function sellableUnits(quantity: NumberField): number | null {
  const units = parseNumberField(quantity);
  return units !== undefined &&
    Number.isInteger(units) &&
    units >= 1 &&
    units <= SALES_ORDER_LIMITS.lineQuantityMax
    ? units
    : null;
}

/**
 * What the live preview asks (`POST /counter-sales/preview`): the customer, the warehouse and each
 * line with a product and units it can sell, a product once (its first line); null while any of
 * them is missing. The payment and notes are not asked: they do not change the invoice's lines, and
 * the preview checks neither.
 */
export function counterPreviewRequest(values: CounterSaleFormValues): TCounterSale | null {
  if (!values.customerId || !values.inventoryId) return null;
  const seen = new Set<string>();
  const lines: { product: string; quantity: number }[] = [];
  for (const line of values.lines) {
    const quantity = sellableUnits(line.quantity);
    if (!line.product || quantity === null || seen.has(line.product)) continue;
    seen.add(line.product);
    lines.push({ product: line.product, quantity });
  }
  return lines.length > 0 ? { customerId: values.customerId, inventoryId: values.inventoryId, lines } : null;
}

/** What is paid at the counter of an invoice's total, and what is left owed (rupees). */
export interface CounterSettlement {
  paid: number;
  left: number;
}

/**
 * What the payment chosen pays of the invoice's `total` and what it leaves owed: nothing on credit,
 * the whole total when no amount is typed; null when the amount is more than the total (the form
 * says so on the amount).
 */
export function counterSettlement(values: CounterSaleFormValues, total: number): CounterSettlement | null {
  const typed = parseNumberField(values.amount);
  const paid = values.payment === 'credit' ? 0 : typed === undefined ? toPaise(total) : toPaise(typed);
  const left = toPaise(total) - paid;
  return left < 0 ? null : { paid: toRupees(paid), left: toRupees(left) };
}

/**
 * What the payment does to the invoice's `total`, said under it: all paid now, all on credit, or
 * paid in part and the rest on credit (where the credit check applies); null when the amount is
 * more than the total.
 */
export function settlementLine(values: CounterSaleFormValues, total: number): string | null {
  const settlement = counterSettlement(values, total);
  if (settlement === null) return null;
  if (settlement.left === 0) return m.invoices_counter_paid_in_full({ total: formatRupees(total) });
  if (settlement.paid === 0) return m.invoices_counter_all_on_credit({ total: formatRupees(total) });
  return m.invoices_counter_part_paid({
    paid: formatRupees(settlement.paid),
    left: formatRupees(settlement.left),
  });
}
