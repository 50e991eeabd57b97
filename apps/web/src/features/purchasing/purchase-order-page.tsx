import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isNotFoundError } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { LABELS_PATH } from '../../lib/paths';
import { BUYER_ROLES, SUPPLIER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { BuyerOrderActions, SupplierOrderActions } from './order-actions';
import { OrderStatus, type OrderSide } from './purchase-order-cells';
import { OrderLinesCard, OrderSummaryCard, ReceiptsCard } from './purchase-order-details';
import { usePurchaseOrderQuery } from './purchasing-api';

const LISTS: Readonly<Record<OrderSide, { path: string; label: () => string }>> = {
  buyer: { path: '/purchase-orders', label: m.purchasing_all_purchase_orders },
  supplier: { path: '/my-purchase-orders', label: m.purchasing_my_purchase_orders },
};

/** `/purchase-orders/:id` (admin, staff): the order, its lines and receipts, and what to do next. */
export function PurchaseOrderPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={m.purchasing_purchase_order_title()}>
      <OrderPage side="buyer" />
    </RoleGate>
  );
}

/** `/my-purchase-orders/:id` (supplier): an order addressed to them, to confirm and ship. */
export function MyPurchaseOrderPage() {
  return (
    <RoleGate roles={SUPPLIER_ROLES} title={m.purchasing_purchase_order_title()}>
      <OrderPage side="supplier" />
    </RoleGate>
  );
}

function OrderPage({ side }: { side: OrderSide }) {
  const { id = '' } = useParams();
  const order = usePurchaseOrderQuery(id);
  const list = LISTS[side];
  const back = (
    <BackLink to={list.path} mb="xs" display="inline-block">
      {list.label()}
    </BackLink>
  );

  if (order.isPending) return <LoadingLine label={m.purchasing_loading_purchase_order()} />;
  if (order.isError) {
    return (
      <>
        {back}
        <PageHeader title={m.purchasing_purchase_order_title()} />
        {isNotFoundError(order.error) ? (
          <EmptyState
            icon={<IconFileInvoice size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
            title={m.purchasing_purchase_order_not_found()}
            message={m.purchasing_purchase_order_not_found_message()}
            action={
              <Button component={Link} to={list.path} variant="light">
                {list.label()}
              </Button>
            }
          />
        ) : (
          <ErrorLine message={m.purchasing_fetch_purchase_order_failed()} />
        )}
      </>
    );
  }

  const data = order.data;
  return (
    <>
      {back}
      <Group justify="space-between" align="flex-start" mb="lg" gap="md" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={2} ff="monospace">
            {data.number}
          </Title>
          <OrderStatus order={data} />
        </Group>
        {side === 'buyer' ? (
          <Group gap="sm" align="flex-start">
            <Button
              component={Link}
              to={`${LABELS_PATH}?${new URLSearchParams({ purchaseOrder: data.id }).toString()}`}
              variant="default"
              leftSection={<IconPrinter size={18} />}
            >
              {m.purchasing_print_labels()}
            </Button>
            <BuyerOrderActions order={data} />
          </Group>
        ) : (
          <SupplierOrderActions order={data} />
        )}
      </Group>
      <Stack gap="lg">
        <OrderSummaryCard order={data} side={side} />
        <OrderLinesCard order={data} />
        <ReceiptsCard order={data} canTrace={side === 'buyer'} />
      </Stack>
    </>
  );
}
