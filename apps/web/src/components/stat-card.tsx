import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A second, smaller line under the value (e.g. "of 1,200 kg"). */
  hint?: ReactNode;
  icon?: ReactNode;
  color?: string;
}

/** One number with its label, for the stat rows at the top of list pages and the dashboard. */
export function StatCard({ label, value, hint, icon, color = 'teal' }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz="xl" fw={700} mt={4}>
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          ) : null}
        </div>
        {icon ? (
          <ThemeIcon variant="light" color={color} size="lg" radius="md">
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
    </Paper>
  );
}
