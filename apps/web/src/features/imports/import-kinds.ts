import { IMPORT_KINDS, IMPORT_ROLES, type ImportKind, type TUser } from '@godown/shared';
import { hasRole } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';

// The kinds of import as the Import screen offers them: what each does, who may run it, and the
// list where its rows show afterwards.

/** What an import of each kind does, in one line under its name. */
export const IMPORT_KIND_DESCRIPTIONS: Readonly<Record<ImportKind, string>> = {
  products: m.imports_kind_products_description(),
  inventories: m.imports_kind_inventories_description(),
  'opening-stock': m.imports_kind_opening_stock_description(),
  'storage-units': m.imports_kind_storage_units_description(),
  users: m.imports_kind_users_description(),
  customers: m.imports_kind_customers_description(),
  'tally-stock-items': m.imports_kind_tally_stock_items_description(),
};

/** The list where an import's rows show once written. */
export const IMPORT_KIND_LISTS: Readonly<Record<ImportKind, { path: string; label: () => string }>> = {
  products: { path: '/products', label: m.imports_list_products },
  inventories: { path: '/inventory', label: m.imports_list_inventory },
  'opening-stock': { path: '/inventory', label: m.imports_list_inventory },
  'storage-units': { path: '/storage', label: m.imports_list_storage },
  users: { path: '/users', label: m.imports_list_users },
  customers: { path: '/customers', label: m.imports_list_customers },
  'tally-stock-items': { path: '/products', label: m.imports_list_products },
};

/** The kinds `user` may import, in the order the screen lists them. */
export function importableKinds(user: TUser | null): ImportKind[] {
  return IMPORT_KINDS.filter((kind) => hasRole(user, IMPORT_ROLES[kind]));
}

/** The kind a URL names, or null when it names none (or one that does not exist). */
export function importKindOf(param: string | undefined): ImportKind | null {
  return IMPORT_KINDS.find((kind) => kind === param) ?? null;
}
