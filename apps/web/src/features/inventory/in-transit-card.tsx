import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { formatNumber, type TInventoryTransfer } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { ListPagination } from '../../components/table/list-pagination';
import { LoadingLine } from '../../components/loading-line';
import { transportStatusLabel } from '../../lib/labels';
import { useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { TRANSFERS_PAGE_SIZE, useInventoryTransfers } from './inventory-api';

/** Stands in for the other inventory in "From {place}", to put its link where the language puts it. */
const PLACE = '\u0000';

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
    <Paper component="section" aria-label={m.inventory_in_transit()} withBorder radius="md" p="lg">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={3} size="h4">
          {m.inventory_in_transit()}
        </Title>
        {data && data.total > 0 ? (
          <Text size="sm" c="dimmed">
            {m.inventory_units_coming_and_going({
              incoming: formatNumber(data.incomingUnits, 0),
              outgoing: formatNumber(data.outgoingUnits, 0),
            })}
          </Text>
        ) : null}
      </Group>
      {transfers.isPending ? (
        <LoadingLine label={m.inventory_loading_transfers()} />
      ) : transfers.isError ? (
        <ErrorLine message={m.inventory_fetch_transfers_failed()} />
      ) : data && data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {m.inventory_no_transfers_on_road()}
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={m.inventory_transfers_on_road()}
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
      {incoming ? m.inventory_a_supplier() : m.inventory_outside_the_company()}
    </Text>
  );
  const [beforePlace, afterPlace = ''] = (
    incoming ? m.inventory_transfer_from({ place: PLACE }) : m.inventory_transfer_to({ place: PLACE })
  ).split(PLACE);
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      aria-label={m.inventory_transfer_package({ packageId: transfer.packageId })}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge
              variant="light"
              color={incoming ? 'teal' : 'orange'}
              leftSection={incoming ? <IconArrowDownRight size={12} /> : <IconArrowUpRight size={12} />}
            >
              {incoming ? m.inventory_incoming() : m.inventory_outgoing()}
            </Badge>
            <Text size="sm" fw={600} ff="monospace">
              {transfer.packageId}
            </Text>
            <Badge variant="outline" color="yellow">
              {transportStatusLabel(transfer.status)}
            </Badge>
          </Group>
          <Text size="sm">
            {beforePlace}
            {otherLabel}
            {afterPlace}
          </Text>
          <Text size="sm" c="dimmed">
            {transfer.products
              .map((line) => `${formatNumber(line.quantity, 0)} × ${line.productName}`)
              .join(', ')}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={600}>
            {m.inventory_units_total({ count: formatNumber(transfer.totalQuantity, 0) })}
          </Text>
          <Text size="xs" c="dimmed">
            {transfer.eta ? m.inventory_eta({ date: formatDateTime(transfer.eta) }) : m.inventory_no_eta()}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
