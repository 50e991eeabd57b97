import { useQuery } from '@tanstack/react-query';
import type {
  TEwayBillCancelBody,
  TEwayBillFileQuery,
  TEwayBillRecordBody,
  TEwayBillStatus,
  TEwayBillVehicleBody,
} from '@godown/shared';
import { api } from '../../api/client';
import { downloadFile } from '../../api/download';
import { useRefreshingMutation } from '../../api/query-client';
import { refreshedBy, transportKeys } from '../../api/query-keys';

// e-Way bills (docs/domain.md#e-way-bills): what a shipment or transfer needs for the road, the
// portal's bulk file, and the portal's answers recorded. Every write answers the consignment's new
// status; the transports (and the expiry alerts a bill resolves) are fetched again after it.

const transportUrl = (id: string) => `/transports/${encodeURIComponent(id)}/ewaybill`;
const billUrl = (billId: string, rest: string) => `/ewaybills/${encodeURIComponent(billId)}${rest}`;

/** `GET /transports/{id}/ewaybill` (sellers): what the consignment needs, and its bills. */
export function useEwayBillQuery(transportId: string) {
  return useQuery({
    queryKey: transportKeys.ewayBill(transportId),
    queryFn: ({ signal }) => api.get<TEwayBillStatus>(transportUrl(transportId), { signal }),
  });
}

/** `POST /transports/{id}/ewaybill`: the bill the portal generated (its answer, or typed). */
export function useRecordEwayBill(transportId: string) {
  return useRefreshingMutation(refreshedBy.ewayBills, (body: TEwayBillRecordBody) =>
    api.post<TEwayBillStatus>(transportUrl(transportId), body),
  );
}

/** `POST /transports/{id}/ewaybill/waiver` (admins): the goods leave without a bill, for a reason. */
export function useWaiveEwayBill(transportId: string) {
  return useRefreshingMutation(refreshedBy.ewayBills, (reason: string) =>
    api.post<TEwayBillStatus>(`${transportUrl(transportId)}/waiver`, { reason }),
  );
}

/** `POST /ewaybills/{id}/vehicles`: a change of vehicle (Part-B) the portal took. */
export function useChangeEwayBillVehicles(billId: string) {
  return useRefreshingMutation(refreshedBy.ewayBills, (body: TEwayBillVehicleBody) =>
    api.post<TEwayBillStatus>(billUrl(billId, '/vehicles'), body),
  );
}

/** `POST /ewaybills/{id}/cancel` (admins): the portal cancelled the bill. */
export function useCancelEwayBill(billId: string) {
  return useRefreshingMutation(refreshedBy.ewayBills, (body: TEwayBillCancelBody) =>
    api.post<TEwayBillStatus>(billUrl(billId, '/cancel'), body),
  );
}

/** The portal's bulk-upload JSON of the consignment (the server names the file after its paper). */
export const downloadEwayBillJson = (transportId: string, packageId: string, query: TEwayBillFileQuery) =>
  downloadFile(
    `${transportUrl(transportId)}.json`,
    { ...query },
    `ewaybill-${packageId.replace(/[^\w-]+/g, '-')}.json`,
  );
