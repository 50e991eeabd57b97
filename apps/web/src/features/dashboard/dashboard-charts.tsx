import { BarChart, DonutChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatNumber, formatRupees, TRANSPORT_STATUSES, type TDashboardCharts } from '@godown/shared';
import { ChartCard } from '../../components/chart-card';
import { formatShortDay } from '../../components/history-range';
import { compactRupees } from '../../lib/chart-numbers';
import { STATUS_MAP_COLORS } from '../../components/map/map-colors';
import { othersLabel, transportStatusLabel, uncategorisedLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import { useDashboardChartsQuery } from './dashboard-api';

/** "A ₹1,20,000.00, B ₹80,000.00, …": the first few entries of a value chart in words. */
function valueSummary(rows: ReadonlyArray<{ label: string; value: number }>): string {
  return rows
    .slice(0, 5)
    .map((row) => `${row.label} ${formatRupees(row.value)}`)
    .join(', ');
}

/**
 * The dashboard's charts, for a signed-in user: stock value by category and by warehouse, units in
 * and out of stock per day over 30 days, transports by status, and the ten products whose stock
 * runs out soonest at their recent pace. Each is one aggregate on the server.
 */
export function DashboardCharts() {
  const charts = useDashboardChartsQuery(true);
  const state = { isLoading: charts.isPending, error: charts.isError ? m.dashboard_chart_failed() : null };
  const data: TDashboardCharts | undefined = charts.data;

  const byCategory = (data?.valueByCategory ?? []).map((row) => ({
    label: row.isOther ? othersLabel() : (row.category ?? uncategorisedLabel()),
    value: row.value,
    units: row.units,
  }));
  const byInventory = (data?.valueByInventory ?? []).map((row) => ({
    label: row.name,
    value: row.value,
    units: row.units,
  }));
  const flow = (data?.stockFlow ?? []).map((day) => ({
    day: formatShortDay(day.day),
    In: day.in,
    Out: day.out,
  }));
  const flowIn = (data?.stockFlow ?? []).reduce((sum, day) => sum + day.in, 0);
  const flowOut = (data?.stockFlow ?? []).reduce((sum, day) => sum + day.out, 0);
  const statuses = TRANSPORT_STATUSES.map((status) => ({
    name: transportStatusLabel(status),
    value: data?.transportsByStatus[status] ?? 0,
    color: STATUS_MAP_COLORS[status].color,
  }));
  const transportTotal = statuses.reduce((sum, status) => sum + status.value, 0);
  const cover = (data?.lowestCover ?? []).map((product) => ({
    label: product.productName,
    days: product.daysOfCover,
    dailyUse: product.dailyUse,
  }));
  const valueBars = (rows: typeof byCategory) => (
    <BarChart
      h={Math.max(160, rows.length * 34)}
      data={rows}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'value', label: m.dashboard_stock_value(), color: 'teal.6' }]}
      valueFormatter={formatRupees}
      yAxisProps={{ width: 130 }}
      xAxisProps={{ tickFormatter: compactRupees }}
      gridAxis="x"
    />
  );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard
          title={m.dashboard_value_by_category()}
          description={m.dashboard_value_by_category_description()}
          summary={valueSummary(byCategory)}
          empty={byCategory.length === 0 ? m.dashboard_no_stock_yet() : null}
          {...state}
        >
          {valueBars(byCategory)}
        </ChartCard>
        <ChartCard
          title={m.dashboard_value_by_warehouse()}
          description={m.dashboard_value_by_warehouse_description()}
          summary={valueSummary(byInventory)}
          empty={byInventory.length === 0 ? m.dashboard_no_units_placed() : null}
          {...state}
        >
          {valueBars(byInventory)}
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title={m.dashboard_stock_in_and_out()}
        description={m.dashboard_stock_in_and_out_description()}
        summary={m.dashboard_stock_in_and_out_summary({
          unitsIn: formatNumber(flowIn, 0),
          unitsOut: formatNumber(flowOut, 0),
        })}
        {...state}
      >
        <BarChart
          h={240}
          data={flow}
          dataKey="day"
          series={[
            { name: 'In', label: m.dashboard_series_in(), color: 'teal.6' },
            { name: 'Out', label: m.dashboard_series_out(), color: 'red.6' },
          ]}
          withLegend
          valueFormatter={(value) => formatNumber(value, 0)}
          xAxisProps={{ minTickGap: 24 }}
          gridAxis="y"
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard
          title={m.dashboard_transports_by_status()}
          description={m.dashboard_transports_description()}
          summary={statuses.map((status) => `${status.name} ${formatNumber(status.value, 0)}`).join(', ')}
          empty={transportTotal === 0 ? m.dashboard_no_transports_yet() : null}
          {...state}
        >
          <Group justify="center" gap="xl" wrap="wrap">
            <DonutChart
              data={statuses.filter((status) => status.value > 0)}
              size={180}
              thickness={26}
              chartLabel={formatNumber(transportTotal, 0)}
              withTooltip
              tooltipDataSource="segment"
              valueFormatter={(value) => formatNumber(value, 0)}
            />
            <Stack gap={6}>
              {statuses.map((status) => (
                <Group key={status.name} gap="xs" wrap="nowrap">
                  <span
                    style={{
                      width: 12,
                      height: 12,
                      borderRadius: 3,
                      background: status.color,
                      flexShrink: 0,
                    }}
                  />
                  <Text size="sm">{`${status.name}: ${formatNumber(status.value, 0)}`}</Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </ChartCard>
        <ChartCard
          title={m.dashboard_fewest_days_of_cover()}
          description={m.dashboard_days_of_cover_description()}
          summary={cover
            .map((row) => m.dashboard_product_days({ product: row.label, days: formatNumber(row.days, 0) }))
            .join(', ')}
          empty={cover.length === 0 ? m.dashboard_no_product_left_stock() : null}
          {...state}
        >
          <BarChart
            h={Math.max(160, cover.length * 30)}
            data={cover}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'days', label: m.dashboard_days_of_cover(), color: 'orange.6' }]}
            valueFormatter={(value) => m.dashboard_days_count({ days: formatNumber(value, 0) })}
            yAxisProps={{ width: 150 }}
            gridAxis="x"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
