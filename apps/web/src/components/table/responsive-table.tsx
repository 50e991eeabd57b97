import {
  Box,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  useMantineTheme,
  type MantineSpacing,
  type TableTdProps,
  type TableThProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react';
import type { ListSortState } from '../../lib/use-list-search';
import { ErrorLine } from '../error-line';
import { LoadingLine } from '../loading-line';
import { StatusLine } from '../status-line';
import { ColumnChooser, useColumnChoice } from './column-choice';
import { ListPagination } from './list-pagination';
import type { RowSelection } from './row-selection';
import { ariaSortOf, SortHeader } from './sort-header';
import { SortMenu } from './sort-menu';
import classes from './table.module.css';
import { m } from '../../paraglide/messages.js';

/** One column of a {@link ResponsiveTable}. */
export interface TableColumn<T> {
  /** Names the column for good: React's key, and the key of the user's column choice. */
  id: string;
  /** The header cell's content. */
  header: ReactNode;
  /** The column's name in the column chooser and the sort menu, when the header is not plain text. */
  label?: string;
  /** The server's sort column (`LIST_SORTS`) this column's header sorts by; none for an unsorted column. */
  sort?: string;
  /** Always shown: the chooser cannot hide it (the row's name, its actions). */
  isFixed?: boolean;
  /** Hidden until the user shows it with the column chooser (a detail most do not need). */
  isHiddenByDefault?: boolean;
  /** What a row shows in this column. */
  cell: (row: T) => ReactNode;
  /** Props of the header cell (alignment, no-wrap). */
  headerProps?: TableThProps;
  /** Props of every body cell of the column. */
  cellProps?: TableTdProps;
}

/** How a list's page is going, as the page's query says. */
export interface TableState {
  /** The first page is on its way: a loading line instead of the rows. */
  isLoading?: boolean;
  /** What the loading line says, e.g. "Loading products...". */
  loadingLabel?: string;
  /** Failure lines shown above the rows (loading the list, acting on a row); null where nothing failed. */
  errors?: ReadonlyArray<string | null>;
  /** An information line under the failure lines (e.g. a filter that could not be applied). */
  notice?: string | null;
  /** Nothing matches: `empty` is shown instead of the table. */
  isEmpty: boolean;
  /** What an empty list shows: why, and what to do next. */
  empty: ReactNode;
  /** The rows belong to the previous search, filter or page while the next one loads: dimmed. */
  isStale: boolean;
  /** The page controls under the rows; none when one page holds them all. */
  pagination?: {
    page: number;
    total: number;
    onChange: (page: number) => void;
    pageSize?: number;
    moreThan?: number;
  };
  /** The list's server sort: headers of sortable columns sort by a click; a phone gets a sort menu. */
  sort?: ListSortState;
  /**
   * Names the table for the user's column choice (which columns, in what order), remembered per
   * user; without it every column shows in the table's own order.
   */
  tableId?: string;
}

interface ResponsiveTableProps<T> extends TableState {
  /** The page's rows; undefined while nothing is loaded (still loading, or failed: a line says why). */
  rows: readonly T[] | undefined;
  rowKey: (row: T, index: number) => string;
  columns: ReadonlyArray<TableColumn<T>>;
  /**
   * A row as a card on a phone, in place of the table; give it no key. Without it the table shows
   * at every width (and scrolls sideways on a phone).
   */
  card?: (row: T) => ReactNode;
  /**
   * A line under a row of the table, across all its columns (e.g. why a figure is what it is); the
   * row's card shows it its own way.
   */
  detail?: (row: T) => ReactNode;
  /** Ticks on each row (and one for the page) for actions on several rows at once. */
  selection?: RowSelection<T>;
  /** What a row's tick is called for a screen reader: "Select Basmati Rice". */
  rowLabel?: (row: T) => string;
  /** Below this width the table scrolls sideways rather than squeeze its columns. */
  minWidth: number;
  horizontalSpacing?: MantineSpacing;
  /**
   * The table stands in a bordered frame of its own; without one it sits in the section that holds
   * it (a card on a detail page).
   */
  isFramed?: boolean;
  /**
   * The table's name when nothing in its rows takes the focus (no link, no tick): its sideways
   * scroll is then a named region the keyboard reaches, to scroll it.
   */
  scrollLabel?: string;
}

/**
 * A server-paged list as a table on wider screens and a stack of cards on a phone, with its failure
 * and loading lines, its empty state and its page controls. Renders siblings, not a wrapper, so the
 * lines and the rows sit in the page's own Stack.
 */
export function ResponsiveTable<T>({
  rows,
  isLoading = false,
  loadingLabel = m.common_loading(),
  errors = [],
  notice = null,
  isEmpty,
  empty,
  pagination,
  sort,
  tableId,
  columns,
  ...layout
}: ResponsiveTableProps<T>) {
  const isWide = useIsWide();
  const choice = useColumnChoice(tableId, columns);
  const shown = choice.ordered.filter((column) => !choice.hidden.has(column.id));
  const showsCards = Boolean(layout.card) && !isWide;
  const sortable = sort
    ? columns.flatMap((column) => (column.sort ? [{ column: column.sort, label: labelOf(column) }] : []))
    : [];

  let content: ReactNode = null;
  if (isLoading) content = <LoadingLine label={loadingLabel} />;
  else if (rows === undefined) content = null;
  else if (isEmpty) content = empty;
  else content = <TableRows rows={rows} columns={shown} sort={sort} showsCards={showsCards} {...layout} />;

  // Cards have no headers: a phone sorts from a menu. The column chooser is for the table.
  const toolbar =
    (showsCards && sort && sortable.length > 0) || (!showsCards && tableId) ? (
      <Group justify={showsCards ? 'flex-start' : 'flex-end'} gap="sm">
        {showsCards && sort ? <SortMenu sort={sort} columns={sortable} /> : null}
        {!showsCards && tableId ? (
          <ColumnChooser
            columns={choice.ordered.map((column) => ({
              id: column.id,
              label: labelOf(column),
              isFixed: column.isFixed,
            }))}
            hidden={choice.hidden}
            onShown={choice.setShown}
            onOrder={choice.setOrder}
            onReset={choice.reset}
          />
        ) : null}
      </Group>
    ) : null;

  return (
    <>
      {errors.map((message, index) => (
        // A fixed list: each place always holds the same kind of failure.
        <ErrorLine key={index} message={message} />
      ))}
      <StatusLine tone="info" message={notice} />
      {rows !== undefined && !isEmpty ? toolbar : null}
      {content}
      {pagination ? (
        <ListPagination
          page={pagination.page}
          total={pagination.total}
          onChange={pagination.onChange}
          pageSize={pagination.pageSize}
          moreThan={pagination.moreThan}
        />
      ) : null}
    </>
  );
}

/** A column's name in the chooser and the sort menu: its label, else its header's text. */
function labelOf(column: { id: string; header: ReactNode; label?: string }): string {
  if (column.label) return column.label;
  return typeof column.header === 'string' && column.header ? column.header : column.id;
}

/** True from the small breakpoint up: a table; below it, cards. Read at once, so the first render is right. */
function useIsWide(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
}

type TableRowsProps<T> = Pick<
  ResponsiveTableProps<T>,
  | 'rowKey'
  | 'columns'
  | 'card'
  | 'detail'
  | 'minWidth'
  | 'horizontalSpacing'
  | 'isFramed'
  | 'scrollLabel'
  | 'isStale'
  | 'sort'
  | 'selection'
  | 'rowLabel'
> & { rows: readonly T[]; showsCards: boolean };

/** Rows of the previous search, filter or page, while the next load: dimmed. */
function staleStyleOf(isStale: boolean | undefined) {
  return { opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' };
}

/** Cards a phone draws first; the rest of the page's follow straight after. */
const FIRST_CARDS = 8;

/**
 * The rows to draw: at first only what fills a phone's screen, then all of them in a transition (React
 * draws it in slices after the first screen is shown). Twenty-five cards are a lot of work for a
 * phone's CPU, and the page waits for all of them before it appears.
 */
function useFirstCardsFirst<T>(rows: readonly T[]): readonly T[] {
  const [drawsAll, setDrawsAll] = useState(false);
  useEffect(() => {
    if (!drawsAll) startTransition(() => setDrawsAll(true));
  }, [drawsAll]);
  return drawsAll ? rows : rows.slice(0, FIRST_CARDS);
}

/** The cards of a phone's list, each with its tick when rows can be ticked. */
function CardRows<T>({
  rows,
  rowKey,
  card,
  selection,
  tickOf,
  isStale,
}: Pick<TableRowsProps<T>, 'rows' | 'rowKey' | 'isStale' | 'selection'> & {
  card: (row: T) => ReactNode;
  tickOf: (row: T) => ReactNode;
}) {
  const drawn = useFirstCardsFirst(rows);
  return (
    <Box style={staleStyleOf(isStale)}>
      <Stack gap="sm">
        {drawn.map((row, index) => (
          <Fragment key={rowKey(row, index)}>
            {selection ? (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Box pt="md">{tickOf(row)}</Box>
                <Box style={{ flex: 1, minWidth: 0 }}>{card(row)}</Box>
              </Group>
            ) : (
              card(row)
            )}
          </Fragment>
        ))}
      </Stack>
    </Box>
  );
}

/** The rows: the table, or on a phone the cards when there are any. */
function TableRows<T>({
  rows,
  rowKey,
  columns,
  card,
  detail,
  minWidth,
  horizontalSpacing,
  isFramed = true,
  scrollLabel,
  isStale,
  sort,
  selection,
  rowLabel,
  showsCards,
}: TableRowsProps<T>) {
  // Only the layout that shows is rendered (not both, one hidden by CSS): half the elements to build
  // on a phone's slow CPU.
  const staleStyle = staleStyleOf(isStale);
  const tickOf = (row: T) =>
    selection ? (
      <Checkbox
        aria-label={rowLabel ? m.common_select_row_named({ row: rowLabel(row) }) : m.common_select_row()}
        checked={selection.isSelected(row)}
        onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
      />
    ) : null;

  if (card && showsCards) {
    return (
      <CardRows
        rows={rows}
        rowKey={rowKey}
        card={card}
        selection={selection}
        tickOf={tickOf}
        isStale={isStale}
      />
    );
  }

  const pageTicked = selection ? rows.filter((row) => selection.isSelected(row)).length : 0;

  const table = (
    <Table verticalSpacing="sm" horizontalSpacing={horizontalSpacing} highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {selection ? (
            <Table.Th w={40}>
              <Checkbox
                aria-label={m.common_select_page_rows()}
                checked={pageTicked > 0 && pageTicked === rows.length}
                indeterminate={pageTicked > 0 && pageTicked < rows.length}
                onChange={(event) => selection.togglePage(rows, event.currentTarget.checked)}
              />
            </Table.Th>
          ) : null}
          {columns.map((column) => (
            <Table.Th key={column.id} aria-sort={ariaSortOf(column.sort, sort)} {...column.headerProps}>
              {column.sort && sort ? (
                <SortHeader column={column.sort} sort={sort} alignRight={column.headerProps?.ta === 'right'}>
                  {column.header}
                </SortHeader>
              ) : (
                column.header
              )}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Fragment key={rowKey(row, index)}>
            {/* With a detail line the row and its line read as one: no border between them. */}
            <Table.Tr
              style={detail ? { borderBottom: 0 } : undefined}
              className={selection?.isSelected(row) ? classes.selectedRow : undefined}
            >
              {selection ? <Table.Td>{tickOf(row)}</Table.Td> : null}
              {columns.map((column) => (
                <Table.Td key={column.id} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
            {detail ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (selection ? 1 : 0)} pt={0}>
                  {detail(row)}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
  const scrollAreaProps = scrollLabel
    ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } }
    : undefined;
  if (!isFramed) {
    return (
      <Table.ScrollContainer minWidth={minWidth} style={staleStyle} scrollAreaProps={scrollAreaProps}>
        {table}
      </Table.ScrollContainer>
    );
  }
  return (
    <Box style={staleStyle}>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={scrollAreaProps}>
          {table}
        </Table.ScrollContainer>
      </Paper>
    </Box>
  );
}
