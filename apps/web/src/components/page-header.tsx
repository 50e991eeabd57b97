import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** Buttons or other controls shown on the right of the title. */
  actions?: ReactNode;
}

/** The title row at the top of a page. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap">
      <Title order={2}>{title}</Title>
      {actions}
    </Group>
  );
}
