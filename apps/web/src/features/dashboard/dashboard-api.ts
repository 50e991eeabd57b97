import { useQuery } from '@tanstack/react-query';
import type { TDashboardSummary } from '@godown/shared';
import { api } from '../../api/client';

/** Query keys of the dashboard; changes elsewhere (an alert raised or resolved) refresh `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
};

/** `GET /dashboard/summary`: counts, recent products and active alerts in one call (token when signed in). */
export function fetchDashboardSummary(signal?: AbortSignal): Promise<TDashboardSummary> {
  return api.get<TDashboardSummary>('/dashboard/summary', { signal });
}

/**
 * The dashboard's summary. Never fresh for long: coming back to the dashboard after a change on
 * another screen asks again, so the numbers are those of now.
 */
export function useDashboardSummaryQuery() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => fetchDashboardSummary(signal),
    staleTime: 0,
  });
}
