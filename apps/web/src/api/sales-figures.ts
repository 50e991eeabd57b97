import { useQuery } from '@tanstack/react-query';
import type { TSalesFigures } from '@godown/shared';
import { api } from './client';
import { salesOrderKeys } from './query-keys';

/**
 * The dashboard's sales figures (`GET /sales-orders/figures`; admins and staff): open orders due
 * today, waiting for stock, and late. Under the sales orders' keys, so a live change to an order
 * refreshes them.
 */
export function useSalesFiguresQuery() {
  return useQuery({
    queryKey: [...salesOrderKeys.all, 'figures'] as const,
    queryFn: ({ signal }) => api.get<TSalesFigures>('/sales-orders/figures', { signal }),
  });
}
