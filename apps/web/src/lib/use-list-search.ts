import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search box and page of a server-paged list; a new search or `filterKey` starts at page 1. */
export function useListSearch(filterKey = '') {
  // The search reaches the server (`appliedSearch`) once typing pauses; the page belongs to one
  // applied search and filter, so it falls back to 1 without an extra render or a stale fetch.
  const [search, setSearch] = useState('');
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
