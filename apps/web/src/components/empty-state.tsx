import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  /** A button that gets the visitor going (create the first item, clear the search). */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show: why, and what to do next. */
export function EmptyState({ icon, title, message, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" py="md">
        {icon}
        <Title order={3} ta="center">
          {title}
        </Title>
        {message ? (
          <Text c="dimmed" ta="center" maw={460}>
            {message}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
