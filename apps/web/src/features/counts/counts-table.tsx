import { Box, Group, Text } from '@mantine/core';
import type { TCount } from '@godown/shared';
import { formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { CountNumber, CountScope, CountStatusBadge, VarianceUnits, VarianceValue } from './count-cells';
import { m } from '../../paraglide/messages.js';
import { countedOfLines, startedText } from './counts-figures';

interface CountsTableProps extends TableState {
  /** The page's counts; undefined while none are loaded. */
  counts: TCount[] | undefined;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** Who started the count and when, on two lines. */
function Started({ count }: { count: TCount }) {
  return (
    <div>
      <Text size="sm">{count.startedBy?.name ?? '—'}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(count.startedAt)}
      </Text>
    </div>
  );
}

/**
 * Stock counts, newest first: number (linking to the count), inventory, scope, status, who started
 * it and when, lines counted of all, and the variance in units and rupees. Cards on a phone.
 */
export function CountsTable({ counts, ...state }: CountsTableProps) {
  const columns: TableColumn<TCount>[] = [
    {
      id: 'number',
      header: m.counts_column_number(),
      sort: 'number',
      isFixed: true,
      cellProps: NO_WRAP,
      cell: (count) => <CountNumber count={count} />,
    },
    {
      id: 'inventory',
      header: m.counts_inventory(),
      sort: 'inventory',
      cell: (count) => count.inventory?.name ?? '—',
    },
    { id: 'scope', header: m.counts_column_scope(), cell: (count) => <CountScope count={count} /> },
    {
      id: 'status',
      header: m.counts_status(),
      sort: 'status',
      cell: (count) => <CountStatusBadge status={count.status} />,
    },
    {
      id: 'started',
      header: m.counts_column_started(),
      sort: 'startedAt',
      cell: (count) => <Started count={count} />,
    },
    {
      id: 'counted',
      header: m.counts_counted_lines(),
      headerProps: RIGHT,
      cellProps: { ...RIGHT, ...NO_WRAP },
      cell: (count) => countedOfLines(count),
    },
    {
      id: 'varianceUnits',
      header: m.counts_variance(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (count) => <VarianceUnits units={count.varianceUnits} />,
    },
    {
      id: 'varianceValue',
      header: m.counts_variance_rupees(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (count) => <VarianceValue value={count.varianceValue} />,
    },
  ];
  return (
    <ResponsiveTable
      {...state}
      tableId="counts"
      rows={counts}
      rowKey={(count) => count.id}
      columns={columns}
      minWidth={980}
      horizontalSpacing="md"
      card={(count) => (
        <RowCard name={m.counts_count_number({ number: count.number })}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <CountNumber count={count} />
              <Text size="sm">{count.inventory?.name ?? '—'}</Text>
            </Box>
            <CountStatusBadge status={count.status} />
          </Group>
          <Box mt={6}>
            <CountScope count={count} />
          </Box>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.counts_counted_lines()} fw={500}>
              {countedOfLines(count)}
            </LabeledValue>
            <LabeledValue label={m.counts_variance()}>
              <VarianceUnits units={count.varianceUnits} />
            </LabeledValue>
            <LabeledValue label={m.counts_variance_rupees()}>
              <VarianceValue value={count.varianceValue} />
            </LabeledValue>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {startedText(count)}
          </Text>
        </RowCard>
      )}
    />
  );
}
