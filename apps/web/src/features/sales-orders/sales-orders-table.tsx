import { Box, Group, Text } from '@mantine/core';
import { formatRupees, type TSalesOrderSummary } from '@godown/shared';
import { calendarDateOrDash, DateTimeText } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { m } from '../../paraglide/messages.js';
import { CustomerLink, SalesOrderNumber, SalesOrderStatus } from './sales-order-cells';

interface SalesOrdersTableProps extends TableState {
  /** The page's orders; undefined while none are loaded. */
  orders: TSalesOrderSummary[] | undefined;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * Sales orders, newest first: number, customer, warehouse, expected date, total, status (with
 * Backordered while units wait for stock), when taken. Cards on a phone.
 */
export function SalesOrdersTable({ orders, ...state }: SalesOrdersTableProps) {
  const columns: TableColumn<TSalesOrderSummary>[] = [
    {
      id: 'number',
      header: m.sales_number(),
      isFixed: true,
      cellProps: NO_WRAP,
      cell: (order) => <SalesOrderNumber order={order} />,
    },
    {
      id: 'customer',
      header: m.sales_customer(),
      cell: (order) => <CustomerLink customer={order.customer} />,
    },
    {
      id: 'warehouse',
      header: m.sales_warehouse(),
      cell: (order) => order.inventory?.name ?? '—',
    },
    {
      id: 'expected',
      header: m.sales_expected(),
      cellProps: NO_WRAP,
      cell: (order) => calendarDateOrDash(order.expectedDate),
    },
    {
      id: 'total',
      header: m.sales_total(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600, ...NO_WRAP },
      cell: (order) => formatRupees(order.total),
    },
    {
      id: 'status',
      header: m.sales_status(),
      cell: (order) => <SalesOrderStatus order={order} />,
    },
    {
      id: 'created',
      header: m.sales_created(),
      cellProps: NO_WRAP,
      cell: (order) => <DateTimeText value={order.createdAt} />,
    },
  ];
  return (
    <ResponsiveTable
      {...state}
      tableId="sales-orders"
      rows={orders}
      rowKey={(order) => order.id}
      columns={columns}
      minWidth={960}
      horizontalSpacing="md"
      card={(order) => (
        <RowCard name={m.sales_order_number({ number: order.number })}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <SalesOrderNumber order={order} />
              <Box>
                <CustomerLink customer={order.customer} />
              </Box>
            </Box>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(order.total)}
            </Text>
          </Group>
          <Box mt={6}>
            <SalesOrderStatus order={order} />
          </Box>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.sales_warehouse()} fw={500}>
              {order.inventory?.name ?? '—'}
            </LabeledValue>
            <LabeledValue label={m.sales_expected()} fw={500}>
              {calendarDateOrDash(order.expectedDate)}
            </LabeledValue>
            <LabeledValue label={m.sales_created()} fw={500}>
              <DateTimeText value={order.createdAt} />
            </LabeledValue>
          </Group>
        </RowCard>
      )}
    />
  );
}
