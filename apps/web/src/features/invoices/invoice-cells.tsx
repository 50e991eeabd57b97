import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { InvoiceStatus, TInvoiceSummary } from '@godown/shared';
import { invoicePath, transportPagePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
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

/**
 * Whom the invoice bills: its customer, linking to their page; or, on a transfer, the registration
 * receiving the goods, linking to the transport.
 */
export function InvoiceCustomer({ invoice }: { invoice: Pick<TInvoiceSummary, 'customer' | 'transfer'> }) {
  if (invoice.customer) return <CustomerNameLink customer={invoice.customer} />;
  if (!invoice.transfer) return null;
  return (
    <Anchor
      component={Link}
      to={transportPagePath(invoice.transfer.transport.id)}
      size="sm"
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {m.invoices_transfer_to({ name: invoice.transfer.recipient.name })}
    </Anchor>
  );
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
