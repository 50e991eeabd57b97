import {
  Box,
  Paper,
  Stack,
  Table,
  useMantineTheme,
  type MantineSpacing,
  type TableTdProps,
  type TableThProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';
import { ErrorLine } from './error-line';
import { ListPagination } from './list-pagination';
import { LoadingLine } from './loading-line';
import { StatusLine } from './status-line';

/** One column of a {@link ResponsiveTable}. */
export interface TableColumn<T> {
  /** Names the column for good (React's key now; sorting and export will refer to it). */
  id: string;
  /** The header cell's content. */
  header: ReactNode;
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
  pagination?: { page: number; total: number; onChange: (page: number) => void; pageSize?: number };
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
  /** Below this width the table scrolls sideways rather than squeeze its columns. */
  minWidth: number;
  horizontalSpacing?: MantineSpacing;
  /**
   * The table stands in a bordered frame of its own; without one it sits in the section that holds
   * it (a card on a detail page).
   */
  isFramed?: boolean;
}

/**
 * A server-paged list as a table on wider screens and a stack of cards on a phone, with its failure
 * and loading lines, its empty state and its page controls. Renders siblings, not a wrapper, so the
 * lines and the rows sit in the page's own Stack.
 */
export function ResponsiveTable<T>({
  rows,
  isLoading = false,
  loadingLabel = 'Loading...',
  errors = [],
  notice = null,
  isEmpty,
  empty,
  pagination,
  ...layout
}: ResponsiveTableProps<T>) {
  let content: ReactNode = null;
  if (isLoading) content = <LoadingLine label={loadingLabel} />;
  else if (rows === undefined) content = null;
  else if (isEmpty) content = empty;
  else content = <TableRows rows={rows} {...layout} />;

  return (
    <>
      {errors.map((message, index) => (
        // A fixed list: each place always holds the same kind of failure.
        <ErrorLine key={index} message={message} />
      ))}
      <StatusLine tone="info" message={notice} />
      {content}
      {pagination ? (
        <ListPagination
          page={pagination.page}
          total={pagination.total}
          onChange={pagination.onChange}
          pageSize={pagination.pageSize}
        />
      ) : null}
    </>
  );
}

type TableRowsProps<T> = Pick<
  ResponsiveTableProps<T>,
  'rowKey' | 'columns' | 'card' | 'detail' | 'minWidth' | 'horizontalSpacing' | 'isFramed' | 'isStale'
> & { rows: readonly T[] };

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
  isStale,
}: TableRowsProps<T>) {
  // Only the layout that shows is rendered (not both, one hidden by CSS): half the elements to build
  // on a phone's slow CPU. Read at once, so the first render is already the right one.
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const staleStyle = { opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' };

  if (card && !isWide) {
    return (
      <Box style={staleStyle}>
        <Stack gap="sm">
          {rows.map((row, index) => (
            <Fragment key={rowKey(row, index)}>{card(row)}</Fragment>
          ))}
        </Stack>
      </Box>
    );
  }

  const table = (
    <Table verticalSpacing="sm" horizontalSpacing={horizontalSpacing} highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.id} {...column.headerProps}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Fragment key={rowKey(row, index)}>
            {/* With a detail line the row and its line read as one: no border between them. */}
            <Table.Tr style={detail ? { borderBottom: 0 } : undefined}>
              {columns.map((column) => (
                <Table.Td key={column.id} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
            {detail ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} pt={0}>
                  {detail(row)}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!isFramed) {
    return (
      <Table.ScrollContainer minWidth={minWidth} style={staleStyle}>
        {table}
      </Table.ScrollContainer>
    );
  }
  return (
    <Box style={staleStyle}>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
      </Paper>
    </Box>
  );
}
