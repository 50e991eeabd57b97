import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconReceiptRupee } from '@tabler/icons-react';
import type { TSalesOrder } from '@godown/shared';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { formatDateTime } from '../../components/date-time-text';
import { LoadingLine } from '../../components/loading-line';
import { RecordLoadFailure } from '../../components/record-load-failure';
import { RoleGate } from '../../components/role-gate';
import { SALES_ORDERS_PATH } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { FulfilmentCard } from './fulfilment-card';
import { SalesOrderActions } from './sales-order-actions';
import { CounterSaleBadge, SalesOrderStatus } from './sales-order-cells';
import { SalesOrderLinesCard, SalesOrderSummaryCard, SalesOrderTimeline } from './sales-order-details';
import { useSalesOrderQuery } from './sales-orders-api';

function BackToSalesOrders() {
  return (
    <BackLink to={SALES_ORDERS_PATH} mb="xs" display="inline-block">
      {m.sales_all_orders()}
    </BackLink>
  );
}

/**
 * `/sales-orders/:id` (admin, staff): one order, its customer and warehouse, its lines with what each
 * holds and waits for, its totals and times; Edit, Confirm and Cancel as its status allows.
 */
export function SalesOrderPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.sales_order_title()}>
      <SalesOrderDetails />
    </RoleGate>
  );
}

function SalesOrderDetails() {
  const { id = '' } = useParams();
  const order = useSalesOrderQuery(id);

  if (order.isPending) return <LoadingLine label={m.sales_loading_order()} />;
  if (order.isError) {
    return (
      <RecordLoadFailure
        back={<BackToSalesOrders />}
        title={m.sales_order_title()}
        error={order.error}
        icon={<IconReceiptRupee size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        notFoundTitle={m.sales_order_not_found()}
        notFoundMessage={m.sales_order_not_found_message()}
        listPath={SALES_ORDERS_PATH}
        listLabel={m.sales_all_orders()}
        failedMessage={m.sales_fetch_order_failed()}
      />
    );
  }
  return <SalesOrderView order={order.data} />;
}

function SalesOrderView({ order }: { order: TSalesOrder }) {
  return (
    <>
      <BackToSalesOrders />
      <Group justify="space-between" align="flex-start" mb="lg" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="center">
            <Title order={2} ff="monospace">
              {order.number}
            </Title>
            <SalesOrderStatus order={order} />
            {order.counter ? <CounterSaleBadge /> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {m.sales_taken_on({ date: formatDateTime(order.createdAt) })}
          </Text>
        </Stack>
        <SalesOrderActions order={order} />
      </Group>
      <Stack gap="lg">
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SalesOrderSummaryCard order={order} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SalesOrderTimeline order={order} />
          </Grid.Col>
        </Grid>
        <SalesOrderLinesCard order={order} />
        <FulfilmentCard order={order} />
      </Stack>
    </>
  );
}
