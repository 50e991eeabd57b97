import { Box, Group, Text } from '@mantine/core';
import type { TCount } from '@godown/shared';
import { formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { CountNumber, CountScope, CountStatusBadge, VarianceUnits, VarianceValue } from './count-cells';
import { countedOfLines } from './counts-figures';

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
      header: 'Number',
      sort: 'number',
      isFixed: true,
      cellProps: NO_WRAP,
      cell: (count) => <CountNumber count={count} />,
    },
    {
      id: 'inventory',
      header: 'Inventory',
      sort: 'inventory',
      cell: (count) => count.inventory?.name ?? '—',
    },
    { id: 'scope', header: 'Scope', cell: (count) => <CountScope count={count} /> },
    {
      id: 'status',
      header: 'Status',
      sort: 'status',
      cell: (count) => <CountStatusBadge status={count.status} />,
    },
    { id: 'started', header: 'Started', sort: 'startedAt', cell: (count) => <Started count={count} /> },
    {
      id: 'counted',
      header: 'Counted lines',
      headerProps: RIGHT,
      cellProps: { ...RIGHT, ...NO_WRAP },
      cell: (count) => countedOfLines(count),
    },
    {
      id: 'varianceUnits',
      header: 'Variance',
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (count) => <VarianceUnits units={count.varianceUnits} />,
    },
    {
      id: 'varianceValue',
      header: 'Variance ₹',
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
        <RowCard name={`Count ${count.number}`}>
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
            <LabeledValue label="Counted lines" fw={500}>
              {countedOfLines(count)}
            </LabeledValue>
            <LabeledValue label="Variance">
              <VarianceUnits units={count.varianceUnits} />
            </LabeledValue>
            <LabeledValue label="Variance ₹">
              <VarianceValue value={count.varianceValue} />
            </LabeledValue>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {`Started ${formatDateTime(count.startedAt)}${count.startedBy ? ` by ${count.startedBy.name}` : ''}`}
          </Text>
        </RowCard>
      )}
    />
  );
}
