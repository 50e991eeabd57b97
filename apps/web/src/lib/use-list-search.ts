import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { LIST_PAGE_SIZE } from '@godown/shared';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box and page of a server-paged list; a new search or `filterKey` starts at page 1. A
 * list opened by a link may start already searched (`initialSearch`).
 */
export function useListSearch(filterKey = '', initialSearch = '') {
  // The search reaches the server (`appliedSearch`) once typing pauses; the page belongs to one
  // applied search and filter, so it falls back to 1 without an extra render or a stale fetch.
  const [search, setSearch] = useState(initialSearch);
  const [appliedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const key = `${appliedSearch}\u0000${filterKey}`;
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key, page: next });
  /** After a delete: the last item of a later page is gone, so step back rather than show an empty page. */
  const afterDelete = (itemsOnPage: number) => {
    if (itemsOnPage === 1 && page > 1) setPage(page - 1);
  };
  return { search, setSearch, appliedSearch, page, setPage, afterDelete };
}

/** The state `useListSearch` returns, handed to the list that shows it. */
export type ListSearch = ReturnType<typeof useListSearch>;

/**
 * When rows leave a later page (a cancel, a status change, a delete elsewhere) and it comes back
 * empty, steps back to the last page that has rows. `data` is the page's own answer (undefined while
 * another page's rows are still shown).
 */
export function useStepBackFromEmptyPage(
  page: number,
  setPage: (page: number) => void,
  data: { itemsOnPage: number; total: number } | undefined,
  pageSize = LIST_PAGE_SIZE,
): void {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const isPastEnd = data !== undefined && data.itemsOnPage === 0 && page > lastPage;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage);
  }, [isPastEnd, lastPage, setPage]);
}
