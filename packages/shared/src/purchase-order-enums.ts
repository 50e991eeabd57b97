// A purchase order's statuses, their words and the moves between them (docs/domain.md#purchase-orders).
// Free of zod: the first page names them in its messages.

/** Statuses of a purchase order (docs/domain.md#purchase-orders). */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_STATUS_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  confirmed: 'Confirmed',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** Purchase orders still expecting goods: their open quantities count as stock on order. */
export const PURCHASE_ORDER_OPEN_STATUSES = ['sent', 'confirmed', 'partially_received'] as const;

/**
 * The moves a buyer makes by hand (PUT /purchase-orders/{id}): send a draft, record a confirmation
 * given outside Godown, close a partly received order as received, cancel. Receiving goods moves an
 * order to partially received or received by itself; the supplier confirms on their own page.
 */
export const PURCHASE_ORDER_TRANSITIONS: Readonly<
  Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]>
> = {
  draft: ['sent', 'cancelled'],
  sent: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  partially_received: ['received', 'cancelled'],
  received: [],
  cancelled: [],
};

/** Statuses in which goods may be received on a purchase order. */
export const PURCHASE_ORDER_RECEIVABLE_STATUSES = ['sent', 'confirmed', 'partially_received'] as const;
