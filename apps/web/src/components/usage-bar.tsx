import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatNumber, formatPercent, percentOf } from '@godown/shared';

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
function usageColor(percent: number): string {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'yellow';
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
        aria-label={`${label} used`}
      />
      <Text size="xs" c="dimmed">
        {`${formatNumber(used, decimals)} of ${formatNumber(total, decimals)} ${unit}`}
      </Text>
    </Stack>
  );
}
