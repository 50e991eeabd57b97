import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CountStatus,
  TCountCreate,
  TCountDetail,
  TCountEntry,
  TCountLine,
  TCountList,
  TCountPost,
  TProductBatchList,
  SortColumn,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { countKeys, productKeys, refreshedBy } from '../../api/query-keys';
import { withLine } from './counts-figures';

/** One page of counts: an inventory filter, a status filter (or all) and the page. */
export interface CountListParams extends SortQuery<SortColumn<'counts'>> {
  inventory: string | null;
  status: CountStatus | null;
  /** 1-based page number. */
  page: number;
}

/** `/counts/{id}` and what lies under it. */
const countUrl = (id: string, rest = '') => `/counts/${encodeURIComponent(id)}${rest}`;

/**
 * A page of counts, newest first (`GET /counts?inventory=&status=&limit=&offset=`). The previous
 * page stays on screen while the next one loads.
 */
export function useCountsQuery(params: CountListParams) {
  return useQuery({
    queryKey: countKeys.list(params),
    queryFn: ({ signal }) => {
      const query = listParams('', params.page, undefined, params);
      if (params.inventory) query.set('inventory', params.inventory);
      if (params.status) query.set('status', params.status);
      return api.get<TCountList>(`/counts?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * One count with its lines (`GET /counts/{id}`); a 404 or 400 means there is none. While it is open
 * other people count too, so it is read again every ten seconds to show their entries.
 */
export function useCountQuery(id: string) {
  return useQuery({
    queryKey: countKeys.detail(id),
    queryFn: ({ signal }) => api.get<TCountDetail>(countUrl(id), { signal }),
    refetchInterval: (query) => (query.state.data?.count.status === 'open' ? 10_000 : false),
  });
}

/**
 * The products' categories for a count of one category (`GET /products/categories`), under the
 * products' key: the product screens read the same list.
 */
export function useCountCategoriesQuery(enabled: boolean) {
  return useQuery({
    queryKey: productKeys.categories(),
    queryFn: async ({ signal }) =>
      (await api.get<{ categories: string[] }>('/products/categories', { signal })).categories,
    enabled,
  });
}

/**
 * A product's batches (`GET /products/{id}/batches`), to ask which one a scanned product's units
 * belong to; nothing is fetched without a product.
 */
export function useCountBatchesQuery(productId: string | null) {
  return useQuery({
    queryKey: productKeys.batches(productId ?? ''),
    queryFn: ({ signal }) =>
      api.get<TProductBatchList>(`/products/${encodeURIComponent(productId ?? '')}/batches`, { signal }),
    enabled: productId !== null,
  });
}

/** `POST /counts` (admin, staff, driver): records what is expected; 409 while the inventory has an open count. */
export function useStartCount() {
  return useRefreshingMutation(refreshedBy.countEntries, (body: TCountCreate) =>
    api.post<TCountDetail>('/counts', body),
  );
}

/**
 * A change to one line: the line the server answers replaces it in the cached count (the lists are
 * read again), rather than reading every line of a large count again after each scan. A refusal
 * reads the count again: someone else may have changed it.
 */
function useLineMutation<TVariables>(id: string, mutationFn: (variables: TVariables) => Promise<TCountLine>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (line) => {
      queryClient.setQueryData<TCountDetail>(
        countKeys.detail(id),
        (detail) => detail && withLine(detail, line),
      );
      await queryClient.invalidateQueries({ queryKey: countKeys.lists() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: countKeys.detail(id) }),
  });
}

/** `POST /counts/{id}/entries`: units found on a line, added to it or set as its count. */
export function useCountEntry(id: string) {
  return useLineMutation(
    id,
    async (body: TCountEntry) => (await api.post<{ line: TCountLine }>(countUrl(id, '/entries'), body)).line,
  );
}

/** `POST /counts/{id}/lines/{lineId}/recount`: clears a line so it is counted again. */
export function useRecountLine(id: string) {
  return useLineMutation(
    id,
    async (lineId: number) =>
      (await api.post<{ line: TCountLine }>(countUrl(id, `/lines/${lineId}/recount`))).line,
  );
}

/** `POST /counts/{id}/post` (admin): each counted line adjusted by counted − system at count. */
export function usePostCount(id: string) {
  return useRefreshingMutation(refreshedBy.countPosts, (body: TCountPost) =>
    api.post<TCountDetail>(countUrl(id, '/post'), body),
  );
}

/** `POST /counts/{id}/cancel` (admin): the count ends and nothing is adjusted. */
export function useCancelCount(id: string) {
  return useRefreshingMutation(refreshedBy.countEntries, () =>
    api.post<TCountDetail>(countUrl(id, '/cancel')),
  );
}
