import { ApiError } from '../../api/client';

// The credit check on confirming a sales order (docs/domain.md#customers): the server refuses an
// order that would take its customer past their credit limit, or any order of a customer with an
// invoice over 90 days past due; an admin may confirm it anyway, with a reason.

/** The refusals of the credit check, by their message key. */
export const CREDIT_REFUSALS: ReadonlySet<string> = new Set([
  'salesOrder.creditLimit',
  'salesOrder.creditLimitOverdue',
  'salesOrder.overdue90',
]);

/**
 * The credit check's refusal in the language of the page (the server's message, said from its key
 * and parameters), or null when the error is something else.
 */
export function creditRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.reason !== undefined && CREDIT_REFUSALS.has(error.reason) ? error.message : null;
}
