import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatNumber, formatRupees, type TNote, type TNoteLine } from '@godown/shared';
import { percentText } from '../../lib/gst';
import { m } from '../../paraglide/messages.js';
import { CardFigure, ItemCell, lineTaxes, TaxCell } from './invoice-lines';
import classes from './invoice-sheet.module.css';

// A credit or debit note's lines: each the invoice line it changes, the units returned (none for a
// change of price), the taxable value and its taxes at the invoice line's rate. A table on a wide
// screen and on paper, cards on a phone (the stylesheet switches).

type Note = Pick<TNote, 'supply' | 'lines' | 'cess'>;

/** A figure's cell: right-aligned, on one line. */
const FIGURE = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** The units returned with their unit code ("3 BOX"), or a dash for a change of price. */
const unitsText = (line: TNoteLine) =>
  line.quantity === null
    ? '—'
    : line.uqc
      ? `${formatNumber(line.quantity, 3)} ${line.uqc}`
      : formatNumber(line.quantity, 3);

/** The tax columns a note's tables need: CGST and SGST or IGST, and cess when a line has any. */
export function noteTaxColumns(note: Note) {
  return {
    isIntra: note.supply === 'intra',
    hasCess: note.cess > 0 || note.lines.some((line) => line.cessRate > 0 || line.cess > 0),
  };
}

/** The note's lines: a table (on paper too), or a card each on a phone. */
export function NoteLines({ note }: { note: Note }) {
  const { isIntra, hasCess } = noteTaxColumns(note);
  return (
    <>
      <Table.ScrollContainer minWidth={780} className={classes.wideOnly}>
        <Table
          verticalSpacing="xs"
          horizontalSpacing="xs"
          withTableBorder
          withColumnBorders
          className={classes.linesTable}
          aria-label={m.notes_lines()}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.notes_line_no()}</Table.Th>
              <Table.Th>{m.invoices_item()}</Table.Th>
              <Table.Th>{m.invoices_hsn()}</Table.Th>
              <Table.Th ta="right">{m.notes_units_returned()}</Table.Th>
              <Table.Th ta="right">{m.invoices_taxable()}</Table.Th>
              <Table.Th ta="right">{m.invoices_gst_rate()}</Table.Th>
              {isIntra ? (
                <>
                  <Table.Th ta="right">{m.invoices_cgst()}</Table.Th>
                  <Table.Th ta="right">{m.invoices_sgst()}</Table.Th>
                </>
              ) : (
                <Table.Th ta="right">{m.invoices_igst()}</Table.Th>
              )}
              {hasCess ? <Table.Th ta="right">{m.invoices_cess()}</Table.Th> : null}
              <Table.Th ta="right">{m.invoices_amount()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {note.lines.map((line) => (
              <Table.Tr key={line.lineNo}>
                <Table.Td>{line.invoiceLineNo}</Table.Td>
                <Table.Td miw={160}>
                  <ItemCell line={line} />
                </Table.Td>
                <Table.Td ff="monospace">{line.hsnCode ?? '—'}</Table.Td>
                <Table.Td {...FIGURE}>{unitsText(line)}</Table.Td>
                <Table.Td {...FIGURE}>{formatRupees(line.taxable)}</Table.Td>
                <Table.Td {...FIGURE}>{percentText(line.gstRate)}</Table.Td>
                {lineTaxes(line, isIntra).map((tax) => (
                  <Table.Td key={tax.label} {...FIGURE}>
                    <TaxCell amount={tax.amount} rate={tax.rate} />
                  </Table.Td>
                ))}
                {hasCess ? (
                  <Table.Td {...FIGURE}>
                    <TaxCell amount={line.cess} rate={line.cessRate} />
                  </Table.Td>
                ) : null}
                <Table.Td {...FIGURE} fw={600}>
                  {formatRupees(line.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" className={classes.phoneOnly} role="list" aria-label={m.notes_lines()}>
        {note.lines.map((line) => (
          <Paper
            key={line.lineNo}
            withBorder
            radius="md"
            p="sm"
            role="listitem"
            aria-label={line.product.productName}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Box miw={0}>
                <ItemCell line={line} />
              </Box>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(line.total)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" my={6}>
              {m.notes_invoice_line({ lineNo: line.invoiceLineNo })}
              {line.quantity === null ? '' : ` · ${m.notes_units_back({ units: unitsText(line) })}`}
            </Text>
            <Stack gap={2}>
              <CardFigure label={m.invoices_taxable_at({ rate: percentText(line.gstRate) })}>
                {formatRupees(line.taxable)}
              </CardFigure>
              {lineTaxes(line, isIntra).map((tax) => (
                <CardFigure key={tax.label} label={`${tax.label} ${percentText(tax.rate)}`}>
                  {formatRupees(tax.amount)}
                </CardFigure>
              ))}
              {hasCess ? (
                <CardFigure label={`${m.invoices_cess()} ${percentText(line.cessRate)}`}>
                  {formatRupees(line.cess)}
                </CardFigure>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
