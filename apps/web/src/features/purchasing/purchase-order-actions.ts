import {
  PURCHASE_ORDER_RECEIVABLE_STATUSES,
  PURCHASE_ORDER_TRANSITIONS,
  TRANSPORT_OPEN_STATUSES,
  type PurchaseOrderStatus,
  type TPurchaseOrder,
} from '@godown/shared';

/** What the buyer (admin, staff) may do to an order, in the order the buttons show. */
export type BuyerAction =
  'send' | 'markConfirmed' | 'acceptChanges' | 'refuseChanges' | 'receive' | 'closeReceived' | 'cancel';

const isReceivable = (status: PurchaseOrderStatus) =>
  (PURCHASE_ORDER_RECEIVABLE_STATUSES as readonly PurchaseOrderStatus[]).includes(status);

/**
 * The buyer's actions on an order: the moves by hand its status allows (send a draft, record a
 * confirmation given outside Godown, close a partly received order, cancel), receiving while goods
 * are expected, and the answer to the supplier's changed quantities. While that answer is pending it
 * is all there is to do, besides cancelling (the server refuses receipts meanwhile).
 */
export function buyerActions(order: Pick<TPurchaseOrder, 'status' | 'changesProposed'>): BuyerAction[] {
  const moves = PURCHASE_ORDER_TRANSITIONS[order.status];
  const canCancel = moves.includes('cancelled');
  if (order.changesProposed) {
    return ['acceptChanges', 'refuseChanges', ...(canCancel ? (['cancel'] as const) : [])];
  }
  const actions: BuyerAction[] = [];
  if (moves.includes('sent')) actions.push('send');
  if (moves.includes('confirmed')) actions.push('markConfirmed');
  if (isReceivable(order.status)) actions.push('receive');
  if (moves.includes('received')) actions.push('closeReceived');
  if (canCancel) actions.push('cancel');
  return actions;
}

/** What the supplier may do to an order addressed to them. */
export type SupplierAction = 'confirm' | 'ship';

/** True while the order's consignment is on its way (pending, dispatched or in transit). */
export function isOnItsWay(order: Pick<TPurchaseOrder, 'transport'>): boolean {
  return order.transport !== null && TRANSPORT_OPEN_STATUSES.includes(order.transport.status);
}

/**
 * The supplier's actions: confirm a sent order (a ready date, other quantities if need be); ship a
 * confirmed or partly received one once the buyer has answered any changed quantities and no
 * consignment of it is on its way.
 */
export function supplierActions(
  order: Pick<TPurchaseOrder, 'status' | 'changesProposed' | 'transport'>,
): SupplierAction[] {
  if (order.status === 'sent') return ['confirm'];
  const canShip =
    (order.status === 'confirmed' || order.status === 'partially_received') &&
    !order.changesProposed &&
    !isOnItsWay(order);
  return canShip ? ['ship'] : [];
}
