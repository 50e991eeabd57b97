import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TWageRecord } from '@godown/shared';
import { ActiveBadge } from '../../components/active-badge';
import { formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { RoleBadge } from '../../components/role-badge';
import { RowCard } from '../../components/row-card';
import { m } from '../../paraglide/messages.js';
import { Dash, ExtraShiftTag, OverworkedTag } from './wage-cells';

interface WageRecordsTableProps extends TableState {
  /** The page's records; undefined while none are loaded. */
  records: TWageRecord[] | undefined;
  /** Given to admins only: an Edit button on every row. */
  onEdit?: (record: TWageRecord) => void;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A month's wage records: employee, hours, rate, total, tags, status, when; cards on a phone. */
export function WageRecordsTable({ records, onEdit, ...state }: WageRecordsTableProps) {
  const editButton = (record: TWageRecord) =>
    onEdit ? (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEdit size={14} />}
        onClick={() => onEdit(record)}
        aria-label={m.wages_edit_name({ name: record.employeeName })}
      >
        {m.wages_edit()}
      </Button>
    ) : null;
  const columns: TableColumn<TWageRecord>[] = [
    {
      id: 'employee',
      header: m.wages_employee(),
      sort: 'employee',
      isFixed: true,
      cell: (record) => <Employee record={record} />,
    },
    {
      id: 'hoursWorked',
      header: m.wages_hours_worked(),
      sort: 'hoursWorked',
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (record) => formatNumber(record.hoursWorked, 2),
    },
    {
      id: 'wagePerHour',
      header: m.wages_wage_per_hour_short(),
      sort: 'wagePerHour',
      headerProps: RIGHT,
      cellProps: { ta: 'right', style: NO_WRAP },
      cell: (record) => formatRupees(record.wagePerHour),
    },
    {
      id: 'total',
      header: m.wages_total(),
      sort: 'total',
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 700, style: NO_WRAP },
      cell: (record) => formatRupees(record.totalSalary),
    },
    {
      id: 'extraShift',
      header: m.wages_extra_shift(),
      cell: (record) => (record.extraShift ? <ExtraShiftTag /> : <Dash />),
    },
    {
      id: 'overworked',
      header: m.wages_overworked(),
      cell: (record) => (record.overworked ? <OverworkedTag /> : <Dash />),
    },
    { id: 'status', header: m.wages_status(), cell: (record) => <ActiveBadge isActive={record.active} /> },
    {
      id: 'calculatedAt',
      header: m.wages_calculated_at(),
      sort: 'calculatedAt',
      cellProps: { style: NO_WRAP },
      cell: (record) => formatDateTime(record.calculatedAt),
    },
  ];
  if (onEdit) {
    columns.push({
      id: 'actions',
      header: m.wages_actions(),
      isFixed: true,
      headerProps: RIGHT,
      cell: (record) => <Group justify="flex-end">{editButton(record)}</Group>,
    });
  }
  return (
    <ResponsiveTable
      {...state}
      tableId="wages"
      rows={records}
      rowKey={(record) => record._id}
      columns={columns}
      minWidth={onEdit ? 1100 : 1000}
      horizontalSpacing="md"
      card={(record) => (
        <RowCard name={record.employeeName}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Employee record={record} />
            <Text fw={700} style={NO_WRAP}>
              {formatRupees(record.totalSalary)}
            </Text>
          </Group>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.wages_hours_worked()} fw={500}>
              {formatNumber(record.hoursWorked, 2)}
            </LabeledValue>
            <LabeledValue label={m.wages_wage_per_hour_short()} fw={500}>
              {formatRupees(record.wagePerHour)}
            </LabeledValue>
            <LabeledValue label={m.wages_calculated_at()} fw={500}>
              {formatDateTime(record.calculatedAt)}
            </LabeledValue>
          </Group>
          <Group gap="xs" mt="sm">
            <ActiveBadge isActive={record.active} />
            {record.extraShift ? <ExtraShiftTag /> : null}
            {record.overworked ? <OverworkedTag /> : null}
          </Group>
          {onEdit ? <Box mt="sm">{editButton(record)}</Box> : null}
        </RowCard>
      )}
    />
  );
}

/** The employee's name with their role under it. */
function Employee({ record }: { record: TWageRecord }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text fw={600} size="sm">
        {record.employeeName}
      </Text>
      <RoleBadge role={record.role} size="xs" />
    </Stack>
  );
}
