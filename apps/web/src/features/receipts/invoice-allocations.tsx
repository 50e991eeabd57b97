import { Badge, Box, Group, NumberInput, Text } from '@mantine/core';
import { formatRupees, indiaDateFromToday, type TInvoiceSummary } from '@godown/shared';
import { formatCalendarDate } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { DocumentNumberLink } from '../../components/record-links';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { invoicePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { byDueDate, type InvoiceAmounts } from './receipt-form';

interface InvoiceAllocationsProps {
  /** The customer's issued invoices; undefined while they load. */
  invoices: TInvoiceSummary[] | undefined;
  isLoading: boolean;
  error: string | null;
  amounts: InvoiceAmounts;
  onChange: (invoiceId: string, amount: string | number) => void;
  /** Problems by field: `allocations`, `invoice.<id>`. */
  errors: Record<string, string>;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** "Due 12 Jun 2026", in red with Overdue once the day has passed. */
function DueDate({ dueDate, today }: { dueDate: string; today: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(dueDate)}
      </Text>
      {dueDate < today ? (
        <Badge size="xs" color="red" variant="light">
          {m.receipts_overdue()}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * A customer's issued invoices, the earliest due first, each with the rupees to allocate to it. What
 * an invoice still owes is the server's: it refuses more, naming the invoice and what it owes.
 */
export function InvoiceAllocations({
  invoices,
  isLoading,
  error,
  amounts,
  onChange,
  errors,
}: InvoiceAllocationsProps) {
  const today = indiaDateFromToday();
  const amountInput = (invoice: TInvoiceSummary) => (
    <NumberInput
      aria-label={m.receipts_amount_for({ number: invoice.number })}
      prefix="₹"
      min={0}
      decimalScale={2}
      thousandSeparator=","
      hideControls
      miw={130}
      value={amounts[invoice.id] ?? ''}
      onChange={(value) => onChange(invoice.id, value)}
      error={errors[`invoice.${invoice.id}`]}
    />
  );
  const columns: TableColumn<TInvoiceSummary>[] = [
    {
      id: 'number',
      header: m.receipts_invoice(),
      cellProps: NO_WRAP,
      cell: (invoice) => (
        <DocumentNumberLink to={invoicePath(invoice.id)}>{invoice.number}</DocumentNumberLink>
      ),
    },
    {
      id: 'date',
      header: m.receipts_invoice_date(),
      cellProps: NO_WRAP,
      cell: (invoice) => formatCalendarDate(invoice.invoiceDate),
    },
    {
      id: 'due',
      header: m.receipts_due_date(),
      cell: (invoice) => <DueDate dueDate={invoice.dueDate} today={today} />,
    },
    {
      id: 'total',
      header: m.receipts_invoice_total(),
      headerProps: RIGHT,
      cellProps: { ...RIGHT, ...NO_WRAP },
      cell: (invoice) => formatRupees(invoice.total),
    },
    { id: 'amount', header: m.receipts_allocate_amount(), headerProps: RIGHT, cell: amountInput },
  ];
  return (
    <Box role="group" aria-label={m.receipts_invoices_to_allocate()}>
      <ResponsiveTable
        rows={invoices ? byDueDate(invoices) : undefined}
        rowKey={(invoice) => invoice.id}
        columns={columns}
        minWidth={620}
        horizontalSpacing="sm"
        isFramed={false}
        isLoading={isLoading}
        loadingLabel={m.receipts_loading_invoices()}
        errors={[error]}
        isEmpty={(invoices?.length ?? 0) === 0}
        empty={
          <Text size="sm" c="dimmed">
            {m.receipts_no_invoices()}
          </Text>
        }
        isStale={false}
        card={(invoice) => (
          <RowCard name={invoice.number}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <DocumentNumberLink to={invoicePath(invoice.id)}>{invoice.number}</DocumentNumberLink>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(invoice.total)}
              </Text>
            </Group>
            <Group gap="lg" my="xs" align="flex-start">
              <LabeledValue label={m.receipts_invoice_date()} fw={500}>
                {formatCalendarDate(invoice.invoiceDate)}
              </LabeledValue>
              <LabeledValue label={m.receipts_due_date()} fw={500}>
                {formatCalendarDate(invoice.dueDate)}
              </LabeledValue>
              {invoice.dueDate < today ? (
                <Badge size="xs" color="red" variant="light" mt={4}>
                  {m.receipts_overdue()}
                </Badge>
              ) : null}
            </Group>
            {amountInput(invoice)}
          </RowCard>
        )}
      />
      <ErrorLine message={errors.allocations ?? null} />
    </Box>
  );
}
