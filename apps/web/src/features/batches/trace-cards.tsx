import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNumber, type TBatchTrace } from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { StatusBadge } from '../../components/status-badge';
import { stockMovementLabel } from '../../lib/labels';
import { purchaseOrderPath, transportPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';

type Place = TBatchTrace['inventories'][number];
type Carrier = TBatchTrace['transports'][number];
type Movement = TBatchTrace['movements'][number];

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** One titled section of the trace; its table or cards sit inside. */
function TraceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function InventoryLink({ inventory }: { inventory: { id: string; name: string } | null }) {
  if (!inventory) return <Text c="dimmed">—</Text>;
  return (
    <Anchor component={Link} to={`/inventory/${inventory.id}`} size="sm">
      {inventory.name}
    </Anchor>
  );
}

/** Where the batch is now: the inventories holding its units. */
export function TracePlacesCard({ trace }: { trace: TBatchTrace }) {
  const columns: TableColumn<Place>[] = [
    { id: 'inventory', header: m.batches_inventory(), cell: (place) => <InventoryLink inventory={place} /> },
    {
      id: 'location',
      header: m.batches_location(),
      cell: (place) => place.location ?? <Text c="dimmed">—</Text>,
    },
    {
      id: 'quantity',
      header: m.batches_units(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (place) => formatNumber(place.quantity, 0),
    },
  ];
  return (
    <TraceSection title={m.batches_where_it_is_now()}>
      <ResponsiveTable
        rows={trace.inventories}
        rowKey={(place) => place.id}
        columns={columns}
        minWidth={420}
        isFramed={false}
        card={(place) => (
          <RowCard name={place.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div>
                <InventoryLink inventory={place} />
                {place.location ? (
                  <Text size="xs" c="dimmed">
                    {place.location}
                  </Text>
                ) : null}
              </div>
              <Text fw={700}>{formatNumber(place.quantity, 0)}</Text>
            </Group>
          </RowCard>
        )}
        isEmpty={trace.inventories.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {m.batches_no_units_in_inventory()}
          </Text>
        }
        isStale={false}
      />
    </TraceSection>
  );
}

/** A transport's route: its inventories, or where its goods came from or went outside them. */
function Route({ carrier }: { carrier: Carrier }) {
  return (
    <Group gap={6} wrap="wrap">
      {carrier.source ? (
        <InventoryLink inventory={carrier.source} />
      ) : (
        <Text size="sm">{m.batches_a_supplier()}</Text>
      )}
      <Text size="sm" c="dimmed">
        →
      </Text>
      {carrier.destination ? (
        <InventoryLink inventory={carrier.destination} />
      ) : (
        <Text size="sm">{m.batches_outside_the_company()}</Text>
      )}
    </Group>
  );
}

function OnRoad({ carrier }: { carrier: Carrier }) {
  return carrier.onRoad ? (
    <Badge variant="light" color="orange">
      {m.batches_on_the_road()}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      {m.batches_no()}
    </Text>
  );
}

function PackageLink({ packageId }: { packageId: string }) {
  return (
    <Anchor
      component={Link}
      to={transportPath(packageId)}
      size="sm"
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {packageId}
    </Anchor>
  );
}

/** The transports that carried units of the batch, newest first, and whether they are on the road now. */
export function TraceTransportsCard({ trace }: { trace: TBatchTrace }) {
  const columns: TableColumn<Carrier>[] = [
    {
      id: 'package',
      header: m.batches_package_id(),
      cell: (carrier) => <PackageLink packageId={carrier.packageId} />,
    },
    { id: 'status', header: m.batches_status(), cell: (carrier) => <StatusBadge status={carrier.status} /> },
    { id: 'route', header: m.batches_route(), cell: (carrier) => <Route carrier={carrier} /> },
    {
      id: 'quantity',
      header: m.batches_units(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (carrier) => formatNumber(carrier.quantity, 0),
    },
    { id: 'onRoad', header: m.batches_on_the_road(), cell: (carrier) => <OnRoad carrier={carrier} /> },
    {
      id: 'eta',
      header: 'ETA',
      cellProps: NO_WRAP,
      cell: (carrier) => (carrier.eta ? formatDateTime(carrier.eta) : '—'),
    },
  ];
  return (
    <TraceSection title={m.batches_transports()}>
      <ResponsiveTable
        rows={trace.transports}
        rowKey={(carrier) => carrier.id}
        columns={columns}
        minWidth={760}
        isFramed={false}
        isEmpty={trace.transports.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {m.batches_no_transport_carried()}
          </Text>
        }
        isStale={false}
        card={(carrier) => (
          <RowCard name={m.batches_transport_package({ packageId: carrier.packageId })}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <PackageLink packageId={carrier.packageId} />
              <StatusBadge status={carrier.status} />
            </Group>
            <Stack gap="xs" mt="xs">
              <Route carrier={carrier} />
              <Group gap="lg" align="flex-start">
                <LabeledValue label={m.batches_units()}>{formatNumber(carrier.quantity, 0)}</LabeledValue>
                <LabeledValue label={m.batches_on_the_road()} fw={500}>
                  <OnRoad carrier={carrier} />
                </LabeledValue>
                <LabeledValue label="ETA" fw={500}>
                  {carrier.eta ? formatDateTime(carrier.eta) : '—'}
                </LabeledValue>
              </Group>
            </Stack>
          </RowCard>
        )}
      />
    </TraceSection>
  );
}

function Delta({ delta }: { delta: number }) {
  return (
    <Badge variant="light" color={delta > 0 ? 'teal' : 'red'} style={{ flexShrink: 0 }}>
      {delta > 0 ? '+' : '−'}
      {formatNumber(Math.abs(delta), 0)}
    </Badge>
  );
}

function OrderLink({ movement }: { movement: Movement }) {
  if (!movement.purchaseOrder) return <Text c="dimmed">—</Text>;
  return (
    <Anchor component={Link} to={purchaseOrderPath(movement.purchaseOrder.id)} size="sm">
      {movement.purchaseOrder.number}
    </Anchor>
  );
}

function Note({ note }: { note: string | null }) {
  if (!note) return <Text c="dimmed">—</Text>;
  return (
    <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
      {note}
    </Text>
  );
}

/**
 * What a movement was. A receipt or a delivery changes both the company's stock and the inventory's:
 * the row of the company's stock says so, so the two rows do not read as the same units twice.
 */
function MovementWhat({ movement }: { movement: Movement }) {
  return (
    <div>
      <Text size="sm">{stockMovementLabel(movement.reason)}</Text>
      {movement.scope === 'stock' ? (
        <Text size="xs" c="dimmed">
          {m.batches_company_stock()}
        </Text>
      ) : null}
    </div>
  );
}

/** Every movement of the batch's stock, newest first: why, how many, where, with what, by whom. */
export function TraceMovementsCard({ trace }: { trace: TBatchTrace }) {
  const columns: TableColumn<Movement>[] = [
    {
      id: 'when',
      header: m.batches_when(),
      cellProps: NO_WRAP,
      cell: (movement) => formatDateTime(movement.createdAt),
    },
    { id: 'reason', header: m.batches_what(), cell: (movement) => <MovementWhat movement={movement} /> },
    {
      id: 'delta',
      header: m.batches_units(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (movement) => <Delta delta={movement.delta} />,
    },
    {
      id: 'inventory',
      header: m.batches_inventory(),
      cell: (movement) => <InventoryLink inventory={movement.inventory} />,
    },
    {
      id: 'transport',
      header: m.batches_transport(),
      cell: (movement) =>
        movement.transport ? (
          <PackageLink packageId={movement.transport.packageId} />
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    {
      id: 'order',
      header: m.batches_purchase_order(),
      cell: (movement) => <OrderLink movement={movement} />,
    },
    { id: 'user', header: m.batches_by(), cell: (movement) => movement.user?.name ?? m.batches_system() },
    { id: 'note', header: m.batches_note(), cell: (movement) => <Note note={movement.note} /> },
  ];
  return (
    <TraceSection title={m.batches_movement_history()}>
      <ResponsiveTable
        rows={trace.movements}
        rowKey={(movement) => String(movement.id)}
        columns={columns}
        minWidth={960}
        isFramed={false}
        isEmpty={trace.movements.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {m.batches_no_movements()}
          </Text>
        }
        isStale={false}
        card={(movement) => (
          <RowCard name={`${stockMovementLabel(movement.reason)} ${formatDateTime(movement.createdAt)}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div>
                <MovementWhat movement={movement} />
                <Text size="xs" c="dimmed">
                  {`${formatDateTime(movement.createdAt)} · ${movement.user?.name ?? m.batches_system()}`}
                </Text>
              </div>
              <Delta delta={movement.delta} />
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label={m.batches_inventory()} fw={500}>
                <InventoryLink inventory={movement.inventory} />
              </LabeledValue>
              {movement.transport ? (
                <LabeledValue label={m.batches_transport()} fw={500}>
                  <PackageLink packageId={movement.transport.packageId} />
                </LabeledValue>
              ) : null}
              {movement.purchaseOrder ? (
                <LabeledValue label={m.batches_purchase_order()} fw={500}>
                  <OrderLink movement={movement} />
                </LabeledValue>
              ) : null}
            </Group>
            {movement.note ? (
              <Text size="xs" fs="italic" mt="xs" style={{ overflowWrap: 'anywhere' }}>
                {m.batches_note_text({ note: movement.note })}
              </Text>
            ) : null}
          </RowCard>
        )}
      />
    </TraceSection>
  );
}
