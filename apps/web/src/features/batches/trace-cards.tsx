import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNumber, STOCK_MOVEMENT_LABELS, type TBatchTrace } from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { StatusBadge } from '../../components/status-badge';
import { purchaseOrderPath, transportPath } from '../../lib/paths';

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
    { id: 'inventory', header: 'Inventory', cell: (place) => <InventoryLink inventory={place} /> },
    { id: 'location', header: 'Location', cell: (place) => place.location ?? <Text c="dimmed">—</Text> },
    {
      id: 'quantity',
      header: 'Units',
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (place) => formatNumber(place.quantity, 0),
    },
  ];
  return (
    <TraceSection title="Where it is now">
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
            No units of this batch are in an inventory.
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
      {carrier.source ? <InventoryLink inventory={carrier.source} /> : <Text size="sm">A supplier</Text>}
      <Text size="sm" c="dimmed">
        →
      </Text>
      {carrier.destination ? (
        <InventoryLink inventory={carrier.destination} />
      ) : (
        <Text size="sm">Outside the company</Text>
      )}
    </Group>
  );
}

function OnRoad({ carrier }: { carrier: Carrier }) {
  return carrier.onRoad ? (
    <Badge variant="light" color="orange">
      On the road
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      No
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
    { id: 'package', header: 'Package ID', cell: (carrier) => <PackageLink packageId={carrier.packageId} /> },
    { id: 'status', header: 'Status', cell: (carrier) => <StatusBadge status={carrier.status} /> },
    { id: 'route', header: 'Route', cell: (carrier) => <Route carrier={carrier} /> },
    {
      id: 'quantity',
      header: 'Units',
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (carrier) => formatNumber(carrier.quantity, 0),
    },
    { id: 'onRoad', header: 'On the road', cell: (carrier) => <OnRoad carrier={carrier} /> },
    {
      id: 'eta',
      header: 'ETA',
      cellProps: NO_WRAP,
      cell: (carrier) => (carrier.eta ? formatDateTime(carrier.eta) : '—'),
    },
  ];
  return (
    <TraceSection title="Transports">
      <ResponsiveTable
        rows={trace.transports}
        rowKey={(carrier) => carrier.id}
        columns={columns}
        minWidth={760}
        isFramed={false}
        isEmpty={trace.transports.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No transport has carried this batch.
          </Text>
        }
        isStale={false}
        card={(carrier) => (
          <RowCard name={`Transport ${carrier.packageId}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <PackageLink packageId={carrier.packageId} />
              <StatusBadge status={carrier.status} />
            </Group>
            <Stack gap="xs" mt="xs">
              <Route carrier={carrier} />
              <Group gap="lg" align="flex-start">
                <LabeledValue label="Units">{formatNumber(carrier.quantity, 0)}</LabeledValue>
                <LabeledValue label="On the road" fw={500}>
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
      <Text size="sm">{STOCK_MOVEMENT_LABELS[movement.reason]}</Text>
      {movement.scope === 'stock' ? (
        <Text size="xs" c="dimmed">
          Company stock
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
      header: 'When',
      cellProps: NO_WRAP,
      cell: (movement) => formatDateTime(movement.createdAt),
    },
    { id: 'reason', header: 'What', cell: (movement) => <MovementWhat movement={movement} /> },
    {
      id: 'delta',
      header: 'Units',
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (m) => <Delta delta={m.delta} />,
    },
    {
      id: 'inventory',
      header: 'Inventory',
      cell: (movement) => <InventoryLink inventory={movement.inventory} />,
    },
    {
      id: 'transport',
      header: 'Transport',
      cell: (movement) =>
        movement.transport ? (
          <PackageLink packageId={movement.transport.packageId} />
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    { id: 'order', header: 'Purchase order', cell: (movement) => <OrderLink movement={movement} /> },
    { id: 'user', header: 'By', cell: (movement) => movement.user?.name ?? 'System' },
    { id: 'note', header: 'Note', cell: (movement) => <Note note={movement.note} /> },
  ];
  return (
    <TraceSection title="Movement history">
      <ResponsiveTable
        rows={trace.movements}
        rowKey={(movement) => String(movement.id)}
        columns={columns}
        minWidth={960}
        isFramed={false}
        isEmpty={trace.movements.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No movements yet.
          </Text>
        }
        isStale={false}
        card={(movement) => (
          <RowCard name={`${STOCK_MOVEMENT_LABELS[movement.reason]} ${formatDateTime(movement.createdAt)}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div>
                <MovementWhat movement={movement} />
                <Text size="xs" c="dimmed">
                  {`${formatDateTime(movement.createdAt)} · ${movement.user?.name ?? 'System'}`}
                </Text>
              </div>
              <Delta delta={movement.delta} />
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label="Inventory" fw={500}>
                <InventoryLink inventory={movement.inventory} />
              </LabeledValue>
              {movement.transport ? (
                <LabeledValue label="Transport" fw={500}>
                  <PackageLink packageId={movement.transport.packageId} />
                </LabeledValue>
              ) : null}
              {movement.purchaseOrder ? (
                <LabeledValue label="Purchase order" fw={500}>
                  <OrderLink movement={movement} />
                </LabeledValue>
              ) : null}
            </Group>
            {movement.note ? (
              <Text size="xs" fs="italic" mt="xs" style={{ overflowWrap: 'anywhere' }}>
                {`Note: ${movement.note}`}
              </Text>
            ) : null}
          </RowCard>
        )}
      />
    </TraceSection>
  );
}
