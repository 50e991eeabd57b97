import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatNumber, formatPercent, percentOf } from '@godown/shared';
import { UNITS } from '../lib/units';
import { m } from '../paraglide/messages.js';

interface UsageBarProps {
  /** What is measured, e.g. "Weight"; also the progress bar's accessible name. */
  label: string;
  used: number;
  total: number;
  /** Unit shown after the numbers, e.g. "kg" or "m³". */
  unit: string;
  /** The percentage when the server computed it; otherwise used over total. */
  percent?: number;
  /** Decimals of the used and total figures (volumes in m³ want 3: 0.024 m³). */
  decimals?: number;
  size?: 'sm' | 'md' | 'lg';
}

/** Colour of a fill level: calm while there is room, amber when nearly full, red when full. */
/** From these percentages of use a bar (and a warehouse's marker on a map) warns, then alarms. */
export const USAGE_THRESHOLDS = { filling: 70, full: 90 } as const;

function usageColor(percent: number): string {
  if (percent >= USAGE_THRESHOLDS.full) return 'red';
  if (percent >= USAGE_THRESHOLDS.filling) return 'yellow';
  return 'teal';
}

/** "used of total unit" with the percentage to one decimal and a progress bar. */
export function UsageBar({ label, used, total, unit, percent, decimals = 2, size = 'sm' }: UsageBarProps) {
  const value = percent ?? percentOf(used, total);
  const text = formatPercent(value);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600}>
          {text}
        </Text>
      </Group>
      <Progress
        value={Math.min(Math.max(value, 0), 100)}
        color={usageColor(value)}
        size={size}
        radius="xl"
        aria-label={m.common_used_label({ label })}
      />
      <Text size="xs" c="dimmed">
        {m.common_used_of_total({
          used: formatNumber(used, decimals),
          total: formatNumber(total, decimals),
          unit,
        })}
      </Text>
    </Stack>
  );
}

/** What is used of a total; `percent` when the server computed it. */
interface Usage {
  used: number;
  total: number;
  percent?: number;
}

interface WeightVolumeBarsProps {
  weight: Usage;
  volume: Usage;
  /** Large bars one above the other (a detail page) instead of small ones side by side (a card). */
  isLarge?: boolean;
}

/** Weight (kg) and volume (m³) used against their totals, as two usage bars. */
export function WeightVolumeBars({ weight, volume, isLarge = false }: WeightVolumeBarsProps) {
  const size = isLarge ? 'lg' : 'sm';
  const bars = [
    { key: 'weight', label: m.common_weight(), usage: weight, unit: UNITS.weight, decimals: 2 },
    { key: 'volume', label: m.common_volume(), usage: volume, unit: UNITS.volume, decimals: 3 },
  ].map(({ key, label, usage, unit, decimals }) => (
    <UsageBar
      key={key}
      label={label}
      used={usage.used}
      total={usage.total}
      percent={usage.percent}
      unit={unit}
      decimals={decimals}
      size={size}
    />
  ));
  return isLarge ? (
    <Stack gap="lg">{bars}</Stack>
  ) : (
    <SimpleGrid cols={2} spacing="md">
      {bars}
    </SimpleGrid>
  );
}
