import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TDashboardCharts, TDashboardSummary } from '@godown/shared';
import { api } from '../../api/client';
import { dashboardKeys } from '../../api/query-keys';

/** `GET /dashboard/summary`: counts, recent products and active alerts in one call (token when signed in). */
export function fetchDashboardSummary(signal?: AbortSignal): Promise<TDashboardSummary> {
  return api.get<TDashboardSummary>('/dashboard/summary', { signal });
}

/**
 * Starts the dashboard's one request while the page's own code is still on its way. It takes no
 * abort signal: a fetch that uses one is cancelled when its last observer goes (a page mounted and
 * replaced during the navigation), and the query then falls back to the previous visit's summary,
 * which the page, not asking again on mount, would keep showing.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: () => fetchDashboardSummary(),
    staleTime: 0,
  });
}

/**
 * The dashboard's summary. Every visit asks again, so the numbers are those of now: the router starts
 * that request as each navigation to the dashboard begins ({@link prefetchDashboard}, through
 * `preloadPage`), so the page does not ask a second time when it mounts; without a summary at all it
 * asks itself.
 */
export function useDashboardSummaryQuery() {
  return useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => fetchDashboardSummary(signal),
    staleTime: 0,
    refetchOnMount: false,
  });
}

/** How often open charts are read again; live changes do not refetch them (docs/domain.md#charts). */
export const CHARTS_REFRESH_MS = 60_000;

/**
 * The dashboard's charts (`GET /dashboard/charts`, signed-in users): one aggregate each, on the
 * server. Each is a sum over every product or the month's ledger, so the open dashboard reads them
 * again once a minute rather than on every change.
 */
export function useDashboardChartsQuery(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.charts(),
    queryFn: ({ signal }) => api.get<TDashboardCharts>('/dashboard/charts', { signal }),
    enabled,
    staleTime: CHARTS_REFRESH_MS / 2,
    refetchInterval: CHARTS_REFRESH_MS,
  });
}
