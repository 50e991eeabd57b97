import type { ReceiptStatus } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// What the receipt screens say of a receipt, written once (how the money came, and its reference,
// are lib/labels.ts's: a counter sale's payment says them too).

/** A receipt's status: received, or a cheque that bounced. */
export function receiptStatusLabel(status: ReceiptStatus): string {
  return status === 'received' ? m.receipts_status_received() : m.receipts_status_bounced();
}
