// The alerts' types and priorities with their words (docs/domain.md#alerts). Free of zod: the first
// page names them in its messages.

/** Alert types offered by the alert edit form. */
export const ALERT_TYPES = [
  'defaultAlert',
  'lowStock',
  'outOfStock',
  'transportationDelay',
  'missedEta',
  'overwork',
  'inventoryMismatch',
  'routeDeviation',
  'unauthorizedAccess',
  'stockExpired',
  'systemError',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Alert types offered by the quick "Trigger Test Alert" form. */
export const QUICK_ALERT_TYPES = ['system', 'low_stock', 'maintenance', 'security'] as const;
export type QuickAlertType = (typeof QUICK_ALERT_TYPES)[number];

/** Alert types only the system raises (docs/domain.md#batches-and-expiry): not offered by a form. */
export const SYSTEM_ONLY_ALERT_TYPES = ['stockExpiring', 'invoiceOverdue', 'ewayBillExpiring'] as const;

/** Every alert type the server accepts: the edit form's, the quick form's and the system's own. */
export const ALL_ALERT_TYPES = [...ALERT_TYPES, ...QUICK_ALERT_TYPES, ...SYSTEM_ONLY_ALERT_TYPES] as const;
export type AnyAlertType = (typeof ALL_ALERT_TYPES)[number];

export const ALERT_PRIORITIES = ['high', 'critical', 'medium', 'low'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];
/** Readable names of the priorities. */
export const ALERT_PRIORITY_LABELS: Readonly<Record<AlertPriority, string>> = {
  high: 'High',
  critical: 'Critical',
  medium: 'Medium',
  low: 'Low',
};
/** Priority of an alert raised by a person who did not choose one. */
export const DEFAULT_ALERT_PRIORITY: AlertPriority = 'medium';
/** The priorities from the least to the most severe: the alert list's priority sort (not by name). */
export const ALERT_PRIORITY_SEVERITY = [
  'low',
  'medium',
  'high',
  'critical',
] as const satisfies readonly AlertPriority[];

/** Readable names of the alert types, for selects, cards and filters. */
export const ALERT_TYPE_LABELS: Readonly<Record<AnyAlertType, string>> = {
  defaultAlert: 'Default alert',
  lowStock: 'Low stock',
  outOfStock: 'Out of stock',
  transportationDelay: 'Transportation delay',
  missedEta: 'Missed ETA',
  overwork: 'Overwork',
  inventoryMismatch: 'Inventory mismatch',
  routeDeviation: 'Route deviation',
  unauthorizedAccess: 'Unauthorized access',
  stockExpired: 'Stock expired',
  systemError: 'System error',
  system: 'System',
  low_stock: 'Low stock (test)',
  maintenance: 'Maintenance',
  security: 'Security',
  stockExpiring: 'Stock expiring',
  invoiceOverdue: 'Invoice overdue',
  ewayBillExpiring: 'E-way bill expiring',
};
