import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TCustomer, type TSalesOrderSummary } from '@godown/shared';
import { Link } from 'react-router';
import { calendarDateOrDash, DateTimeText } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { SalesOrderStatusBadge } from '../../components/sales-order-status-badge';
import { SectionCard } from '../../components/section-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { newSalesOrderPath, salesOrderPath } from '../../lib/paths';
import { useListSearch } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { CUSTOMER_ORDERS_PAGE_SIZE, useCustomerSalesOrdersQuery } from './customers-api';

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;
const RIGHT_NO_WRAP = { ta: 'right', fw: 600, style: { whiteSpace: 'nowrap' } } as const;

function OrderNumber({ order }: { order: TSalesOrderSummary }) {
  return (
    <Anchor component={Link} to={salesOrderPath(order.id)} fw={700} ff="monospace" size="sm">
      {order.number}
    </Anchor>
  );
}

/** The order's status, and "Backordered" while some of its units wait for stock. */
function OrderStatus({ order }: { order: TSalesOrderSummary }) {
  return (
    <Group gap={6} wrap="wrap">
      <SalesOrderStatusBadge status={order.status} />
      {order.backordered ? (
        <Badge variant="light" color="orange">
          {m.customers_backordered()}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * The customer's sales orders, newest first (number, status, warehouse, expected date, total, when
 * taken), paged in the address (`so.page`); New sales order opens the form with them chosen (an
 * active customer only: the server takes no order for an inactive one).
 */
export function CustomerSalesOrders({ customer }: { customer: TCustomer }) {
  const { page, setPage } = useListSearch({ prefix: 'so.', hasSearch: false });
  const orders = useCustomerSalesOrdersQuery(customer.id, page);
  const total = orders.data?.total ?? 0;
  const columns: TableColumn<TSalesOrderSummary>[] = [
    { id: 'number', header: m.customers_order_number(), cell: (order) => <OrderNumber order={order} /> },
    { id: 'status', header: m.customers_status(), cell: (order) => <OrderStatus order={order} /> },
    { id: 'warehouse', header: m.customers_warehouse(), cell: (order) => order.inventory?.name ?? '—' },
    {
      id: 'expected',
      header: m.customers_expected(),
      cellProps: NO_WRAP,
      cell: (order) => calendarDateOrDash(order.expectedDate),
    },
    {
      id: 'total',
      header: m.customers_total(),
      headerProps: { ta: 'right' },
      cellProps: RIGHT_NO_WRAP,
      cell: (order) => formatRupees(order.total),
    },
    {
      id: 'created',
      header: m.customers_taken(),
      cellProps: NO_WRAP,
      cell: (order) => <DateTimeText value={order.createdAt} />,
    },
  ];
  return (
    <SectionCard
      title={m.customers_sales_orders()}
      aside={
        <Group gap="sm">
          {orders.data ? (
            <Text size="sm" c="dimmed">
              {m.customers_orders_count({ count: formatNumber(total, 0) })}
            </Text>
          ) : null}
          {customer.active ? (
            <Button
              component={Link}
              to={newSalesOrderPath(customer.id)}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
            >
              {m.customers_new_sales_order()}
            </Button>
          ) : null}
        </Group>
      }
    >
      <Stack gap="sm">
        <ResponsiveTable
          rows={orders.data?.salesOrders}
          rowKey={(order) => order.id}
          columns={columns}
          minWidth={760}
          isFramed={false}
          isLoading={orders.isPending}
          loadingLabel={m.customers_loading_orders()}
          errors={[orders.isError ? m.customers_fetch_orders_failed() : null]}
          isEmpty={total === 0}
          empty={
            <Text size="sm" c="dimmed">
              {m.customers_no_orders_yet()}
            </Text>
          }
          isStale={orders.isPlaceholderData}
          pagination={{ page, total, onChange: setPage, pageSize: CUSTOMER_ORDERS_PAGE_SIZE }}
          card={(order) => (
            <RowCard name={m.customers_sales_order_number({ number: order.number })}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <OrderNumber order={order} />
                <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(order.total)}
                </Text>
              </Group>
              <Stack mt={6}>
                <OrderStatus order={order} />
              </Stack>
              <Group gap="lg" mt="xs" align="flex-start">
                <LabeledValue label={m.customers_expected()} fw={500}>
                  {calendarDateOrDash(order.expectedDate)}
                </LabeledValue>
                <LabeledValue label={m.customers_taken()} fw={500}>
                  <DateTimeText value={order.createdAt} />
                </LabeledValue>
              </Group>
            </RowCard>
          )}
        />
      </Stack>
    </SectionCard>
  );
}
