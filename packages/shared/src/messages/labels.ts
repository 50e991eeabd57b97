import { ALERT_PRIORITY_LABELS, ALERT_TYPE_LABELS } from '../alert-enums.js';
import { API_TOKEN_ACCESS_LABELS, API_TOKEN_AREA_LABELS } from '../api-token-enums.js';
import { COUNT_STATUS_LABELS } from '../count-enums.js';
import { GST_STATES } from '../gst-states.js';
import { SALES_ORDER_STATUS_LABELS } from '../sales-order-enums.js';
import { IMPORT_COLUMNS, IMPORT_KEY_LABELS, IMPORT_KIND_LABELS } from '../data-io.js';
import { PURCHASE_ORDER_STATUS_LABELS } from '../purchase-order-enums.js';
import { ROLE_LABELS } from '../roles.js';
import { STOCK_MOVEMENT_LABELS } from '../stock.js';
import {
  TRANSPORT_MODE_LABELS,
  TRANSPORT_STATUS_LABELS,
  TRANSPORT_STATUSES,
  type TransportStatus,
} from '../transport-enums.js';

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

/** The import's columns by key, named by their headers ("price": "Price (₹)"). */
const IMPORT_COLUMN_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(IMPORT_COLUMNS).flatMap((columns) => columns.map((column) => [column.key, column.header])),
);

/** A transport's status as its code, as the picking refusals write it ("is in_transit"). */
const TRANSPORT_STATUS_CODES = Object.fromEntries(
  TRANSPORT_STATUSES.map((status) => [status, status]),
) as Readonly<Record<TransportStatus, string>>;
/** The fields of a product that follow its batches, as a refusal names them. */
const BATCH_FIELD_LABELS = {
  batchId: 'Batch ID',
  mfgDate: 'Manufacturing date',
  expiryDate: 'Expiry date',
} as const;

/** An enum's labels lowercased, as a sentence names a value inside it ("is in transit"). */
function lowercased<K extends string>(labels: Readonly<Record<K, string>>): Readonly<Record<K, string>> {
  return Object.fromEntries(
    Object.entries<string>(labels).map(([value, label]) => [value, label.toLowerCase()]),
  ) as Record<K, string>;
}

export const LABEL_SETS = {
  record: RECORD_LABELS,
  records: RECORDS_LABELS,
  role: ROLE_LABELS,
  transportStatus: TRANSPORT_STATUS_LABELS,
  transportMode: TRANSPORT_MODE_LABELS,
  transportStatusLower: lowercased(TRANSPORT_STATUS_LABELS),
  transportModeLower: lowercased(TRANSPORT_MODE_LABELS),
  alertType: ALERT_TYPE_LABELS,
  alertPriority: ALERT_PRIORITY_LABELS,
  purchaseOrderStatus: PURCHASE_ORDER_STATUS_LABELS,
  purchaseOrderStatusLower: lowercased(PURCHASE_ORDER_STATUS_LABELS),
  countStatus: COUNT_STATUS_LABELS,
  countStatusLower: lowercased(COUNT_STATUS_LABELS),
  transportStatusCode: TRANSPORT_STATUS_CODES,
  batchField: BATCH_FIELD_LABELS,
  importKind: IMPORT_KIND_LABELS,
  /** What an import brings in, inside a sentence ("import opening stock"). */
  importKindWord: lowercased(IMPORT_KIND_LABELS),
  importColumn: IMPORT_COLUMN_HEADERS,
  importKey: IMPORT_KEY_LABELS,
  /** A role inside a sentence ("Only admin or staff users can do this"). */
  roleWord: lowercased(ROLE_LABELS),
  stockMovement: STOCK_MOVEMENT_LABELS,
  /** A GST state by its code ("27": Maharashtra). */
  gstState: GST_STATES,
  salesOrderStatusLower: lowercased(SALES_ORDER_STATUS_LABELS),
  /** An API token's area and access inside a sentence ("may not change stock"). */
  apiTokenArea: API_TOKEN_AREA_LABELS,
  apiTokenAccess: API_TOKEN_ACCESS_LABELS,
} as const satisfies Record<string, Readonly<Record<string, string>>>;
export type LabelSet = keyof typeof LABEL_SETS;

/** The English label of `value` in `set`, else the value itself (a value newer than the labels). */
export function englishLabel(set: string, value: string): string {
  const labels = (LABEL_SETS as Record<string, Readonly<Record<string, string>>>)[set];
  return labels?.[value] ?? value;
}
