import { useQuery } from '@tanstack/react-query';
import type {
  TPriceList,
  TPriceListCreate,
  TPriceListSummary,
  TPriceListUpdate,
  TScheme,
  TSchemeCreate,
  TSchemeUpdate,
} from '@godown/shared';
import { api } from '../../api/client';
import { useRefreshingMutation } from '../../api/query-client';
import { priceListKeys, refreshedBy, schemeKeys } from '../../api/query-keys';

// Price lists and schemes (docs/domain.md#price-lists-and-schemes): admins and staff keep them, an
// admin deletes. Neither list is paged: a distributor keeps tens of them, not thousands.

/** The price lists: `/price-lists`. */
export const PRICE_LISTS_PATH = '/price-lists';
/** The schemes: `/schemes`. */
export const SCHEMES_PATH = '/schemes';

const listPath = (id: string) => `/price-lists/${encodeURIComponent(id)}`;
const schemePath = (id: string) => `/schemes/${encodeURIComponent(id)}`;

/** A price list as every price list call answers it. */
type ListAnswer = { priceList: TPriceList };
/** A scheme as every scheme call answers it. */
type SchemeAnswer = { scheme: TScheme };

/** Every price list by name, with how many products each prices and customers use it. */
export function usePriceListsQuery() {
  return useQuery({
    queryKey: priceListKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.get<{ priceLists: TPriceListSummary[] }>('/price-lists', { signal })).priceLists,
  });
}

/** One price list with its items by product name; a 404 or 400 means there is none. */
export function usePriceListQuery(id: string) {
  return useQuery({
    queryKey: priceListKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<ListAnswer>(listPath(id), { signal })).priceList,
  });
}

/** `POST /price-lists` (admin, staff). */
export function useCreatePriceList() {
  return useRefreshingMutation(
    refreshedBy.priceLists,
    async (body: TPriceListCreate) => (await api.post<ListAnswer>('/price-lists', body)).priceList,
  );
}

/** `PUT /price-lists/{id}` (admin, staff): the fields to change; `items`, when sent, replace them all. */
export function useUpdatePriceList(id: string) {
  return useRefreshingMutation(
    refreshedBy.priceLists,
    async (changes: TPriceListUpdate) => (await api.put<ListAnswer>(listPath(id), changes)).priceList,
  );
}

/** `DELETE /price-lists/{id}` (admin); the deleted list's page is only marked stale (it would 404). */
export function useDeletePriceList() {
  return useRefreshingMutation(
    refreshedBy.priceLists,
    (list: Pick<TPriceList, 'id'>) => api.delete<{ message: string }>(listPath(list.id)),
    { leaveStale: (list) => [priceListKeys.detail(list.id)] },
  );
}

/** Every scheme, the running ones first. */
export function useSchemesQuery() {
  return useQuery({
    queryKey: schemeKeys.list(),
    queryFn: async ({ signal }) => (await api.get<{ schemes: TScheme[] }>('/schemes', { signal })).schemes,
  });
}

/** `POST /schemes` (admin, staff): buy N get M free, or a percentage off an order from a value. */
export function useCreateScheme() {
  return useRefreshingMutation(
    refreshedBy.schemes,
    async (body: TSchemeCreate) => (await api.post<SchemeAnswer>('/schemes', body)).scheme,
  );
}

/** `PUT /schemes/{id}` (admin, staff): its name, dates and active flag; the terms stay. */
export function useUpdateScheme(id: string) {
  return useRefreshingMutation(
    refreshedBy.schemes,
    async (changes: TSchemeUpdate) => (await api.put<SchemeAnswer>(schemePath(id), changes)).scheme,
  );
}

/** `DELETE /schemes/{id}` (admin). */
export function useDeleteScheme() {
  return useRefreshingMutation(refreshedBy.schemes, (scheme: Pick<TScheme, 'id'>) =>
    api.delete<{ message: string }>(schemePath(scheme.id)),
  );
}
