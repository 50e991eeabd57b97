// A sales order's statuses and their words (docs/domain.md#sales-orders): apart from sales-orders.ts,
// so the messages' labels load them without the schemas.

export const SALES_ORDER_STATUSES = [
  'draft',
  'confirmed',
  'partlyShipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

export const SALES_ORDER_STATUS_LABELS: Readonly<Record<SalesOrderStatus, string>> = {
  draft: 'Draft',
  confirmed: 'Confirmed',
  partlyShipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
