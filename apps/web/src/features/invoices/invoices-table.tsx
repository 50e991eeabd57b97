import { Box, Group, Text } from '@mantine/core';
import { formatRupees, type TInvoiceSummary } from '@godown/shared';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { m } from '../../paraglide/messages.js';
import { Gstin, InvoiceCustomer, InvoiceNumber, InvoiceStatusBadge } from './invoice-cells';
import { supplyLabel, taxOf } from './invoice-words';

interface InvoicesTableProps extends TableState {
  /** The page's invoices; undefined while none are loaded. */
  invoices: TInvoiceSummary[] | undefined;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;
const FIGURE = { ta: 'right', ...NO_WRAP } as const;

/**
 * Invoices, the latest date first: number, date, customer, the GSTIN billing it, supply, taxable
 * value (hidden until chosen), tax, total, what it still owes and status (Cancelled in red). Cards
 * on a phone.
 */
export function InvoicesTable({ invoices, ...state }: InvoicesTableProps) {
  const columns: TableColumn<TInvoiceSummary>[] = [
    {
      id: 'number',
      header: m.invoices_number(),
      isFixed: true,
      cellProps: NO_WRAP,
      cell: (invoice) => <InvoiceNumber invoice={invoice} />,
    },
    {
      id: 'date',
      header: m.invoices_date(),
      cellProps: NO_WRAP,
      cell: (invoice) => formatCalendarDate(invoice.invoiceDate),
    },
    {
      id: 'customer',
      header: m.invoices_customer(),
      cell: (invoice) => <InvoiceCustomer invoice={invoice} />,
    },
    {
      id: 'gstin',
      header: m.invoices_gstin(),
      cell: (invoice) => <Gstin value={invoice.registration.gstin} />,
    },
    {
      id: 'supply',
      header: m.invoices_supply(),
      cellProps: NO_WRAP,
      cell: (invoice) => supplyLabel(invoice.supply),
    },
    {
      id: 'taxable',
      // The tax and the total say enough in the list; the chooser shows it.
      isHiddenByDefault: true,
      header: m.invoices_taxable(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      cell: (invoice) => formatRupees(invoice.taxable),
    },
    {
      id: 'tax',
      header: m.invoices_tax(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      cell: (invoice) => formatRupees(taxOf(invoice)),
    },
    {
      id: 'total',
      header: m.invoices_total(),
      headerProps: RIGHT,
      cellProps: { ...FIGURE, fw: 600 },
      cell: (invoice) => formatRupees(invoice.total),
    },
    {
      id: 'balance',
      header: m.invoices_balance(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      // A cancelled invoice and a transfer between the company's registrations are owed by nobody.
      cell: (invoice) =>
        invoice.status === 'issued' && invoice.customer ? formatRupees(invoice.balance) : '—',
    },
    {
      id: 'status',
      header: m.invoices_status(),
      cellProps: NO_WRAP,
      cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    },
  ];
  return (
    <ResponsiveTable
      {...state}
      tableId="invoices"
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      columns={columns}
      minWidth={920}
      horizontalSpacing="sm"
      card={(invoice) => (
        <RowCard name={m.invoices_invoice_number({ number: invoice.number })}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <InvoiceNumber invoice={invoice} />
              <Box>
                <InvoiceCustomer invoice={invoice} />
              </Box>
            </Box>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(invoice.total)}
            </Text>
          </Group>
          <Group gap="xs" mt={6}>
            <InvoiceStatusBadge status={invoice.status} />
          </Group>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.invoices_date()} fw={500}>
              {formatCalendarDate(invoice.invoiceDate)}
            </LabeledValue>
            <LabeledValue label={m.invoices_supply()} fw={500}>
              {supplyLabel(invoice.supply)}
            </LabeledValue>
            <LabeledValue label={m.invoices_tax()} fw={500}>
              {formatRupees(taxOf(invoice))}
            </LabeledValue>
            {invoice.status === 'issued' && invoice.customer ? (
              <LabeledValue label={m.invoices_balance()} fw={500}>
                {formatRupees(invoice.balance)}
              </LabeledValue>
            ) : null}
            <LabeledValue label={m.invoices_gstin()} fw={500}>
              <Gstin value={invoice.registration.gstin} size="xs" />
            </LabeledValue>
          </Group>
        </RowCard>
      )}
    />
  );
}
