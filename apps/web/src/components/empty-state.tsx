import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { m } from '../paraglide/messages.js';

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

interface ListEmptyStateProps {
  icon: Icon;
  /** While the list is searched or filtered: its title, the search, and how to clear them all. */
  filtered: { title: string; search: string; onClear: () => void } | null;
  /** Before the list has anything at all: why, and what comes first. */
  noneYet: { title: string; message?: ReactNode; action?: ReactNode };
}

/**
 * A list's empty state: "nothing matches" with Clear filters while it is searched or filtered,
 * else what it will hold and how to make its first one.
 */
export function ListEmptyState({ icon: ListIcon, filtered, noneYet }: ListEmptyStateProps) {
  const icon = (
    <ThemeIcon variant="light" size={48} radius="xl">
      <ListIcon size={26} />
    </ThemeIcon>
  );
  if (!filtered) return <EmptyState icon={icon} {...noneYet} />;
  return (
    <EmptyState
      title={filtered.title}
      icon={icon}
      message={filtered.search ? m.common_nothing_matches_search({ search: filtered.search }) : undefined}
      action={
        <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={filtered.onClear}>
          {m.common_clear_filters()}
        </Button>
      }
    />
  );
}
