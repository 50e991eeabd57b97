import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { formatNumber, TRANSPORT_STATUS_LABELS, type TInventoryTransfer } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorLine } from '../../components/error-line';
import { ListPagination } from '../../components/table/list-pagination';
import { LoadingLine } from '../../components/loading-line';
import { useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { TRANSFERS_PAGE_SIZE, useInventoryTransfers } from './inventory-api';

const etaFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * In Transit: the transfers on the road to or from this inventory. Their units have left the source
 * (and no longer count in its products or utilization) and have not yet reached the destination.
 */
export function InTransitCard({ inventoryId }: { inventoryId: string }) {
  const [page, setPage] = useState(1);
  const transfers = useInventoryTransfers(inventoryId, page);
  const data = transfers.data;
  useStepBackFromEmptyPage(
    page,
    setPage,
    data && !transfers.isPlaceholderData
      ? { itemsOnPage: data.transfers.length, total: data.total }
      : undefined,
    TRANSFERS_PAGE_SIZE,
  );
  return (
    <Paper component="section" aria-label="In Transit" withBorder radius="md" p="lg">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={3} size="h4">
          In Transit
        </Title>
        {data && data.total > 0 ? (
          <Text size="sm" c="dimmed">
            {formatNumber(data.incomingUnits, 0)} units coming in · {formatNumber(data.outgoingUnits, 0)}{' '}
            going out
          </Text>
        ) : null}
      </Group>
      {transfers.isPending ? (
        <LoadingLine label="Loading transfers..." />
      ) : transfers.isError ? (
        <ErrorLine message="Failed to fetch the transfers on the road" />
      ) : data && data.total === 0 ? (
        <Text size="sm" c="dimmed">
          No transfers are on the road to or from this inventory.
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Transfers on the road"
        >
          {data?.transfers.map((transfer) => (
            <TransferRow key={transfer._id} transfer={transfer} />
          ))}
        </Stack>
      )}
      {data ? (
        <ListPagination page={page} total={data.total} onChange={setPage} pageSize={TRANSFERS_PAGE_SIZE} />
      ) : null}
    </Paper>
  );
}

function TransferRow({ transfer }: { transfer: TInventoryTransfer }) {
  const incoming = transfer.direction === 'incoming';
  const other = incoming ? transfer.sourceInventory : transfer.destinationInventory;
  const otherLabel = other ? (
    <Anchor component={Link} to={`/inventory/${other._id}`} size="sm" fw={500}>
      {other.name}
    </Anchor>
  ) : (
    <Text span size="sm" fw={500}>
      {incoming ? 'a supplier' : 'outside the company'}
    </Text>
  );
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={`Transfer ${transfer.packageId}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge
              variant="light"
              color={incoming ? 'teal' : 'orange'}
              leftSection={incoming ? <IconArrowDownRight size={12} /> : <IconArrowUpRight size={12} />}
            >
              {incoming ? 'Incoming' : 'Outgoing'}
            </Badge>
            <Text size="sm" fw={600} ff="monospace">
              {transfer.packageId}
            </Text>
            <Badge variant="outline" color="yellow">
              {TRANSPORT_STATUS_LABELS[transfer.status]}
            </Badge>
          </Group>
          <Text size="sm">
            {incoming ? 'From ' : 'To '}
            {otherLabel}
          </Text>
          <Text size="sm" c="dimmed">
            {transfer.products
              .map((line) => `${formatNumber(line.quantity, 0)} × ${line.productName}`)
              .join(', ')}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={600}>
            {formatNumber(transfer.totalQuantity, 0)} units
          </Text>
          <Text size="xs" c="dimmed">
            {transfer.eta ? `ETA ${etaFormat.format(new Date(transfer.eta))}` : 'No ETA'}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
