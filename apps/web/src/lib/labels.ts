import type {
  AlertPriority,
  AnyAlertType,
  CountScope,
  CountStatus,
  ExportKind,
  FileFormat,
  ImportKind,
  MovementBucket,
  PaymentMode,
  PurchaseOrderStatus,
  ReportKind,
  Role,
  SalesOrderStatus,
  StockMovementReason,
  StockMovementScope,
  TransportMode,
  TransportStatus,
} from '@godown/shared';
import { m } from '../paraglide/messages.js';

// The words of the shared values (`ROLE_LABELS`, `TRANSPORT_STATUS_LABELS`, …) in the current language.
// Each table is an explicit object of message functions, so only these messages reach the bundle; the
// English catalogue says exactly what the shared `*_LABELS` maps say (labels.test.ts checks it).

type Labels<T extends string> = Readonly<Record<T, () => string>>;

/** The label of `value`, or the value itself when the table lacks it (an unexpected server value). */
function labelOf<T extends string>(labels: Labels<T>, value: T): string {
  const label = Object.hasOwn(labels, value) ? labels[value] : undefined;
  return label ? label() : String(value);
}

const ROLES: Labels<Role> = {
  admin: m.shared_role_admin,
  staff: m.shared_role_staff,
  supplier: m.shared_role_supplier,
  driver: m.shared_role_driver,
};
/** The readable name of a role (`ROLE_LABELS`). */
export function roleLabel(role: Role): string {
  return labelOf(ROLES, role);
}

const TRANSPORT_STATUSES: Labels<TransportStatus> = {
  pending: m.shared_transport_status_pending,
  dispatched: m.shared_transport_status_dispatched,
  in_transit: m.shared_transport_status_in_transit,
  delivered: m.shared_transport_status_delivered,
  cancelled: m.shared_transport_status_cancelled,
};
/** The word for a transport's status (`TRANSPORT_STATUS_LABELS`). */
export function transportStatusLabel(status: TransportStatus): string {
  return labelOf(TRANSPORT_STATUSES, status);
}

const TRANSPORT_MODES: Labels<TransportMode> = {
  land: m.shared_transport_mode_land,
  air: m.shared_transport_mode_air,
  ship: m.shared_transport_mode_ship,
};
/** The word for a transport's mode (`TRANSPORT_MODE_LABELS`). */
export function transportModeLabel(mode: TransportMode): string {
  return labelOf(TRANSPORT_MODES, mode);
}

const ALERT_PRIORITIES: Labels<AlertPriority> = {
  high: m.shared_alert_priority_high,
  critical: m.shared_alert_priority_critical,
  medium: m.shared_alert_priority_medium,
  low: m.shared_alert_priority_low,
};
/** The readable name of an alert priority (`ALERT_PRIORITY_LABELS`). */
export function alertPriorityLabel(priority: AlertPriority): string {
  return labelOf(ALERT_PRIORITIES, priority);
}

const ALERT_TYPES: Labels<AnyAlertType> = {
  defaultAlert: m.shared_alert_type_default_alert,
  lowStock: m.shared_alert_type_low_stock,
  outOfStock: m.shared_alert_type_out_of_stock,
  transportationDelay: m.shared_alert_type_transportation_delay,
  missedEta: m.shared_alert_type_missed_eta,
  overwork: m.shared_alert_type_overwork,
  inventoryMismatch: m.shared_alert_type_inventory_mismatch,
  routeDeviation: m.shared_alert_type_route_deviation,
  unauthorizedAccess: m.shared_alert_type_unauthorized_access,
  stockExpired: m.shared_alert_type_stock_expired,
  systemError: m.shared_alert_type_system_error,
  system: m.shared_alert_type_system,
  low_stock: m.shared_alert_type_low_stock_test,
  maintenance: m.shared_alert_type_maintenance,
  security: m.shared_alert_type_security,
  stockExpiring: m.shared_alert_type_stock_expiring,
  invoiceOverdue: m.shared_alert_type_invoice_overdue,
  ewayBillExpiring: m.shared_alert_type_eway_bill_expiring,
};
/** The readable name of an alert type, of any form or of the system (`ALERT_TYPE_LABELS`). */
export function alertTypeLabel(type: AnyAlertType): string {
  return labelOf(ALERT_TYPES, type);
}

