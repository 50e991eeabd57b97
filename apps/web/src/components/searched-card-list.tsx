import { Button, Group, Loader, SimpleGrid } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListSearch } from '../lib/use-list-search';
import { EmptyState } from './empty-state';
import { ErrorLine } from './error-line';
import { ListPagination } from './table/list-pagination';
import { LoadingLine } from './loading-line';
import { m } from '../paraglide/messages.js';
import { PageSearch } from './page-search';

interface SearchedCardListProps<T> {
  /** The search box and page, from `useListSearch()`. */
  listSearch: ListSearch;
  /** The query of the current search and page. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean };
  /** What the list holds, in the plural: "inventories", "storage units". */
  things: string;
  /** What the server searches in: "name, location or type". */
  searchFields: string;
  /** The screen's failure messages (loading the list, deleting from it); null where nothing failed. */
  errors: ReadonlyArray<string | null>;
  /** The current page's items. */
  items: T[];
  /** How many items match the search in all. */
  total: number;
  /** One card; give it a `key`. */
  renderCard: (item: T) => ReactNode;
  /** Shown when there is nothing yet and no search: what the list is for and how to start it. */
  empty: ReactNode;
  /** The list's "Sort by" menu, beside the search box. */
  sortMenu?: ReactNode;
}

/** A server-searched, paged card list: search box, failure lines, then loading, empty or the cards. */
export function SearchedCardList<T>({
  listSearch,
  query,
  things,
  searchFields,
  errors,
  items,
  total,
  renderCard,
  empty,
  sortMenu,
}: SearchedCardListProps<T>) {
  // Renders siblings, not a wrapper, so the search box and cards sit in the page's own Stack.
  const { search, setSearch, appliedSearch, page, setPage } = listSearch;
  let content: ReactNode;
  if (query.isPending) {
    content = <LoadingLine label={m.common_loading_things({ things })} />;
  } else if (query.isError) {
    content = null;
  } else if (items.length === 0) {
    content = appliedSearch ? (
      <EmptyState
        icon={<IconSearch size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        title={m.common_no_things_match({ things, search: appliedSearch })}
        message={m.common_try_another({ fields: searchFields })}
        action={
          <Button variant="light" onClick={() => setSearch('')}>
            {m.common_clear_search()}
          </Button>
        }
      />
    ) : (
      empty
    );
  } else {
    content = (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {items.map(renderCard)}
        </SimpleGrid>
        <ListPagination page={page} total={total} onChange={setPage} />
      </>
    );
  }

  return (
    <>
      <Group align="flex-end" gap="md" wrap="wrap">
        <PageSearch
          aria-label={m.common_search_things({ things })}
          placeholder={m.common_search_by({ fields: searchFields })}
          rightSection={query.isFetching && !query.isPending ? <Loader size="xs" /> : null}
          value={search}
          onSearch={setSearch}
          style={{ flex: '1 1 260px' }}
          maw={480}
        />
        {sortMenu}
      </Group>
      {errors.map((message, index) => (
        // A fixed list: each place always holds the same kind of failure.
        <ErrorLine key={index} message={message} />
      ))}
      {content}
    </>
  );
}
