import { Box, Group, Text } from '@mantine/core';
import { formatNumber, formatRupees, OVERWORK_HOURS_LIMIT, type TOverworkedEmployee } from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { RoleBadge } from '../../components/role-badge';
import { RowCard } from '../../components/row-card';
import { m } from '../../paraglide/messages.js';
import { Dash, ExtraShiftTag } from './wage-cells';

interface OverworkedTableProps extends TableState {
  /** The page's employees; undefined while none are loaded. */
  employees: TOverworkedEmployee[] | undefined;
}

const RIGHT = { ta: 'right' } as const;

/**
 * The employees over the hours limit or on an extra shift: name, role, hours, extra shift, wage per
 * hour, shift, and email or phone (docs/domain.md#wages-and-months); cards on a phone.
 */
export function OverworkedTable({ employees, ...state }: OverworkedTableProps) {
  const columns: TableColumn<TOverworkedEmployee>[] = [
    { id: 'name', header: m.wages_name(), cellProps: { fw: 600 }, cell: (employee) => employee.name },
    { id: 'role', header: m.wages_role(), cell: (employee) => <RoleBadge role={employee.role} /> },
    {
      id: 'hoursThisMonth',
      header: m.wages_hours_this_month(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (employee) => <HoursThisMonth employee={employee} />,
    },
    {
      id: 'extraShift',
      header: m.wages_extra_shift(),
      cell: (employee) => (employee.extraShift ? <ExtraShiftTag /> : <Dash />),
    },
    {
      id: 'wagePerHour',
      header: m.wages_wage_per_hour_short(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', style: { whiteSpace: 'nowrap' } },
      cell: (employee) => formatRupees(employee.wagePerHour),
    },
    { id: 'shift', header: m.wages_shift(), cell: (employee) => employee.shift ?? <Dash /> },
    {
      id: 'contact',
      header: m.wages_contact(),
      cellProps: { style: { overflowWrap: 'anywhere' } },
      cell: (employee) => contactOf(employee) ?? <Dash />,
    },
  ];
  return (
    <ResponsiveTable
      {...state}
      rows={employees}
      rowKey={(employee) => employee._id}
      columns={columns}
      minWidth={900}
      horizontalSpacing="md"
      card={(employee) => (
        <RowCard name={employee.name}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{employee.name}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {contactOf(employee) ?? '—'}
              </Text>
            </div>
            <RoleBadge role={employee.role} />
          </Group>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.wages_hours_this_month()} fw={500}>
              <HoursThisMonth employee={employee} />
            </LabeledValue>
            <LabeledValue label={m.wages_wage_per_hour_short()} fw={500}>
              {formatRupees(employee.wagePerHour)}
            </LabeledValue>
            <LabeledValue label={m.wages_shift()} fw={500}>
              {employee.shift ?? '—'}
            </LabeledValue>
          </Group>
          {employee.extraShift ? (
            <Box mt="sm">
              <ExtraShiftTag />
            </Box>
          ) : null}
        </RowCard>
      )}
    />
  );
}

/** Email, else phone: the list shows one way to reach them. */
function contactOf(employee: TOverworkedEmployee): string | null {
  return employee.email ?? employee.phone;
}

/** The hours, and by how much they pass the limit. */
function HoursThisMonth({ employee }: { employee: TOverworkedEmployee }) {
  return (
    <>
      <Text span fw={600} size="sm">
        {formatNumber(employee.hoursThisMonth, 2)}
      </Text>
      {employee.hoursOver > 0 ? (
        <Text span display="block" size="xs" c="red.7">
          {m.wages_hours_over_limit({
            hours: formatNumber(employee.hoursOver, 2),
            limit: String(OVERWORK_HOURS_LIMIT),
          })}
        </Text>
      ) : null}
    </>
  );
}