const PURCHASE_ORDER_STATUSES: Labels<PurchaseOrderStatus> = {
  draft: m.shared_purchase_order_status_draft,
  sent: m.shared_purchase_order_status_sent,
  confirmed: m.shared_purchase_order_status_confirmed,
  partially_received: m.shared_purchase_order_status_partially_received,
  received: m.shared_purchase_order_status_received,
  cancelled: m.shared_purchase_order_status_cancelled,
};
/** The word for a purchase order's status (`PURCHASE_ORDER_STATUS_LABELS`). */
export function purchaseOrderStatusLabel(status: PurchaseOrderStatus): string {
  return labelOf(PURCHASE_ORDER_STATUSES, status);
}

const SALES_ORDER_STATUSES: Labels<SalesOrderStatus> = {
  draft: m.shared_sales_order_status_draft,
  confirmed: m.shared_sales_order_status_confirmed,
  partlyShipped: m.shared_sales_order_status_partly_shipped,
  shipped: m.shared_sales_order_status_shipped,
  delivered: m.shared_sales_order_status_delivered,
  cancelled: m.shared_sales_order_status_cancelled,
};
/** The word for a sales order's status (`SALES_ORDER_STATUS_LABELS`). */
export function salesOrderStatusLabel(status: SalesOrderStatus): string {
  return labelOf(SALES_ORDER_STATUSES, status);
}

const PAYMENT_MODES: Labels<PaymentMode> = {
  cash: m.receipts_mode_cash,
  upi: m.receipts_mode_upi,
  cheque: m.receipts_mode_cheque,
  bankTransfer: m.receipts_mode_bank_transfer,
};
/** How money came: cash, UPI, cheque or bank transfer (a receipt's, a counter sale's payment). */
export function paymentModeLabel(mode: PaymentMode): string {
  return labelOf(PAYMENT_MODES, mode);
}

const PAYMENT_REFERENCES: Labels<PaymentMode> = {
  cash: m.receipts_reference,
  upi: m.receipts_reference_upi,
  cheque: m.receipts_reference_cheque,
  bankTransfer: m.receipts_reference_bank,
};
/** What a payment's reference is by its mode: the UPI transaction id, the cheque's number, the UTR. */
export function referenceLabel(mode: PaymentMode): string {
  return labelOf(PAYMENT_REFERENCES, mode);
}

const COUNT_STATUSES: Labels<CountStatus> = {
  open: m.shared_count_status_open,
  posted: m.shared_count_status_posted,
  cancelled: m.shared_count_status_cancelled,
};
/** The word for a stock count's status (`COUNT_STATUS_LABELS`). */
export function countStatusLabel(status: CountStatus): string {
  return labelOf(COUNT_STATUSES, status);
}

const COUNT_SCOPES: Labels<CountScope> = {
  inventory: m.shared_count_scope_inventory,
  category: m.shared_count_scope_category,
  storageUnit: m.shared_count_scope_storage_unit,
};
/** The words for a stock count's scope (`COUNT_SCOPE_LABELS`). */
export function countScopeLabel(scope: CountScope): string {
  return labelOf(COUNT_SCOPES, scope);
}

const STOCK_MOVEMENTS: Labels<StockMovementReason> = {
  created: m.shared_stock_movement_created,
  adjusted: m.shared_stock_movement_adjusted,
  placed: m.shared_stock_movement_placed,
  removed: m.shared_stock_movement_removed,
  inventoryDeleted: m.shared_stock_movement_inventory_deleted,
  dispatched: m.shared_stock_movement_dispatched,
  delivered: m.shared_stock_movement_delivered,
  returned: m.shared_stock_movement_returned,
  received: m.shared_stock_movement_received,
  import: m.shared_stock_movement_import,
  count: m.shared_stock_movement_count,
  moved: m.shared_stock_movement_moved,
  picked: m.shared_stock_movement_picked,
  customerReturn: m.shared_stock_movement_customer_return,
  writtenOff: m.shared_stock_movement_written_off,
};
/** The words for a stock ledger row's reason (`STOCK_MOVEMENT_LABELS`). */
export function stockMovementLabel(reason: StockMovementReason): string {
  return labelOf(STOCK_MOVEMENTS, reason);
}

