import { BRAND_NAME } from './constants.js';
import { BUYER_ROLES, SELLER_ROLES, TEAM_ROLES, type Role } from './roles.js';
import type { ExportKind, FileFormat } from './data-io.js';
import { indiaDateFromToday } from './format.js';

// Exports (docs/domain.md#exports): every list screen as a CSV or .xlsx file, with the list's own
// filters. Who may export a list is who may read it; the columns are the server's. The queries'
// schemas are in export-schemas.ts, so a screen that only offers the menu loads no schema library.

/** Readable names of the exports: the sheet's name and the words of the screens. */
export const EXPORT_KIND_LABELS: Readonly<Record<ExportKind, string>> = {
  products: 'Products',
  inventories: 'Inventories',
  'inventory-products': 'Inventory products',
  'storage-units': 'Storage units',
  transports: 'Transports',
  alerts: 'Alerts',
  users: 'Users',
  wages: 'Wages',
  'purchase-orders': 'Purchase orders',
  movements: 'Stock movements',
  customers: 'Customers',
  'sales-orders': 'Sales orders',
};

/** The choices of the Export menu. */
export const FILE_FORMAT_LABELS: Readonly<Record<FileFormat, string>> = {
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
};

/** The media type of each format, as the server answers it. */
export const FILE_CONTENT_TYPES: Readonly<Record<FileFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Who may export a list: anyone (signed out too), any signed-in user, or the roles named. */
export type ExportAccess = 'anyone' | 'signedIn' | readonly Role[];

/**
 * Who may export each list: exactly who may read it (docs/domain.md#roles). A supplier's transports
 * and purchase orders are their own, as on the screens; the server filters them.
 */
export const EXPORT_ACCESS: Readonly<Record<ExportKind, ExportAccess>> = {
  products: 'anyone',
  inventories: 'anyone',
  'inventory-products': 'anyone',
  'storage-units': 'anyone',
  transports: 'signedIn',
  alerts: 'signedIn',
  users: TEAM_ROLES,
  wages: TEAM_ROLES,
  'purchase-orders': [...BUYER_ROLES, 'supplier'],
  movements: 'signedIn',
  customers: SELLER_ROLES,
  'sales-orders': SELLER_ROLES,
};

/** True when a visitor (null) or a user of `role` may export the list. */
export function canExport(kind: ExportKind, role: Role | null | undefined): boolean {
  const access = EXPORT_ACCESS[kind];
  if (access === 'anyone') return true;
  if (!role) return false;
  return access === 'signedIn' || access.includes(role);
}

/** The file's name: godown-products-2026-11-25.csv, dated today in India. */
export function exportFileName(kind: ExportKind, format: FileFormat, date = indiaDateFromToday()): string {
  return `${BRAND_NAME.toLowerCase()}-${kind}-${date}.${format}`;
}
