import { Box, Button, Group, Paper, Stack, Table } from '@mantine/core';
import { IconEdit, IconX } from '@tabler/icons-react';
import { canMoveTransport, transportPlace, type TTransport } from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import { StatusBadge } from '../../components/status-badge';
import { DriverName, formatDay, TransportId } from './transport-cells';
import { RowCard } from '../../components/row-card';

interface TransportsTableProps {
  transports: TTransport[];
  onEdit: (transport: TTransport) => void;
  onCancel: (transport: TTransport) => void;
  /** The transport being cancelled right now (its button spins). */
  cancellingId: string | null;
  /** The rows belong to the previous filter while the next page loads. */
  isStale: boolean;
}

const origin = (t: TTransport) => transportPlace(t.sourceInventory, t.startLocation ?? t.pickupLocation);
const destination = (t: TTransport) =>
  transportPlace(t.destinationInventory, t.destination ?? t.deliveryLocation);

/** The transportation table (spec: ID, Origin, Destination, Status, Driver, Created); cards on a phone. */
export function TransportsTable({
  transports,
  onEdit,
  onCancel,
  cancellingId,
  isStale,
}: TransportsTableProps) {
  const actions = (transport: TTransport) => (
    <TransportActions
      transport={transport}
      isCancelling={cancellingId === transport._id}
      onEdit={() => onEdit(transport)}
      onCancel={() => onCancel(transport)}
    />
  );
  return (
    <Box style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>Origin</Table.Th>
                <Table.Th>Destination</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Assigned Driver</Table.Th>
                <Table.Th>Created Date</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transports.map((transport) => (
                <Table.Tr key={transport._id}>
                  <Table.Td>
                    <TransportId transport={transport} />
                  </Table.Td>
                  <Table.Td>{origin(transport)}</Table.Td>
                  <Table.Td>{destination(transport)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={transport.status} />
                  </Table.Td>
                  <Table.Td>
                    <DriverName transport={transport} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(transport.createdAt)}</Table.Td>
                  <Table.Td>{actions(transport)}</Table.Td>
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
              <TransportId transport={transport} />
              <StatusBadge status={transport.status} />
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label="Origin" fw={500}>
                {origin(transport)}
              </LabeledValue>
              <LabeledValue label="Destination" fw={500}>
                {destination(transport)}
              </LabeledValue>
              <LabeledValue label="Assigned Driver" fw={500}>
                <DriverName transport={transport} />
              </LabeledValue>
              <LabeledValue label="Created" fw={500}>
                {formatDay(transport.createdAt)}
              </LabeledValue>
            </Group>
            <Box mt="sm">{actions(transport)}</Box>
          </RowCard>
        ))}
      </Stack>
    </Box>
  );
}

interface TransportActionsProps {
  transport: TTransport;
  isCancelling: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/** Edit, and Cancel while cancelling is an allowed move (not once delivered or cancelled). */
function TransportActions({ transport, isCancelling, onEdit, onCancel }: TransportActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEdit size={14} />}
        onClick={onEdit}
        aria-label={`Edit ${transport.packageId}`}
      >
        Edit
      </Button>
      {canMoveTransport(transport.status, 'cancelled') ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} />}
          loading={isCancelling}
          onClick={onCancel}
          aria-label={`Cancel ${transport.packageId}`}
        >
          Cancel
        </Button>
      ) : null}
    </Group>
  );
}
