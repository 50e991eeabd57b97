import { Box, Text } from '@mantine/core';
import { formatNumber, type THsnReport } from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import type { TableColumn } from '../../components/table/responsive-table';
import { percentText } from '../../lib/gst';
import { m } from '../../paraglide/messages.js';
import { NO_WRAP } from './report-parts';
import { SalesReportScreen } from './sales-report-page';
import { TaxCard, taxColumns, taxLines, TaxStats, TaxTable, type TaxLine } from './sales-report-parts';

type HsnRow = THsnReport['rows'][number];
type Line = TaxLine<HsnRow>;

/**
 * `/reports/hsn-summary` (admin, staff): the units, taxable value and taxes of a financial year or a
 * range by HSN code and GST rate, counted as the output tax is.
 */
export function HsnSummaryPage() {
  return (
    <SalesReportScreen
      kind="hsn-summary"
      note={m.reports_hsn_summary_note()}
      loadingLabel={m.reports_loading_hsn_summary()}
    >
      {(data, { isStale }) => <HsnAnswer data={data} isStale={isStale} />}
    </SalesReportScreen>
  );
}

const hsnName = (row: HsnRow) => row.hsnCode ?? m.reports_no_hsn_code();

/** The HSN code over its unit and rate ("KGS · 5%"). */
function HsnCell({ row }: { row: HsnRow }) {
  return (
    <Box miw={0}>
      <Text fw={600} ff={row.hsnCode ? 'monospace' : undefined}>
        {hsnName(row)}
      </Text>
      <Text size="xs" c="dimmed">
        {m.reports_unit_at_rate({ unit: row.uqc ?? '—', rate: percentText(row.gstRate) })}
      </Text>
    </Box>
  );
}

function HsnAnswer({ data, isStale }: { data: THsnReport; isStale: boolean }) {
  const lines = taxLines(data.rows, (row) => `${row.hsnCode ?? ''}:${row.gstRate}`, data.totals);
  const columns: TableColumn<Line>[] = [
    {
      id: 'hsn',
      header: m.reports_hsn_code(),
      cell: (line) => (line.row ? hsnName(line.row) : <Text fw={700}>{m.reports_total()}</Text>),
    },
    { id: 'uqc', header: m.reports_unit(), cell: (line) => line.row?.uqc ?? null },
    {
      id: 'rate',
      header: m.reports_gst_rate(),
      headerProps: NO_WRAP,
      cellProps: NO_WRAP,
      cell: (line) => (line.row ? percentText(line.row.gstRate) : null),
    },
    {
      id: 'quantity',
      header: m.reports_quantity(),
      headerProps: NO_WRAP,
      cellProps: NO_WRAP,
      cell: (line) => (line.row ? formatNumber(line.row.quantity, 0) : null),
    },
    ...taxColumns<Line>(),
  ];
  return (
    <>
      <TaxStats totals={data.totals} />
      <TaxTable
        title={m.reports_by_hsn_code()}
        lines={lines}
        columns={columns}
        minWidth={980}
        isStale={isStale}
        card={(line) => (
          <TaxCard
            line={line}
            name={
              line.row
                ? m.reports_hsn_line({ hsn: hsnName(line.row), rate: percentText(line.row.gstRate) })
                : m.reports_total()
            }
            head={line.row ? <HsnCell row={line.row} /> : <Text fw={700}>{m.reports_total()}</Text>}
            amount={line.figures.taxable}
          >
            {line.row ? (
              <LabeledValue label={m.reports_quantity()} fw={500}>
                {formatNumber(line.row.quantity, 0)}
              </LabeledValue>
            ) : null}
          </TaxCard>
        )}
      />
    </>
  );
}
