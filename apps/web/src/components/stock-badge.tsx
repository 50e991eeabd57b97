import { Badge } from '@mantine/core';
import { isLowStock } from '@godown/shared';
import { m } from '../paraglide/messages.js';

interface StockBadgeProps {
  quantity: number;
  thresholdLimit: number | null | undefined;
}

/** "Low Stock" (quantity at or below the threshold, missing = 0) or "In Stock". */
export function StockBadge({ quantity, thresholdLimit }: StockBadgeProps) {
  return isLowStock(quantity, thresholdLimit) ? (
    <Badge color="red" variant="light">
      {m.common_low_stock()}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      {m.common_in_stock()}
    </Badge>
  );
}
