import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListSortState } from '../../lib/use-list-search';
import classes from './table.module.css';

interface SortHeaderProps {
  /** The server's name of the column this header sorts by. */
  column: string;
  sort: ListSortState;
  children: ReactNode;
  /** Right-aligned columns keep the arrow on the left, so the figures and their header line up. */
  alignRight?: boolean;
}

/**
 * A column header that sorts the list by its column: an arrow shows the current order, a click sorts
 * ascending, a second click descending. The header cell carries `aria-sort` (see `ariaSortOf`).
 */
export function SortHeader({ column, sort, children, alignRight = false }: SortHeaderProps) {
  const isActive = sort.sort === column;
  let icon = <IconArrowsSort size={14} aria-hidden className={classes.idleArrow} />;
  if (isActive) {
    icon =
      sort.order === 'asc' ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />;
  }
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={() => sort.toggle(column)}
      data-active={isActive || undefined}
    >
      <Group gap={4} wrap="nowrap" justify={alignRight ? 'flex-end' : 'flex-start'}>
        {alignRight ? icon : null}
        <span>{children}</span>
        {alignRight ? null : icon}
      </Group>
    </UnstyledButton>
  );
}

/** The header cell's `aria-sort` for `column`: how a screen reader hears the list's order. */
export function ariaSortOf(column: string | undefined, sort: ListSortState | undefined) {
  if (!column || !sort) return undefined;
  if (sort.sort !== column) return 'none' as const;
  return sort.order === 'asc' ? ('ascending' as const) : ('descending' as const);
}
