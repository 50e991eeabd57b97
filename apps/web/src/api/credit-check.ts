import { ApiError } from './client';

// The credit check (docs/domain.md#customers): the server refuses to confirm a sales order, or to
// sell at the counter on credit, when it would take the customer past their credit limit, or when a
// customer has an invoice over 90 days past due; an admin may go ahead anyway, with a reason.

/** The refusals of the credit check, by their message key. */
export const CREDIT_REFUSALS: ReadonlySet<string> = new Set([
  'salesOrder.creditLimit',
  'salesOrder.creditLimitOverdue',
  'salesOrder.overdue90',
  'counterSale.creditLimit',
  'counterSale.overdue90',
]);

/**
 * The credit check's refusal in the language of the page (the server's message, said from its key
 * and parameters), or null when the error is something else.
 */
export function creditRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.reason !== undefined && CREDIT_REFUSALS.has(error.reason) ? error.message : null;
}
