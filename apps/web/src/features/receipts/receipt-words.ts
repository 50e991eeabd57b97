import type { PaymentMode, ReceiptStatus } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// What the receipt screens say of a receipt, written once.

/** How the money came: cash, UPI, cheque or bank transfer. */
export function paymentModeLabel(mode: PaymentMode): string {
  switch (mode) {
    case 'cash':
      return m.receipts_mode_cash();
    case 'upi':
      return m.receipts_mode_upi();
    case 'cheque':
      return m.receipts_mode_cheque();
    case 'bankTransfer':
      return m.receipts_mode_bank_transfer();
  }
}

/** What the reference of a mode is: the UPI transaction id, the cheque's number, the bank's UTR. */
export function referenceLabel(mode: PaymentMode): string {
  switch (mode) {
    case 'upi':
      return m.receipts_reference_upi();
    case 'cheque':
      return m.receipts_reference_cheque();
    case 'bankTransfer':
      return m.receipts_reference_bank();
    case 'cash':
      return m.receipts_reference();
  }
}

/** A receipt's status: received, or a cheque that bounced. */
export function receiptStatusLabel(status: ReceiptStatus): string {
  return status === 'received' ? m.receipts_status_received() : m.receipts_status_bounced();
}
