import { useQuery } from '@tanstack/react-query';
import type {
  TInventorySummary,
  TProductList,
  TPurchaseOrderList,
  TScanAnswer,
  TTransportList,
  TUser,
  TUserList,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams } from '../../api/list-query';
import { paletteKeys } from '../../api/query-keys';
import { scanCode } from '../../api/scan';
import { hasAccess } from '../../lib/access';
import { BUYER_ROLES, hasRole, SUPPLIER_ROLES } from '../../lib/roles';
import {
  inventoryPath,
  productPath,
  purchaseOrderPath,
  scanTargetPath,
  transportPagePath,
} from '../../lib/paths';
import { m } from '../../paraglide/messages.js';

/** Rows of each kind the palette shows for a term. */
export const PALETTE_ROWS_PER_KIND = 5;

/** One thing the palette found: what it is, its name, a line under it, and where it opens. */
export interface PaletteHit {
  kind: 'product' | 'inventory' | 'transport' | 'user' | 'purchaseOrder' | 'code';
  id: string;
  label: string;
  description: string | null;
  to: string;
}

/** The kinds' group headings (each in the screens' language), in the order the palette lists them. */
export const HIT_GROUPS: ReadonlyArray<{ kind: PaletteHit['kind']; heading: () => string }> = [
  { kind: 'code', heading: m.palette_exact_code },
  { kind: 'product', heading: m.palette_products },
  { kind: 'inventory', heading: m.palette_inventories },
  { kind: 'transport', heading: m.palette_transports },
  { kind: 'purchaseOrder', heading: m.palette_purchase_orders },
  { kind: 'user', heading: m.palette_users },
];

/**
 * True for a term that may be a code (a SKU, a barcode, a batch, a Godown code): one word with a
 * digit or a dash. Only those are looked up as a scan would, so plain words ask nothing they cannot
 * find.
 */
function looksLikeCode(term: string): boolean {
  return /^\S+$/.test(term) && /[\d-]/.test(term);
}

/** Asks `path` and gives its rows; a refused or failed call finds nothing rather than failing all. */
async function rowsOf<A, R>(ask: () => Promise<A>, pick: (answer: A) => R[]): Promise<R[]> {
  try {
    return pick(await ask());
  } catch {
    return [];
  }
}

/**
 * Everything `term` finds that `user` may see, in parallel: an exact code first (a SKU, barcode,
 * batch or Godown code, as a scan reads it), then products by name, SKU or description, inventories,
 * transports by package id or driver, purchase orders and users. Each list asks the server's own
 * search: the palette shows what the screens would.
 */
export async function searchEverything(term: string, user: TUser | null, signal?: AbortSignal) {
  const query = listParams(term, 1, PALETTE_ROWS_PER_KIND).toString();
  const get =
    <A>(path: string) =>
    () =>
      api.get<A>(path, { signal });
  const ownOrders = hasRole(user, SUPPLIER_ROLES);
  const [codes, products, inventories, transports, orders, users] = await Promise.all([
    user && looksLikeCode(term)
      ? rowsOf(
          () => scanCode(term),
          (answer: TScanAnswer) => answer.matches.filter((match) => match.kind !== 'transport'),
        )
      : [],
    rowsOf(get<TProductList>(`/products/?${query}`), (answer) => answer.products),
    rowsOf(get<{ inventories: TInventorySummary[] }>(`/inventory/?${query}`), (answer) => answer.inventories),
    user ? rowsOf(get<TTransportList>(`/transports/?${query}`), (answer) => answer.transports) : [],
    hasRole(user, BUYER_ROLES) || ownOrders
      ? rowsOf(get<TPurchaseOrderList>(`/purchase-orders?${query}`), (answer) => answer.purchaseOrders)
      : [],
    hasAccess(user, 'people') ? rowsOf(get<TUserList>(`/users/?${query}`), (answer) => answer.users) : [],
  ]);
  const hits: PaletteHit[] = [
    ...codes.map((match) => ({
      kind: 'code' as const,
      id: `${match.kind}:${match.id}`,
      label: match.label,
      description: m.palette_code_term({ code: term }),
      to: scanTargetPath(match),
    })),
    ...products.map((product) => ({
      kind: 'product' as const,
      id: product._id,
      label: product.productName,
      description:
        [product.sku && `SKU ${product.sku}`, product.productCategory].filter(Boolean).join(' · ') || null,
      to: productPath(product._id),
    })),
    ...inventories.map((inventory) => ({
      kind: 'inventory' as const,
      id: inventory._id,
      label: inventory.name,
      description: inventory.location,
      to: inventoryPath(inventory._id),
    })),
    ...transports.map((transport) => ({
      kind: 'transport' as const,
      id: transport._id,
      label: transport.packageId,
      description: transport.assignedDriver?.name ?? transport.driverName ?? null,
      to: transportPagePath(transport._id),
    })),
    ...orders.map((order) => ({
      kind: 'purchaseOrder' as const,
      id: order.id,
      label: order.number,
      description: order.supplier?.name ?? null,
      to: purchaseOrderPath(order.id, ownOrders),
    })),
    ...users.map((found) => ({
      kind: 'user' as const,
      id: found._id,
      label: found.name,
      description: found.email ?? found.phone,
      to: `/users?${new URLSearchParams({ search: found.name }).toString()}`,
    })),
  ];
  return hits;
}

/** The palette's search for `term` (empty: nothing asked), as the signed-in user. */
export function usePaletteSearch(term: string, user: TUser | null) {
  return useQuery({
    queryKey: [...paletteKeys.search(term), user?._id ?? null],
    queryFn: ({ signal }) => searchEverything(term, user, signal),
    enabled: term.length > 0,
    staleTime: 15_000,
  });
}
