import { Anchor, Badge, Group, Text } from '@mantine/core';
import { formatNumber, type TPurchaseOrderSummary } from '@godown/shared';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/status-badge';
import { purchaseOrderStatusLabel } from '../../lib/labels';
import { purchaseOrderPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';

/** Which side of an order the screen is for: the buyer's (admin, staff) or the supplier's own. */
export type OrderSide = 'buyer' | 'supplier';

/** The supplier changed quantities and the buyer has not answered yet. */
export function ChangesProposedBadge() {
  return (
    <Badge variant="light" color="yellow" style={{ flexShrink: 0 }}>
      {m.purchasing_changes_proposed()}
    </Badge>
  );
}

/** The order's status as a badge. */
export function OrderStatusBadge({ order }: { order: Pick<TPurchaseOrderSummary, 'status'> }) {
  return <StatusBadge status={order.status} label={purchaseOrderStatusLabel(order.status)} />;
}

/** The order's status, and "Changes proposed" while the supplier's other quantities await the buyer. */
export function OrderStatus({ order }: { order: Pick<TPurchaseOrderSummary, 'status' | 'changesProposed'> }) {
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={m.purchasing_order_status()}>
      <OrderStatusBadge order={order} />
      {order.changesProposed ? <ChangesProposedBadge /> : null}
    </Group>
  );
}

/** The order's number, linking to its page on the screen's side. */
export function OrderNumber({
  order,
  side,
}: {
  order: Pick<TPurchaseOrderSummary, 'id' | 'number'>;
  side: OrderSide;
}) {
  return (
    <Anchor component={Link} to={purchaseOrderPath(order.id, side === 'supplier')} fw={700} ff="monospace">
      {order.number}
    </Anchor>
  );
}

/** Units received of those ordered: "10 / 52". */
export function ReceivedUnits({
  order,
}: {
  order: Pick<TPurchaseOrderSummary, 'receivedQuantity' | 'totalQuantity'>;
}) {
  return (
    <Text size="sm" span>
      {`${formatNumber(order.receivedQuantity, 0)} / ${formatNumber(order.totalQuantity, 0)}`}
    </Text>
  );
}
