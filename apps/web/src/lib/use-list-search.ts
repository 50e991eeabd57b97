import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  LIST_PAGE_SIZE,
  LIST_SORTS,
  resolveSort,
  type SortableList,
  type SortColumn,
  type SortOrder,
} from '@godown/shared';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The address's parameters as they are now. React Router hands an updater the parameters of the
 * render that made it, which a change made since (a filter chosen while a search was waiting to be
 * written) would be lost from; the window's own address is never stale.
 */
function liveParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The sort a list shows and how to change it (a header's click, the phone's sort menu). */
export interface ListSortState<C extends string = string> {
  sort: C;
  order: SortOrder;
  /** The list's own default sort: no arrow in the address for it. */
  isDefault: boolean;
  // Methods, not function properties: a list's state stands in for any list's (`ListSortState`).
  /** Sorts by `column`: ascending first, then the other way on the same column. */
  toggle(column: C): void;
  /** Sorts by `column` in `order`. */
  set(column: C, order: SortOrder): void;
}

interface ListSearchOptions<F extends string, L extends SortableList | undefined> {
  /** The list whose columns sort on the server (see `LIST_SORTS`); none for an unsorted list. */
  sortable?: L;
  /** The list's filters kept in the address beside the search (`?category=Grains`). */
  filters?: readonly F[];
  /**
   * Prefixes the list's address parameters when a page holds two lists (`o.page`, `o.search`), so
   * each keeps its own view.
   */
  prefix?: string;
  /** The list keeps no search box: only page, sort and filters. */
  hasSearch?: boolean;
}

/**
 * The view of a server-paged list (search, filters, sort and page), kept in the address so a link or
 * a reload shows the same view and Back steps through the views. Typing replaces the current entry
 * (the applied search reaches the address and the server once typing pauses); a new page, sort or
 * filter is a new history entry. A new search, filter or sort starts at page 1. Defaults stay out of
 * the address.
 */
