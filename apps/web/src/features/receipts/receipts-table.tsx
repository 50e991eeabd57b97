import { Box, Group, Text } from '@mantine/core';
import { formatRupees, type TReceipt } from '@godown/shared';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { CustomerNameLink } from '../../components/record-links';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { paymentModeLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import { OnAccount, ReceiptNumber, ReceiptStatusBadge } from './receipt-cells';

interface ReceiptsTableProps extends TableState {
  /** The page's receipts; undefined while none are loaded. */
  receipts: TReceipt[] | undefined;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;
const FIGURE = { ta: 'right', ...NO_WRAP } as const;

/** A reference in the monospace it is read in, or a dimmed dash. */
function Reference({ value }: { value: string | null }) {
  return (
    <Text span size="sm" ff={value ? 'monospace' : undefined} c={value ? undefined : 'dimmed'}>
      {value ?? '—'}
    </Text>
  );
}

/**
 * Receipts, the latest first: number, date, customer, mode, reference, amount, what is on account and
 * status (a bounced cheque in red). Cards on a phone.
 */
export function ReceiptsTable({ receipts, ...state }: ReceiptsTableProps) {
  const columns: TableColumn<TReceipt>[] = [
    {
      id: 'number',
      header: m.receipts_number(),
      isFixed: true,
      cellProps: NO_WRAP,
      cell: (receipt) => <ReceiptNumber receipt={receipt} />,
    },
    {
      id: 'date',
      header: m.receipts_date(),
      cellProps: NO_WRAP,
      cell: (receipt) => formatCalendarDate(receipt.receiptDate),
    },
    {
      id: 'customer',
      header: m.receipts_customer(),
      cell: (receipt) => <CustomerNameLink customer={receipt.customer} />,
    },
    {
      id: 'mode',
      header: m.receipts_mode(),
      cellProps: NO_WRAP,
      cell: (receipt) => paymentModeLabel(receipt.mode),
    },
    {
      id: 'reference',
      header: m.receipts_reference(),
      cell: (receipt) => <Reference value={receipt.reference} />,
    },
    {
      id: 'amount',
      header: m.receipts_amount(),
      headerProps: RIGHT,
      cellProps: { ...FIGURE, fw: 600 },
      cell: (receipt) => formatRupees(receipt.amount),
    },
    {
      id: 'onAccount',
      header: m.receipts_on_account(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      cell: (receipt) => <OnAccount amount={receipt.onAccount} />,
    },
    {
      id: 'status',
      header: m.receipts_status(),
      cellProps: NO_WRAP,
      cell: (receipt) => <ReceiptStatusBadge status={receipt.status} />,
    },
  ];
  return (
    <ResponsiveTable
      {...state}
      tableId="receipts"
      rows={receipts}
      rowKey={(receipt) => receipt.id}
      columns={columns}
      minWidth={900}
      horizontalSpacing="sm"
      card={(receipt) => (
        <RowCard name={m.receipts_receipt_number({ number: receipt.number })}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <ReceiptNumber receipt={receipt} />
              <Box>
                <CustomerNameLink customer={receipt.customer} />
              </Box>
            </Box>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(receipt.amount)}
            </Text>
          </Group>
          <Group gap="xs" mt={6}>
            <ReceiptStatusBadge status={receipt.status} />
          </Group>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.receipts_date()} fw={500}>
              {formatCalendarDate(receipt.receiptDate)}
            </LabeledValue>
            <LabeledValue label={m.receipts_mode()} fw={500}>
              {paymentModeLabel(receipt.mode)}
            </LabeledValue>
            {receipt.reference ? (
              <LabeledValue label={m.receipts_reference()} fw={500}>
                {receipt.reference}
              </LabeledValue>
            ) : null}
            <LabeledValue label={m.receipts_on_account()} fw={500}>
              <OnAccount amount={receipt.onAccount} />
            </LabeledValue>
          </Group>
        </RowCard>
      )}
    />
  );
}
