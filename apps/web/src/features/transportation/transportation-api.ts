import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type TDriverOption,
  type TInventorySummary,
  type TProduct,
  type TransportStatus,
  type TTransportCreate,
  type TTransportDetail,
  type TTransportList,
  type TTransportUpdate,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, OPTIONS_LIMIT } from '../../api/list-query';
import type { SearchOption } from '../../components/search-select';
import { useRefreshingMutation } from '../../lib/query-client';
import { productLabel } from './transport-form';

/** One page of the transport list: a status filter (or all), the applied search and the page. */
export interface TransportListParams {
  status: TransportStatus | null;
  search: string;
  /** 1-based page number. */
  page: number;
}

/** A page of the list, and whether it is the full list shown because the status-filtered one failed. */
export interface TransportListPage extends TTransportList {
  isFallback: boolean;
}

/** Transports are created on two screens: as transports, or as orders through /buy/order. */
export type TransportKind = 'transport' | 'order';

/**
 * Query keys of the transports resource; every change refreshes `transportKeys.all`. The pickers'
 * options are cached under the resource they list, so a change to products, inventories or users
 * refreshes them too (keys written out: a feature does not import another).
 */
export const transportKeys = {
  all: ['transports'] as const,
  lists: () => [...transportKeys.all, 'list'] as const,
  list: (params: TransportListParams) => [...transportKeys.lists(), params] as const,
  driverOptions: ['users', 'driver-options'] as const,
  productOptions: ['products', 'transport-options'] as const,
  inventoryOptions: ['inventories', 'transport-options'] as const,
};

/** A transport's own path; orders are changed through `/buy/order/{id}`. */
const transportPath = (id: string) => `/transports/${encodeURIComponent(id)}`;
const orderPath = (id: string) => `/buy/order/${encodeURIComponent(id)}`;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * `GET /transports/status/{status}` when a status is chosen, else `GET /transports/`. A failed
 * status-filtered fetch falls back to the full list (spec section 4); only when that fails too is
 * the list an error.
 */
export async function fetchTransports(
  params: TransportListParams,
  signal?: AbortSignal,
): Promise<TransportListPage> {
  const query = listParams(params.search.trim(), params.page).toString();
  if (params.status) {
    try {
      const list = await api.get<TTransportList>(
        `/transports/status/${encodeURIComponent(params.status)}?${query}`,
        { signal },
      );
      return { ...list, isFallback: false };
    } catch (error) {
      if (isAbort(error)) throw error;
    }
  }
  const list = await api.get<TTransportList>(`/transports/?${query}`, { signal });
  return { ...list, isFallback: params.status !== null };
}

/** A page of transports with the status counts; the previous page stays on screen while the next loads. */
export function useTransportsQuery(params: TransportListParams) {
  return useQuery({
    queryKey: transportKeys.list(params),
    queryFn: ({ signal }) => fetchTransports(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Active drivers matching a name, email or phone, for the form's driver picker (first 20). */
export async function fetchDriverOptions(search: string, signal?: AbortSignal): Promise<SearchOption[]> {
  const { drivers } = await api.get<{ drivers: TDriverOption[]; total: number }>(
    `/users/drivers?${listParams(search, 1, OPTIONS_LIMIT).toString()}`,
    { signal },
  );
  return drivers.map((driver) => ({
    value: driver._id,
    label: driver.name,
    description: driver.email ?? driver.phone ?? undefined,
  }));
}

/** Products matching a name, SKU or description, for a product line's picker (first 20). */
export async function fetchProductOptions(search: string, signal?: AbortSignal): Promise<SearchOption[]> {
  const { products } = await api.get<{ products: TProduct[]; total: number }>(
    `/products/?${listParams(search, 1, OPTIONS_LIMIT).toString()}`,
    { signal },
  );
  return products.map((product) => ({
    value: product._id,
    label: productLabel(product.productName, product.sku),
    description: `${product.quantity.toLocaleString('en-IN')} in stock`,
  }));
}

/** An inventory in the form's pickers, with the point that choosing it fills in. */
export interface InventoryOption extends SearchOption {
  point: TInventorySummary['inventoryLocation'];
}

/** Tells an inventory option (from `fetchInventoryOptions`) from the option the form opened with. */
export function isInventoryOption(option: SearchOption | null): option is InventoryOption {
  return option !== null && 'point' in option;
}

/** Inventories matching a name, for the source and destination pickers (first 20). */
export async function fetchInventoryOptions(
  search: string,
  signal?: AbortSignal,
): Promise<InventoryOption[]> {
  const { inventories } = await api.get<{ inventories: TInventorySummary[]; total: number }>(
    `/inventory/?${listParams(search, 1, OPTIONS_LIMIT).toString()}`,
    { signal },
  );
  return inventories.map((inventory) => ({
    value: inventory._id,
    label: inventory.name,
    description: inventory.location ?? undefined,
    point: inventory.inventoryLocation,
  }));
}

/**
 * What a transport change can move: the transport lists, and, since a transfer takes units out of
 * one inventory and puts them into another, the inventory and product screens.
 */
const REFRESHED_AFTER_CHANGE = [
  transportKeys.all,
  ['inventories'],
  ['products'],
  // Deliveries change stock (stock alerts); a delivery or cancellation resolves a missed-ETA alert.
  ['alerts'],
  ['dashboard'],
] as const;

/** `POST /transports/`, or `POST /buy/order` for an order. */
export function useCreateTransport(kind: TransportKind) {
  return useRefreshingMutation(REFRESHED_AFTER_CHANGE, async (body: TTransportCreate) =>
    kind === 'order'
      ? (await api.post<{ order: TTransportDetail }>('/buy/order', body)).order
      : (await api.post<{ transport: TTransportDetail }>('/transports/', body)).transport,
  );
}

/** `PUT /transports/{id}`, or `PUT /buy/order/{id}` for an order, with only the changed fields. */
export function useUpdateTransport(kind: TransportKind) {
  return useRefreshingMutation(
    REFRESHED_AFTER_CHANGE,
    async ({ id, changes }: { id: string; changes: TTransportUpdate }) =>
      kind === 'order'
        ? (await api.put<{ order: TTransportDetail }>(orderPath(id), changes)).order
        : (await api.put<{ transport: TTransportDetail }>(transportPath(id), changes)).transport,
  );
}

/** `POST /transports/{id}/cancel`; units on the road go back to their source. */
export function useCancelTransport() {
  return useRefreshingMutation(
    REFRESHED_AFTER_CHANGE,
    async (id: string) =>
      (await api.post<{ transport: TTransportDetail }>(`${transportPath(id)}/cancel`)).transport,
  );
}
