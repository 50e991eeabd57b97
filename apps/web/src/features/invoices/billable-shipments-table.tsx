import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatNumber, type TBillableShipment } from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { calendarDateOrDash } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { StatusBadge } from '../../components/status-badge';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import type { RowSelection } from '../../components/table/row-selection';
import { salesOrderPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { Gstin } from './invoice-cells';
import { placeOfSupplyText } from './invoice-words';

interface BillableShipmentsTableProps {
  shipments: TBillableShipment[] | undefined;
  selection: RowSelection<TBillableShipment>;
  isLoading: boolean;
  error: string | null;
  empty: ReactNode;
}

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** The registration a shipment is billed under, or a warning that its warehouse has none. */
function BilledUnder({ shipment }: { shipment: TBillableShipment }) {
  if (shipment.registration) return <Gstin value={shipment.registration.gstin} />;
  return (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {m.invoices_no_registration()}
    </Badge>
  );
}

function OrderLink({ shipment }: { shipment: TBillableShipment }) {
  return (
    <Anchor component={Link} to={salesOrderPath(shipment.salesOrder.id)} size="sm" ff="monospace">
      {shipment.salesOrder.number}
    </Anchor>
  );
}

/**
 * A customer's shipments that have left and wait for an invoice, each with its tick: package id,
 * sales order, warehouse, the GSTIN it is billed under (or a warning), place of supply, units and
 * the day it left. Cards on a phone, with the shipment's status.
 */
export function BillableShipmentsTable({
  shipments,
  selection,
  isLoading,
  error,
  empty,
}: BillableShipmentsTableProps) {
  const columns: TableColumn<TBillableShipment>[] = [
    {
      id: 'package',
      header: m.invoices_package_id(),
      isFixed: true,
      cellProps: { ff: 'monospace', fw: 600, ...NO_WRAP },
      cell: (shipment) => shipment.packageId,
    },
    {
      id: 'order',
      header: m.invoices_order(),
      cellProps: NO_WRAP,
      cell: (shipment) => <OrderLink shipment={shipment} />,
    },
    { id: 'warehouse', header: m.invoices_warehouse(), cell: (shipment) => shipment.inventory.name },
    {
      id: 'registration',
      header: m.invoices_billed_under(),
      cell: (shipment) => <BilledUnder shipment={shipment} />,
    },
    {
      id: 'place',
      header: m.invoices_place_of_supply(),
      cell: (shipment) => placeOfSupplyText(shipment.placeOfSupply),
    },
    {
      id: 'units',
      header: m.invoices_units(),
      headerProps: { ta: 'right' },
      cellProps: { ta: 'right' },
      cell: (shipment) => formatNumber(shipment.units, 0),
    },
    {
      id: 'left',
      header: m.invoices_left_on(),
      cellProps: NO_WRAP,
      cell: (shipment) => calendarDateOrDash(shipment.dispatchedOn),
    },
  ];
  return (
    <ResponsiveTable
      rows={shipments}
      rowKey={(shipment) => shipment.id}
      columns={columns}
      selection={selection}
      rowLabel={(shipment) => shipment.packageId}
      isLoading={isLoading}
      loadingLabel={m.invoices_loading_shipments()}
      errors={[error]}
      isEmpty={(shipments?.length ?? 0) === 0}
      empty={empty}
      isStale={false}
      minWidth={860}
      isFramed={false}
      card={(shipment) => (
        <RowCard name={shipment.packageId}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {shipment.packageId}
              </Text>
              <OrderLink shipment={shipment} />
            </Box>
            <StatusBadge status={shipment.status} />
          </Group>
          <Box mt={6}>
            <BilledUnder shipment={shipment} />
          </Box>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.invoices_warehouse()} fw={500}>
              {shipment.inventory.name}
            </LabeledValue>
            <LabeledValue label={m.invoices_place_of_supply()} fw={500}>
              {placeOfSupplyText(shipment.placeOfSupply)}
            </LabeledValue>
            <LabeledValue label={m.invoices_units()} fw={500}>
              {formatNumber(shipment.units, 0)}
            </LabeledValue>
            <LabeledValue label={m.invoices_left_on()} fw={500}>
              {calendarDateOrDash(shipment.dispatchedOn)}
            </LabeledValue>
          </Group>
        </RowCard>
      )}
    />
  );
}
