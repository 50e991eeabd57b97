import { Box, Button, Group } from '@mantine/core';
import { IconEdit, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { canMoveTransport, transportPlace, type TTransport } from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { StatusBadge } from '../../components/status-badge';
import { transportModeLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import {
  DriverName,
  formatDay,
  formatEta,
  PackageId,
  TransportBatches,
  TransportId,
} from './transport-cells';
import type { TransportKind } from './transportation-api';

interface TransportsTableProps extends TableState {
  /** The Transportation screen's table, or the Orders screen's. */
  kind: TransportKind;
  /** The page's transports; undefined while none are loaded. */
  transports: TTransport[] | undefined;
  onEdit: (transport: TTransport) => void;
  /** Cancels a transport: offered on the Transportation screen only. */
  onCancel: (transport: TTransport) => void;
  /** The transport being cancelled right now (its button spins). */
  cancellingId: string | null;
}

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;
const RIGHT = { ta: 'right' } as const;

const origin = (t: TTransport) => transportPlace(t.sourceInventory, t.startLocation ?? t.pickupLocation);
const destination = (t: TTransport) =>
  transportPlace(t.destinationInventory, t.destination ?? t.deliveryLocation);

const statusColumn = (): TableColumn<TTransport> => ({
  id: 'status',
  header: m.transportation_status(),
  sort: 'status',
  cell: (transport) => <StatusBadge status={transport.status} />,
});

const modeColumn = (): TableColumn<TTransport> => ({
  id: 'transportMode',
  header: m.transportation_transport_mode(),
  sort: 'mode',
  cell: (transport) => transportModeLabel(transport.transportMode),
});

const etaColumn = (): TableColumn<TTransport> => ({
  id: 'eta',
  header: 'ETA',
  sort: 'eta',
  cellProps: NO_WRAP,
  cell: (transport) => formatEta(transport.eta),
});

/** What each screen's list shows: its columns (before Actions), and on a phone the card's title and fields. */
const layouts = (): Record<
  TransportKind,
  {
    columns: TableColumn<TTransport>[];
    minWidth: number;
    title: (transport: TTransport) => ReactNode;
    cardFields: { label: string; value: (transport: TTransport) => ReactNode }[];
  }
> => ({
  transport: {
    columns: [
      {
        id: 'id',
        header: m.transportation_id(),
        label: m.transportation_id(),
        sort: 'packageId',
        isFixed: true,
        cell: (transport) => (
          <>
            <TransportId transport={transport} />
            <TransportBatches transport={transport} />
          </>
        ),
      },
      { id: 'origin', header: m.transportation_origin(), cell: origin },
      { id: 'destination', header: m.transportation_destination(), cell: destination },
      statusColumn(),
      {
        id: 'driver',
        header: m.transportation_assigned_driver(),
        cell: (transport) => <DriverName transport={transport} />,
      },
      {
        id: 'createdAt',
        header: m.transportation_created_date(),
        sort: 'createdAt',
        cellProps: NO_WRAP,
        cell: (transport) => formatDay(transport.createdAt),
      },
      { ...modeColumn(), isHiddenByDefault: true },
      { ...etaColumn(), isHiddenByDefault: true },
    ],
    minWidth: 900,
    title: (transport) => <TransportId transport={transport} />,
    cardFields: [
      { label: m.transportation_origin(), value: origin },
      { label: m.transportation_destination(), value: destination },
      {
        label: m.transportation_assigned_driver(),
        value: (transport) => <DriverName transport={transport} />,
      },
      { label: m.transportation_created(), value: (transport) => formatDay(transport.createdAt) },
    ],
  },
  order: {
    columns: [
      {
        id: 'packageId',
        header: m.transportation_package_id(),
        sort: 'packageId',
        isFixed: true,
        cell: (transport) => (
          <>
            <PackageId transport={transport} />
            <TransportBatches transport={transport} />
          </>
        ),
      },
      statusColumn(),
      modeColumn(),
      etaColumn(),
      {
        id: 'driver',
        header: m.transportation_assigned_to(),
        cell: (transport) => <DriverName transport={transport} />,
      },
      {
        id: 'createdAt',
        header: m.transportation_created_date(),
        sort: 'createdAt',
        isHiddenByDefault: true,
        cellProps: NO_WRAP,
        cell: (transport) => formatDay(transport.createdAt),
      },
    ],
    minWidth: 760,
    title: (transport) => <PackageId transport={transport} />,
    cardFields: [
      {
        label: m.transportation_transport_mode(),
        value: (transport) => transportModeLabel(transport.transportMode),
      },
      { label: 'ETA', value: (transport) => formatEta(transport.eta) },
      { label: m.transportation_assigned_to(), value: (transport) => <DriverName transport={transport} /> },
    ],
  },
});

/**
 * The transport list of either screen (docs/domain.md#screens-and-fixed-texts): on Transportation
 * ID, Origin, Destination, Status, Assigned Driver, Created Date, with Edit and Cancel; on Orders
 * Package ID, Status, Transport Mode, ETA, Assigned To, with Edit. Cards on a phone. Under the id,
 * the batches each line carries, when it carries any.
 */
export function TransportsTable({
  kind,
  transports,
  onEdit,
  onCancel,
  cancellingId,
  ...state
}: TransportsTableProps) {
  const editButton = (transport: TTransport) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEdit size={14} />}
      onClick={() => onEdit(transport)}
      aria-label={m.transportation_edit_package({ packageId: transport.packageId })}
    >
      {m.transportation_edit()}
    </Button>
  );

  /** Edit, and on Transportation Cancel while cancelling is an allowed move (not once delivered or cancelled). */
  const actions = (transport: TTransport) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {editButton(transport)}
      {kind === 'transport' && canMoveTransport(transport.status, 'cancelled') ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} />}
          loading={cancellingId === transport._id}
          onClick={() => onCancel(transport)}
          aria-label={m.transportation_cancel_package({ packageId: transport.packageId })}
        >
          {m.transportation_cancel()}
        </Button>
      ) : null}
    </Group>
  );
  const layout = layouts()[kind];
  const columns: TableColumn<TTransport>[] = [
    ...layout.columns,
    { id: 'actions', header: m.transportation_actions(), isFixed: true, headerProps: RIGHT, cell: actions },
  ];
  return (
    <ResponsiveTable
      {...state}
      tableId={kind === 'order' ? 'orders' : 'transports'}
      rows={transports}
      rowKey={(transport) => transport._id}
      columns={columns}
      minWidth={layout.minWidth}
      horizontalSpacing="md"
      card={(transport) => (
        <RowCard name={transport.packageId}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            {layout.title(transport)}
            <StatusBadge status={transport.status} />
          </Group>
          <Group gap="lg" mt="xs" align="flex-start">
            {layout.cardFields.map((field) => (
              <LabeledValue key={field.label} label={field.label} fw={500}>
                {field.value(transport)}
              </LabeledValue>
            ))}
          </Group>
          <TransportBatches transport={transport} />
          <Box mt="sm">{actions(transport)}</Box>
        </RowCard>
      )}
    />
  );
}
