import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCashRegister, IconClockHour4 } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TSalesOrderSummary } from '@godown/shared';
import { Link } from 'react-router';
import { CustomerNameLink, DocumentNumberLink } from '../../components/record-links';
import { SalesOrderStatusBadge } from '../../components/sales-order-status-badge';
import { sayMessage } from '../../lib/localize';
import { inventoryPath, salesOrderPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';

// What the sales order list, its cards and an order's page show of an order, written once.

/** A reason the server gives by key (a price's basis, a scheme), in the language of the page. */
export const sayReason = (why: { reason: string; params?: unknown }): string =>
  sayMessage({ ...why, message: why.reason });

/** Some of the order's units wait for stock: neither held in the warehouse nor shipped. */
export function BackorderedBadge() {
  return (
    <Badge
      variant="light"
      color="orange"
      leftSection={<IconClockHour4 size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {m.sales_backordered_badge()}
    </Badge>
  );
}

/** The order was sold at the counter: handed over and invoiced as it was taken. */
export function CounterSaleBadge() {
  return (
    <Badge
      variant="light"
      color="blue"
      leftSection={<IconCashRegister size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {m.sales_counter_sale_badge()}
    </Badge>
  );
}

/** The order's status, and "Backordered" while some units wait for stock. */
export function SalesOrderStatus({ order }: { order: Pick<TSalesOrderSummary, 'status' | 'backordered'> }) {
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={m.sales_order_status()}>
      <SalesOrderStatusBadge status={order.status} />
      {order.backordered ? <BackorderedBadge /> : null}
    </Group>
  );
}

/** The order's number, linking to its page. */
export function SalesOrderNumber({ order }: { order: Pick<TSalesOrderSummary, 'id' | 'number'> }) {
  return <DocumentNumberLink to={salesOrderPath(order.id)}>{order.number}</DocumentNumberLink>;
}

/** The order's customer, linking to their page; a dimmed dash when the order has none. */
export function CustomerLink({ customer }: { customer: TSalesOrderSummary['customer'] }) {
  if (!customer) return <Text c="dimmed">—</Text>;
  return <CustomerNameLink customer={customer} />;
}

/** The warehouse the order ships from, linking to its page; a dimmed dash when it has none. */
export function WarehouseLink({ inventory }: { inventory: TSalesOrderSummary['inventory'] }) {
  if (!inventory) return <Text c="dimmed">—</Text>;
  return (
    <Anchor component={Link} to={inventoryPath(inventory.id)} size="sm">
      {inventory.name}
    </Anchor>
  );
}

/** A reason as the server keys it. */
type Why = { reason: string; params?: unknown };

interface OrderTotalsProps {
  subtotal: number;
  /** The order's discount: its amount, its percentage when known, and the scheme that gives it. */
  discount: { amount: number; percent?: number; scheme: Why | null } | null;
  total: number;
}

/** Subtotal, the order's discount (and the scheme that gives it), and the total, right-aligned. */
export function OrderTotals({ subtotal, discount, total }: OrderTotalsProps) {
  const hasDiscount = discount !== null && discount.amount > 0;
  return (
    <Stack gap={4} align="flex-end" role="group" aria-label={m.sales_totals()}>
      <Group gap="md" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {m.sales_subtotal()}
        </Text>
        <Text size="sm" miw={120} ta="right">
          {formatRupees(subtotal)}
        </Text>
      </Group>
      {hasDiscount ? (
        <>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {discount.percent === undefined
                ? m.sales_order_discount()
                : m.sales_order_discount_percent({ percent: formatNumber(discount.percent) })}
            </Text>
            <Text size="sm" miw={120} ta="right" c="teal">
              {`− ${formatRupees(discount.amount)}`}
            </Text>
          </Group>
          {discount.scheme ? (
            <Text size="xs" c="teal" ta="right">
              {sayReason(discount.scheme)}
            </Text>
          ) : null}
        </>
      ) : null}
      <Group gap="md" wrap="nowrap">
        <Text fw={700}>{m.sales_total()}</Text>
        <Text fw={700} size="lg" miw={120} ta="right">
          {formatRupees(total)}
        </Text>
      </Group>
    </Stack>
  );
}
