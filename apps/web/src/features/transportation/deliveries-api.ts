import { useQuery } from '@tanstack/react-query';
import { API_BASE_PATH, type TGeoPoint, type TTransport, type TTransportDetail } from '@godown/shared';
import { api, networkError, signOutAfterUnauthorized, toApiError } from '../../api/client';
import { useRefreshingMutation } from '../../api/query-client';
import { refreshedBy, transportKeys } from '../../api/query-keys';
import { getToken } from '../../lib/session';

/** `GET /transports/deliveries`: the signed-in driver's open transports, nearest ETA first. */
export function useDeliveriesQuery() {
  return useQuery({
    queryKey: transportKeys.deliveries(),
    queryFn: ({ signal }) =>
      api.get<{ transports: TTransport[] }>('/transports/deliveries', { signal }).then((d) => d.transports),
  });
}

/** `PUT /transports/{id}` with a new status only (what a driver may change). */
export function useMoveDelivery() {
  return useRefreshingMutation(
    refreshedBy.transports,
    async ({ id, status }: { id: string; status: 'dispatched' | 'in_transit' }) =>
      (await api.put<{ transport: TTransportDetail }>(`/transports/${encodeURIComponent(id)}`, { status }))
        .transport,
  );
}

/** `PUT /transports/{id}/location`: the phone's position as the transport's current point. */
export function shareLocation(id: string, point: TGeoPoint): Promise<TTransportDetail> {
  return api
    .put<{ transport: TTransportDetail }>(`/transports/${encodeURIComponent(id)}/location`, {
      currentLocation: point,
    })
    .then((d) => d.transport);
}

/** What the proof form sends: the fields, the (resized) photo and the signature if drawn. */
export interface ProofUpload {
  receiverName: string;
  note: string;
  photo: Blob;
  signature: Blob | null;
  /** Where the phone is, if it can tell. */
  position: { latitude: number; longitude: number } | null;
}

/**
 * `POST /transports/{id}/deliver` as multipart/form-data. XMLHttpRequest rather than fetch: on a
 * weak network the upload's progress is worth showing. Resolves with the delivered transport, or
 * rejects with the server's refusal as an ApiError.
 */
export function sendProof(
  id: string,
  proof: ProofUpload,
  onProgress: (percent: number | null) => void,
): Promise<TTransportDetail> {
  const form = new FormData();
  form.append('receiverName', proof.receiverName);
  if (proof.note.trim()) form.append('note', proof.note);
  if (proof.position) {
    form.append('latitude', String(proof.position.latitude));
    form.append('longitude', String(proof.position.longitude));
  }
  form.append('photo', proof.photo, 'photo.jpg');
  if (proof.signature) form.append('signature', proof.signature, 'signature.png');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}/transports/${encodeURIComponent(id)}/deliver`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) =>
      onProgress(event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null);
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      const body = xhr.response as { data?: { transport: TTransportDetail } } | null;
      if (xhr.status === 401) signOutAfterUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) resolve(body.data.transport);
      else reject(toApiError(xhr.status, body));
    };
    xhr.send(form);
  });
}
