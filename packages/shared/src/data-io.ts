import type { MessageKey, TKeyedMessage } from './messages/index.js';
import { BUYER_ROLES, SELLER_ROLES, type Role } from './roles.js';

// Spreadsheets in and out (docs/domain.md#imports, #exports): the kinds, the limits, the columns an
// import reads (which are the columns the matching export writes), and how a cell's text becomes a
// value. The server and the import screen use the same definitions.

/** What can be imported. */
export const IMPORT_KINDS = [
  'products',
  'inventories',
  'opening-stock',
  'storage-units',
  'users',
  'customers',
  'tally-stock-items',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  products: 'Products',
  inventories: 'Inventories',
  'opening-stock': 'Opening stock',
  'storage-units': 'Storage units',
  users: 'Users',
  customers: 'Customers',
  'tally-stock-items': 'Tally stock items (XML)',
};

/** What finds a row's record, for each kind: a second row with the same is refused. */
export const IMPORT_KEY_LABELS: Record<ImportKind, string> = {
  products: 'SKU',
  inventories: 'name',
  'opening-stock': 'SKU, inventory and batch',
  'storage-units': 'inventory and location ID',
  users: 'email or phone',
  customers: 'GSTIN, else name',
  'tally-stock-items': 'stock item name',
};

/**
 * Who may import each kind: products and opening stock whoever buys and keeps stock (admin, staff);
 * inventories, storage units and users only admins, who alone edit those.
 */
export const IMPORT_ROLES: Record<ImportKind, readonly Role[]> = {
  products: BUYER_ROLES,
  'opening-stock': BUYER_ROLES,
  inventories: ['admin'],
  'storage-units': ['admin'],
  users: ['admin'],
  customers: SELLER_ROLES,
  'tally-stock-items': BUYER_ROLES,
};

/**
 * What file each kind reads: a spreadsheet (CSV or .xlsx, its first row naming the columns), or
 * TallyPrime's XML masters export, whose stock items are the rows (docs/domain.md#from-tally).
 */
export const IMPORT_FILE_KINDS: Record<ImportKind, 'sheet' | 'tally-xml'> = {
  products: 'sheet',
  'opening-stock': 'sheet',
  inventories: 'sheet',
  'storage-units': 'sheet',
  users: 'sheet',
  customers: 'sheet',
  'tally-stock-items': 'tally-xml',
};

