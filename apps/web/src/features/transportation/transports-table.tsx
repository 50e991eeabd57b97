import { Box, Button, Group } from '@mantine/core';
import { IconEdit, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { canMoveTransport, TRANSPORT_MODE_LABELS, transportPlace, type TTransport } from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { StatusBadge } from '../../components/status-badge';
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

const statusColumn: TableColumn<TTransport> = {
  id: 'status',
  header: 'Status',
  sort: 'status',
  cell: (transport) => <StatusBadge status={transport.status} />,
};

const modeColumn: TableColumn<TTransport> = {
  id: 'transportMode',
  header: 'Transport Mode',
  sort: 'mode',
  cell: (transport) => TRANSPORT_MODE_LABELS[transport.transportMode],
};

const etaColumn: TableColumn<TTransport> = {
  id: 'eta',
  header: 'ETA',
  sort: 'eta',
  cellProps: NO_WRAP,
  cell: (transport) => formatEta(transport.eta),
};

/** What each screen's list shows: its columns (before Actions), and on a phone the card's title and fields. */
const LAYOUTS: Record<
  TransportKind,
  {
    columns: TableColumn<TTransport>[];
    minWidth: number;
    title: (transport: TTransport) => ReactNode;
    cardFields: { label: string; value: (transport: TTransport) => ReactNode }[];
  }
> = {
  transport: {
    columns: [
      {
        id: 'id',
        header: 'ID',
        label: 'ID',
        sort: 'packageId',
        isFixed: true,
        cell: (transport) => (
          <>
            <TransportId transport={transport} />
            <TransportBatches transport={transport} />
          </>
        ),
      },
      { id: 'origin', header: 'Origin', cell: origin },
      { id: 'destination', header: 'Destination', cell: destination },
      statusColumn,
      { id: 'driver', header: 'Assigned Driver', cell: (transport) => <DriverName transport={transport} /> },
      {
        id: 'createdAt',
        header: 'Created Date',
        sort: 'createdAt',
        cellProps: NO_WRAP,
        cell: (transport) => formatDay(transport.createdAt),
      },
      { ...modeColumn, isHiddenByDefault: true },
      { ...etaColumn, isHiddenByDefault: true },
    ],
    minWidth: 900,
    title: (transport) => <TransportId transport={transport} />,
    cardFields: [
      { label: 'Origin', value: origin },
      { label: 'Destination', value: destination },
      { label: 'Assigned Driver', value: (transport) => <DriverName transport={transport} /> },
      { label: 'Created', value: (transport) => formatDay(transport.createdAt) },
    ],
  },
  order: {
    columns: [
      {
        id: 'packageId',
        header: 'Package ID',
        sort: 'packageId',
        isFixed: true,
        cell: (transport) => (
          <>
            <PackageId transport={transport} />
            <TransportBatches transport={transport} />
          </>
        ),
      },
      statusColumn,
      modeColumn,
      etaColumn,
      { id: 'driver', header: 'Assigned To', cell: (transport) => <DriverName transport={transport} /> },
      {
        id: 'createdAt',
        header: 'Created Date',
        sort: 'createdAt',
        isHiddenByDefault: true,
        cellProps: NO_WRAP,
        cell: (transport) => formatDay(transport.createdAt),
      },
    ],
    minWidth: 760,
    title: (transport) => <PackageId transport={transport} />,
    cardFields: [
      { label: 'Transport Mode', value: (transport) => TRANSPORT_MODE_LABELS[transport.transportMode] },
      { label: 'ETA', value: (transport) => formatEta(transport.eta) },
      { label: 'Assigned To', value: (transport) => <DriverName transport={transport} /> },
    ],
  },
};

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
      aria-label={`Edit ${transport.packageId}`}
    >
      Edit
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
          aria-label={`Cancel ${transport.packageId}`}
        >
          Cancel
        </Button>
      ) : null}
    </Group>
  );
  const layout = LAYOUTS[kind];
  const columns: TableColumn<TTransport>[] = [
    ...layout.columns,
    { id: 'actions', header: 'Actions', isFixed: true, headerProps: RIGHT, cell: actions },
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
