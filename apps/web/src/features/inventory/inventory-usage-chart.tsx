import { formatNumber, formatVolume } from '@godown/shared';
import { useState } from 'react';
import { HistoryChart } from '../../components/history-chart';
import { formatShortDay, type HistoryRange } from '../../components/history-range';
import { m } from '../../paraglide/messages.js';
import { useInventoryUsageHistoryQuery } from './inventory-api';

/**
 * The inventory's utilization over time: the share of its volume in use at the end of each day, or
 * the volume in use when it has no capacity.
 */
export function InventoryUsageChart({ inventoryId }: { inventoryId: string }) {
  const [days, setDays] = useState<HistoryRange>(90);
  const history = useInventoryUsageHistoryQuery(inventoryId, days);
  const hasCapacity = history.data?.capacity !== null && history.data?.capacity !== undefined;
  const points = (history.data?.points ?? []).map((point) => ({
    day: formatShortDay(point.day),
    Utilization: point.utilization === null ? 0 : Math.round(point.utilization * 1000) / 10,
    Volume: point.usedVolume,
  }));
  const values = points.map((point) => (hasCapacity ? point.Utilization : point.Volume));
  const show = (value: number | undefined) =>
    hasCapacity ? `${formatNumber(value ?? 0, 1)}%` : formatVolume(value ?? 0);
  const summary = values.length
    ? m.inventory_usage_summary({
        from: show(values[0]),
        to: show(values.at(-1)),
        days: formatNumber(days, 0),
        highest: show(Math.max(...values)),
      })
    : null;
  return (
    <HistoryChart
      title={m.inventory_usage_over_time()}
      description={hasCapacity ? m.inventory_usage_capacity_share() : m.inventory_usage_volume_in_use()}
      summary={summary}
      isLoading={history.isPending}
      error={history.isError ? m.inventory_usage_history_failed() : null}
      days={days}
      onDaysChange={setDays}
      data={points}
      series={[
        hasCapacity
          ? { name: 'Utilization', label: m.inventory_utilization(), color: 'blue.6' }
          : { name: 'Volume', label: m.inventory_volume(), color: 'blue.6' },
      ]}
      valueFormatter={(value) => show(value)}
      yAxisProps={hasCapacity ? { domain: [0, 100] } : undefined}
      referenceLines={
        hasCapacity
          ? [
              { y: 70, label: '70%', color: 'yellow.6' },
              { y: 90, label: '90%', color: 'red.6' },
            ]
          : undefined
      }
    />
  );
}
