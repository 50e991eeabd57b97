import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type TDeliveryProof,
  type TProductBatchList,
  type SortColumn,
  type TransportStatus,
  type TTransportCreate,
  type TTransportDetail,
  type TTransportList,
  type TTransportUpdate,
} from '@godown/shared';
import { api } from '../../api/client';
import { fetchBlob } from '../../api/download';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { productKeys, refreshedBy, transportKeys } from '../../api/query-keys';

/** One page of the transport list: a status filter (or all), the applied search and the page. */
export interface TransportListParams extends SortQuery<SortColumn<'transports'>> {
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

/** A transport's own path; orders are changed through `/buy/order/{id}`. */
const transportPath = (id: string) => `/transports/${encodeURIComponent(id)}`;
const orderPath = (id: string) => `/buy/order/${encodeURIComponent(id)}`;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * `GET /transports/status/{status}` when a status is chosen, else `GET /transports/`. A failed
 * status-filtered fetch falls back to the full list (docs/domain.md#screens-and-fixed-texts); only
 * when that fails too is the list an error.
 */
export async function fetchTransports(
  params: TransportListParams,
  signal?: AbortSignal,
): Promise<TransportListPage> {
  const query = listParams(params.search.trim(), params.page, undefined, params).toString();
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

/** `POST /transports/`, or `POST /buy/order` for an order. */
export function useCreateTransport(kind: TransportKind) {
  return useRefreshingMutation(refreshedBy.transports, async (body: TTransportCreate) =>
    kind === 'order'
      ? (await api.post<{ order: TTransportDetail }>('/buy/order', body)).order
      : (await api.post<{ transport: TTransportDetail }>('/transports/', body)).transport,
  );
}

/** `PUT /transports/{id}`, or `PUT /buy/order/{id}` for an order, with only the changed fields. */
export function useUpdateTransport(kind: TransportKind) {
  return useRefreshingMutation(
    refreshedBy.transports,
    async ({ id, changes }: { id: string; changes: TTransportUpdate }) =>
      kind === 'order'
        ? (await api.put<{ order: TTransportDetail }>(orderPath(id), changes)).order
        : (await api.put<{ transport: TTransportDetail }>(transportPath(id), changes)).transport,
  );
}

/** `POST /transports/{id}/cancel`; units on the road go back to their source. */
export function useCancelTransport() {
  return useRefreshingMutation(
    refreshedBy.transports,
    async (id: string) =>
      (await api.post<{ transport: TTransportDetail }>(`${transportPath(id)}/cancel`)).transport,
  );
}

/**
 * A product's batches with their units per inventory (`GET /products/{id}/batches`), for choosing
 * which batches a line takes; nothing is fetched without a product.
 */
export function useLineBatchesQuery(productId: string | null) {
  return useQuery({
    queryKey: productKeys.batches(productId ?? ''),
    queryFn: ({ signal }) =>
      api.get<TProductBatchList>(`/products/${encodeURIComponent(productId ?? '')}/batches`, { signal }),
    enabled: productId !== null,
  });
}

/** `GET /transports/{id}`: one transport with its history (its page). */
export function useTransportQuery(id: string) {
  return useQuery({
    queryKey: transportKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<{ transport: TTransportDetail }>(transportPath(id), { signal }).then((data) => data.transport),
  });
}

/** `GET /transports/{id}/proof`, for a transport delivered with a proof (none is fetched otherwise). */
export function useProofQuery(id: string, hasProof: boolean) {
  return useQuery({
    queryKey: transportKeys.proof(id),
    queryFn: ({ signal }) =>
      api.get<{ proof: TDeliveryProof }>(`${transportPath(id)}/proof`, { signal }).then((data) => data.proof),
    enabled: hasProof,
    staleTime: Infinity,
  });
}

/**
 * A proof's photo or signature as an object URL for an <img> (fetched with the token; an <img>
 * cannot send it), revoked when the image leaves the screen. Null while loading or on failure.
 */
export function useProofImage(id: string, which: 'photo' | 'signature', enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchBlob(`${transportPath(id)}/proof/${which}`, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, which, enabled]);
  return url;
}
