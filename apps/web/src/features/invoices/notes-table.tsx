import { Box, Group, Text } from '@mantine/core';
import { formatRupees, type TNoteSummary } from '@godown/shared';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { CustomerNameLink } from '../../components/record-links';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import { m } from '../../paraglide/messages.js';
import { NoteInvoice, NoteKindBadge, NoteNumber } from './note-cells';
import { taxOf } from './invoice-words';
import { noteKindLabel, noteReasonLabel } from './note-words';

interface NotesTableProps extends TableState {
  /** The page's notes; undefined while none are loaded. */
  notes: TNoteSummary[] | undefined;
  /** On an invoice's page: no invoice or customer columns (they are the page's). */
  isOfInvoice?: boolean;
}

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;
const FIGURE = { ta: 'right', ...NO_WRAP } as const;

/**
 * Credit and debit notes, the latest first: number, date, kind, reason, the invoice and customer,
 * the taxable value, tax and total. Cards on a phone.
 */
export function NotesTable({ notes, isOfInvoice = false, ...state }: NotesTableProps) {
  const columns: TableColumn<TNoteSummary>[] = [
    {
      id: 'number',
      header: m.invoices_number(),
      isFixed: true,
      cellProps: NO_WRAP,
      cell: (note) => <NoteNumber note={note} />,
    },
    {
      id: 'date',
      header: m.invoices_date(),
      cellProps: NO_WRAP,
      cell: (note) => formatCalendarDate(note.noteDate),
    },
    { id: 'kind', header: m.notes_kind(), cell: (note) => <NoteKindBadge kind={note.kind} /> },
    { id: 'reason', header: m.notes_reason(), cell: (note) => noteReasonLabel(note.reason) },
    ...(isOfInvoice
      ? []
      : [
          {
            id: 'invoice',
            header: m.notes_invoice(),
            cellProps: NO_WRAP,
            cell: (note: TNoteSummary) => <NoteInvoice invoice={note.invoice} />,
          },
          {
            id: 'customer',
            header: m.invoices_customer(),
            cell: (note: TNoteSummary) => <CustomerNameLink customer={note.customer} />,
          },
        ]),
    {
      id: 'taxable',
      header: m.invoices_taxable(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      cell: (note) => formatRupees(note.taxable),
    },
    {
      id: 'tax',
      header: m.invoices_tax(),
      headerProps: RIGHT,
      cellProps: FIGURE,
      cell: (note) => formatRupees(taxOf(note)),
    },
    {
      id: 'total',
      header: m.invoices_total(),
      headerProps: RIGHT,
      cellProps: { ...FIGURE, fw: 600 },
      cell: (note) => formatRupees(note.total),
    },
  ];
  return (
    <ResponsiveTable
      {...state}
      tableId={isOfInvoice ? undefined : 'invoice-notes'}
      rows={notes}
      rowKey={(note) => note.id}
      columns={columns}
      minWidth={isOfInvoice ? 620 : 900}
      horizontalSpacing="sm"
      isFramed={!isOfInvoice}
      card={(note) => (
        <RowCard name={m.notes_note_named({ kind: noteKindLabel(note.kind), number: note.number })}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <NoteNumber note={note} />
              {isOfInvoice ? null : (
                <Box>
                  <CustomerNameLink customer={note.customer} />
                </Box>
              )}
            </Box>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(note.total)}
            </Text>
          </Group>
          <Group gap="xs" mt={6}>
            <NoteKindBadge kind={note.kind} />
            <Text size="sm" c="dimmed">
              {noteReasonLabel(note.reason)}
            </Text>
          </Group>
          <Group gap="lg" mt="xs" align="flex-start">
            <LabeledValue label={m.invoices_date()} fw={500}>
              {formatCalendarDate(note.noteDate)}
            </LabeledValue>
            {isOfInvoice ? null : (
              <LabeledValue label={m.notes_invoice()} fw={500}>
                <NoteInvoice invoice={note.invoice} />
              </LabeledValue>
            )}
            <LabeledValue label={m.invoices_tax()} fw={500}>
              {formatRupees(taxOf(note))}
            </LabeledValue>
          </Group>
        </RowCard>
      )}
    />
  );
}
