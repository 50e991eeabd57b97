import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatRupees, type TAgeing } from '@godown/shared';
import { ChartCard } from '../../components/chart-card';
import { compactRupees } from '../../lib/chart-numbers';
import { m } from '../../paraglide/messages.js';
import { bucketTotals } from './receivables-words';

/** Each bucket's colour: green while not due, warming to red past 90 days. */
const COLORS = ['teal.6', 'yellow.6', 'orange.6', 'red.5', 'red.8'] as const;

/**
 * What every customer owes by how long it is past due, a bar a bucket (its own chunk: the charts
 * library loads with it). A screen reader hears the buckets in words.
 */
export function AgeingChart({ totals }: { totals: TAgeing['totals'] | undefined }) {
  const rows = totals
    ? bucketTotals(totals).map((row, index) => ({ ...row, color: COLORS[index] ?? 'gray.6' }))
    : [];
  return (
    <ChartCard
      title={m.receivables_chart_title()}
      description={m.receivables_chart_description()}
      summary={rows.map((row) => `${row.label} ${formatRupees(row.amount)}`).join(', ')}
      isLoading={!totals}
      empty={totals && totals.outstanding === 0 ? m.receivables_nothing_owed() : null}
    >
      {/* Bars across, a bucket a row: every bucket's name fits beside its bar on a phone too. */}
      <BarChart
        h={5 * 40 + 30}
        data={rows}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'amount', label: m.receivables_outstanding() }]}
        valueFormatter={formatRupees}
        yAxisProps={{ width: 110 }}
        xAxisProps={{ tickFormatter: compactRupees }}
        gridAxis="x"
      />
    </ChartCard>
  );
}
