import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  type TProduct,
  type TProductCreate,
  type TProductList,
  type TProductBatchList,
  type TProductHistory,
  type TProductLocation,
  type TProductUpdate,
  type TStockMovement,
  type SortColumn,
  type SortOrder,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { productKeys, refreshedBy } from '../../api/query-keys';

/** One page of the product list, filtered on the server. */
export interface ProductListParams {
  search: string;
  category: string | null;
  /** 1-based page number. */
  page: number;
  /** The asked sort; none for the list's default (newest first). */
  sort?: SortColumn<'products'>;
  order?: SortOrder;
}

/** Rows per page of a product's stock history. */
export const HISTORY_PAGE_SIZE = 10;

/** `GET /products/?search=&category=&limit=&offset=` for one page. */
export function fetchProducts(params: ProductListParams, signal?: AbortSignal): Promise<TProductList> {
  const query = listParams(params.search.trim(), params.page);
  if (params.category) query.set('category', params.category);
  if (params.sort) query.set('sort', params.sort);
  if (params.order) query.set('order', params.order);
  return api.get<TProductList>(`/products/?${query.toString()}`, { signal });
}

/** What /products shows when it opens: no search, every category, page 1. */
export const FIRST_PRODUCTS_PAGE: ProductListParams = { search: '', category: null, page: 1 };

/**
 * Starts the requests /products opens with (its first page and the categories) while the page's own
 * code is still on its way, so the list does not wait for it; the page finds them in the cache.
 */
export function prefetchProductsPage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({
    queryKey: productKeys.list(FIRST_PRODUCTS_PAGE),
    queryFn: ({ signal }) => fetchProducts(FIRST_PRODUCTS_PAGE, signal),
  });
  void queryClient.prefetchQuery(categoriesQuery);
}

/** A page of products; the previous page stays on screen while the next one loads. */
export function useProductsQuery(params: ProductListParams) {
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The distinct product categories, sorted (`GET /products/categories`). */
const categoriesQuery = {
  queryKey: productKeys.categories(),
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const { categories } = await api.get<{ categories: string[] }>('/products/categories', { signal });
    return categories;
  },
};

/** The distinct product categories, sorted (`GET /products/categories`). */
export function useProductCategoriesQuery() {
  return useQuery(categoriesQuery);
}

/** One product (`GET /products/{id}`); a 404 or 400 means there is no such product. */
export function useProductQuery(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { product } = await api.get<{ product: TProduct }>(`/products/${encodeURIComponent(id)}`, {
        signal,
      });
      return product;
    },
  });
}

/** `POST /products/`. */
export function useCreateProduct() {
  return useRefreshingMutation(
    refreshedBy.products,
    async (body: TProductCreate) => (await api.post<{ product: TProduct }>('/products/', body)).product,
  );
}

/** `PUT /products/{id}` with only the changed fields; the product's page is fetched again with the rest. */
export function useUpdateProduct() {
  return useRefreshingMutation(
    refreshedBy.products,
    async ({ id, changes }: { id: string; changes: TProductUpdate }) =>
      (await api.put<{ product: TProduct }>(`/products/${encodeURIComponent(id)}`, changes)).product,
  );
}

/** `DELETE /products/{id}` (admin); the deleted product's own queries go stale without a refetch. */
export function useDeleteProduct() {
  return useRefreshingMutation(
    refreshedBy.products,
    (product: TProduct) => api.delete<{ message: string }>(`/products/${encodeURIComponent(product._id)}`),
    {
      leaveStale: ({ _id: id }) => [
        productKeys.detail(id),
        productKeys.locations(id),
        productKeys.history(id),
        productKeys.batches(id),
      ],
    },
  );
}

/** Deletes several products at once (`POST /products/bulk-delete`): all of them, or none and why. */
export function useBulkDeleteProducts() {
  return useRefreshingMutation(refreshedBy.products, (ids: readonly string[]) =>
    api.post<{ deleted: number }>('/products/bulk-delete', { ids }),
  );
}

/** The inventories holding the product (`GET /products/{id}/inventories`). */
export function useProductLocationsQuery(id: string) {
  return useQuery({
    queryKey: productKeys.locations(id),
    queryFn: async ({ signal }) => {
      const { locations } = await api.get<{ locations: TProductLocation[] }>(
        `/products/${encodeURIComponent(id)}/inventories`,
        { signal },
      );
      return locations;
    },
  });
}

/** One page of the product's stock history (`GET /products/{id}/movements`, signed in). */
export function useProductMovementsQuery(id: string, page: number) {
  return useQuery({
    queryKey: productKeys.movements(id, page),
    queryFn: ({ signal }) =>
      api.get<{ movements: TStockMovement[]; total: number }>(
        `/products/${encodeURIComponent(id)}/movements?${listParams('', page, HISTORY_PAGE_SIZE).toString()}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The product's batches, earliest expiry first, with their units per inventory (`GET /products/{id}/batches`). */
export function useProductBatchesQuery(id: string) {
  return useQuery({
    queryKey: productKeys.batches(id),
    queryFn: ({ signal }) =>
      api.get<TProductBatchList>(`/products/${encodeURIComponent(id)}/batches`, { signal }),
  });
}

/** The product's quantity at the end of each day (`GET /products/{id}/history?days=`). */
export function useProductStockHistoryQuery(id: string, days: number) {
  return useQuery({
    queryKey: productKeys.stockHistory(id, days),
    queryFn: ({ signal }) =>
      api.get<TProductHistory>(`/products/${encodeURIComponent(id)}/history?days=${days}`, { signal }),
  });
}
