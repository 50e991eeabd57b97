import { Badge, Text } from '@mantine/core';
import type { InvoiceStatus, TInvoiceSummary } from '@godown/shared';
import { invoicePath } from '../../lib/paths';
import { CustomerNameLink, DocumentNumberLink } from '../../components/record-links';
import { invoiceStatusLabel } from './invoice-words';

// What the invoice list, its cards and an invoice's page show of an invoice, written once.

/** The invoice's status: Issued in teal, Cancelled in red. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge
      variant="light"
      color={status === 'cancelled' ? 'red' : 'teal'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {invoiceStatusLabel(status)}
    </Badge>
  );
}

/** The invoice's number, linking to its page. */
export function InvoiceNumber({ invoice }: { invoice: Pick<TInvoiceSummary, 'id' | 'number'> }) {
  return <DocumentNumberLink to={invoicePath(invoice.id)}>{invoice.number}</DocumentNumberLink>;
}

/** The invoice's customer, linking to their page. */
export function InvoiceCustomer({ customer }: { customer: TInvoiceSummary['customer'] }) {
  return <CustomerNameLink customer={customer} />;
}

/** A GSTIN, in the monospace it is read in. */
export function Gstin({ value, size = 'sm' }: { value: string | null; size?: 'xs' | 'sm' }) {
  if (!value)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <Text span size={size} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  );
}
