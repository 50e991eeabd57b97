import { IMPORT_COLUMNS, type ImportKind } from './data-io.js';

// The other headers each import column is known by, and the guess of which header of a file fills
// each column (docs/domain.md#imports): apart from data-io.ts, whose columns the screens load on
// their first page; only the server guesses, and its template lists the aliases.

/** Other headers that mean each column, by kind and column key (compared without case, spaces or punctuation). */
export const IMPORT_ALIASES: Readonly<Record<ImportKind, Readonly<Record<string, readonly string[]>>>> = {
  products: {
    sku: ['item code', 'product code', 'code', 'sku code', 'part number'],
    productName: ['name', 'item name', 'item', 'product', 'title'],
    productCategory: ['item group', 'group', 'product category'],
    hsnCode: ['hsn code', 'hsn/sac', 'hsn sac'],
    price: ['price', 'rate', 'selling price', 'sale price', 'unit price', 'price rs'],
    brand: ['brand name', 'make', 'manufacturer', 'company'],
    mrp: ['mrp', 'm.r.p.', 'market price', 'max retail price', 'maximum retail price'],
    quantity: ['qty', 'stock', 'on hand', 'quantity on hand', 'closing stock'],
    thresholdLimit: ['threshold', 'min stock', 'minimum stock'],
    weight: ['weight', 'wt', 'weight kg', 'unit weight'],
    length: ['length', 'l'],
    width: ['width', 'w', 'breadth'],
    height: ['height', 'h'],
    description: ['details', 'product description', 'item description'],
    batchId: ['batch id', 'batch no', 'batch number', 'lot', 'lot number'],
    mfgDate: ['manufacturing date', 'mfg', 'mfd', 'date of manufacture'],
    expiryDate: ['expiry', 'exp', 'exp date', 'best before', 'use by'],
    shelfLifeDays: ['shelf life'],
    expiryWarningDays: ['expiry warning'],
    reorderPoint: ['reorder level', 'rol'],
    reorderQuantity: ['reorder qty'],
    orderUpTo: ['order up to level', 'max stock', 'maximum stock'],
    leadTimeDays: ['lead time'],
    supplier: ['supplier email', 'supplier phone', 'vendor'],
    supplierLongitude: ['supplier lng', 'supplier lon'],
    supplierLatitude: ['supplier lat'],
    gtin: ['gtin', 'ean', 'ean code', 'ean13', 'upc', 'barcode no', 'bar code'],
  },
  inventories: {
    name: ['inventory', 'inventory name', 'warehouse', 'warehouse name', 'godown'],
    location: ['address', 'city'],
    description: ['details'],
    totalCapacity: ['capacity', 'total capacity', 'capacity kg'],
    totalVolume: ['volume', 'total volume', 'volume m3'],
    latitude: ['lat'],
    longitude: ['lng', 'lon', 'long'],
  },
  'opening-stock': {
    sku: ['item code', 'product code', 'code'],
    inventory: ['warehouse', 'godown', 'inventory name', 'location'],
    quantity: ['qty', 'stock', 'on hand', 'count', 'units'],
    batch: ['batch id', 'batch no', 'batch number', 'lot', 'lot number'],
    mfgDate: ['manufacturing date', 'mfg', 'mfd'],
    expiryDate: ['expiry', 'exp', 'exp date', 'best before'],
  },
  'storage-units': {
    inventory: ['warehouse', 'godown', 'inventory name'],
    locationId: ['location id', 'bin', 'rack', 'slot', 'code'],
    name: ['unit name', 'storage name'],
    type: ['unit type', 'storage type'],
    length: ['length'],
    width: ['width', 'breadth'],
    height: ['height'],
    holdingCapacity: ['capacity', 'max weight'],
    volume: ['volume', 'max volume'],
    minTemperature: ['min temp', 'minimum temperature'],
    maxTemperature: ['max temp', 'maximum temperature'],
    active: ['enabled'],
    location: ['address'],
    description: ['details'],
  },
  users: {
    name: ['full name', 'user name', 'employee name'],
    email: ['email address', 'e-mail', 'mail'],
    phone: ['mobile', 'phone number', 'mobile number', 'contact'],
    role: ['user role', 'designation'],
    wagePerHour: ['wage', 'hourly wage', 'rate per hour'],
  },
  customers: {
    name: ['customer', 'customer name', 'party', 'party name', 'ledger name'],
    gstin: ['gst no', 'gst number', 'gstin/uin', 'gstin uin', 'gst'],
    state: ['place of supply', 'state name', 'state code'],
    address: ['billing address', 'address line', 'address 1'],
    district: ['city', 'town'],
    pinCode: ['pin', 'pincode', 'postal code', 'zip'],
    latitude: ['lat'],
    longitude: ['lng', 'lon', 'long'],
    shippingAddress: ['ship to', 'delivery address'],
    shippingDistrict: ['shipping city'],
    shippingPinCode: ['shipping pin', 'shipping pincode'],
    phone: ['mobile', 'phone number', 'mobile number', 'contact'],
    email: ['email address', 'e-mail', 'mail'],
    creditLimit: ['credit limit', 'credit'],
    paymentTermsDays: ['credit days', 'credit period', 'terms'],
    notes: ['remarks', 'note'],
    active: ['enabled'],
  },
  // A Tally file's "columns" are fixed elements (TALLY_STOCK_ITEM_ELEMENTS): nothing to guess.
  'tally-stock-items': {},
};

/** The other headers that mean a column of a kind. */
export function importAliases(kind: ImportKind, key: string): readonly string[] {
  return IMPORT_ALIASES[kind][key] ?? [];
}
/** A header as compared when guessing: lower case, letters and digits only ("Item Name" = "item_name"). */
export function headerKey(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/₹|\(rs\.?\)|\(inr\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Guesses which header of a file fills each column: the column's own header first, then its
 * aliases; each header fills one column at most. Returns column key -> header.
 */
export function guessMapping(kind: ImportKind, headers: readonly string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  const taken = new Set<string>();
  const byKey = new Map<string, string>();
  for (const header of headers) {
    const key = headerKey(header);
    if (key && !byKey.has(key)) byKey.set(key, header);
  }
  const columns = IMPORT_COLUMNS[kind];
  // Two passes: exact headers claim their columns before any alias can take them.
  for (const pass of ['header', 'alias'] as const) {
    for (const col of columns) {
      if (mapping[col.key]) continue;
      const candidates = pass === 'header' ? [col.header, col.key] : importAliases(kind, col.key);
      for (const candidate of candidates) {
        const header = byKey.get(headerKey(candidate));
        if (header !== undefined && !taken.has(header)) {
          mapping[col.key] = header;
          taken.add(header);
          break;
        }
      }
    }
  }
  return mapping;
}
