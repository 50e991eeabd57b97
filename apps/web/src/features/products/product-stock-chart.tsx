import { formatNumber } from '@godown/shared';
import { useState } from 'react';
import { HistoryChart } from '../../components/history-chart';
import { formatShortDay, type HistoryRange } from '../../components/history-range';
import { useProductStockHistoryQuery } from './products-api';
import { m } from '../../paraglide/messages.js';

/** The product's stock over time: its quantity at the end of each day, from the stock ledger. */
export function ProductStockChart({
  productId,
  thresholdLimit,
}: {
  productId: string;
  thresholdLimit: number | null;
}) {
  const [days, setDays] = useState<HistoryRange>(90);
  const history = useProductStockHistoryQuery(productId, days);
  const points = (history.data?.points ?? []).map((point) => ({
    day: formatShortDay(point.day),
    Quantity: point.quantity,
  }));
  const quantities = points.map((point) => point.Quantity);
  const summary = quantities.length
    ? m.products_stock_summary({
        first: formatNumber(quantities[0], 0),
        last: formatNumber(quantities.at(-1), 0),
        days: formatNumber(days, 0),
        lowest: formatNumber(Math.min(...quantities), 0),
        highest: formatNumber(Math.max(...quantities), 0),
      })
    : null;
  return (
    <HistoryChart
      title={m.products_stock_over_time()}
      description={m.products_stock_over_time_description()}
      summary={summary}
      isLoading={history.isPending}
      error={history.isError ? m.products_load_stock_history_failed() : null}
      days={days}
      onDaysChange={setDays}
      data={points}
      series={[{ name: 'Quantity', label: m.products_quantity(), color: 'teal.6' }]}
      valueFormatter={(value) => formatNumber(value, 0)}
      referenceLines={
        thresholdLimit !== null
          ? [{ y: thresholdLimit, label: m.products_threshold(), color: 'orange.6' }]
          : undefined
      }
    />
  );
}
