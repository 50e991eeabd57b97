import { Badge, Box, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatNumber, formatRupees, roundMoney } from '@godown/shared';
import type { ReactNode } from 'react';
import { LabeledValue } from '../../components/labeled-value';
import { DocumentNumberLink } from '../../components/record-links';
import { StatCard } from '../../components/stat-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { labelText } from '../../lib/messages/render';
import { m } from '../../paraglide/messages.js';
import type { ReportPaging } from './report-page';
import { LineCard, NO_WRAP } from './report-parts';

// The parts the sales reports' tables share: the taxable value and the four taxes of a line as
// columns, as a card's figures and as the totals' stat cards; the registers' document and party cells.

/** The taxable value and the taxes of a line or of all of them, in rupees. */
export interface Taxes {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
}

/** A line of a sales report's table: a row of the answer, or (no row) the totals of every row. */
export interface TaxLine<R> {
  key: string;
  row: R | null;
  figures: Taxes;
}

/** The rows of an answer, then its totals as the last line. */
export function taxLines<R extends Taxes>(
  rows: readonly R[],
  keyOf: (row: R) => string,
  totals: Taxes,
): TaxLine<R>[] {
  return [
    ...rows.map((row) => ({ key: keyOf(row), row, figures: row })),
    { key: '\u0000total', row: null, figures: totals },
  ];
}

/** The tax of a line: CGST, SGST, IGST and cess together, to the paisa. */
export const taxOf = (figures: Taxes): number =>
  roundMoney(figures.cgst + figures.sgst + figures.igst + figures.cess);

/** The figures of a line by name, in the order the reports print them. */
const figureNames = (): [keyof Taxes, string][] => [
  ['taxable', m.reports_taxable_value()],
  ['cgst', m.reports_cgst()],
  ['sgst', m.reports_sgst()],
  ['igst', m.reports_igst()],
  ['cess', m.reports_cess()],
];

/** An amount in rupees, bold on the totals line. */
export function money(value: number, isTotal: boolean): ReactNode {
  return isTotal ? <Text fw={700}>{formatRupees(value)}</Text> : formatRupees(value);
}

/** The Taxable value, CGST, SGST, IGST and Cess columns, right-aligned and never wrapped. */
export function taxColumns<L extends TaxLine<unknown>>(): TableColumn<L>[] {
  return figureNames().map(([name, header]) => ({
    id: name,
    header,
    headerProps: NO_WRAP,
    cellProps: NO_WRAP,
    cell: (line: L) => money(line.figures[name], line.row === null),
  }));
}

/** A place of supply as an invoice names it: "Karnataka (29)". */
const placeOfSupply = (stateCode: string) => `${labelText('gstState', stateCode)} (${stateCode})`;

/**
 * A register's document: its number, linking to `to`, over `children` (what it is) and whether it
 * was cancelled.
 */
export function DocumentCell({
  to,
  number,
  cancelled,
  children,
}: {
  to: string;
  number: string;
  cancelled: boolean;
  children: ReactNode;
}) {
  return (
    <Box miw={0}>
      <DocumentNumberLink to={to}>{number}</DocumentNumberLink>
      <Group gap={6} wrap="nowrap">
        {children}
        {cancelled ? (
          <Badge size="xs" color="gray" variant="light">
            {m.reports_cancelled()}
          </Badge>
        ) : null}
      </Group>
    </Box>
  );
}

/**
 * A party to a register's document: its name (or a link to it) over its GSTIN (or that it has none)
 * and, given its state code, the place of supply; on a card, `label` above it says which party it is.
 */
export function PartyCell({
  name,
  gstin,
  stateCode,
  label,
}: {
  name: ReactNode;
  gstin: string | null;
  stateCode?: string;
  label?: string;
}) {
  return (
    <Box miw={0}>
      {label ? (
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      ) : null}
      {typeof name === 'string' ? (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      ) : (
        name
      )}
      <Text size="xs" c="dimmed">
        {gstin ? (
          <Text span inherit ff="monospace">
            {gstin}
          </Text>
        ) : (
          m.reports_unregistered()
        )}
        {stateCode ? ` · ${placeOfSupply(stateCode)}` : null}
      </Text>
    </Box>
  );
}

/** A line's taxable value and taxes on its card (a phone): a label over each amount. */
function TaxFigures({ figures }: { figures: Taxes }) {
  return figureNames().map(([name, label]) => (
    <LabeledValue key={name} label={label} fw={500}>
      {formatRupees(figures[name])}
    </LabeledValue>
  ));
}

/**
 * A line as a card on a phone: `head` with `amount` at its right (bold on the totals), then
 * `children` and the line's taxable value and taxes.
 */
export function TaxCard({
  line,
  name,
  head,
  amount,
  children,
}: {
  line: TaxLine<unknown>;
  /** The card's accessible name. */
  name: string;
  head: ReactNode;
  amount: number;
  children?: ReactNode;
}) {
  return (
    <LineCard
      name={name}
      head={head}
      aside={
        <Text fw={line.row ? 600 : 700} style={{ whiteSpace: 'nowrap' }}>
          {formatRupees(amount)}
        </Text>
      }
    >
      {children}
      <TaxFigures figures={line.figures} />
    </LineCard>
  );
}

/**
 * The totals of a report as stat cards: the documents counted (`documents`), the taxable value, the
 * tax, and the invoices' value (`total`), each where given.
 */
export function TaxStats({
  totals,
  documents,
  total,
}: {
  totals: Taxes;
  documents?: number;
  total?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {documents === undefined ? null : (
        <StatCard label={m.reports_documents()} value={formatNumber(documents, 0)} />
      )}
      <StatCard label={m.reports_taxable_value()} value={formatRupees(totals.taxable)} />
      <StatCard label={m.reports_total_tax()} value={formatRupees(taxOf(totals))} />
      {total === undefined ? null : (
        <StatCard label={m.reports_invoice_value()} value={formatRupees(total)} />
      )}
    </SimpleGrid>
  );
}

interface TaxTableProps<L extends TaxLine<unknown>> {
  /** The table's heading, and its section's name. */
  title: string;
  lines: L[];
  columns: TableColumn<L>[];
  /** A line as a card on a phone. */
  card: (line: L) => ReactNode;
  minWidth: number;
  /** The page controls, for a report whose lines come a page at a time. */
  pagination?: ReportPaging['pagination'];
  /** The lines are still the last answer's while the next loads: dimmed. */
  isStale: boolean;
}

/** A sales report's lines with the totals last: a table, cards on a phone. */
export function TaxTable<L extends TaxLine<unknown>>({ title, lines, ...table }: TaxTableProps<L>) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <ResponsiveTable {...table} rows={lines} rowKey={(line) => line.key} isEmpty={false} empty={null} />
    </section>
  );
}
