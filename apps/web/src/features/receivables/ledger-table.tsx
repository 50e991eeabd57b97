import { Group, Text } from '@mantine/core';
import { formatRupees, type TLedger } from '@godown/shared';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { DocumentNumberLink } from '../../components/record-links';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { m } from '../../paraglide/messages.js';
import { balanceText, ledgerEntryLabel, ledgerEntryPath, type LedgerEntry } from './receivables-words';

/** A row of the ledger: the opening balance, an entry, or the closing balance. */
type LedgerRow =
  | { type: 'opening'; date: string | null; balance: number }
  | { type: 'entry'; entry: LedgerEntry }
  | { type: 'closing'; date: string; balance: number };

const RIGHT = { ta: 'right' } as const;
const FIGURE = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** The ledger's rows: the opening balance, each entry in date order, the closing balance. */
function rowsOf(ledger: TLedger): LedgerRow[] {
  return [
    { type: 'opening', date: ledger.from, balance: ledger.openingBalance },
    ...ledger.entries.map((entry) => ({ type: 'entry' as const, entry })),
    { type: 'closing', date: ledger.to, balance: ledger.closingBalance },
  ];
}

/** An amount, or nothing (a dimmed dash) where the column has none. */
function Amount({ value }: { value: number }) {
  if (value === 0)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return <>{formatRupees(value)}</>;
}

/** What a row is: the document's kind and number (linking to its page), or the balance it states. */
function Particulars({ row }: { row: LedgerRow }) {
  if (row.type === 'opening') return <Text fw={700}>{m.receivables_opening_balance()}</Text>;
  if (row.type === 'closing') return <Text fw={700}>{m.receivables_closing_balance()}</Text>;
  return (
    <Group gap="xs" wrap="wrap">
      <Text span size="sm">
        {ledgerEntryLabel(row.entry.kind)}
      </Text>
      <DocumentNumberLink to={ledgerEntryPath(row.entry)}>{row.entry.number}</DocumentNumberLink>
    </Group>
  );
}

const dateOf = (row: LedgerRow) => {
  const date = row.type === 'entry' ? row.entry.date : row.date;
  return date ? formatCalendarDate(date) : '—';
};
const balanceOf = (row: LedgerRow) => (row.type === 'entry' ? row.entry.balance : row.balance);
const keyOf = (row: LedgerRow, index: number) =>
  row.type === 'entry' ? `${row.entry.kind}-${row.entry.id}-${index}` : row.type;

/**
 * A customer's ledger: the opening balance, then each invoice, note, receipt and bounced cheque with
 * what it added (debit) or took off (credit) and the running balance, then the closing balance.
 * Cards on a phone.
 */
export function LedgerTable({ ledger, isStale }: { ledger: TLedger; isStale: boolean }) {
  const columns: TableColumn<LedgerRow>[] = [
    {
      id: 'date',
      header: m.receivables_date(),
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: dateOf,
    },
    { id: 'particulars', header: m.receivables_particulars(), cell: (row) => <Particulars row={row} /> },
    {
      id: 'debit',
      header: m.receivables_debit(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      cell: (row) => (row.type === 'entry' ? <Amount value={row.entry.debit} /> : null),
    },
    {
      id: 'credit',
      header: m.receivables_credit(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      cell: (row) => (row.type === 'entry' ? <Amount value={row.entry.credit} /> : null),
    },
    {
      id: 'balance',
      header: m.receivables_balance(),
      headerProps: RIGHT,
      cellProps: { ...FIGURE, fw: 600 },
      cell: (row) => balanceText(balanceOf(row)),
    },
  ];
  return (
    <ResponsiveTable
      rows={rowsOf(ledger)}
      rowKey={keyOf}
      columns={columns}
      minWidth={620}
      horizontalSpacing="sm"
      isEmpty={false}
      empty={null}
      isStale={isStale}
      card={(row) => (
        <RowCard
          name={
            row.type === 'entry'
              ? `${ledgerEntryLabel(row.entry.kind)} ${row.entry.number}`
              : row.type === 'opening'
                ? m.receivables_opening_balance()
                : m.receivables_closing_balance()
          }
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Particulars row={row} />
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {balanceText(balanceOf(row))}
            </Text>
          </Group>
          <Group gap="lg" mt="xs" align="flex-start">
            {row.type === 'opening' && !row.date ? null : (
              <LabeledValue label={m.receivables_date()} fw={500}>
                {dateOf(row)}
              </LabeledValue>
            )}
            {row.type === 'entry' && row.entry.debit !== 0 ? (
              <LabeledValue label={m.receivables_debit()} fw={500}>
                {formatRupees(row.entry.debit)}
              </LabeledValue>
            ) : null}
            {row.type === 'entry' && row.entry.credit !== 0 ? (
              <LabeledValue label={m.receivables_credit()} fw={500}>
                {formatRupees(row.entry.credit)}
              </LabeledValue>
            ) : null}
          </Group>
        </RowCard>
      )}
    />
  );
}
