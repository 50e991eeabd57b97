import { Anchor, Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatRupees, type TAgeing } from '@godown/shared';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { CustomerNameLink, DocumentNumberLink } from '../../components/record-links';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { customerLedgerPath, invoicePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { BUCKET_KEYS, bucketLabel, type AgeingRow } from './receivables-words';

/** A line of the ageing: a customer's, or (no customer) the totals of every customer. */
interface AgeingLine {
  customer: AgeingRow['customer'] | null;
  figures: TAgeing['totals'];
  oldestOverdue: AgeingRow['oldestOverdue'];
}

interface AgeingTableProps extends Omit<TableState, 'isEmpty'> {
  /** The page of the ageing; undefined while it loads. */
  ageing: TAgeing | undefined;
  /** One customer's ageing: their totals are theirs, not every customer's. */
  isOneCustomer: boolean;
}

const RIGHT = { ta: 'right' } as const;
const FIGURE = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** The page's customers, then the totals of all of them. */
function linesOf(ageing: TAgeing): AgeingLine[] {
  return [
    ...ageing.customers.map((row) => ({
      customer: row.customer,
      figures: row,
      oldestOverdue: row.oldestOverdue,
    })),
    { customer: null, figures: ageing.totals, oldestOverdue: null },
  ];
}

/** An amount, bold on the totals line, a dimmed dash for none. */
function Figure({ value, isTotal }: { value: number; isTotal: boolean }) {
  if (value === 0)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <Text span size="sm" fw={isTotal ? 700 : undefined}>
      {formatRupees(value)}
    </Text>
  );
}

/** What the totals line is called: every customer's, or one customer's total. */
const totalsName = (isOneCustomer: boolean) =>
  isOneCustomer ? m.receivables_total() : m.receivables_all_customers();

/** The customer (their page) with a link to their ledger; "All customers" on the totals line. */
function CustomerCell({ line, isOneCustomer }: { line: AgeingLine; isOneCustomer: boolean }) {
  if (!line.customer) return <Text fw={700}>{totalsName(isOneCustomer)}</Text>;
  return (
    <Stack gap={0}>
      <CustomerNameLink customer={line.customer} />
      <Anchor
        component={Link}
        to={customerLedgerPath(line.customer.id)}
        size="xs"
        aria-label={m.receivables_ledger_of({ customer: line.customer.name })}
      >
        {m.receivables_ledger()}
      </Anchor>
    </Stack>
  );
}

/** The customer's oldest overdue invoice (its page) and when it was due. */
function OldestOverdue({ oldest }: { oldest: AgeingLine['oldestOverdue'] }) {
  if (!oldest) return null;
  return (
    <Stack gap={0}>
      <DocumentNumberLink to={invoicePath(oldest.id)}>{oldest.number}</DocumentNumberLink>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {m.receivables_due_on({ date: formatCalendarDate(oldest.dueDate) })}
      </Text>
    </Stack>
  );
}

/**
 * What each customer owes by how long it is past due (not due, 1–30, 31–60, 61–90, over 90 days),
 * the total, what they have on account and their oldest overdue invoice; the totals of every
 * customer last. Cards on a phone.
 */
export function AgeingTable({ ageing, isOneCustomer, ...state }: AgeingTableProps) {
  const columns: TableColumn<AgeingLine>[] = [
    {
      id: 'customer',
      header: m.receivables_customer(),
      isFixed: true,
      cell: (line) => <CustomerCell line={line} isOneCustomer={isOneCustomer} />,
    },
    ...BUCKET_KEYS.map((key): TableColumn<AgeingLine> => ({
      id: key,
      header: bucketLabel(key),
      headerProps: { ...RIGHT, style: { whiteSpace: 'nowrap' } },
      cellProps: FIGURE,
      cell: (line) => <Figure value={line.figures[key]} isTotal={!line.customer} />,
    })),
    {
      id: 'outstanding',
      header: m.receivables_outstanding(),
      headerProps: RIGHT,
      cellProps: { ...FIGURE, fw: 700 },
      cell: (line) => formatRupees(line.figures.outstanding),
    },
    {
      id: 'onAccount',
      header: m.receivables_on_account(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      cell: (line) => <Figure value={line.figures.onAccount} isTotal={!line.customer} />,
    },
    {
      id: 'oldest',
      header: m.receivables_oldest_overdue(),
      cell: (line) => <OldestOverdue oldest={line.oldestOverdue} />,
    },
  ];
  const isEmpty = (ageing?.total ?? 0) === 0;
  return (
    <ResponsiveTable
      {...state}
      tableId="receivables-ageing"
      rows={ageing ? linesOf(ageing) : undefined}
      rowKey={(line) => line.customer?.id ?? 'totals'}
      columns={columns}
      minWidth={1000}
      horizontalSpacing="xs"
      isEmpty={isEmpty}
      card={(line) => (
        <RowCard name={line.customer?.name ?? totalsName(isOneCustomer)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <CustomerCell line={line} isOneCustomer={isOneCustomer} />
            </Box>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(line.figures.outstanding)}
            </Text>
          </Group>
          <SimpleGrid cols={3} spacing="xs" verticalSpacing={6} mt="xs">
            {BUCKET_KEYS.map((key) => (
              <LabeledValue key={key} label={bucketLabel(key)} fw={500}>
                {formatRupees(line.figures[key])}
              </LabeledValue>
            ))}
            <LabeledValue label={m.receivables_on_account()} fw={500}>
              {formatRupees(line.figures.onAccount)}
            </LabeledValue>
          </SimpleGrid>
          {line.oldestOverdue ? (
            <Group gap="xs" mt="xs">
              <Text size="xs" c="dimmed">
                {m.receivables_oldest_overdue()}
              </Text>
              <OldestOverdue oldest={line.oldestOverdue} />
            </Group>
          ) : null}
        </RowCard>
      )}
    />
  );
}
