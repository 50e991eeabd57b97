import { z } from 'zod';
import { zPaiseAmount, zText } from './fields.js';
import { rule } from './messages/rule.js';
import { PAYMENT_MODES, RECEIPT_LIMITS } from './receipts.js';
import { SALES_ORDER_LIMITS, zOrderLines } from './sales-orders.js';

// Counter sales (docs/domain.md#counter-sales): goods sold and handed over in the warehouse, in one
// step. One transaction takes the order, holds its units, picks them first-expiry-first-out, hands
// them over, issues the tax invoice and records what was paid there; if any step is refused,
// nothing of it is kept.

/** What the customer paid at the counter: the whole invoice unless an amount is given. */
export const zCounterPaymentSchema = z
  .strictObject({
    mode: z.enum(PAYMENT_MODES, { error: rule('receipt.modeOneOf') }),
    /** The UPI transaction id, the cheque's number, the bank's UTR. */
    reference: zText(RECEIPT_LIMITS.referenceMax, 'reference').optional(),
    amount: zPaiseAmount(RECEIPT_LIMITS.amountMax, 'amount').optional(),
  })
  .refine((body) => body.mode !== 'cheque' || Boolean(body.reference), {
    message: rule('receipt.chequeNumberRequired'),
    path: ['reference'],
  });
export type TCounterPayment = z.input<typeof zCounterPaymentSchema>;

/** Body of POST /counter-sales and POST /counter-sales/preview. */
export const zCounterSaleSchema = z.strictObject({
  customerId: z.uuid(rule('pricing.customerNotAnId')),
  inventoryId: z.uuid(rule('purchaseOrder.destinationNotAnId')),
  lines: zOrderLines,
  notes: zText(SALES_ORDER_LIMITS.notesMax, 'notes').optional(),
  payment: zCounterPaymentSchema.optional(),
  /** An admin's reason for selling on credit past the customer's limit (docs/domain.md#credit-limits). */
  overrideReason: zText(300, 'reason')
    .pipe(z.string().min(1, rule('salesOrder.overrideReasonRequired')))
    .optional(),
});
export type TCounterSale = z.input<typeof zCounterSaleSchema>;