export function useListSearch<F extends string = never, L extends SortableList | undefined = undefined>(
  options: ListSearchOptions<F, L> = {},
) {
  const { sortable, filters = [], prefix = '', hasSearch = true } = options;
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${prefix}${name}`;

  const urlSearch = hasSearch ? (params.get(key('search')) ?? '') : '';
  const [search, setSearchText] = useState(urlSearch);

  /** Writes some of the list's parameters (null removes one), as a new entry or in place. */
  const write = useCallback(
    (changes: Record<string, string | null>, replace: boolean) => {
      setParams(
        () => {
          const next = liveParams();
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(`${prefix}${name}`);
            else next.set(`${prefix}${name}`, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [prefix, setParams],
  );

  // What is typed reaches the address (and the server) once typing pauses, in place: a letter is not
  // a step back. A search equal to the address's changes nothing (the page stays).
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  // The list's own path: a pause that ends after the user has left it (a navigation still drawing
  // keeps the list mounted for a moment) must not bring them back to it.
  const { pathname } = useLocation();
  const setSearch = useCallback(
    (typed: string) => {
      setSearchText(typed);
      window.clearTimeout(pending.current);
      pending.current = window.setTimeout(() => {
        if (window.location.pathname !== pathname) return;
        setParams(
          () => {
            const applied = typed.trim();
            const next = liveParams();
            if ((next.get(`${prefix}search`) ?? '') === applied) return next;
            if (applied) next.set(`${prefix}search`, applied);
            else next.delete(`${prefix}search`);
            next.delete(`${prefix}page`);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      }, SEARCH_DEBOUNCE_MS);
    },
    [prefix, setParams, pathname],
  );

  // Back, forward or a link changed the address's search: the box follows it (set while rendering,
  // React's way to follow a changed input without a second pass).
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (seenUrlSearch !== urlSearch) {
    setSeenUrlSearch(urlSearch);
    if (search.trim() !== urlSearch) setSearchText(urlSearch);
  }

  const appliedSearch = urlSearch.trim();
  const page = Math.max(1, Number.parseInt(params.get(key('page')) ?? '1', 10) || 1);
  /** Shows page `next`: a new history entry, or in place (`replace`) when the page stepped back by itself. */
  const setPage = useCallback(
    (next: number, replace = false) => write({ page: next > 1 ? String(next) : null }, replace),
    [write],
  );

  const filterValues = Object.fromEntries(
    filters.map((name) => [name, params.get(key(name)) || null]),
  ) as Record<F, string | null>;
  const setFilter = useCallback(
    (name: F, value: string | null) => write({ [name]: value, page: null }, false),
    [write],
  );

  /** Sets several filters in one step (a new alert shown with the filters that let it through). */
  const setFilters = useCallback(
    (values: Partial<Record<F, string | null>>) =>
      write({ ...(values as Record<string, string | null>), page: null }, false),
    [write],
  );

  const sort = useSortState(sortable, params, key, write);

  /** After a delete: the last item of a later page is gone, so step back rather than show an empty page. */
  const afterDelete = (itemsOnPage: number) => {
    if (itemsOnPage === 1 && page > 1) setPage(page - 1);
  };
  /** Clears the search and every filter (the sort stays: it is how the user reads, not what they look for). */
  const clearFilters = () => {
    window.clearTimeout(pending.current);
    setSearchText('');
    write({ search: null, page: null, ...Object.fromEntries(filters.map((name) => [name, null])) }, false);
  };

  return {
    search,
    setSearch,
    appliedSearch,
    page,
    setPage,
    afterDelete,
    filters: filterValues,
    setFilter,
    setFilters,
    clearFilters,
    sort: sort as L extends SortableList ? ListSortState<SortColumn<L>> : undefined,
  };
}

function useSortState(
  list: SortableList | undefined,
  params: URLSearchParams,
  key: (name: string) => string,
  write: (changes: Record<string, string | null>, replace: boolean) => void,
): ListSortState | undefined {
  const asked = params.get(key('sort'));
  const askedOrder = params.get(key('order'));
  return useMemo(() => {
    if (!list) return undefined;
    const { columns, default: fallback } = LIST_SORTS[list];
    const column = (columns as readonly string[]).includes(asked ?? '') ? asked : undefined;
    const order = askedOrder === 'asc' || askedOrder === 'desc' ? askedOrder : undefined;
    const whole = resolveSort(list, { sort: column as never, order });
    const isDefault = whole.sort === fallback.sort && whole.order === fallback.order;
    const set = (next: string, nextOrder: SortOrder) => {
      const toDefault = next === fallback.sort && nextOrder === fallback.order;
      write({ sort: toDefault ? null : next, order: toDefault ? null : nextOrder, page: null }, false);
    };
    return {
      sort: whole.sort,
      order: whole.order,
      isDefault,
      set,
      toggle: (next: string) => set(next, next === whole.sort && whole.order === 'asc' ? 'desc' : 'asc'),
    };
  }, [list, asked, askedOrder, write]);
}

/** The part of `useListSearch`'s state a list's search box and pages need. */
export interface ListSearch {
  search: string;
  setSearch: (search: string) => void;
  appliedSearch: string;
  page: number;
  setPage: (page: number, replace?: boolean) => void;
}

/** The sort of a list's query to send to the server: nothing for its default. */
export function sortParams<C extends string>(
  sort: { sort: C; order: SortOrder; isDefault: boolean } | undefined,
): { sort?: C; order?: SortOrder } {
  return sort && !sort.isDefault ? { sort: sort.sort, order: sort.order } : {};
}

/**
 * When rows leave a later page (a cancel, a status change, a delete elsewhere) and it comes back
 * empty, steps back to the last page that has rows. `data` is the page's own answer (undefined while
 * another page's rows are still shown).
 */
export function useStepBackFromEmptyPage(
  page: number,
  setPage: (page: number, replace?: boolean) => void,
  data: { itemsOnPage: number; total: number } | undefined,
  pageSize = LIST_PAGE_SIZE,
): void {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const isPastEnd = data !== undefined && data.itemsOnPage === 0 && page > lastPage;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage, true);
  }, [isPastEnd, lastPage, setPage]);
}

const DATE_FILTER = /^\d{4}-\d{2}-\d{2}$/;

/** A date filter from the address: a YYYY-MM-DD day, else none (a link typed wrong shows every day). */
export function dateFilter(value: string | null): string | null {
  return value && DATE_FILTER.test(value) ? value : null;
}