const STOCK_MOVEMENT_SCOPES: Labels<StockMovementScope> = {
  stock: m.shared_stock_movement_scope_stock,
  placement: m.shared_stock_movement_scope_placement,
  storageUnit: m.shared_stock_movement_scope_storage_unit,
};
/** The word for a stock ledger row's scope (`STOCK_MOVEMENT_SCOPE_LABELS`). */
export function stockMovementScopeLabel(scope: StockMovementScope): string {
  return labelOf(STOCK_MOVEMENT_SCOPES, scope);
}

const IMPORT_KINDS: Labels<ImportKind> = {
  products: m.shared_import_kind_products,
  inventories: m.shared_import_kind_inventories,
  'opening-stock': m.shared_import_kind_opening_stock,
  'storage-units': m.shared_import_kind_storage_units,
  users: m.shared_import_kind_users,
  customers: m.shared_import_kind_customers,
  'tally-stock-items': m.shared_import_kind_tally_stock_items,
};
/** The name of what an import brings in (`IMPORT_KIND_LABELS`). */
export function importKindLabel(kind: ImportKind): string {
  return labelOf(IMPORT_KINDS, kind);
}

const EXPORT_KINDS: Labels<ExportKind> = {
  products: m.shared_export_kind_products,
  inventories: m.shared_export_kind_inventories,
  'inventory-products': m.shared_export_kind_inventory_products,
  'storage-units': m.shared_export_kind_storage_units,
  transports: m.shared_export_kind_transports,
  alerts: m.shared_export_kind_alerts,
  users: m.shared_export_kind_users,
  wages: m.shared_export_kind_wages,
  'purchase-orders': m.shared_export_kind_purchase_orders,
  movements: m.shared_export_kind_movements,
  customers: m.shared_export_kind_customers,
  'sales-orders': m.shared_export_kind_sales_orders,
};
/** The name of a list an export writes (`EXPORT_KIND_LABELS`). */
export function exportKindLabel(kind: ExportKind): string {
  return labelOf(EXPORT_KINDS, kind);
}

const FILE_FORMATS: Labels<FileFormat> = {
  csv: m.shared_file_format_csv,
  xlsx: m.shared_file_format_xlsx,
};
/** The choice of a file format in the Export menu (`FILE_FORMAT_LABELS`). */
export function fileFormatLabel(format: FileFormat): string {
  return labelOf(FILE_FORMATS, format);
}

const MOVEMENT_BUCKETS: Labels<MovementBucket> = {
  opening: m.shared_movement_bucket_opening,
  inward: m.shared_movement_bucket_inward,
  outward: m.shared_movement_bucket_outward,
  transfersIn: m.shared_movement_bucket_transfers_in,
  transfersOut: m.shared_movement_bucket_transfers_out,
  other: m.shared_movement_bucket_other,
  closing: m.shared_movement_bucket_closing,
};
/** The column name of a stock-movements report bucket (`MOVEMENT_BUCKET_LABELS`). */
export function movementBucketLabel(bucket: MovementBucket): string {
  return labelOf(MOVEMENT_BUCKETS, bucket);
}

const REPORT_TITLES: Labels<ReportKind> = {
  valuation: m.shared_report_title_valuation,
  movements: m.shared_report_title_movements,
  expiring: m.shared_report_title_expiring,
};
/** The title of a report (`REPORT_TITLES`). */
export function reportTitle(kind: ReportKind): string {
  return labelOf(REPORT_TITLES, kind);
}

/** The chart entry summing the rest (`CHART_OTHERS_LABEL`). */
export function othersLabel(): string {
  return m.shared_chart_others();
}

/** The report line of units in no warehouse (`NOT_IN_INVENTORY_LABEL`). */
export function notInInventoryLabel(): string {
  return m.shared_not_in_inventory();
}

/** The report line of products without a category (`UNCATEGORISED_LABEL`). */
export function uncategorisedLabel(): string {
  return m.shared_uncategorised();
}
