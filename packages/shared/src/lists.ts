/**
 * How each list sorts: the columns it sorts by on the server (`?sort=<column>&order=asc|desc`) and
 * the order it has when none is asked. Every sort ends with the row's id, so pages never overlap.
 * Also the lists' page size and how many ids a bulk action takes.
 * Kept free of zod: the web app's first load reads it.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

interface ListSort<C extends string> {
  readonly columns: readonly [C, ...C[]];
  readonly default: { readonly sort: C; readonly order: SortOrder };
}

function listSort<const C extends string>(
  columns: readonly [C, ...C[]],
  sort: NoInfer<C>,
  order: SortOrder,
): ListSort<C> {
  return { columns, default: { sort, order } };
}

export const LIST_SORTS = {
  products: listSort(['name', 'sku', 'category', 'price', 'quantity', 'createdAt'], 'createdAt', 'desc'),
  transports: listSort(['packageId', 'status', 'mode', 'eta', 'createdAt'], 'createdAt', 'desc'),
  inventories: listSort(['name', 'location', 'capacity', 'usage', 'products', 'createdAt'], 'name', 'asc'),
  storages: listSort(['name', 'locationId', 'type', 'createdAt'], 'name', 'asc'),
  users: listSort(['name', 'role', 'wagePerHour', 'hours', 'createdAt'], 'name', 'asc'),
  wages: listSort(
    ['month', 'employee', 'hoursWorked', 'wagePerHour', 'total', 'calculatedAt'],
    'month',
    'desc',
  ),
  purchaseOrders: listSort(
    ['number', 'supplier', 'status', 'expected', 'value', 'createdAt'],
    'createdAt',
    'desc',
  ),
  counts: listSort(['number', 'inventory', 'status', 'startedAt'], 'startedAt', 'desc'),
  alerts: listSort(['createdAt', 'priority', 'type'], 'createdAt', 'desc'),
  customers: listSort(['name', 'state', 'creditLimit', 'createdAt'], 'name', 'asc'),
  placements: listSort(['product', 'quantity', 'unitPrice', 'totalValue'], 'product', 'asc'),
} as const;

export type SortableList = keyof typeof LIST_SORTS;
/** The columns `list` sorts by. */
export type SortColumn<L extends SortableList> = (typeof LIST_SORTS)[L]['columns'][number];
/** A list's asked sort, as its query carries it. */
export interface ListSortQuery<L extends SortableList> {
  sort?: SortColumn<L>;
  order?: SortOrder;
}

/**
 * The sort a list's query asks for, made whole: no `sort` is the list's default column in its default
 * order (unless `order` is given); a `sort` without `order` is ascending.
 */
export function resolveSort<L extends SortableList>(
  list: L,
  query: ListSortQuery<L>,
): { sort: SortColumn<L>; order: SortOrder } {
  const fallback = LIST_SORTS[list].default as { sort: SortColumn<L>; order: SortOrder };
  if (!query.sort) return { sort: fallback.sort, order: query.order ?? fallback.order };
  return { sort: query.sort, order: query.order ?? 'asc' };
}

/** Page size of the list screens. */
export const LIST_PAGE_SIZE = 25;

/** Ids one bulk action (delete products, resolve alerts, export chosen products) takes at most. */
export const BULK_IDS_MAX = 500;
