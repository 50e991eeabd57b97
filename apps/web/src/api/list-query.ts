import { LIST_PAGE_SIZE, type SortOrder } from '@godown/shared';

/** A list's asked sort as its query carries it; both left out for the list's default. */
export interface SortQuery<C extends string = string> {
  sort?: C;
  order?: SortOrder;
}

/**
 * The query of one page of a server-searched list: `search` (when any), `limit` and `offset`, and the
 * sort when one is asked.
 */
export function listParams(
  search: string,
  page = 1,
  limit = LIST_PAGE_SIZE,
  sort: SortQuery = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  params.set('limit', String(limit));
  params.set('offset', String((page - 1) * limit));
  if (sort.sort) params.set('sort', sort.sort);
  if (sort.order) params.set('order', sort.order);
  return params;
}