/** What can be exported: every list screen. */
export const EXPORT_KINDS = [
  'products',
  'inventories',
  'inventory-products',
  'storage-units',
  'transports',
  'alerts',
  'users',
  'wages',
  'purchase-orders',
  'movements',
  'customers',
  'sales-orders',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** File formats of imports and exports. */
export const FILE_FORMATS = ['csv', 'xlsx'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export const IMPORT_LIMITS = {
  /** Largest file accepted, in bytes (20 MiB: 100,000 product rows fit in about half). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Data rows one file may hold (a header row comes on top). */
  maxRows: 100_000,
  /** Columns one file may hold. */
  maxColumns: 100,
  /** Characters one cell may hold (the longest field, a description, is 5,000). */
  maxCellChars: 10_000,
  /** Rows shown as they will be saved, in the preview. */
  previewRows: 20,
  /** Problems listed in a report (the count says how many there are in all). */
  maxProblems: 1_000,
  /** Uncompressed bytes an .xlsx file may unpack to (a zip bomb stops here). */
  maxUnpackedBytes: 400 * 1024 * 1024,
  /** Largest ratio of unpacked to packed bytes of one entry of an .xlsx file. */
  maxCompressionRatio: 200,
  /** Entries (files) an .xlsx zip may hold; a workbook has a few dozen. */
  maxZipEntries: 10_000,
  /** The last row a spreadsheet can have (Excel's 1,048,576): a row numbered past it is a damaged file. */
  maxSheetRows: 1_048_576,
  /** The last column a spreadsheet can have (Excel's XFD, 16,384). */
  maxSheetColumns: 16_384,
  /** Shared strings a workbook may hold: one for every cell an import reads (1,00,001 rows of 100). */
  maxSharedStrings: 10_000_100,
  /** Cell formats of a workbook read to tell date cells (Excel's own limit); later ones read as General. */
  maxCellFormats: 64_000,
} as const;

/** How a cell's text is read. */
export type ImportValueType = 'text' | 'amount' | 'count' | 'number' | 'date' | 'boolean';

export interface ImportColumn {
  /** The field the column fills. */
  key: string;
  /** The header the export writes and the template carries. */
  header: string;
  type: ImportValueType;
  /** A row without it is refused (on create, for columns that only a new row needs). */
  required?: boolean;
  /** What the column holds, for the template's notes and the mapping screen: a message's key. */
  hint?: MessageKey;
}

const column = (
  key: string,
  header: string,
  type: ImportValueType,
  extra: Pick<ImportColumn, 'required' | 'hint'> = {},
): ImportColumn => ({ key, header, type, ...extra });

/** Product columns: the product export writes exactly these, so a file goes out and back in. */
export const PRODUCT_COLUMNS: readonly ImportColumn[] = [
  column('sku', 'SKU', 'text', {
    required: true,
    hint: 'import.hint.sku',
  }),
  column('productName', 'Product name', 'text', {
    required: true,
  }),
  column('productCategory', 'Category', 'text'),
  column('hsnCode', 'HSN', 'text'),
  column('price', 'Price (₹)', 'amount'),
  column('brand', 'Brand', 'text'),
  column('mrp', 'MRP (₹)', 'amount', {
    hint: 'import.hint.mrp',
  }),
  column('quantity', 'Quantity', 'count', {
    hint: 'import.hint.quantity',
  }),
  column('thresholdLimit', 'Threshold limit', 'count'),
  column('weight', 'Weight (kg)', 'amount'),
  column('length', 'Length (cm)', 'amount'),
  column('width', 'Width (cm)', 'amount'),
  column('height', 'Height (cm)', 'amount'),
  column('description', 'Description', 'text'),
  column('batchId', 'Batch', 'text'),
  column('mfgDate', 'Mfg date', 'date'),
  column('expiryDate', 'Expiry date', 'date'),
  column('shelfLifeDays', 'Shelf life (days)', 'count'),
  column('expiryWarningDays', 'Expiry warning (days)', 'count'),
  column('reorderPoint', 'Reorder point', 'count'),
  column('reorderQuantity', 'Reorder quantity', 'count'),
  column('orderUpTo', 'Order up to', 'count'),
  column('leadTimeDays', 'Lead time (days)', 'count'),
  column('supplier', 'Supplier', 'text', {
    hint: 'import.hint.supplier',
  }),
  column('supplierLongitude', 'Supplier longitude', 'number'),
  column('supplierLatitude', 'Supplier latitude', 'number'),
  column('gtin', 'Barcode', 'text', {
    hint: 'import.hint.barcode',
  }),
];

/** Inventory columns; an import finds an inventory by its name. */
export const INVENTORY_COLUMNS: readonly ImportColumn[] = [
  column('name', 'Name', 'text', {
    required: true,
    hint: 'import.hint.inventoryName',
  }),
  column('location', 'Location', 'text'),
  column('description', 'Description', 'text'),
  column('totalCapacity', 'Total capacity (kg)', 'amount'),
  column('totalVolume', 'Total volume (m³)', 'amount'),
  column('latitude', 'Latitude', 'number', { required: true }),
  column('longitude', 'Longitude', 'number', { required: true }),
];

/** Opening stock: how many units of a product (and batch) an inventory holds. */
export const OPENING_STOCK_COLUMNS: readonly ImportColumn[] = [
  column('sku', 'SKU', 'text', { required: true }),
  column('inventory', 'Inventory', 'text', {
    required: true,
    hint: 'import.hint.inventory',
  }),
  column('quantity', 'Quantity', 'count', {
    required: true,
    hint: 'import.hint.stockQuantity',
  }),
  column('batch', 'Batch', 'text'),
  column('mfgDate', 'Mfg date', 'date'),
  column('expiryDate', 'Expiry date', 'date'),
];

/** Storage unit columns; an import finds a unit by its inventory and location id. */
export const STORAGE_UNIT_COLUMNS: readonly ImportColumn[] = [
  column('inventory', 'Inventory', 'text', { required: true }),
  column('locationId', 'Location ID', 'text', {
    required: true,
  }),
  column('name', 'Name', 'text'),
  column('type', 'Type', 'text'),
  column('length', 'Length (cm)', 'amount', { required: true }),
  column('width', 'Width (cm)', 'amount', { required: true }),
  column('height', 'Height (cm)', 'amount', { required: true }),
  column('holdingCapacity', 'Holding capacity (kg)', 'amount', {
    required: true,
  }),
  column('volume', 'Volume (m³)', 'amount'),
  column('minTemperature', 'Min temperature (°C)', 'number'),
  column('maxTemperature', 'Max temperature (°C)', 'number'),
  column('active', 'Active', 'boolean'),
  column('location', 'Location', 'text'),
  column('description', 'Description', 'text'),
];

/** User columns (admins only); an import finds a user by email, else by phone. */
export const USER_COLUMNS: readonly ImportColumn[] = [
  column('name', 'Name', 'text', { required: true }),
  column('email', 'Email', 'text'),
  column('phone', 'Phone', 'text'),
  column('role', 'Role', 'text', {
    required: true,
    hint: 'import.hint.role',
  }),
  column('shift', 'Shift', 'text'),
  column('wagePerHour', 'Wage per hour (₹)', 'amount'),
];

/**
 * Customer columns; an import finds a customer by GSTIN, else (an unregistered one) by name. The
 * state is a GST state code or a state's name; with a GSTIN it may be left out.
 */
export const CUSTOMER_COLUMNS: readonly ImportColumn[] = [
  column('name', 'Name', 'text', {
    required: true,
  }),
  column('gstin', 'GSTIN', 'text', {
    hint: 'import.hint.gstin',
  }),
  column('state', 'State', 'text', {
    hint: 'import.hint.state',
  }),
  column('address', 'Address', 'text'),
  column('district', 'District', 'text'),
  column('pinCode', 'PIN code', 'text'),
  column('latitude', 'Latitude', 'number'),
  column('longitude', 'Longitude', 'number'),
  column('shippingAddress', 'Shipping address', 'text'),
  column('shippingDistrict', 'Shipping district', 'text'),
  column('shippingPinCode', 'Shipping PIN code', 'text'),
  column('phone', 'Phone', 'text'),
  column('email', 'Email', 'text'),
  column('creditLimit', 'Credit limit (₹)', 'amount'),
  column('paymentTermsDays', 'Payment terms (days)', 'count'),
  column('notes', 'Notes', 'text'),
  column('active', 'Active', 'boolean'),
];

/**
 * A Tally stock item, as the import reads it (docs/domain.md#from-tally): its product's fields and
 * its opening stock per godown and batch. TALLY_STOCK_ITEM_ELEMENTS names where each is in the file.
 */
export const TALLY_STOCK_ITEM_COLUMNS: readonly ImportColumn[] = [
  column('productName', 'Product name', 'text', { required: true }),
  column('sku', 'SKU', 'text', { hint: 'import.hint.tallySku' }),
  column('productCategory', 'Category', 'text'),
  column('uqc', 'Unit', 'text', { hint: 'import.hint.tallyUnit' }),
  column('hsnCode', 'HSN', 'text'),
  column('gstRate', 'GST rate (%)', 'number'),
  column('cessRate', 'Cess (%)', 'number'),
  column('openingStock', 'Opening stock', 'text', { hint: 'import.hint.tallyOpeningStock' }),
];

/** The elements of a STOCKITEM each column is read from: the "columns" of a Tally file. */
export const TALLY_STOCK_ITEM_ELEMENTS: Readonly<Record<string, string>> = {
  productName: 'NAME',
  sku: 'NAME.LIST',
  productCategory: 'PARENT',
  uqc: 'BASEUNITS',
  hsnCode: 'HSNCODE',
  gstRate: 'GSTRATE',
  cessRate: 'GSTRATE (Cess)',
  openingStock: 'BATCHALLOCATIONS.LIST',
};

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  products: PRODUCT_COLUMNS,
  inventories: INVENTORY_COLUMNS,
  'opening-stock': OPENING_STOCK_COLUMNS,
  'storage-units': STORAGE_UNIT_COLUMNS,
  users: USER_COLUMNS,
  customers: CUSTOMER_COLUMNS,
  'tally-stock-items': TALLY_STOCK_ITEM_COLUMNS,
};

// ---- Reading cells ---------------------------------------------------------------------------

/** A cell's value as read from a file: CSV gives text, .xlsx may give numbers, dates and booleans. */
export type CellValue = string | number | boolean | Date | null;

/** A cell's value, or what is wrong with it (a message by key, docs/domain.md#messages). */
export type Parsed<T> = { ok: true; value: T | null } | { ok: false; problem: TKeyedMessage };

const ok = <T>(value: T | null): Parsed<T> => ({ ok: true, value });
/** A cell's problem; `column` is the column's key (its header is said in the reader's language). */
const fail = (
  reason:
    | 'import.cellNotANumber'
    | 'import.cellNotWhole'
    | 'import.cellNotADate'
    | 'import.cellDateFormat'
    | 'import.cellYesOrNo',
  column: string,
): Parsed<never> => ({ ok: false, problem: { reason, params: { column } } });

/** A cell's text, trimmed; empty and whitespace-only cells are no value. */
export function cellText(value: CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoDate(value);
  const text = String(value).trim();
  return text === '' ? null : text;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A rupee amount or a plain number: "₹1,23,456.50", "Rs. 1,234", "1234.5", "INR 99" (Indian or
 * Western digit grouping). Returns the number, or a message naming the column (its key).
 */
export function parseNumberCell(value: CellValue, column: string): Parsed<number> {
  if (typeof value === 'number')
    return Number.isFinite(value) ? ok(value) : fail('import.cellNotANumber', column);
  const text = cellText(value);
  if (text === null) return ok(null);
  const cleaned = text
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*(₹|rs\.?|inr|kg|cm|m³|m3)$/i, '')
    .replace(/,/g, '')
    .trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return fail('import.cellNotANumber', column);
  return ok(Number(cleaned));
}

/** A whole number of units or days. */
export function parseCountCell(value: CellValue, column: string): Parsed<number> {
  const parsed = parseNumberCell(value, column);
  if (!parsed.ok || parsed.value === null) return parsed;
  if (!Number.isInteger(parsed.value)) return fail('import.cellNotWhole', column);
  return parsed;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date as people in India write it, to YYYY-MM-DD: "2026-11-25", "25-11-2026", "25/11/2026",
 * "25.11.26", "25 Nov 2026", "25-Nov-26", or a date cell of a spreadsheet. Day before month, always.
 */
export function parseDateCell(value: CellValue, column: string): Parsed<string> {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? fail('import.cellNotADate', column) : ok(isoDate(value));
  }
  const text = cellText(value);
  if (text === null) return ok(null);
  let year: number, month: number, day: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text))) {
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})[-/. ]([a-z]{3})[a-z]*[-/., ]+(\d{2}|\d{4})$/i.exec(text))) {
    const index = MONTHS.indexOf(m[2]!.toLowerCase());
    if (index < 0) return fail('import.cellDateFormat', column);
    [day, month, year] = [Number(m[1]), index + 1, Number(m[3])];
  } else {
    return fail('import.cellDateFormat', column);
  }
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, problem: { reason: 'import.cellNoSuchDate', params: { column, text } } };
  }
  return ok(isoDate(date));
}

/** yes/no, true/false, y/n, 1/0, active/inactive. */
export function parseBooleanCell(value: CellValue, column: string): Parsed<boolean> {
  if (typeof value === 'boolean') return ok(value);
  const text = cellText(value);
  if (text === null) return ok(null);
  const lower = text.toLowerCase();
  if (['yes', 'y', 'true', '1', 'active'].includes(lower)) return ok(true);
  if (['no', 'n', 'false', '0', 'inactive'].includes(lower)) return ok(false);
  return fail('import.cellYesOrNo', column);
}

/** A cell read as its column's type. */
export function parseCell(col: ImportColumn, value: CellValue): Parsed<string | number | boolean> {
  switch (col.type) {
    case 'amount':
    case 'number':
      return parseNumberCell(value, col.key);
    case 'count':
      return parseCountCell(value, col.key);
    case 'date':
      return parseDateCell(value, col.key);
    case 'boolean':
      return parseBooleanCell(value, col.key);
    case 'text': {
      // A number cell of a spreadsheet (an SKU typed as digits) is its digits, without ".0".
      if (typeof value === 'number') return ok(Number.isInteger(value) ? String(value) : String(value));
      return ok(cellText(value));
    }
  }
}
