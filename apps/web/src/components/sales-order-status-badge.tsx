import type { BadgeProps } from '@mantine/core';
import type { SalesOrderStatus } from '@godown/shared';
import { salesOrderStatusLabel } from '../lib/labels';
import { StatusBadge } from './status-badge';

/** A sales order's status as a badge: the sales order screens' and the customer page's. */
export function SalesOrderStatusBadge({
  status,
  ...badgeProps
}: { status: SalesOrderStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  return <StatusBadge status={status} label={salesOrderStatusLabel(status)} {...badgeProps} />;
}
