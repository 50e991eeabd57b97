import { Badge, Text } from '@mantine/core';
import { formatRupees, type ReceiptStatus, type TReceipt } from '@godown/shared';
import { DocumentNumberLink } from '../../components/record-links';
import { receiptPath } from '../../lib/paths';
import { receiptStatusLabel } from './receipt-words';

// What the receipt list, its cards and a receipt's page show of a receipt, written once.

/** Received in teal; a bounced cheque in red. */
export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  return (
    <Badge
      variant="light"
      color={status === 'bounced' ? 'red' : 'teal'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {receiptStatusLabel(status)}
    </Badge>
  );
}

/** The receipt's number, linking to its page. */
export function ReceiptNumber({ receipt }: { receipt: Pick<TReceipt, 'id' | 'number'> }) {
  return <DocumentNumberLink to={receiptPath(receipt.id)}>{receipt.number}</DocumentNumberLink>;
}

/** What is on account: the amount, or a dimmed dash when nothing is. */
export function OnAccount({ amount }: { amount: number }) {
  if (amount === 0)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return <>{formatRupees(amount)}</>;
}
