import { ALERT_PRIORITY_LABELS, ALERT_TYPE_LABELS } from '../alert-enums.js';
import { COUNT_STATUS_LABELS } from '../count-enums.js';
import { IMPORT_KIND_LABELS } from '../data-io.js';
import { PURCHASE_ORDER_STATUS_LABELS } from '../purchase-order-enums.js';
import { ROLE_LABELS } from '../roles.js';
import { STOCK_MOVEMENT_LABELS } from '../stock.js';
import { TRANSPORT_MODE_LABELS, TRANSPORT_STATUS_LABELS } from '../transport-enums.js';

/**
 * The enums whose values a message may name (a `label:<set>` parameter), each with its English
 * labels; the web app has the same sets in each language (docs/domain.md#messages).
 */
/** The records a list rule may name (`Choose at least one product`), one and many. */
const RECORD_LABELS = {
  product: 'product',
  alert: 'alert',
  user: 'user',
  inventory: 'inventory',
  transport: 'transport',
} as const;
const RECORDS_LABELS: Readonly<Record<keyof typeof RECORD_LABELS, string>> = {
  product: 'products',
  alert: 'alerts',
  user: 'users',
  inventory: 'inventories',
  transport: 'transports',
};
export type RecordName = keyof typeof RECORD_LABELS;

export const LABEL_SETS = {
  record: RECORD_LABELS,
  records: RECORDS_LABELS,
  role: ROLE_LABELS,
  transportStatus: TRANSPORT_STATUS_LABELS,
  transportMode: TRANSPORT_MODE_LABELS,
  alertType: ALERT_TYPE_LABELS,
  alertPriority: ALERT_PRIORITY_LABELS,
  purchaseOrderStatus: PURCHASE_ORDER_STATUS_LABELS,
  countStatus: COUNT_STATUS_LABELS,
  importKind: IMPORT_KIND_LABELS,
  stockMovement: STOCK_MOVEMENT_LABELS,
} as const satisfies Record<string, Readonly<Record<string, string>>>;
export type LabelSet = keyof typeof LABEL_SETS;

/** The English label of `value` in `set`, else the value itself (a value newer than the labels). */
export function englishLabel(set: string, value: string): string {
  const labels = (LABEL_SETS as Record<string, Readonly<Record<string, string>>>)[set];
  return labels?.[value] ?? value;
}
