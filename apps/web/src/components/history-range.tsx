import { SegmentedControl } from '@mantine/core';
import { appLocale } from '../lib/i18n';
import { m } from '../paraglide/messages.js';

/** The windows a history chart offers, in days. */
export const HISTORY_RANGES = [30, 90, 365] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** "30 days · 90 days · 1 year": the window of a history chart. */
export function HistoryRangeControl({
  value,
  onChange,
}: {
  value: HistoryRange;
  onChange: (days: HistoryRange) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={m.common_period()}
      value={String(value)}
      onChange={(next) =>
        onChange((HISTORY_RANGES.find((days) => String(days) === next) ?? 90) as HistoryRange)
      }
      data={HISTORY_RANGES.map((days) => ({
        value: String(days),
        label: days === 365 ? m.common_one_year() : m.common_days_count({ days }),
      }))}
    />
  );
}

/** "25 Nov" for a YYYY-MM-DD day: a chart's axis. */
export function formatShortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(appLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
