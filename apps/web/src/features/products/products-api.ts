import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TProduct,
  type TProductCreate,
  type TProductList,
  type TProductLocation,
  type TProductUpdate,
  type TStockMovement,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams } from '../../api/list-query';

/** One page of the product list, filtered on the server. */
export interface ProductListParams {
  search: string;
  category: string | null;
  /** 1-based page number. */
  page: number;
}

/** Query keys of the products resource; every change invalidates `productKeys.all`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  locations: (id: string) => [...productKeys.all, 'locations', id] as const,
  movements: (id: string, page: number) => [...productKeys.all, 'movements', id, page] as const,
};

/** Rows per page of a product's stock history. */
export const HISTORY_PAGE_SIZE = 10;

/** `GET /products/?search=&category=&limit=&offset=` for one page. */
export function fetchProducts(params: ProductListParams, signal?: AbortSignal): Promise<TProductList> {
  const query = listParams(params.search.trim(), params.page);
  if (params.category) query.set('category', params.category);
  return api.get<TProductList>(`/products/?${query.toString()}`, { signal });
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
export function useProductCategoriesQuery() {
  return useQuery({
    queryKey: productKeys.categories(),
    queryFn: async ({ signal }) => {
      const { categories } = await api.get<{ categories: string[] }>('/products/categories', { signal });
      return categories;
    },
  });
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

/** `POST /products/`; refreshes every product query on success. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TProductCreate) => {
      const { product } = await api.post<{ product: TProduct }>('/products/', body);
      return product;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** `PUT /products/{id}` with only the changed fields; refreshes every product query on success. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: TProductUpdate }) => {
      const { product } = await api.put<{ product: TProduct }>(
        `/products/${encodeURIComponent(id)}`,
        changes,
      );
      return product;
    },
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product._id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/** `DELETE /products/{id}` (admin); the caller decides what to refresh or where to go. */
export function useDeleteProduct() {
  return useMutation({
    mutationFn: (product: TProduct) =>
      api.delete<{ message: string }>(`/products/${encodeURIComponent(product._id)}`),
  });
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
