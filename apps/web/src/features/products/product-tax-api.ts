import { useQuery } from '@tanstack/react-query';
import type { TProductTax, TTaxRateInput } from '@godown/shared';
import { api } from '../../api/client';
import { useRefreshingMutation } from '../../api/query-client';
import { productKeys, refreshedBy } from '../../api/query-keys';

// A product's GST rates (docs/domain.md#gst-rates): dated, the one in force today marked, the later
// ones scheduled. Admins and staff read and schedule them; a scheduled rate may be withdrawn.

const taxPath = (id: string) => `/products/${encodeURIComponent(id)}/tax-rates`;

/** Every rate of the product, the latest first (`GET /products/{id}/tax-rates`); off while `enabled` is false. */
export function useProductTaxQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.tax(id),
    queryFn: async ({ signal }) => (await api.get<{ tax: TProductTax }>(taxPath(id), { signal })).tax,
    enabled,
  });
}

/** `POST /products/{id}/tax-rates`: the product's rate from a day on (a rate from that day is replaced). */
export function useScheduleRate(id: string) {
  return useRefreshingMutation(
    refreshedBy.taxRates,
    async (body: TTaxRateInput) => (await api.post<{ tax: TProductTax }>(taxPath(id), body)).tax,
  );
}

/** `DELETE /products/{id}/tax-rates/{date}`: withdraws a rate whose day has not come. */
export function useWithdrawRate(id: string) {
  return useRefreshingMutation(
    refreshedBy.taxRates,
    async (effectiveFrom: string) =>
      (await api.delete<{ tax: TProductTax }>(`${taxPath(id)}/${encodeURIComponent(effectiveFrom)}`)).tax,
  );
}
