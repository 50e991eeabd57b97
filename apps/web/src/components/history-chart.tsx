import { AreaChart, type AreaChartProps } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group } from '@mantine/core';
import { ChartCard } from './chart-card';
import { HistoryRangeControl, type HistoryRange } from './history-range';

interface HistoryChartProps extends Pick<
  AreaChartProps,
  'data' | 'series' | 'valueFormatter' | 'yAxisProps' | 'referenceLines'
> {
  title: string;
  description: string;
  /** The range in words (first, last, lowest, highest), for screen readers and a quick read. */
  summary: string | null;
  isLoading: boolean;
  error: string | null;
  /** The range shown: the last 30, 90 or 365 days. */
  days: HistoryRange;
  onDaysChange: (days: HistoryRange) => void;
}

/**
 * A value at the end of each day over the chosen range, drawn as steps (a product's stock, an
 * inventory's use), with the range chooser above it. `data` holds one point a day keyed by `day`.
 */
export function HistoryChart({
  title,
  description,
  summary,
  isLoading,
  error,
  days,
  onDaysChange,
  ...chart
}: HistoryChartProps) {
  return (
    <ChartCard title={title} description={description} summary={summary} isLoading={isLoading} error={error}>
      <Group justify="flex-end" mb="xs">
        <HistoryRangeControl value={days} onChange={onDaysChange} />
      </Group>
      <AreaChart
        h={220}
        dataKey="day"
        curveType="stepAfter"
        withDots={false}
        xAxisProps={{ minTickGap: 24 }}
        {...chart}
      />
    </ChartCard>
  );
}
