import type { AlertPriority, AnyAlertType, TAlert, TAlertList } from '@godown/shared';

/** The status control: open alerts, resolved ones, or both. */
export const ALERT_STATUS_FILTERS = ['active', 'resolved', 'all'] as const;
export type AlertStatusFilter = (typeof ALERT_STATUS_FILTERS)[number];

/** The filters of the alert list, all applied by the server. */
export interface AlertFilters {
  status: AlertStatusFilter;
  type: AnyAlertType | null;
  priority: AlertPriority | null;
  /** The applied (debounced, trimmed) search. */
  search: string;
}

/** The list opens on the active alerts, unfiltered otherwise. */
export const DEFAULT_ALERT_FILTERS: AlertFilters = {
  status: 'active',
  type: null,
  priority: null,
  search: '',
};

/** True when a type, priority or search narrows the list (the status alone does not). */
export function hasNarrowingFilter(filters: AlertFilters): boolean {
  return filters.type !== null || filters.priority !== null || filters.search !== '';
}

/**
 * The filters as the export's query (GET /export/alerts): the status as `resolved` (left out for
 * All), then type, priority and search; empty ones are not sent.
 */
export function alertExportFilters(filters: AlertFilters): {
  resolved: boolean | null;
  type: AnyAlertType | null;
  priority: AlertPriority | null;
  search: string;
} {
  return {
    resolved: filters.status === 'all' ? null : filters.status === 'resolved',
    type: filters.type,
    priority: filters.priority,
    search: filters.search,
  };
}

/** How many alerts a status choice holds, from the server's counts of all alerts. */
export function statusCount(status: AlertStatusFilter, counts: TAlertList['counts']): number {
  if (status === 'active') return counts.active;
  if (status === 'resolved') return counts.resolved;
  return counts.active + counts.resolved;
}

/**
 * Whether an alert belongs in the list under these filters, so a newly triggered one that would
 * be hidden can bring the list back to where it shows. The search is matched as the server is
 * expected to: in the message, description, affected item and target id, ignoring case.
 */
export function matchesFilters(alert: TAlert, filters: AlertFilters): boolean {
  if (filters.status === 'active' && alert.resolved) return false;
  if (filters.status === 'resolved' && !alert.resolved) return false;
  if (filters.type !== null && alert.type !== filters.type) return false;
  if (filters.priority !== null && alert.priority !== filters.priority) return false;
  if (filters.search === '') return true;
  const term = filters.search.toLowerCase();
  return [alert.message, alert.description, alert.affectedItem, alert.targetId].some(
    (text) => text?.toLowerCase().includes(term) ?? false,
  );
}
