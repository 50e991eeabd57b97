import type { SalesOrderStatus, TSalesOrder } from '@godown/shared';

// What a seller may do to a sales order from its page (docs/domain.md#sales-orders), by its status.
// The server keeps the same moves (a draft is confirmed or cancelled, a confirmed order cancelled);
// shipping and delivery move an order on their own.

/** An action of the order's page, in the order its buttons show. */
export type SalesOrderAction = 'edit' | 'confirm' | 'cancel';

const ACTIONS: Readonly<Record<SalesOrderStatus, readonly SalesOrderAction[]>> = {
  draft: ['edit', 'confirm', 'cancel'],
  confirmed: ['cancel'],
  partlyShipped: [],
  shipped: [],
  delivered: [],
  cancelled: [],
};

/** The actions an order's status allows: a draft is edited, confirmed or cancelled; a confirmed one cancelled. */
export function salesOrderActions(order: Pick<TSalesOrder, 'status'>): readonly SalesOrderAction[] {
  return ACTIONS[order.status] ?? [];
}

/** Units of the order waiting for stock (neither held nor shipped), over all its lines. */
export function backorderedUnits(order: Pick<TSalesOrder, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.backorderedQuantity, 0);
}

/** Units the order holds in its warehouse, over all its lines. */
export function reservedUnits(order: Pick<TSalesOrder, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.reservedQuantity, 0);
}
