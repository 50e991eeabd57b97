import { Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TWageRecord } from '@godown/shared';
import { ActiveBadge } from '../../components/active-badge';
import { LabeledValue } from '../../components/labeled-value';
import { RoleBadge } from '../../components/role-badge';
import { Dash, ExtraShiftTag, formatCalculatedAt, OverworkedTag } from './wage-cells';
import { RowCard } from '../../components/row-card';

interface WageRecordsTableProps {
  records: TWageRecord[];
  /** Given to admins only: an Edit button on every row. */
  onEdit?: (record: TWageRecord) => void;
  /** The rows belong to the previous month, search or page while the next one loads. */
  isStale: boolean;
}

/** A month's wage records: employee, hours, rate, total, tags, status, when; cards on a phone. */
export function WageRecordsTable({ records, onEdit, isStale }: WageRecordsTableProps) {
  const editButton = (record: TWageRecord) =>
    onEdit ? (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEdit size={14} />}
        onClick={() => onEdit(record)}
        aria-label={`Edit ${record.employeeName}`}
      >
        Edit
      </Button>
    ) : null;
  return (
    <Box style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={onEdit ? 1100 : 1000}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th ta="right">Hours worked</Table.Th>
                <Table.Th ta="right">Wage / hour</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Extra shift</Table.Th>
                <Table.Th>Overworked</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Calculated at</Table.Th>
                {onEdit ? <Table.Th ta="right">Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((record) => (
                <Table.Tr key={record._id}>
                  <Table.Td>
                    <Employee record={record} />
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(record.hoursWorked, 2)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(record.wagePerHour)}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(record.totalSalary)}
                  </Table.Td>
                  <Table.Td>{record.extraShift ? <ExtraShiftTag /> : <Dash />}</Table.Td>
                  <Table.Td>{record.overworked ? <OverworkedTag /> : <Dash />}</Table.Td>
                  <Table.Td>
                    <ActiveBadge isActive={record.active} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatCalculatedAt(record.calculatedAt)}
                  </Table.Td>
                  {onEdit ? (
                    <Table.Td>
                      <Group justify="flex-end">{editButton(record)}</Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Stack gap="sm" hiddenFrom="sm">
        {records.map((record) => (
          <RowCard key={record._id} name={record.employeeName}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Employee record={record} />
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(record.totalSalary)}
              </Text>
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label="Hours worked" fw={500}>
                {formatNumber(record.hoursWorked, 2)}
              </LabeledValue>
              <LabeledValue label="Wage / hour" fw={500}>
                {formatRupees(record.wagePerHour)}
              </LabeledValue>
              <LabeledValue label="Calculated at" fw={500}>
                {formatCalculatedAt(record.calculatedAt)}
              </LabeledValue>
            </Group>
            <Group gap="xs" mt="sm">
              <ActiveBadge isActive={record.active} />
              {record.extraShift ? <ExtraShiftTag /> : null}
              {record.overworked ? <OverworkedTag /> : null}
            </Group>
            {onEdit ? <Box mt="sm">{editButton(record)}</Box> : null}
          </RowCard>
        ))}
      </Stack>
    </Box>
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
