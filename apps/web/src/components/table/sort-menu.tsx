import { Select } from '@mantine/core';
import type { SortOrder } from '@godown/shared';
import type { ListSortState } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';

interface SortMenuProps {
  sort: ListSortState;
  /** The list's sortable columns with their names ("Price"). */
  columns: ReadonlyArray<{ column: string; label: string }>;
}

/**
 * "Sort by" for a list shown as cards (inventories, storage units, alerts, any list on a phone): each
 * column both ways, "Price: high to low" style words being too varied, so "Price ↑" and "Price ↓".
 */
export function SortMenu({ sort, columns }: SortMenuProps) {
  const data = columns.flatMap(({ column, label }) => [
    { value: `${column}:asc`, label: m.common_sort_ascending({ column: label }) },
    { value: `${column}:desc`, label: m.common_sort_descending({ column: label }) },
  ]);
  return (
    <Select
      label={m.common_sort_by()}
      data={data}
      value={`${sort.sort}:${sort.order}`}
      allowDeselect={false}
      onChange={(value) => {
        if (!value) return;
        const [column, order] = value.split(':') as [string, SortOrder];
        sort.set(column, order);
      }}
      style={{ flex: '1 1 200px' }}
      maw={280}
    />
  );
}
