import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatNumber, formatRupees, type TInvoice, type TInvoiceLine } from '@godown/shared';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../components/date-time-text';
import { percentText } from '../../lib/gst';
import { m } from '../../paraglide/messages.js';
import classes from './invoice-sheet.module.css';
import { taxColumnsOf, taxOf } from './invoice-words';

// An invoice's lines, totals and HSN-wise summary: the invoice's page and the New invoice preview
// (a note's page draws its lines with the same cells).
// The lines are a table on a wide screen and on paper, cards on a phone (the stylesheet switches).

type Invoice = Pick<TInvoice, 'supply' | 'lines' | 'hsnSummary' | 'cess'>;
type HsnRow = TInvoice['hsnSummary'][number];

/** A figure's cell: right-aligned, on one line. */
const FIGURE = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** Units and their unit code: "7 BOX". */
const quantityText = (quantity: number, uqc: string | null) =>
  uqc ? `${formatNumber(quantity, 3)} ${uqc}` : formatNumber(quantity, 3);

/** An amount with its rate under it, dimmed: a tax's cell. */
export function TaxCell({ amount, rate }: { amount: number; rate: number }) {
  return (
    <>
      <Text span size="sm" display="block">
        {formatRupees(amount)}
      </Text>
      <Text span size="xs" c="dimmed" display="block">
        {percentText(rate)}
      </Text>
    </>
  );
}

