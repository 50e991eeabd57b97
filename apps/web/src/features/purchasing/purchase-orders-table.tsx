import { Box, Group, Text } from '@mantine/core';
import { formatNumber, formatRupees, type TPurchaseOrderSummary } from '@godown/shared';
import { calendarDateOrDash } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { m } from '../../paraglide/messages.js';
import {
  ChangesProposedBadge,
  OrderNumber,
  OrderStatus,
  OrderStatusBadge,
  ReceivedUnits,
  type OrderSide,
} from './purchase-order-cells';

interface PurchaseOrdersTableProps extends TableState {
  side: OrderSide;
  /** The page's orders; undefined while none are loaded. */
  orders: TPurchaseOrderSummary[] | undefined;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

const nameOr = (ref: { name: string } | null, none: string) => ref?.name ?? <Text c="dimmed">{none}</Text>;

/**
 * Purchase orders, newest first: number, supplier (the buyer's list only: a supplier's are all
 * theirs), destination, status, expected date, lines, units received of those ordered, value. Cards
 * on a phone.
 */
export function PurchaseOrdersTable({ side, orders, ...state }: PurchaseOrdersTableProps) {
  const columns: TableColumn<TPurchaseOrderSummary>[] = [
    {
      id: 'number',
      header: m.purchasing_number(),
      sort: 'number',
      isFixed: true,
      cellProps: NO_WRAP,
      cell: (order) => <OrderNumber order={order} side={side} />,
    },
    ...(side === 'buyer'
      ? [
          {
            id: 'supplier',
            header: m.purchasing_supplier(),
            sort: 'supplier',
            cell: (order: TPurchaseOrderSummary) => nameOr(order.supplier, m.purchasing_no_supplier()),
          },
        ]
      : []),
    {
      id: 'destination',
      header: m.purchasing_destination(),
      cell: (order) => nameOr(order.destination, m.purchasing_none()),
    },
    {
      id: 'status',
      header: m.purchasing_status(),
      sort: 'status',
      cell: (order) => <OrderStatus order={order} />,
    },
    {
      id: 'expected',
      header: m.purchasing_expected(),
      sort: 'expected',
      cellProps: NO_WRAP,
      cell: (order) => calendarDateOrDash(order.expectedDate),
    },
    {
      id: 'lines',
      header: m.purchasing_lines(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (order) => formatNumber(order.lineCount, 0),
    },
    {
      id: 'received',
      header: m.purchasing_received(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', style: { whiteSpace: 'nowrap' } },
      cell: (order) => <ReceivedUnits order={order} />,
    },
    {
      id: 'value',
      header: m.purchasing_value(),
      sort: 'value',
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600, style: { whiteSpace: 'nowrap' } },
      cell: (order) => formatRupees(order.totalValue),
    },
  ];
  return (
    <ResponsiveTable
      {...state}
      tableId={`purchase-orders-${side}`}
      rows={orders}
      rowKey={(order) => order.id}
      columns={columns}
      minWidth={side === 'buyer' ? 980 : 820}
      horizontalSpacing="md"
      card={(order) => (
        <RowCard name={m.purchasing_purchase_order_number({ number: order.number })}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <OrderNumber order={order} side={side} />
              {side === 'buyer' ? (
                <Text size="sm">{order.supplier?.name ?? m.purchasing_no_supplier()}</Text>
              ) : null}
            </Box>
            <OrderStatusBadge order={order} />
          </Group>
          {order.changesProposed ? (
            <Box mt={6}>
              <ChangesProposedBadge />
            </Box>
          ) : null}
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.purchasing_destination()} fw={500}>
              {order.destination?.name ?? '—'}
            </LabeledValue>
            <LabeledValue label={m.purchasing_expected()} fw={500}>
              {calendarDateOrDash(order.expectedDate)}
            </LabeledValue>
            <LabeledValue label={m.purchasing_received()} fw={500}>
              <ReceivedUnits order={order} />
            </LabeledValue>
            <LabeledValue label={m.purchasing_value()}>{formatRupees(order.totalValue)}</LabeledValue>
          </Group>
        </RowCard>
      )}
    />
  );
}
