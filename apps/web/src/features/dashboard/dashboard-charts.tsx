import { BarChart, DonutChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CHART_OTHERS_LABEL,
  formatNumber,
  formatRupees,
  TRANSPORT_STATUS_LABELS,
  TRANSPORT_STATUSES,
  type TDashboardCharts,
} from '@godown/shared';
import { ChartCard } from '../../components/chart-card';
import { formatShortDay } from '../../components/history-range';
import { STATUS_MAP_COLORS } from '../../components/map/map-colors';
import { useDashboardChartsQuery } from './dashboard-api';

/** What a product without a category is called on the chart. */
const UNCATEGORISED = 'Uncategorised';
const FAILURE = 'Failed to load the chart';

/** ₹ in lakh or crore on an axis, where a full amount does not fit: "₹12.5L", "₹1.2Cr". */
function compactRupees(value: number): string {
  if (value >= 1e7) return `₹${formatNumber(value / 1e7, 1)}Cr`;
  if (value >= 1e5) return `₹${formatNumber(value / 1e5, 1)}L`;
  if (value >= 1e3) return `₹${formatNumber(value / 1e3, 1)}K`;
  return `₹${formatNumber(value, 0)}`;
}

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
  const state = { isLoading: charts.isPending, error: charts.isError ? FAILURE : null };
  const data: TDashboardCharts | undefined = charts.data;

  const byCategory = (data?.valueByCategory ?? []).map((row) => ({
    label: row.isOther ? CHART_OTHERS_LABEL : (row.category ?? UNCATEGORISED),
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
    name: TRANSPORT_STATUS_LABELS[status],
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
      series={[{ name: 'value', label: 'Stock value', color: 'teal.6' }]}
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
          title="Stock value by category"
          description="Every unit held, at today's prices"
          summary={valueSummary(byCategory)}
          empty={byCategory.length === 0 ? 'No stock yet.' : null}
          {...state}
        >
          {valueBars(byCategory)}
        </ChartCard>
        <ChartCard
          title="Stock value by warehouse"
          description="Units placed in each inventory, at today's prices"
          summary={valueSummary(byInventory)}
          empty={byInventory.length === 0 ? 'No units are placed in an inventory yet.' : null}
          {...state}
        >
          {valueBars(byInventory)}
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title="Stock in and out"
        description="Units into and out of stock each day, over the last 30 days (the stock ledger)"
        summary={`${formatNumber(flowIn, 0)} units in and ${formatNumber(flowOut, 0)} units out over 30 days`}
        {...state}
      >
        <BarChart
          h={240}
          data={flow}
          dataKey="day"
          series={[
            { name: 'In', color: 'teal.6' },
            { name: 'Out', color: 'red.6' },
          ]}
          withLegend
          valueFormatter={(value) => formatNumber(value, 0)}
          xAxisProps={{ minTickGap: 24 }}
          gridAxis="y"
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard
          title="Transports by status"
          description="Every transport you can see"
          summary={statuses.map((status) => `${status.name} ${formatNumber(status.value, 0)}`).join(', ')}
          empty={transportTotal === 0 ? 'No transports yet.' : null}
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
          title="Fewest days of cover"
          description="Days each product's stock lasts at its pace over the last 30 days"
          summary={cover.map((row) => `${row.label} ${formatNumber(row.days, 0)} days`).join(', ')}
          empty={cover.length === 0 ? 'No product has left stock in the last 30 days.' : null}
          {...state}
        >
          <BarChart
            h={Math.max(160, cover.length * 30)}
            data={cover}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'days', label: 'Days of cover', color: 'orange.6' }]}
            valueFormatter={(value) => `${formatNumber(value, 0)} days`}
            yAxisProps={{ width: 150 }}
            gridAxis="x"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
