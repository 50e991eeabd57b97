import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import {
  formatNumber,
  IMPORT_COLUMNS,
  type ImportAction,
  type ImportKind,
  type TImportPreviewRow,
} from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { m } from '../../paraglide/messages.js';
import { IMPORT_ACTION_BADGES } from './import-report';
import { labelText } from '../../lib/messages/render';

interface PreviewTableProps {
  kind: ImportKind;
  rows: readonly TImportPreviewRow[];
  /** The mapping the rows were read with: only the columns it fills are shown. */
  mapping: Readonly<Record<string, string>>;
}

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** What the import does with a row, as a badge. */
export function ActionBadge({ action }: { action: ImportAction }) {
  const { label, color } = IMPORT_ACTION_BADGES[action];
  return (
    <Badge variant="light" color={color} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label()}
    </Badge>
  );
}

/**
 * The first rows of the file as they will be saved (or, for a row with problems, as read): the
 * row's number, what happens to it, and the value of each column the file fills. Cards on a phone,
 * with the filled values only.
 */
export function PreviewTable({ kind, rows, mapping }: PreviewTableProps) {
  const shown = IMPORT_COLUMNS[kind].filter((column) => mapping[column.key] !== undefined);
  // A bad row is reported as soon as it is read, a good one once its chunk is written: in file order here.
  const inFileOrder = [...rows].sort((a, b) => a.row - b.row);
  const columns: TableColumn<TImportPreviewRow>[] = [
    {
      id: 'row',
      header: m.imports_column_row(),
      cellProps: NO_WRAP,
      cell: (row) => formatNumber(row.row, 0),
    },
    {
      id: 'action',
      header: m.imports_column_action(),
      cellProps: NO_WRAP,
      cell: (row) => <ActionBadge action={row.action} />,
    },
    ...shown.map((column): TableColumn<TImportPreviewRow> => ({
      id: column.key,
      header: labelText('importColumn', column.key),
      headerProps: NO_WRAP,
      cell: (row) => row.values[column.key] ?? <Text c="dimmed">—</Text>,
    })),
  ];
  return (
    <ResponsiveTable
      rows={inFileOrder}
      rowKey={(row) => String(row.row)}
      columns={columns}
      minWidth={Math.max(640, 160 + shown.length * 130)}
      horizontalSpacing="md"
      scrollLabel={m.imports_preview_table()}
      isEmpty={rows.length === 0}
      empty={<Text c="dimmed">{m.imports_no_rows_under_header()}</Text>}
      isStale={false}
      card={(row) => (
        <RowCard name={m.imports_row_number({ row: String(row.row) })}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={600}>{m.imports_row_number({ row: formatNumber(row.row, 0) })}</Text>
            <ActionBadge action={row.action} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
            {shown
              .filter((column) => (row.values[column.key] ?? null) !== null)
              .map((column) => (
                <LabeledValue key={column.key} label={labelText('importColumn', column.key)} fw={500}>
                  {row.values[column.key]}
                </LabeledValue>
              ))}
          </SimpleGrid>
        </RowCard>
      )}
    />
  );
}
