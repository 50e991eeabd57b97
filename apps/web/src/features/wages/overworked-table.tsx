import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatNumber, formatRupees, OVERWORK_HOURS_LIMIT, type TOverworkedEmployee } from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import { RoleBadge } from '../../components/role-badge';
import { Dash, ExtraShiftTag } from './wage-cells';
import { RowCard } from '../../components/row-card';

interface OverworkedTableProps {
  employees: TOverworkedEmployee[];
  /** The rows belong to the previous search or page while the next one loads. */
  isStale: boolean;
}

/** The overworked employees (spec: name, role, hours, extra shift, wage per hour, shift, email or phone). */
export function OverworkedTable({ employees, isStale }: OverworkedTableProps) {
  return (
    <Box style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th ta="right">Hours this month</Table.Th>
                <Table.Th>Extra shift</Table.Th>
                <Table.Th ta="right">Wage / hour</Table.Th>
                <Table.Th>Shift</Table.Th>
                <Table.Th>Contact</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {employees.map((employee) => (
                <Table.Tr key={employee._id}>
                  <Table.Td fw={600}>{employee.name}</Table.Td>
                  <Table.Td>
                    <RoleBadge role={employee.role} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <HoursThisMonth employee={employee} />
                  </Table.Td>
                  <Table.Td>{employee.extraShift ? <ExtraShiftTag /> : <Dash />}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(employee.wagePerHour)}
                  </Table.Td>
                  <Table.Td>{employee.shift ?? <Dash />}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{contactOf(employee) ?? <Dash />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Stack gap="sm" hiddenFrom="sm">
        {employees.map((employee) => (
          <RowCard key={employee._id} name={employee.name}>
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
              <LabeledValue label="Hours this month" fw={500}>
                <HoursThisMonth employee={employee} />
              </LabeledValue>
              <LabeledValue label="Wage / hour" fw={500}>
                {formatRupees(employee.wagePerHour)}
              </LabeledValue>
              <LabeledValue label="Shift" fw={500}>
                {employee.shift ?? '—'}
              </LabeledValue>
            </Group>
            {employee.extraShift ? (
              <Box mt="sm">
                <ExtraShiftTag />
              </Box>
            ) : null}
          </RowCard>
        ))}
      </Stack>
    </Box>
  );
}

/** Email, else phone (spec: "email or phone"). */
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
          {`${formatNumber(employee.hoursOver, 2)} over ${OVERWORK_HOURS_LIMIT}`}
        </Text>
      ) : null}
    </>
  );
}
