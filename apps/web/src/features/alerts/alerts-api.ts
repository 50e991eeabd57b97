import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AlertPriority,
  AnyAlertType,
  SortColumn,
  TAlert,
  TAlertList,
  TAlertTrigger,
  TAlertUpdate,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { alertKeys, refreshedBy } from '../../api/query-keys';
import type { AlertStatusFilter } from './alert-filters';

/** One page of the alert list, filtered on the server. */
export interface AlertListParams extends SortQuery<SortColumn<'alerts'>> {
  status: AlertStatusFilter;
  type: AnyAlertType | null;
  priority: AlertPriority | null;
  search: string;
  /** 1-based page number. */
  page: number;
}

/** The query string of one page: status as `resolved=true|false` (none for All), type, priority, search. */
export function alertListQuery(params: AlertListParams): URLSearchParams {
  const query = listParams(params.search.trim(), params.page, undefined, params);
  if (params.status !== 'all') query.set('resolved', String(params.status === 'resolved'));
  if (params.type) query.set('type', params.type);
  if (params.priority) query.set('priority', params.priority);
  return query;
}

/** `GET /alerts/?resolved=&type=&priority=&search=&limit=&offset=`, newest first. */
export function fetchAlerts(params: AlertListParams, signal?: AbortSignal): Promise<TAlertList> {
  return api.get<TAlertList>(`/alerts/?${alertListQuery(params).toString()}`, { signal });
}

/** A page of alerts with the active and resolved counts; the previous page stays while the next loads. */
export function useAlertsQuery(params: AlertListParams) {
  return useQuery({
    queryKey: alertKeys.list(params),
    queryFn: ({ signal }) => fetchAlerts(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Resolves several active alerts at once (`POST /alerts/bulk-resolve`): all of them, or none and why. */
export function useBulkResolveAlerts() {
  return useRefreshingMutation(refreshedBy.alerts, (ids: readonly string[]) =>
    api.post<{ resolved: number }>('/alerts/bulk-resolve', { ids }),
  );
}

/** `POST /alerts/trigger`: the quick card's type and message, or the whole edit form. */
export function useTriggerAlert() {
  return useRefreshingMutation(
    refreshedBy.alerts,
    async (body: TAlertTrigger) => (await api.post<{ alert: TAlert }>('/alerts/trigger', body)).alert,
  );
}

/** `PUT /alerts/{id}` with only the changed fields (Resolve and Reopen send `{ resolved }`). */
export function useUpdateAlert() {
  return useRefreshingMutation(
    refreshedBy.alerts,
    async ({ id, changes }: { id: string; changes: TAlertUpdate }) =>
      (await api.put<{ alert: TAlert }>(`/alerts/${encodeURIComponent(id)}`, changes)).alert,
  );
}
