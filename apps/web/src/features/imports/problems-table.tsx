import { Group, Text } from '@mantine/core';
import { formatNumber, type TImportProblem } from '@godown/shared';
import { sayMessage } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';

interface ProblemsTableProps {
  problems: readonly TImportProblem[];
  /** Problems counted but not listed (a report lists the first 1,000). */
  unlisted?: number;
}

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

const problemColumns = (): TableColumn<TImportProblem>[] => [
  {
    id: 'row',
    header: m.imports_column_row(),
    cellProps: NO_WRAP,
    cell: (problem) => formatNumber(problem.row, 0),
  },
  {
    id: 'column',
    header: m.imports_column_column(),
    cell: (problem) => problem.column ?? <Text c="dimmed">{m.imports_whole_row()}</Text>,
  },
  { id: 'problem', header: m.imports_column_problem(), cell: (problem) => sayMessage(problem) },
];

/**
 * The rows an import cannot take and why: the row's number as the spreadsheet shows it (the header
 * is row 1), the file's column, the message. Cards on a phone.
 */
export function ProblemsTable({ problems, unlisted = 0 }: ProblemsTableProps) {
  return (
    <>
      <ResponsiveTable
        rows={problems}
        rowKey={(problem, index) => `${problem.row}-${index}`}
        columns={problemColumns()}
        minWidth={560}
        isEmpty={problems.length === 0}
        empty={null}
        isStale={false}
        card={(problem) => (
          <RowCard name={m.imports_problem_in_row({ row: String(problem.row) })}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {m.imports_row_number({ row: formatNumber(problem.row, 0) })}
              </Text>
              {problem.column ? (
                <Text size="sm" c="dimmed">
                  {problem.column}
                </Text>
              ) : null}
            </Group>
            <Text size="sm" mt={4}>
              {sayMessage(problem)}
            </Text>
          </RowCard>
        )}
      />
      {unlisted > 0 ? (
        <Text size="sm" c="dimmed">
          {m.imports_and_more({ count: formatNumber(unlisted, 0) })}
        </Text>
      ) : null}
    </>
  );
}
