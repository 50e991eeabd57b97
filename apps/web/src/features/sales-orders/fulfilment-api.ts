import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAllocate,
  TOrderPick,
  TOrderPickList,
  TRelease,
  TSalesOrder,
  TSalesReturn,
  TSalesReturnCreate,
  TSalesReturnList,
  TShipmentCreate,
} from '@godown/shared';
import { api } from '../../api/client';
import { downloadFile } from '../../api/download';
import { listParams } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { refreshedBy, salesOrderKeys, storageKeys } from '../../api/query-keys';

// A sales order on its way (docs/domain.md#picking-shipping-and-returns): its pick list, allocating,
// picking, packing a shipment, its papers, and returns. Every key lives under the sales orders', so
// a live change to an order (kind salesOrder) refreshes them all.

const orderPath = (id: string, rest = '') => `/sales-orders/${encodeURIComponent(id)}${rest}`;
type OrderAnswer = { salesOrder: TSalesOrder };

export const fulfilmentKeys = {
  pickList: (id: string) => [...salesOrderKeys.all, 'pick-list', id] as const,
  returns: (params: object) => [...salesOrderKeys.all, 'returns', params] as const,
};

/** An order's pick list: its allocations by rack, and the held units not yet allocated. */
export function usePickListQuery(id: string) {
  return useQuery({
    queryKey: fulfilmentKeys.pickList(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ pickList: TOrderPickList }>(orderPath(id, '/pick-list'), { signal })).pickList,
  });
}

/** `POST /sales-orders/{id}/allocate`: every held unit not yet allocated gets its place, in one click. */
export function useAllocate(id: string) {
  return useRefreshingMutation(
    refreshedBy.salesOrders,
    async (body: TAllocate) => (await api.post<OrderAnswer>(orderPath(id, '/allocate'), body)).salesOrder,
  );
}

/** `POST /sales-orders/{id}/picks`: units of an allocation picked (taken off their rack), or short. */
export function usePick(id: string) {
  return useRefreshingMutation(
    [...refreshedBy.salesOrders, storageKeys.all],
    async (body: TOrderPick) =>
      (await api.post<{ pickList: TOrderPickList }>(orderPath(id, '/picks'), body)).pickList,
  );
}

/** `POST /sales-orders/{id}/shipments`: the picked units packed into a shipment a driver takes. */
export function usePackShipment(id: string) {
  return useRefreshingMutation(
    refreshedBy.salesOrders,
    async (body: TShipmentCreate) =>
      (await api.post<OrderAnswer>(orderPath(id, '/shipments'), body)).salesOrder,
  );
}

/** `POST /sales-orders/{id}/returns`: units of a delivered shipment come back. */
export function useCreateReturn(id: string) {
  return useRefreshingMutation(
    [...refreshedBy.salesOrders, storageKeys.all],
    async (body: TSalesReturnCreate) =>
      (await api.post<{ salesReturn: TSalesReturn }>(orderPath(id, '/returns'), body)).salesReturn,
  );
}

/** The Returns screen's page: newest first, those with units in quarantine when asked. */
export interface ReturnListParams {
  quarantined: boolean | null;
  page: number;
}

export function useReturnsQuery(params: ReturnListParams) {
  return useQuery({
    queryKey: fulfilmentKeys.returns(params),
    queryFn: ({ signal }) => {
      const query = listParams('', params.page);
      if (params.quarantined !== null) query.set('quarantined', String(params.quarantined));
      return api.get<TSalesReturnList>(`/sales-returns?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** `POST /sales-returns/{id}/release`: the quarantined units back to stock, or written off. */
export function useReleaseReturn() {
  return useRefreshingMutation(
    [...refreshedBy.salesOrders, storageKeys.all],
    async ({ id, ...body }: TRelease & { id: string }) =>
      (
        await api.post<{ salesReturn: TSalesReturn }>(
          `/sales-returns/${encodeURIComponent(id)}/release`,
          body,
        )
      ).salesReturn,
  );
}

/** The pick list as a PDF to print. */
export const downloadPickList = (id: string, number: string) =>
  downloadFile(orderPath(id, '/pick-list.pdf'), {}, `pick-list-${number.replace(/\W+/g, '-')}.pdf`);

/** A shipment's delivery challan as a PDF. */
export const downloadChallan = (id: string, shipmentId: string, packageId: string) =>
  downloadFile(
    orderPath(id, `/shipments/${encodeURIComponent(shipmentId)}/challan.pdf`),
    {},
    `challan-${packageId.replace(/\W+/g, '-')}.pdf`,
  );
