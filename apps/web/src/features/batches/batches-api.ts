import { useQuery } from '@tanstack/react-query';
import type { TBatchTrace } from '@godown/shared';
import { api } from '../../api/client';
import { batchKeys } from '../../api/query-keys';
import type { BatchTraceParams } from '../../lib/paths';

/**
 * Where a batch is and everything that moved it (`GET /batches/trace?product=&batch=`, admin and
 * staff); asked only once both the product and the code are given. A 404 names what is missing.
 */
export function useBatchTraceQuery(params: BatchTraceParams) {
  return useQuery({
    queryKey: batchKeys.trace(params),
    queryFn: ({ signal }) =>
      api.get<TBatchTrace>(`/batches/trace?${new URLSearchParams({ ...params }).toString()}`, { signal }),
    enabled: params.product !== '' && params.batch !== '',
  });
}
