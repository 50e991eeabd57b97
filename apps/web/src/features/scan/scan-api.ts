import { useQuery } from '@tanstack/react-query';
import type { TMove, TPick, TPickList, TProduct, TReceive } from '@godown/shared';
import { api } from '../../api/client';
import { refreshedBy, transportKeys } from '../../api/query-keys';
import { useRefreshingMutation } from '../../api/query-client';

/** New goods received into an inventory (and a storage unit): `POST /stock/receive`. */
export function useReceiveMutation() {
  return useRefreshingMutation(refreshedBy.stockTasks, (body: TReceive) =>
    api.post<{ product: TProduct }>('/stock/receive', body),
  );
}

/** Units moved between storage units or inventories: `POST /stock/move`. */
export function useMoveMutation() {
  return useRefreshingMutation(refreshedBy.stockTasks, (body: TMove) =>
    api.post<{ product: TProduct }>('/stock/move', body),
  );
}

/** A transport's lines and what is picked (`GET /transports/{id}/picks`). */
export function usePicksQuery(transportId: string | null) {
  return useQuery({
    queryKey: transportKeys.picks(transportId ?? ''),
    queryFn: ({ signal }) => api.get<TPickList>(`/transports/${transportId}/picks`, { signal }),
    enabled: transportId !== null,
  });
}

/** Units of a line picked (`POST /transports/{id}/picks`); a wrong item or an expired batch is a 409. */
export function usePickMutation(transportId: string) {
  return useRefreshingMutation(refreshedBy.picks, (body: TPick) =>
    api.post<TPickList>(`/transports/${transportId}/picks`, body),
  );
}

/** Starts the picking again (`DELETE /transports/{id}/picks`). */
export function useResetPicksMutation(transportId: string) {
  return useRefreshingMutation(refreshedBy.picks, () =>
    api.delete<TPickList>(`/transports/${transportId}/picks`),
  );
}

/** Dispatches the picked transport: its units leave the source (`PUT /transports/{id}`). */
export function useDispatchMutation(transportId: string) {
  return useRefreshingMutation(refreshedBy.transports, () =>
    api.put<unknown>(`/transports/${transportId}`, { status: 'dispatched' }),
  );
}
