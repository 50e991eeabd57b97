import {
  ALERT_PRIORITY_LABELS,
  ALERT_TYPE_LABELS,
  CUSTOMER_COLUMNS,
  GST_STATES,
  formatCoordinates,
  INVENTORY_COLUMNS,
  PRODUCT_COLUMNS,
  PURCHASE_ORDER_STATUS_LABELS,
  ROLE_LABELS,
  STOCK_MOVEMENT_LABELS,
  STOCK_MOVEMENT_SCOPE_LABELS,
  STORAGE_UNIT_COLUMNS,
  TRANSPORT_MODE_LABELS,
  TRANSPORT_STATUS_LABELS,
  USER_COLUMNS,
  geoPointOrNull,
  percentOf,
  readGstin,
  roundMoney,
  type GstStateCode,
  type ImportColumn,
  type TExportQuery,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { roundVolume } from '../stock/placements.js';
import { linesOf } from '../transports/transport-read-model.js';
import {
  alertChunks,
  customerChunks,
  inventoryChunks,
  inventoryExists,
  movementChunks,
  placementChunks,
  productChunks,
  productExists,
  purchaseOrderChunks,
  storageChunks,
  transportChunks,
  userChunks,
  wageChunks,
  type ExportViewer,
} from './export-queries.js';
import type { SheetColumn, SheetValue } from './spreadsheet-stream.js';

// Each export kind's sheet (docs/domain.md#exports): its columns (the import's columns first where
// an import reads the kind back) and the values of a row, over the chunks export-queries.ts reads.

/** A column and how a row gives its value. */
interface ExportColumn<Row> extends SheetColumn {
  value: (row: Row) => SheetValue;
}

/** A kind's columns and the chunks of its rows. */
export interface ExportSheet<Row> {
  columns: readonly ExportColumn<Row>[];
  chunks: AsyncIterable<Row[]>;
}

export const col = <Row>(header: string, type: SheetColumn['type'], value: (row: Row) => SheetValue) => ({
  header,
  type,
  value,
});

/** Rupee columns among the import's amounts: the rest (kg, cm, m³) are plain measures. */
const RUPEE_COLUMNS = new Set(['price', 'mrp', 'wagePerHour', 'creditLimit']);

/**
 * The import's columns, in its order, with the value each takes from a row: written so that an
 * import reads them back unchanged. A column with no value here fails every export of the kind
 * (and its tests) rather than writing a column of blanks.
 */
function importColumns<Row>(
  columns: readonly ImportColumn[],
  values: Record<string, (row: Row) => SheetValue>,
): ExportColumn<Row>[] {
  return columns.map((column) => {
    const value = values[column.key];
    if (!value) throw new Error(`The export has no value for the import column "${column.key}"`);
    const type =
      column.type === 'amount' ? (RUPEE_COLUMNS.has(column.key) ? 'money' : 'number') : column.type;
    return { header: column.header, type, value };
  });
}

/** One row of a kind's chunks. */
export type RowOf<Chunks> = Chunks extends AsyncIterable<(infer Row)[]> ? Row : never;

type ProductRow = RowOf<ReturnType<typeof productChunks>>;

/**
 * Products with exactly the import's columns. The supplier is named by the email (else the phone)
 * they sign in with; only the company's people see another user's contact (a visitor or another
 * supplier gets the cell empty), as only they may list users.
 */
export function productSheet(
  db: Db,
  query: TExportQuery<'products'>,
  viewer: ExportViewer | null,
): ExportSheet<ProductRow> {
  const seesContact = (supplierId: string | null) =>
    viewer !== null && (viewer.people || viewer.id === supplierId);
  const columns = importColumns<ProductRow>(PRODUCT_COLUMNS, {
    sku: (r) => r.product.sku,
    productName: (r) => r.product.productName,
    productCategory: (r) => r.product.productCategory,
    hsnCode: (r) => r.product.hsnCode,
    gtin: (r) => r.product.gtin,
    price: (r) => r.product.price,
    brand: (r) => r.product.brand,
    mrp: (r) => r.product.mrp,
    quantity: (r) => r.product.quantity,
    thresholdLimit: (r) => r.product.thresholdLimit,
    weight: (r) => r.product.weight,
    length: (r) => r.product.length,
    width: (r) => r.product.width,
    height: (r) => r.product.height,
    description: (r) => r.product.description,
    batchId: (r) => r.product.batchId,
    mfgDate: (r) => r.product.mfgDate,
    expiryDate: (r) => r.product.expiryDate,
    shelfLifeDays: (r) => r.product.shelfLifeDays,
    expiryWarningDays: (r) => r.product.expiryWarningDays,
    reorderPoint: (r) => r.product.reorderPoint,
    reorderQuantity: (r) => r.product.reorderQuantity,
    orderUpTo: (r) => r.product.orderUpTo,
    leadTimeDays: (r) => r.product.leadTimeDays,
    supplier: (r) => (seesContact(r.product.supplierId) ? (r.supplierEmail ?? r.supplierPhone) : null),
    supplierLongitude: (r) => r.product.supplierLongitude,
    supplierLatitude: (r) => r.product.supplierLatitude,
  });
  return { columns, chunks: productChunks(db, query) };
}

type InventoryRow = RowOf<ReturnType<typeof inventoryChunks>>;

/** Inventories: the import's columns, then what the screens compute (occupied, utilization, counts). */
export function inventorySheet(db: Db, query: TExportQuery<'inventories'>): ExportSheet<InventoryRow> {
  const columns = [
    ...importColumns<InventoryRow>(INVENTORY_COLUMNS, {
      name: (r) => r.inventory.name,
      location: (r) => r.inventory.location,
      description: (r) => r.inventory.description,
      totalCapacity: (r) => r.inventory.totalCapacity,
      totalVolume: (r) => r.inventory.totalVolume,
      latitude: (r) => r.inventory.latitude,
      longitude: (r) => r.inventory.longitude,
    }),
    col<InventoryRow>('Capacity occupied (kg)', 'number', (r) => r.inventory.capacityOccupied),
    col<InventoryRow>('Volume occupied (m³)', 'number', (r) => roundVolume(r.inventory.volumeOccupied)),
    col<InventoryRow>('Weight utilization (%)', 'percent', (r) =>
      percentOf(r.inventory.capacityOccupied, r.inventory.totalCapacity),
    ),
    col<InventoryRow>('Volume utilization (%)', 'percent', (r) =>
      percentOf(r.inventory.volumeOccupied, r.inventory.totalVolume),
    ),
    col<InventoryRow>('Products', 'count', (r) => r.productCount),
    col<InventoryRow>('Storage units', 'count', (r) => r.storageCount),
  ];
  return { columns, chunks: inventoryChunks(db, query) };
}

type PlacementRow = RowOf<ReturnType<typeof placementChunks>>;

/** An inventory's products, as its page's table shows them. */
export async function placementSheet(
  db: Db,
  query: TExportQuery<'inventory-products'>,
): Promise<ExportSheet<PlacementRow>> {
  if (!(await inventoryExists(db, query.inventory))) throw notFound('notFound.inventory');
  const columns = [
    col<PlacementRow>('Product', 'text', (r) => r.productName),
    col<PlacementRow>('SKU', 'text', (r) => r.sku),
    col<PlacementRow>('Category', 'text', (r) => r.category),
    col<PlacementRow>('Quantity', 'count', (r) => r.quantity),
    col<PlacementRow>('Unit price (₹)', 'money', (r) => r.price),
    col<PlacementRow>('Total value (₹)', 'money', (r) => roundMoney(r.quantity * r.price)),
  ];
  return { columns, chunks: placementChunks(db, query) };
}

type StorageRow = RowOf<ReturnType<typeof storageChunks>>;

/** Storage units: the import's columns (the inventory by name), then the measures the screen shows. */
export function storageSheet(db: Db, query: TExportQuery<'storage-units'>): ExportSheet<StorageRow> {
  const columns = [
    ...importColumns<StorageRow>(STORAGE_UNIT_COLUMNS, {
      inventory: (r) => r.inventoryName,
      locationId: (r) => r.storage.locationId,
      name: (r) => r.storage.name,
      type: (r) => r.storage.type,
      length: (r) => r.storage.length,
      width: (r) => r.storage.width,
      height: (r) => r.storage.height,
      holdingCapacity: (r) => r.storage.maxWeight,
      // The volume typed in the form: empty when it comes from the dimensions, as an import takes it.
      volume: (r) => r.storage.declaredVolume,
      minTemperature: (r) => r.storage.temperatureMin,
      maxTemperature: (r) => r.storage.temperatureMax,
      active: (r) => r.storage.active,
      location: (r) => r.storage.location,
      description: (r) => r.storage.description,
    }),
    col<StorageRow>('Max volume (m³)', 'number', (r) => r.storage.maxVolume),
    col<StorageRow>('Current weight (kg)', 'number', (r) => r.storage.currentWeight),
    col<StorageRow>('Current volume (m³)', 'number', (r) => r.storage.currentVolume),
  ];
  return { columns, chunks: storageChunks(db, query) };
}

type TransportChunkRow = RowOf<ReturnType<typeof transportChunks>>;
type TransportRow = TransportChunkRow & { products: string };

/** The transports' chunks with each one's lines as "Basmati Rice × 10; Toor Dal × 5". */
async function* withLines(
  db: Db,
  chunks: AsyncIterable<TransportChunkRow[]>,
): AsyncGenerator<TransportRow[]> {
  for await (const rows of chunks) {
    const lines = await linesOf(
      db,
      rows.map((r) => r.transport.id),
    );
    yield rows.map((r) => {
      const own = lines.get(r.transport.id) ?? [];
      return { ...r, products: own.map((line) => `${line.productName} × ${line.quantity}`).join('; ') };
    });
  }
}

/** Where a transport starts or ends: the inventory's name, else the point as "latitude, longitude". */
const place = (name: string | null, longitude: number | null, latitude: number | null) =>
  name ?? formatCoordinates(geoPointOrNull(longitude, latitude));

/** Transports and orders, as the Transportation and Orders screens list them. */
export function transportSheet(
  db: Db,
  query: TExportQuery<'transports'>,
  viewer: ExportViewer,
): ExportSheet<TransportRow> {
  const columns = [
    col<TransportRow>('Package ID', 'text', (r) => r.transport.packageId),
    col<TransportRow>('Order', 'boolean', (r) => r.transport.isOrder),
    col<TransportRow>('Status', 'text', (r) => TRANSPORT_STATUS_LABELS[r.transport.status]),
    col<TransportRow>('Mode', 'text', (r) => TRANSPORT_MODE_LABELS[r.transport.transportMode]),
    col<TransportRow>('Source', 'text', (r) =>
      place(r.sourceName, r.transport.startLongitude, r.transport.startLatitude),
    ),
    col<TransportRow>('Destination', 'text', (r) =>
      place(r.destinationName, r.transport.destinationLongitude, r.transport.destinationLatitude),
    ),
    col<TransportRow>('Driver', 'text', (r) => r.driverName),
    col<TransportRow>('ETA', 'dateTime', (r) => r.transport.eta),
    col<TransportRow>('Cost (₹)', 'money', (r) => r.transport.transportationCost),
    { ...col<TransportRow>('Products', 'text', (r) => r.products), width: 40 },
    col<TransportRow>('Total weight (kg)', 'number', (r) => r.transport.totalWeight),
    col<TransportRow>('Total value (₹)', 'money', (r) => r.transport.totalValue),
    col<TransportRow>('Created', 'dateTime', (r) => r.transport.createdAt),
  ];
  return { columns, chunks: withLines(db, transportChunks(db, query, viewer)) };
}

type AlertRow = RowOf<ReturnType<typeof alertChunks>>;

/** Alerts, as their cards show them. */
export function alertSheet(db: Db, query: TExportQuery<'alerts'>): ExportSheet<AlertRow> {
  const columns = [
    col<AlertRow>('Type', 'text', (r) => ALERT_TYPE_LABELS[r.alert.type]),
    col<AlertRow>('Priority', 'text', (r) => ALERT_PRIORITY_LABELS[r.alert.priority]),
    { ...col<AlertRow>('Message', 'text', (r) => r.alert.message), width: 40 },
    { ...col<AlertRow>('Description', 'text', (r) => r.alert.description), width: 40 },
    col<AlertRow>('Item', 'text', (r) => r.alert.affectedItem ?? r.alert.targetId),
    col<AlertRow>('Resolved', 'boolean', (r) => r.alert.resolved),
    col<AlertRow>('Resolved at', 'dateTime', (r) => r.alert.resolvedAt),
    col<AlertRow>('Raised by', 'text', (r) => r.raisedBy ?? (r.alert.isSystem ? 'System' : null)),
    col<AlertRow>('Created', 'dateTime', (r) => r.alert.timestamp),
  ];
  return { columns, chunks: alertChunks(db, query) };
}

type UserRow = RowOf<ReturnType<typeof userChunks>>;

/** Users: the import's columns (the role as the import reads it), then their state and hours. */
export function userSheet(db: Db, query: TExportQuery<'users'>): ExportSheet<UserRow> {
  const columns = [
    ...importColumns<UserRow>(USER_COLUMNS, {
      name: (r) => r.name,
      email: (r) => r.email,
      phone: (r) => r.phone,
      role: (r) => r.role,
      shift: (r) => r.shift,
      wagePerHour: (r) => r.wagePerHour,
    }),
    col<UserRow>('Active', 'boolean', (r) => r.active),
    col<UserRow>('Hours this month', 'number', (r) => r.hoursThisMonth),
    col<UserRow>('Extra shift', 'boolean', (r) => r.extraShift),
    col<UserRow>('Created', 'dateTime', (r) => r.createdAt),
  ];
  return { columns, chunks: userChunks(db, query) };
}

type WageRow = RowOf<ReturnType<typeof wageChunks>>;

/** Wage records: who, which month, hours, rate and total. */
export function wageSheet(db: Db, query: TExportQuery<'wages'>, viewer: ExportViewer): ExportSheet<WageRow> {
  const columns = [
    col<WageRow>('Employee', 'text', (r) => r.name),
    col<WageRow>('Role', 'text', (r) => ROLE_LABELS[r.role]),
    col<WageRow>('Month', 'text', (r) => r.record.month),
    col<WageRow>('Hours worked', 'number', (r) => r.record.hoursWorked),
    col<WageRow>('Wage per hour (₹)', 'money', (r) => r.record.wagePerHour),
    col<WageRow>('Total (₹)', 'money', (r) => r.record.totalSalary),
    col<WageRow>('Extra shift', 'boolean', (r) => r.record.extraShift),
    col<WageRow>('Overworked', 'boolean', (r) => r.record.overworked),
    col<WageRow>('Calculated', 'dateTime', (r) => r.record.calculatedAt),
  ];
  return { columns, chunks: wageChunks(db, query, viewer) };
}

type PurchaseOrderRow = RowOf<ReturnType<typeof purchaseOrderChunks>>;

/** Purchase orders, as their list shows them, with the units ordered and received. */
export function purchaseOrderSheet(
  db: Db,
  query: TExportQuery<'purchase-orders'>,
  viewer: ExportViewer,
): ExportSheet<PurchaseOrderRow> {
  const columns = [
    col<PurchaseOrderRow>('Number', 'text', (r) => r.order.number),
    col<PurchaseOrderRow>('Status', 'text', (r) => PURCHASE_ORDER_STATUS_LABELS[r.order.status]),
    col<PurchaseOrderRow>('Supplier', 'text', (r) => r.supplier?.name),
    col<PurchaseOrderRow>('Destination', 'text', (r) => r.destination?.name),
    col<PurchaseOrderRow>('Expected date', 'date', (r) => r.order.expectedDate),
    col<PurchaseOrderRow>('Confirmed date', 'date', (r) => r.order.confirmedDate),
    col<PurchaseOrderRow>('Lines', 'count', (r) => r.lineCount),
    col<PurchaseOrderRow>('Units ordered', 'count', (r) => Number(r.totalQuantity)),
    col<PurchaseOrderRow>('Units received', 'count', (r) => Number(r.receivedQuantity)),
    col<PurchaseOrderRow>('Value (₹)', 'money', (r) => roundMoney(Number(r.totalValue))),
    col<PurchaseOrderRow>('Created', 'dateTime', (r) => r.order.createdAt),
  ];
  return { columns, chunks: purchaseOrderChunks(db, query, viewer) };
}

type CustomerRow = RowOf<ReturnType<typeof customerChunks>>;

/** A customer's PAN, from their GSTIN. */
const panOf = (gstin: string | null) => {
  const reading = gstin ? readGstin(gstin) : null;
  return reading?.ok ? reading.pan : null;
};

/** Customers: the import's columns first (a file goes out and back in), then the PAN and the dates. */
export function customerSheet(db: Db, query: TExportQuery<'customers'>): ExportSheet<CustomerRow> {
  const billing = (r: CustomerRow) => r.customer.billingAddress;
  const shipping = (r: CustomerRow) => r.customer.shippingAddress;
  const values: Record<string, (r: CustomerRow) => SheetValue> = {
    name: (r) => r.customer.name,
    gstin: (r) => r.customer.gstin,
    // As GST returns write a place of supply: its code and its name.
    state: (r) => `${r.customer.stateCode}-${GST_STATES[r.customer.stateCode as GstStateCode] ?? ''}`,
    address: (r) => billing(r)?.line || null,
    district: (r) => billing(r)?.district ?? null,
    pinCode: (r) => billing(r)?.pinCode ?? null,
    latitude: (r) => billing(r)?.point?.[1] ?? null,
    longitude: (r) => billing(r)?.point?.[0] ?? null,
    shippingAddress: (r) => shipping(r)?.line || null,
    shippingDistrict: (r) => shipping(r)?.district ?? null,
    shippingPinCode: (r) => shipping(r)?.pinCode ?? null,
    phone: (r) => r.customer.phone,
    email: (r) => r.customer.email,
    creditLimit: (r) => r.customer.creditLimit,
    paymentTermsDays: (r) => r.customer.paymentTermsDays,
    notes: (r) => r.customer.notes,
    active: (r) => r.customer.active,
  };
  const columns = [
    ...importColumns<CustomerRow>(CUSTOMER_COLUMNS, values),
    col<CustomerRow>('PAN', 'text', (r) => panOf(r.customer.gstin)),
    col<CustomerRow>('Added', 'dateTime', (r) => r.customer.createdAt),
  ];
  return { columns, chunks: customerChunks(db, query) };
}

type MovementRow = RowOf<ReturnType<typeof movementChunks>>;

/** The stock ledger: one row per change, with what moved, where, why and who. */
export async function movementSheet(
  db: Db,
  query: TExportQuery<'movements'>,
): Promise<ExportSheet<MovementRow>> {
  if (query.product && !(await productExists(db, query.product))) throw notFound('notFound.product');
  const columns = [
    col<MovementRow>('Date and time', 'dateTime', (r) => r.movement.createdAt),
    col<MovementRow>('Product', 'text', (r) => r.productName),
    col<MovementRow>('SKU', 'text', (r) => r.sku),
    col<MovementRow>('Batch', 'text', (r) => r.batchCode),
    col<MovementRow>('Inventory', 'text', (r) => r.inventoryName),
    col<MovementRow>('Scope', 'text', (r) => STOCK_MOVEMENT_SCOPE_LABELS[r.movement.scope]),
    col<MovementRow>('Reason', 'text', (r) => STOCK_MOVEMENT_LABELS[r.movement.reason]),
    col<MovementRow>('Change', 'count', (r) => r.movement.delta),
    // As the product page says it: a change no person made is the system's.
    col<MovementRow>('By', 'text', (r) => r.userName ?? 'System'),
    col<MovementRow>('Transport', 'text', (r) => r.packageId),
    col<MovementRow>('Purchase order', 'text', (r) => r.orderNumber),
    col<MovementRow>('Note', 'text', (r) => r.movement.note),
  ];
  return { columns, chunks: movementChunks(db, query) };
}
