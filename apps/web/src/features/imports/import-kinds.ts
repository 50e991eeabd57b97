import { IMPORT_KINDS, IMPORT_ROLES, type ImportKind, type TUser } from '@godown/shared';
import { hasRole } from '../../lib/roles';

// The kinds of import as the Import screen offers them: what each does, who may run it, and the
// list where its rows show afterwards.

/** What an import of each kind does, in one line under its name. */
export const IMPORT_KIND_DESCRIPTIONS: Readonly<Record<ImportKind, string>> = {
  products:
    'Products are created, or updated by SKU: names, prices, quantities, batches and reorder settings.',
  inventories: 'Inventories are created, or updated by name: location, capacity, volume and coordinates.',
  'opening-stock':
    'Sets how many units an inventory holds per SKU and batch, as counted: importing the same count again changes nothing.',
  'storage-units': 'Storage units are created, or updated by their inventory and location ID.',
  users:
    'Team members are added with their role, shift and wage; each new user gets a one-time password, shown once.',
};

/** The list where an import's rows show once written. */
export const IMPORT_KIND_LISTS: Readonly<Record<ImportKind, { path: string; label: string }>> = {
  products: { path: '/products', label: 'Products' },
  inventories: { path: '/inventory', label: 'Inventory' },
  'opening-stock': { path: '/inventory', label: 'Inventory' },
  'storage-units': { path: '/storage', label: 'Storage' },
  users: { path: '/users', label: 'Users' },
};

/** The kinds `user` may import, in the order the screen lists them. */
export function importableKinds(user: TUser | null): ImportKind[] {
  return IMPORT_KINDS.filter((kind) => hasRole(user, IMPORT_ROLES[kind]));
}

/** The kind a URL names, or null when it names none (or one that does not exist). */
export function importKindOf(param: string | undefined): ImportKind | null {
  return IMPORT_KINDS.find((kind) => kind === param) ?? null;
}
