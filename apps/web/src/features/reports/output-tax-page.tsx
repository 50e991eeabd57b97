import { Text } from '@mantine/core';
import type { TOutputTax } from '@godown/shared';
import type { TableColumn } from '../../components/table/responsive-table';
import { percentText } from '../../lib/gst';
import { m } from '../../paraglide/messages.js';
import { NO_WRAP } from './report-parts';
import { SalesReportScreen } from './sales-report-page';
import {
  money,
  TaxCard,
  taxColumns,
  taxLines,
  taxOf,
  TaxStats,
  TaxTable,
  type TaxLine,
} from './sales-report-parts';

type Line = TaxLine<TOutputTax['rows'][number]>;

/**
 * `/reports/output-tax` (admin, staff): the taxable value, CGST, SGST, IGST and cess of a financial
 * year or a range by GST rate, credit notes taken off and debit notes added.
 */
export function OutputTaxPage() {
  return (
    <SalesReportScreen
      kind="output-tax"
      note={m.reports_output_tax_note()}
      loadingLabel={m.reports_loading_output_tax()}
    >
      {(data, { isStale }) => <OutputTaxAnswer data={data} isStale={isStale} />}
    </SalesReportScreen>
  );
}

/** What a line is called: its rate ("18%"), or the totals'. */
const rateName = (line: Line) => (line.row ? percentText(line.row.gstRate) : m.reports_total());

function OutputTaxAnswer({ data, isStale }: { data: TOutputTax; isStale: boolean }) {
  const lines = taxLines(data.rows, (row) => String(row.gstRate), data.totals);
  const columns: TableColumn<Line>[] = [
    {
      id: 'rate',
      header: m.reports_gst_rate(),
      cell: (line) => (line.row ? rateName(line) : <Text fw={700}>{rateName(line)}</Text>),
    },
    ...taxColumns<Line>(),
    {
      id: 'tax',
      header: m.reports_total_tax(),
      headerProps: NO_WRAP,
      cellProps: { ...NO_WRAP, fw: 600 },
      cell: (line) => money(taxOf(line.figures), line.row === null),
    },
  ];
  return (
    <>
      <TaxStats totals={data.totals} />
      <TaxTable
        title={m.reports_by_gst_rate()}
        lines={lines}
        columns={columns}
        minWidth={820}
        isStale={isStale}
        card={(line) => (
          <TaxCard
            line={line}
            name={line.row ? m.reports_gst_at_rate({ rate: rateName(line) }) : m.reports_total()}
            head={<Text fw={700}>{rateName(line)}</Text>}
            amount={taxOf(line.figures)}
          />
        )}
      />
    </>
  );
}
