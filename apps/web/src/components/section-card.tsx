import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The section's heading, and its accessible name (it is a `section`). */
  title: string;
  children: ReactNode;
  /** Shown on the right of the heading (a count, a link to the whole list). */
  aside?: ReactNode;
  /** The space between the heading and the rows. */
  gap?: 'xs' | 'sm' | 'md';
}

/** A bordered section of a page, with its heading and what stands beside it. */
export function SectionCard({ title, children, aside, gap = 'md' }: SectionCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap={gap}>
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={3} size="h4">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