/** The product, its SKU, and the batch with its expiry. */
export function ItemCell({ line }: { line: Pick<TInvoiceLine, 'product' | 'batch'> }) {
  const batch = line.batch
    ? line.batch.expiryDate
      ? m.invoices_batch_expiry({
          batch: line.batch.code,
          expiry: formatCalendarDate(line.batch.expiryDate),
        })
      : m.invoices_batch({ batch: line.batch.code })
    : null;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {line.product.productName}
      </Text>
      {line.product.sku ? (
        <Text size="xs" c="dimmed">
          {m.invoices_sku({ sku: line.product.sku })}
        </Text>
      ) : null}
      {batch ? (
        <Text size="xs" c="dimmed">
          {batch}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The taxes of a line as the supply has them: CGST and SGST at half the rate each, or IGST. */
export function lineTaxes(
  line: Pick<TInvoiceLine, 'cgst' | 'sgst' | 'igst' | 'gstRate'>,
  isIntra: boolean,
): { label: string; amount: number; rate: number }[] {
  return isIntra
    ? [
        { label: m.invoices_cgst(), amount: line.cgst, rate: line.gstRate / 2 },
        { label: m.invoices_sgst(), amount: line.sgst, rate: line.gstRate / 2 },
      ]
    : [{ label: m.invoices_igst(), amount: line.igst, rate: line.gstRate }];
}

/** The invoice's lines: a table (on paper too), or a card each on a phone. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { isIntra, hasCess } = taxColumnsOf(invoice);
  const header = (
    <Table.Tr>
      <Table.Th>{m.invoices_line_no()}</Table.Th>
      <Table.Th>{m.invoices_item()}</Table.Th>
      <Table.Th>{m.invoices_hsn()}</Table.Th>
      <Table.Th ta="right">{m.invoices_quantity()}</Table.Th>
      <Table.Th ta="right">{m.invoices_rate()}</Table.Th>
      <Table.Th ta="right">{m.invoices_discount()}</Table.Th>
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
  );
  return (
    <>
      <Table.ScrollContainer minWidth={860} className={classes.wideOnly}>
        <Table
          verticalSpacing="xs"
          horizontalSpacing="xs"
          withTableBorder
          withColumnBorders
          className={classes.linesTable}
          aria-label={m.invoices_lines()}
        >
          <Table.Thead>{header}</Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.lineNo}>
                <Table.Td>{line.lineNo}</Table.Td>
                <Table.Td miw={160}>
                  <ItemCell line={line} />
                </Table.Td>
                <Table.Td ff="monospace">{line.hsnCode ?? '—'}</Table.Td>
                <Table.Td {...FIGURE}>{quantityText(line.quantity, line.uqc)}</Table.Td>
                <Table.Td {...FIGURE}>{formatRupees(line.rate)}</Table.Td>
                <Table.Td {...FIGURE}>{line.discount > 0 ? formatRupees(line.discount) : '—'}</Table.Td>
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
      <Stack gap="xs" className={classes.phoneOnly} role="list" aria-label={m.invoices_lines()}>
        {invoice.lines.map((line) => (
          <LineCard key={line.lineNo} line={line} isIntra={isIntra} hasCess={hasCess} />
        ))}
      </Stack>
    </>
  );
}

/** A figure of a line's card: its label on the left, the amount on the right. */
export function CardFigure({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}

function LineCard({ line, isIntra, hasCess }: { line: TInvoiceLine; isIntra: boolean; hasCess: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={line.product.productName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box miw={0}>
          <ItemCell line={line} />
        </Box>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatRupees(line.total)}
        </Text>
      </Group>
      <Text size="sm" mt={6}>
        {m.invoices_line_quantity_rate({
          quantity: quantityText(line.quantity, line.uqc),
          rate: formatRupees(line.rate),
        })}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {m.invoices_hsn_code({ hsn: line.hsnCode ?? '—' })}
      </Text>
      <Stack gap={2}>
        {line.discount > 0 ? (
          <CardFigure label={m.invoices_discount()}>{`− ${formatRupees(line.discount)}`}</CardFigure>
        ) : null}
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
  );
}

type Totals = Pick<TInvoice, 'supply' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'cess' | 'roundOff' | 'total'>;

/** A line of the totals: the label, and the amount right-aligned. */
function TotalLine({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group gap="md" wrap="nowrap" justify="space-between" className={classes.totalLine}>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/** Taxable value, the taxes as the supply has them, cess, round-off and the total, right-aligned. */
export function InvoiceTotals({ invoice }: { invoice: Totals }) {
  const roundOff = invoice.roundOff;
  return (
    <Stack gap={4} align="stretch" className={classes.totals} role="group" aria-label={m.invoices_totals()}>
      <TotalLine label={m.invoices_taxable_value()} amount={formatRupees(invoice.taxable)} />
      {invoice.supply === 'intra' ? (
        <>
          <TotalLine label={m.invoices_cgst()} amount={formatRupees(invoice.cgst)} />
          <TotalLine label={m.invoices_sgst()} amount={formatRupees(invoice.sgst)} />
        </>
      ) : (
        <TotalLine label={m.invoices_igst()} amount={formatRupees(invoice.igst)} />
      )}
      {invoice.cess > 0 ? <TotalLine label={m.invoices_cess()} amount={formatRupees(invoice.cess)} /> : null}
      <TotalLine
        label={m.invoices_round_off()}
        amount={roundOff < 0 ? `− ${formatRupees(-roundOff)}` : formatRupees(roundOff)}
      />
      <TotalLine label={m.invoices_total()} amount={formatRupees(invoice.total)} strong />
    </Stack>
  );
}

/** The HSN-wise summary: each HSN code and rate's quantity, taxable value and taxes. */
export function HsnSummary({ invoice }: { invoice: Invoice }) {
  const { isIntra, hasCess } = taxColumnsOf(invoice);
  const taxesOf = (row: HsnRow) =>
    isIntra
      ? [
          { label: m.invoices_cgst(), amount: row.cgst },
          { label: m.invoices_sgst(), amount: row.sgst },
        ]
      : [{ label: m.invoices_igst(), amount: row.igst }];
  const keyOf = (row: HsnRow) => `${row.hsnCode ?? ''}-${row.uqc ?? ''}-${row.gstRate}`;
  return (
    <>
      <Table.ScrollContainer minWidth={560} className={classes.wideOnly}>
        <Table
          verticalSpacing={4}
          horizontalSpacing="xs"
          withTableBorder
          withColumnBorders
          aria-label={m.invoices_hsn_summary()}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.invoices_hsn()}</Table.Th>
              <Table.Th ta="right">{m.invoices_quantity()}</Table.Th>
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
              <Table.Th ta="right">{m.invoices_total_tax()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.hsnSummary.map((row) => (
              <Table.Tr key={keyOf(row)}>
                <Table.Td ff="monospace">{row.hsnCode ?? '—'}</Table.Td>
                <Table.Td {...FIGURE}>{quantityText(row.quantity, row.uqc)}</Table.Td>
                <Table.Td {...FIGURE}>{formatRupees(row.taxable)}</Table.Td>
                <Table.Td {...FIGURE}>{percentText(row.gstRate)}</Table.Td>
                {taxesOf(row).map((tax) => (
                  <Table.Td key={tax.label} {...FIGURE}>
                    {formatRupees(tax.amount)}
                  </Table.Td>
                ))}
                {hasCess ? <Table.Td {...FIGURE}>{formatRupees(row.cess)}</Table.Td> : null}
                <Table.Td {...FIGURE} fw={600}>
                  {formatRupees(taxOf(row))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" className={classes.phoneOnly} role="list" aria-label={m.invoices_hsn_summary()}>
        {invoice.hsnSummary.map((row) => (
          <Paper key={keyOf(row)} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" gap="sm" wrap="nowrap" mb={4}>
              <Text size="sm" fw={700} ff="monospace">
                {m.invoices_hsn_code({ hsn: row.hsnCode ?? '—' })}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {`${quantityText(row.quantity, row.uqc)} · ${percentText(row.gstRate)}`}
              </Text>
            </Group>
            <Stack gap={2}>
              <CardFigure label={m.invoices_taxable_value()}>{formatRupees(row.taxable)}</CardFigure>
              {taxesOf(row).map((tax) => (
                <CardFigure key={tax.label} label={tax.label}>
                  {formatRupees(tax.amount)}
                </CardFigure>
              ))}
              {hasCess ? <CardFigure label={m.invoices_cess()}>{formatRupees(row.cess)}</CardFigure> : null}
              <CardFigure label={m.invoices_total_tax()} strong>
                {formatRupees(taxOf(row))}
              </CardFigure>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
