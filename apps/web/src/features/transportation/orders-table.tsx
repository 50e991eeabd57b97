import { Box, Button, Group, Paper, Stack, Table } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { TRANSPORT_MODE_LABELS, type TTransport } from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import { StatusBadge } from '../../components/status-badge';
import { DriverName, formatDateTime, PackageId } from './transport-cells';
import { RowCard } from '../../components/row-card';

interface OrdersTableProps {
  transports: TTransport[];
  onEdit: (transport: TTransport) => void;
  /** The rows belong to the previous search while the next page loads. */
  isStale: boolean;
}

/** The orders table (spec: Package ID, Status, Transport Mode, ETA, Assigned To, Actions); cards on a phone. */
export function OrdersTable({ transports, onEdit, isStale }: OrdersTableProps) {
  const editButton = (transport: TTransport) => (
    <Group justify="flex-end">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEdit size={14} />}
        onClick={() => onEdit(transport)}
        aria-label={`Edit ${transport.packageId}`}
      >
        Edit
      </Button>
    </Group>
  );
  return (
    <Box style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Package ID</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Transport Mode</Table.Th>
                <Table.Th>ETA</Table.Th>
                <Table.Th>Assigned To</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transports.map((transport) => (
                <Table.Tr key={transport._id}>
                  <Table.Td>
                    <PackageId transport={transport} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={transport.status} />
                  </Table.Td>
                  <Table.Td>{TRANSPORT_MODE_LABELS[transport.transportMode]}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(transport.eta)}</Table.Td>
                  <Table.Td>
                    <DriverName transport={transport} />
                  </Table.Td>
                  <Table.Td>{editButton(transport)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Stack gap="sm" hiddenFrom="sm">
        {transports.map((transport) => (
          <RowCard key={transport._id} name={transport.packageId}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <PackageId transport={transport} />
              <StatusBadge status={transport.status} />
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label="Transport Mode" fw={500}>
                {TRANSPORT_MODE_LABELS[transport.transportMode]}
              </LabeledValue>
              <LabeledValue label="ETA" fw={500}>
                {formatDateTime(transport.eta)}
              </LabeledValue>
              <LabeledValue label="Assigned To" fw={500}>
                <DriverName transport={transport} />
              </LabeledValue>
            </Group>
            <Box mt="sm">{editButton(transport)}</Box>
          </RowCard>
        ))}
      </Stack>
    </Box>
  );
}
