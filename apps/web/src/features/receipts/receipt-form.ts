import {
  formatRupees,
  zReceiptAllocateSchema,
  zReceiptCreateSchema,
  type PaymentMode,
  type TInvoiceSummary,
  type TReceiptAllocate,
  type TReceiptCreate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, parseNumberField, type NumberField } from '../../lib/form-numbers';
import { m } from '../../paraglide/messages.js';

// The New receipt form and the Allocate form (docs/domain.md#receipts-and-receivables): how the
// money is allocated, the request each sends, checked as the server checks it. What an invoice still
// owes is the server's to say: it refuses an allocation larger than that, in words.

/** How a new receipt is allocated: oldest due first (the server's), to chosen invoices, or none. */
export const ALLOCATION_CHOICES = ['oldest', 'chosen', 'onAccount'] as const;
export type AllocationChoice = (typeof ALLOCATION_CHOICES)[number];

/** Rupees typed against each invoice, by invoice id. */
export type InvoiceAmounts = Readonly<Record<string, NumberField>>;

/** What the New receipt form holds. */
export interface ReceiptFormValues {
  customerId: string | null;
  mode: PaymentMode;
  reference: string;
  amount: NumberField;
  /** YYYY-MM-DD; null: today. */
  receiptDate: string | null;
  notes: string;
  allocation: AllocationChoice;
  amounts: InvoiceAmounts;
}

/** The form as it opens, for the customer the address names (if any). */
export function initialReceiptValues(customerId: string | null): ReceiptFormValues {
  return {
    customerId,
    mode: 'upi',
    reference: '',
    amount: '',
    receiptDate: null,
    notes: '',
    allocation: 'oldest',
    amounts: {},
  };
}

type Errors = Record<string, string>;
type Outcome<T> = { body: T; errors?: undefined } | { body?: undefined; errors: Errors };

/** The invoices and amounts typed (blank ones left out), in the list's order. */
export function allocationsOf(amounts: InvoiceAmounts): { invoiceId: string; amount: number }[] {
  return Object.entries(amounts)
    .filter(([, amount]) => !isBlank(amount))
    .map(([invoiceId, amount]) => ({ invoiceId, amount: parseNumberField(amount) ?? 0 }));
}

/** The sum of allocations in rupees, added in paise (so ₹0.10 + ₹0.20 is ₹0.30). */
export function allocatedTotal(allocations: readonly { amount: number }[]): number {
  return allocations.reduce((paise, a) => paise + Math.round(a.amount * 100), 0) / 100;
}

/** A schema's errors with an allocation's problem under its own invoice (`invoice.<id>`). */
function withInvoiceErrors(found: Errors, allocations: readonly { invoiceId: string }[]): Errors {
  const errors: Errors = {};
  for (const [path, message] of Object.entries(found)) {
    const index = /^allocations\.(\d+)\./.exec(path)?.[1];
    const invoiceId = index === undefined ? undefined : allocations[Number(index)]?.invoiceId;
    errors[invoiceId === undefined ? path : `invoice.${invoiceId}`] ??= message;
  }
  return errors;
}

/** Allocations typed on the chosen invoices: at least one, and together no more than `available`. */
function checkedAllocations(
  amounts: InvoiceAmounts,
  available: number | undefined,
): Outcome<{ invoiceId: string; amount: number }[]> {
  const allocations = allocationsOf(amounts);
  if (allocations.length === 0) return { errors: { allocations: m.receipts_allocation_required() } };
  const total = allocatedTotal(allocations);
  if (available !== undefined && total > available) {
    return {
      errors: {
        allocations: m.receipts_allocation_too_much({
          allocated: formatRupees(total),
          available: formatRupees(available),
        }),
      },
    };
  }
  return { body: allocations };
}

/** The New receipt request, or the errors to show by field. */
export function receiptRequest(values: ReceiptFormValues): Outcome<TReceiptCreate> {
  const errors: Errors = {};
  if (!values.customerId) errors.customerId = m.receipts_customer_required();
  const amount = parseNumberField(values.amount);
  if (amount === undefined) errors.amount = m.receipts_amount_required();
  const reference = values.reference.trim();
  const body: TReceiptCreate = {
    customerId: values.customerId ?? '',
    mode: values.mode,
    amount: amount ?? 0,
    ...(reference ? { reference } : {}),
    ...(values.receiptDate ? { receiptDate: values.receiptDate } : {}),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  };
  if (values.allocation === 'onAccount') body.allocations = [];
  if (values.allocation === 'chosen') {
    const chosen = checkedAllocations(values.amounts, amount);
    if (chosen.errors) Object.assign(errors, chosen.errors);
    else body.allocations = chosen.body;
  }
  const found = withInvoiceErrors(schemaErrors(zReceiptCreateSchema, body), body.allocations ?? []);
  // The form's own words first (a missing customer, no amount), then the server's rules.
  for (const [path, message] of Object.entries(found)) errors[path] ??= message;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** The Allocate request for what is on account (`available`), or the errors to show. */
export function allocateRequest(amounts: InvoiceAmounts, available: number): Outcome<TReceiptAllocate> {
  const chosen = checkedAllocations(amounts, available);
  if (chosen.errors) return chosen;
  const body = { allocations: chosen.body };
  const errors = withInvoiceErrors(schemaErrors(zReceiptAllocateSchema, body), body.allocations);
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** A customer's invoices to allocate to, the earliest due first (then the earliest dated). */
export function byDueDate<T extends Pick<TInvoiceSummary, 'dueDate' | 'invoiceDate' | 'number'>>(
  invoices: readonly T[],
): T[] {
  return [...invoices].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.invoiceDate.localeCompare(b.invoiceDate) ||
      a.number.localeCompare(b.number),
  );
}
